/**
 * Provokes the data store client's error paths with the client key and a session token in
 * play (and a server that echoes them back) and checks that neither appears in what an error
 * exposes (message, toString, JSON, util.inspect with its cause, stack) nor on the console.
 */
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDatastoreClientWith } from "../../../src/datastore/client.ts";
import { nodeCryptoHmacSha256 } from "../../../src/datastore/hmac/node-crypto.ts";
import { createSignerWith } from "../../../src/datastore/signing/sign.ts";
import { json, type StubFetch, stubFetch } from "./support/stub-fetch.ts";

const CLIENT_KEY = "ck-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d";
const SESSION = "st-Dlp4qBgHYrFM2VcF6ZbC2U9xYz";
const echo = `client key ${CLIENT_KEY} session ${SESSION}`;

const logged: string[] = [];
beforeEach(() => {
  logged.length = 0;
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (typeof a === "string" ? a : inspect(a))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

function expectNoSecrets(error: unknown) {
  expect(error).toBeInstanceOf(Error);
  const e = error as Error;
  for (const view of [
    e.message,
    String(e),
    JSON.stringify(e),
    inspect(e, { depth: 10 }),
    e.stack ?? "",
    ...logged,
  ]) {
    expect(view).not.toContain(CLIENT_KEY);
    expect(view).not.toContain(SESSION);
  }
}

const clientWith = (fetch: StubFetch, verifyResponses = false) =>
  createDatastoreClientWith(nodeCryptoHmacSha256, {
    applicationKey: "app-key",
    clientKey: CLIENT_KEY,
    sessionToken: SESSION,
    baseUrl: "https://mbaas.api.nifcloud.com",
    fetch,
    verifyResponses,
    retry: { maxAttempts: 1 },
  });

describe("no secret leaks from data store errors", () => {
  const answers: [string, () => Response][] = [
    ["an error body echoing the secrets", () => json(401, { code: "E401001", error: echo })],
    ["a 500 echoing the secrets", () => json(500, { code: "E500001", error: echo })],
    ["an HTML error page echoing them", () => new Response(`<html>${echo}</html>`, { status: 502 })],
    ["malformed JSON echoing them", () => new Response(`{"results": "${echo}"`, { status: 200 })],
    ["a wrong shape echoing them", () => json(200, { result: echo })],
  ];

  it.each(answers)("search: %s", async (_, answer) => {
    const error = await clientWith(stubFetch(answer))
      .search("A")
      .catch((e: unknown) => e);
    console.error(error);
    expectNoSecrets(error);
  });

  it("a network failure whose cause quotes the secrets", async () => {
    const fetch = stubFetch(() => {
      throw new TypeError(`connect ECONNREFUSED ${echo}`, { cause: new Error(CLIENT_KEY) });
    });
    const error = await clientWith(fetch)
      .get("A", "abc")
      .catch((e: unknown) => e);
    console.error(error);
    expectNoSecrets(error);
  });

  it("a response that fails verification", async () => {
    const fetch = stubFetch(() =>
      json(200, { results: [], note: echo }, { "X-SVC-Response-Signature": "forged" }),
    );
    const error = await clientWith(fetch, true)
      .search("A")
      .catch((e: unknown) => e);
    console.error(error);
    expectNoSecrets(error);
  });

  it("a signer and a client printed whole", () => {
    const signer = createSignerWith(nodeCryptoHmacSha256, {
      applicationKey: "app-key",
      clientKey: CLIENT_KEY,
    });
    const client = clientWith(stubFetch(json(200, { results: [] })));
    for (const view of [
      inspect(signer, { depth: 10 }),
      inspect(client, { depth: 10 }),
      JSON.stringify(signer),
    ]) {
      expect(view).not.toContain(CLIENT_KEY);
      expect(view).not.toContain(SESSION);
    }
  });
});
