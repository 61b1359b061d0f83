/**
 * Every error path of the image sharing client with the token in play and a service that
 * echoes it back, checked with the secrets harness (message, String, JSON, util.inspect, stack,
 * every property, causes): the token, fixed or from a token source, never shows.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import type { TokenSource } from "../../../src/core/token-source.ts";
import { createImageClient, type ImageClient } from "../../../src/image/client.ts";
import { brokenBody, empty, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { CONSUMER, IMAGE } from "./fake-glance.ts";

const FIXED = "gAAAAAB-secrets-image-fixed-3e4f5a6b";
const ISSUED = "gAAAAAB-secrets-image-issued-7c8d9e0f";

const source = (): TokenSource => ({ getToken: async () => ISSUED, invalidate: () => {} });
const echo = (token: string) => `X-Auth-Token: ${token} token=${token} "${token}"`;
const glance = (status: number) => (token: string) =>
  json(status, { message: `${echo(token)}<br /><br />\n\n\n`, code: `${status} ${token}`, title: token });

type ErrorPath = [string, (token: string) => Response, (c: ImageClient) => Promise<unknown>];
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

const clients: [string, string, () => TokenSource | string][] = [
  ["a fixed token", FIXED, () => FIXED],
  ["a token source", ISSUED, source],
];

describe("no secret shows in an image error", () => {
  const cases = clients.flatMap(([kind, token, auth]) =>
    paths.map(([path, answer, call]) => ({ kind, path, token, auth, answer, call })),
  );

  it.each(cases)("$kind: $path", async ({ token, auth, answer, call }) => {
    const client = createImageClient({
      baseUrl: "https://image.test",
      auth: auth(),
      fetch: fakeFetch(() => answer(token)),
      retry: { maxAttempts: 1 },
    });
    const error = await call(client).then(
      () => expect.fail("expected an error"),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expectNoSecrets(error, [FIXED, ISSUED]);
  });

  it("a transport failure whose message and cause quote the token", async () => {
    const client = createImageClient({
      baseUrl: "https://image.test",
      auth: FIXED,
      fetch: async (request) => {
        throw new TypeError(`fetch failed for ${request.headers.get("x-auth-token")}`, {
          cause: new Error(echo(FIXED)),
        });
      },
      retry: { maxAttempts: 1 },
    });
    expectNoSecrets(await client.shareImage(IMAGE, CONSUMER).catch((e: unknown) => e), [FIXED]);
  });

  it("an aborted call whose reason quotes the token", async () => {
    const client = createImageClient({
      baseUrl: "https://image.test",
      auth: FIXED,
      fetch: fakeFetch(() => stalledBody(200)),
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error(echo(FIXED))), 10);
    expectNoSecrets(
      await client.listImageMembersPage(IMAGE, { signal: controller.signal }).catch((e: unknown) => e),
      [FIXED],
    );
  });

  it("a token that cannot go into a header is refused without being quoted", () => {
    const withNewline = `${FIXED}-newline\n`;
    const error = (() => {
      try {
        createImageClient({ baseUrl: "https://image.test", auth: withNewline });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidInputError);
    expectNoSecrets(error, [FIXED, withNewline.trim()]);
  });
});
