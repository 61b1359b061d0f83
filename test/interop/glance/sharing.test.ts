/**
 * The image sharing client against a real Glance with Keystone auth: an owner project creates
 * an image and shares it with a second project; the owner lists and shows the members; the
 * member accepts (and then sees the image), then rejects it; the owner unshares it. Then the
 * errors as Glance sends them: 404 (no such image, not a member), 409 (shared already), 403
 * (each side's steps refused to the other, a private image), 400 (a bad status, a body without
 * a member), 413 (past the member quota) and 401 (a bad token).
 *
 * Every response to a member operation is validated against specs/image/openapi.yaml with
 * objects closed (scripts/verify/spec-validator.ts): the request that got a mismatch throws, and
 * afterEach fails with the operation, status and every problem.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { imageErrors, readImageError } from "../../../generated/sdk/image/errors.ts";
import { projectToken } from "../../../scripts/peers/glance-keystone.ts";
import { describeCheck, loadSpecValidator, type SpecCheck } from "../../../scripts/verify/spec-validator.ts";
import {
  createImageClient,
  ImageAuthenticationError,
  ImageBadRequestError,
  type ImageClient,
  ImageForbiddenError,
  ImageNotFoundError,
  MemberExistsError,
  MemberLimitError,
  MemberNotFoundError,
} from "../../../src/image/index.ts";
import { MEMBER_QUOTA } from "./global-setup.ts";
import { createImage, deleteImage, imagesSharedWith } from "./images.ts";

const context = inject("glance");
const UNKNOWN_IMAGE = "00000000-0000-4000-8000-000000000000";

describe.runIf(context !== null)("image sharing client against a real Glance", () => {
  const { glanceUrl, keystoneUrl, owner, member } = context ?? ({} as NonNullable<typeof context>);
  const spec = loadSpecValidator("image");
  const validatingFetch = spec.wrap((request) => fetch(request));
  let ownerToken: string;
  let memberToken: string;
  let ownerClient: ImageClient;
  let memberClient: ImageClient;
  let image: string;
  let privateImage: string;

  const clientFor = (token: string) =>
    createImageClient({ baseUrl: glanceUrl, auth: token, fetch: validatingFetch, retry: { maxAttempts: 1 } });

  beforeAll(async () => {
    ownerToken = await projectToken(keystoneUrl, owner);
    memberToken = await projectToken(keystoneUrl, member);
    ownerClient = clientFor(ownerToken);
    memberClient = clientFor(memberToken);
    image = await createImage(glanceUrl, ownerToken, "shared");
    privateImage = await createImage(glanceUrl, ownerToken, "private");
  });

  afterAll(async () => {
    if (image) await deleteImage(glanceUrl, ownerToken, image);
    if (privateImage) await deleteImage(glanceUrl, ownerToken, privateImage);
  });

  /** Every response the suite checked, for the coverage check at the end. */
  const all: SpecCheck[] = [];

  afterEach(() => {
    const responses = spec.checked.splice(0);
    all.push(...responses);
    expect(responses.length).toBeGreaterThan(0);
    for (const r of responses) expect(r.problems, describeCheck(r)).toEqual([]);
  });

  afterAll(() => {
    // Every operation of the spec answered a success, and every error the spec documents from
    // Glance's side (all but 500) was met for real.
    // A success: a 2xx, or the 300 Glance's version list answers at `/`.
    const succeeded = new Set(all.filter((c) => c.status < 400).map((c) => c.operationId));
    expect([...succeeded].sort()).toEqual([...spec.operationIds].sort());
    const errors = new Set(all.filter((c) => c.status >= 400).map((c) => c.status));
    expect([...errors].sort()).toEqual([400, 401, 403, 404, 409, 413]);
  });

  describe("the documents other clients read first (no SDK method)", () => {
    it("lists its versions at / (300) and /versions (200), and serves the member schemas", async () => {
      const get = (path: string, token?: string) =>
        validatingFetch(
          new Request(`${glanceUrl}${path}`, {
            headers: {
              accept: "application/json",
              ...(token === undefined ? {} : { "x-auth-token": token }),
            },
          }),
        );
      expect((await get("/")).status).toBe(300);
      expect((await get("/versions")).status).toBe(200);
      const member = (await (await get("/v2/schemas/member", ownerToken)).json()) as { name: string };
      expect(member.name).toBe("member");
      const members = (await (await get("/v2/schemas/members", ownerToken)).json()) as { name: string };
      expect(members.name).toBe("members");
    });
  });

  describe("the workflow", () => {
    it("the owner shares the image with the member project: pending", async () => {
      const shared = await ownerClient.shareImage(image, member.projectId);
      expect(shared).toMatchObject({
        image_id: image,
        member_id: member.projectId,
        status: "pending",
        schema: "/v2/schemas/member",
      });
      expect(shared.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    });

    it("the owner lists the members, as the list and as the answer sent", async () => {
      const members = await ownerClient.listImageMembers(image).toArray();
      expect(members.map((m) => [m.member_id, m.status])).toEqual([[member.projectId, "pending"]]);
      const page = await ownerClient.listImageMembersPage(image);
      expect(page.schema).toBe("/v2/schemas/members");
    });

    it("the owner and the member show the membership", async () => {
      expect((await ownerClient.getImageMember(image, member.projectId)).status).toBe("pending");
      expect((await memberClient.getImageMember(image, member.projectId)).member_id).toBe(member.projectId);
    });

    it("the member accepts, and then sees the image among those shared with it", async () => {
      expect((await memberClient.acceptImage(image, member.projectId)).status).toBe("accepted");
      expect(await imagesSharedWith(glanceUrl, memberToken, "accepted")).toContain(image);
    });

    it("sharing again returns the membership as it stands (Glance's 409, then the show)", async () => {
      expect((await ownerClient.shareImage(image, member.projectId)).status).toBe("accepted");
    });

    it("the member rejects the image it accepted", async () => {
      const rejected = await memberClient.rejectImage(image, member.projectId);
      expect(rejected.status).toBe("rejected");
      expect(await imagesSharedWith(glanceUrl, memberToken, "accepted")).not.toContain(image);
      expect((await memberClient.updateImageMember(image, member.projectId, "pending")).status).toBe(
        "pending",
      );
    });
  });

  describe("the errors, as Glance sends them", () => {
    it("409: the image is shared with the project already", async () => {
      const error = await ownerClient.createImageMember(image, member.projectId).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MemberExistsError);
      expect(error).toMatchObject({
        status: 409,
        code: "Conflict",
        serverMessage: `Member ${member.projectId} is duplicated for image ${image}`,
      });
    });

    it("404: no such image, and a project that is not a member", async () => {
      const noImage = await ownerClient.listImageMembersPage(UNKNOWN_IMAGE).catch((e: unknown) => e);
      expect(noImage).toBeInstanceOf(ImageNotFoundError);
      expect(noImage).not.toBeInstanceOf(MemberNotFoundError);
      expect(noImage).toMatchObject({
        status: 404,
        code: "Not Found",
        serverMessage: `Image ${UNKNOWN_IMAGE} not found.`,
      });
      const notMember = await ownerClient.getImageMember(image, owner.projectId).catch((e: unknown) => e);
      expect(notMember).toBeInstanceOf(MemberNotFoundError);
      expect(notMember).toMatchObject({
        status: 404,
        serverMessage: `${owner.projectId} not found in the member list of the image ${image}.`,
      });
      // The member project does not see another image of the owner at all.
      expect(await memberClient.listImageMembersPage(privateImage).catch((e: unknown) => e)).toBeInstanceOf(
        ImageNotFoundError,
      );
    });

    it("403: each side is refused the other's steps, and a private image has no members", async () => {
      const refused = [
        await ownerClient.acceptImage(image, member.projectId).catch((e: unknown) => e),
        await memberClient.shareImage(image, owner.projectId).catch((e: unknown) => e),
        await memberClient.unshareImage(image, member.projectId).catch((e: unknown) => e),
        await ownerClient.shareImage(privateImage, member.projectId).catch((e: unknown) => e),
      ];
      for (const error of refused) {
        expect(error).toBeInstanceOf(ImageForbiddenError);
        expect(error).toMatchObject({ status: 403, code: "Forbidden" });
      }
    });

    it("400: a status Glance does not know, and a body without a member (sent raw: the client refuses both)", async () => {
      const path = { image_id: image, member_id: member.projectId };
      const badStatus = await memberClient.raw.PUT("/v2/images/{image_id}/members/{member_id}", {
        params: { path },
        body: { status: "maybe" } as never,
      });
      expect(badStatus.response.status).toBe(400);
      expect(badStatus.error).toMatchObject({ code: "400 Bad Request", title: "Bad Request" });
      const noMember = await ownerClient.raw.POST("/v2/images/{image_id}/members", {
        params: { path: { image_id: image } },
        body: {} as never,
      });
      expect(noMember.response.status).toBe(400);
      // What the client makes of such a body: Glance's message without its line breaks.
      expect(readImageError(noMember.error)).toEqual({
        code: "Bad Request",
        message: "Member to be added not specified",
      });
      expect(imageErrors.byStatus[400]?.[0]).toBe(ImageBadRequestError);
    });

    it(`413: past the member quota (${MEMBER_QUOTA} in this run)`, async () => {
      const extra: string[] = [];
      let error: unknown;
      for (let i = 0; i <= MEMBER_QUOTA && error === undefined; i++) {
        const project = `interop-quota-project-${i}`;
        await ownerClient.createImageMember(image, project).then(
          () => extra.push(project),
          (e: unknown) => {
            error = e;
          },
        );
      }
      expect(error).toBeInstanceOf(MemberLimitError);
      expect(error).toMatchObject({ status: 413, code: "Request Entity Too Large" });
      for (const project of extra) await ownerClient.unshareImage(image, project);
    });

    it("401: a token Keystone never issued", async () => {
      const error = await clientFor("gAAAAAB-not-a-real-token")
        .listImageMembersPage(image)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageAuthenticationError);
      expect(error).toMatchObject({ status: 401, code: "Unauthorized" });
      expect(String(error)).not.toContain("gAAAAAB-not-a-real-token");
    });
  });

  describe("the end of the share", () => {
    it("the owner unshares the image; the list is empty; unsharing again is MemberNotFoundError", async () => {
      await ownerClient.unshareImage(image, member.projectId);
      expect(await ownerClient.listImageMembers(image).toArray()).toEqual([]);
      const again = await ownerClient.deleteImageMember(image, member.projectId).catch((e: unknown) => e);
      expect(again).toBeInstanceOf(MemberNotFoundError);
      expect(
        await memberClient.getImageMember(image, member.projectId).catch((e: unknown) => e),
      ).toBeInstanceOf(ImageNotFoundError);
    });
  });
});
