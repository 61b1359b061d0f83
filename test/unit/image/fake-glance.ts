/**
 * A small Glance for the image unit tests, on the shared fake fetch: images with an owner and
 * a visibility, their members, and the rules a real Glance 25 enforces (only the owner adds
 * and removes members, only the member answers a share, only `shared` images have members, a
 * member twice is 409, a member list past the quota is 413), with its error document and its
 * `<br />` line breaks. The caller's project comes from the token: `token-<project>`.
 */
import type { Member } from "../../../src/image/index.ts";
import { empty, fakeFetch, json } from "../../support/fake-fetch.ts";

export const IMAGE = "b300db32-e4a7-4a77-97af-e770a7a41278";
export const PRIVATE_IMAGE = "af3f61f6-6690-4860-a37b-2102b17ba37d";
export const OWNER = "182c9e36ae5345358d064220cdf9b192";
export const CONSUMER = "39262c2281644b13819e289a1413b6fe";

const STATUS_LINE: Record<number, string> = {
  400: "400 Bad Request",
  401: "401 Unauthorized",
  403: "403 Forbidden",
  404: "404 Not Found",
  409: "409 Conflict",
  413: "413 Request Entity Too Large",
};

/** Glance's error document, as it sends it with Accept: application/json. */
export const glanceError = (status: number, message: string) => {
  const line = STATUS_LINE[status] ?? `${status} Error`;
  return json(status, { message: `${message}<br /><br />\n\n\n`, code: line, title: line.slice(4) });
};

export interface FakeGlanceOptions {
  /** Most members an image may have; default Glance's 128. */
  memberQuota?: number;
}

/** A fetch that answers like Glance, with state, recording every request. */
export function fakeGlance(options: FakeGlanceOptions = {}) {
  const quota = options.memberQuota ?? 128;
  const images = new Map([
    [IMAGE, { owner: OWNER, visibility: "shared" }],
    [PRIVATE_IMAGE, { owner: OWNER, visibility: "private" }],
  ]);
  const members = new Map<string, Member>();
  const key = (image: string, member: string) => `${image}/${member}`;
  const membersOf = (image: string) => [...members.values()].filter((m) => m.image_id === image);
  let clock = 0;
  const now = () => `2026-11-20T19:22:${String(clock++ % 60).padStart(2, "0")}Z`;

  const fetch = fakeFetch(async (request) => {
    if (request.headers.get("accept") !== "application/json")
      return new Response("<html><body>Glance answers HTML unless asked for JSON</body></html>", {
        status: 400,
        headers: { "Content-Type": "text/html; charset=UTF-8" },
      });
    const token = request.headers.get("x-auth-token") ?? "";
    if (!token.startsWith("token-"))
      return glanceError(401, "This server could not verify that you are authorized");
    const project = token.slice("token-".length);
    const url = new URL(request.url);
    const [, imageId, memberId] = url.pathname.match(/^\/v2\/images\/([^/]+)\/members(?:\/([^/]+))?$/) ?? [];
    const image = imageId === undefined ? undefined : images.get(imageId);
    const mine = image?.owner === project;
    const visible = image !== undefined && (mine || members.has(key(imageId ?? "", project)));
    if (imageId === undefined || image === undefined || !visible)
      return glanceError(404, `Image ${imageId} not found.`);
    const memberKey = key(imageId, decodeURIComponent(memberId ?? ""));
    const headers = { "x-openstack-request-id": `req-${clock}` };
    switch (`${request.method} ${memberId === undefined ? "list" : "one"}`) {
      case "GET list":
        return json(
          200,
          {
            members: mine ? membersOf(imageId) : membersOf(imageId).filter((m) => m.member_id === project),
            schema: "/v2/schemas/members",
          },
          headers,
        );
      case "POST list": {
        if (!mine || image.visibility !== "shared")
          return glanceError(403, `Not allowed to create members for image ${imageId}.`);
        let body: { member?: unknown };
        try {
          body = JSON.parse(await request.text());
        } catch {
          return glanceError(400, "Malformed JSON in request body.");
        }
        if (typeof body.member !== "string") return glanceError(400, "Member to be added not specified");
        if (members.has(key(imageId, body.member)))
          return glanceError(409, `Member ${body.member} is duplicated for image ${imageId}`);
        if (membersOf(imageId).length >= quota)
          return glanceError(413, `Image member limit exceeded for image ${imageId}`);
        const at = now();
        const member: Member = {
          created_at: at,
          image_id: imageId,
          member_id: body.member,
          schema: "/v2/schemas/member",
          status: "pending",
          updated_at: at,
        };
        members.set(key(imageId, body.member), member);
        return json(200, member, headers);
      }
      case "GET one": {
        const member = members.get(memberKey);
        if (member === undefined || (!mine && member.member_id !== project))
          return glanceError(404, `${memberId} not found in the member list of the image ${imageId}.`);
        return json(200, member, headers);
      }
      case "PUT one": {
        const member = members.get(memberKey);
        if (member === undefined)
          return glanceError(404, `${memberId} not found in the member list of the image ${imageId}.`);
        if (member.member_id !== project)
          return glanceError(403, `Not allowed to update members for image ${imageId}.`);
        const { status } = JSON.parse(await request.text()) as { status?: unknown };
        if (status !== "pending" && status !== "accepted" && status !== "rejected")
          return glanceError(400, 'Incorrect request: Status must be "pending", "accepted" or "rejected".');
        const updated: Member = { ...member, status, updated_at: now() };
        members.set(memberKey, updated);
        return json(200, updated, headers);
      }
      case "DELETE one": {
        if (!mine) return glanceError(403, `Not allowed to delete members for image ${imageId}.`);
        if (!members.delete(memberKey))
          return glanceError(404, `${memberId} not found in the member list of the image ${imageId}.`);
        return empty(204, headers);
      }
      default:
        return json(405, {
          message: "Method Not Allowed",
          code: "405 Method Not Allowed",
          title: "Method Not Allowed",
        });
    }
  });
  return Object.assign(fetch, { members });
}
