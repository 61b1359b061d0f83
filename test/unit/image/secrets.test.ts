/**
 * Every error path of the image sharing client with the token in play and a service that
 * echoes it back, checked with the secrets harness (message, String, JSON, util.inspect, stack,
 * every property, causes): the token, fixed or from a token source, never shows. The suite is
 * test/support/token-secrets.ts; this file gives the client, its error paths and its calls.
 */
import { createImageClient, type ImageClient } from "../../../src/image/index.ts";
import { brokenBody, empty, json, stalledBody } from "../../support/fake-fetch.ts";
import { describeTokenSecrets, echoToken as echo, type TokenErrorPath } from "../../support/token-secrets.ts";
import { CONSUMER, IMAGE } from "./fake-glance.ts";

const FIXED = "gAAAAAB-secrets-image-fixed-3e4f5a6b";
const ISSUED = "gAAAAAB-secrets-image-issued-7c8d9e0f";

const glance = (status: number) => (token: string) =>
  json(status, { message: `${echo(token)}<br /><br />\n\n\n`, code: `${status} ${token}`, title: token });

type ErrorPath = TokenErrorPath<ImageClient>;
const paths: ErrorPath[] = [
  ...[400, 401, 403, 404, 409, 413, 500, 503].map(
    (status): ErrorPath => [`Glance ${status}`, glance(status), (c) => c.createImageMember(IMAGE, CONSUMER)],
  ),
  [
    "Glance 404 'member list'",
    (token) =>
      json(404, {
        message: `${token} not found in the member list`,
        code: "404 Not Found",
        title: "Not Found",
      }),
    (c) => c.getImageMember(IMAGE, CONSUMER),
  ],
  [
    "identity middleware 401",
    (token) => json(401, { error: { code: 401, title: echo(token), message: echo(token) } }),
    (c) => c.listImageMembers(IMAGE).toArray(),
  ],
  [
    "Glance's HTML page",
    (token) =>
      new Response(`<html><body><h1>400 Bad Request</h1>${echo(token)}<br /><br /></body></html>`, {
        status: 400,
      }),
    (c) => c.acceptImage(IMAGE, CONSUMER),
  ],
  [
    "200 that is not JSON",
    (token) => new Response(`{${echo(token)}`, { status: 200 }),
    (c) => c.getImageMember(IMAGE, CONSUMER),
  ],
  [
    "200 of the wrong shape",
    (token) => json(200, { members: [{ member_id: token }] }),
    (c) => c.listImageMembersPage(IMAGE),
  ],
  [
    "undocumented 201",
    (token) => new Response(echo(token), { status: 201 }),
    (c) => c.shareImage(IMAGE, CONSUMER),
  ],
  [
    "a redirect that carries the token",
    (token) => empty(307, { Location: `https://attacker.example/?token=${token}` }),
    (c) => c.unshareImage(IMAGE, CONSUMER),
  ],
  ["a body cut midway", () => brokenBody(200, "{"), (c) => c.rejectImage(IMAGE, CONSUMER)],
  [
    "a body that stalls",
    () => stalledBody(200, "{"),
    (c) => c.getImageMember(IMAGE, CONSUMER, { timeoutMs: 20 }),
  ],
];

describeTokenSecrets("no secret shows in an image error", {
  client: (options) => createImageClient({ baseUrl: "https://image.test", ...options }),
  fixed: FIXED,
  issued: ISSUED,
  paths,
  transportFailure: (c) => c.shareImage(IMAGE, CONSUMER),
  aborted: { what: "call", call: (c, signal) => c.listImageMembersPage(IMAGE, { signal }) },
});
