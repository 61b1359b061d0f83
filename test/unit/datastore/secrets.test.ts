/**
 * Every error path of the data store client with the client key, a session token and the
 * request signatures in play, and a server that echoes them back: none may show in any view of
 * the error (test/support/secrets.ts: message, String, JSON, util.inspect, stack, causes) nor on
 * the console. Run with both prefixes: with `X-NCMB` the header-name patterns of the redactor do
 * not apply, so only the registered values protect the secrets.
 */
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDatastoreClientWith, type DatastoreClient } from "../../../generated/sdk/datastore/client.ts";
import { InvalidInputError, SvcError } from "../../../src/core/errors.ts";
import { registerSecret } from "../../../src/core/redact.ts";
import { nodeCryptoHmacSha256 } from "../../../src/datastore/hmac/node-crypto.ts";
import { createSignerWith } from "../../../src/datastore/signing/sign.ts";
import { brokenBody, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";

const CLIENT_KEY = "ck-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d";
const SESSION = "st-Dlp4qBgHYrFM2VcF6ZbC2U9xYz";

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

/** What a hostile server echoes: the request's own signature and session token, and the client key. */
const echoOf = (request: Request, prefix: string) =>
  `signature ${request.headers.get(`${prefix}-Signature`)} session ${request.headers.get(`${prefix}-Apps-Session-Token`)} key ${CLIENT_KEY}`;

type Answer = (request: Request, echo: string) => Response | Promise<Response>;
const answers: [string, Answer][] = [
  ["a 401 error body echoing them", (_, echo) => json(401, { code: "E401001", error: echo })],
  ["a 500 error body echoing them", (_, echo) => json(500, { code: "E500001", error: echo })],
  ["an error body with the echo as its code", (_, echo) => json(400, { code: echo, error: echo })],
  ["an HTML error page echoing them", (_, echo) => new Response(`<html>${echo}</html>`, { status: 502 })],
  ["malformed JSON echoing them", (_, echo) => new Response(`{"results": "${echo}"`, { status: 200 })],
  ["a wrong shape echoing them", (_, echo) => json(200, { result: echo, objectId: 1 })],
  ["an undocumented status echoing them", (_, echo) => json(203, { error: echo })],
  [
    "a redirect whose Location holds them",
    (_, echo) =>
      new Response(null, {
        status: 302,
        headers: { Location: `https://attacker.example/${encodeURIComponent(echo)}/${SESSION}?q=${echo}` },
      }),
  ],
  [
    "a network failure whose cause quotes them",
    (_, echo) => {
      throw new TypeError(`connect ECONNREFUSED ${echo}`, { cause: new Error(`${CLIENT_KEY} ${SESSION}`) });
    },
  ],
  ["a body cut midway", () => brokenBody(200, `{"results": [{"objectId": "${SESSION}"`)],
  ["a body that stalls (timeout)", () => stalledBody(200, `{"results": "${SESSION}`)],
];

const operations: [string, (client: DatastoreClient) => Promise<unknown>][] = [
  ["searchObjects", (c) => c.searchObjects("A", { where: { a: 1 } }).toArray()],
  ["searchObjectsPage", (c) => c.searchObjectsPage("A", { where: { a: 1 }, count: true })],
  ["get", (c) => c.getObject("A", "abc")],
  ["create", (c) => c.createObject("A", { a: 1 })],
  ["update", (c) => c.updateObject("A", "abc", { a: 2 })],
  ["delete", (c) => c.deleteObject("A", "abc")],
];

describe.each(["X-SVC", "X-NCMB"])("no secret leaks from data store errors, prefix %s", (prefix) => {
  const signatures: string[] = [];
  const clientWith = (answer: Answer, verifyResponses: boolean) => {
    const fetch = fakeFetch((request) => {
      signatures.push(request.headers.get(`${prefix}-Signature`) ?? "");
      return answer(request, echoOf(request, prefix));
    });
    return createDatastoreClientWith(nodeCryptoHmacSha256, {
      applicationKey: "app-key",
      clientKey: CLIENT_KEY,
      sessionToken: SESSION,
      prefix,
      baseUrl: "https://mbaas.api.nifcloud.com",
      fetch,
      verifyResponses,
      timeoutMs: 50,
      retry: { maxAttempts: 1 },
    });
  };

  describe.each([false, true])("verifyResponses %s", (verify) => {
    // A delete reads no body, so a 200 with a bad body is a success for it, not an error path.
    const paths = answers.flatMap(([what, answer]) =>
      operations
        .filter(([name]) => !(name === "delete" && /malformed|wrong shape/.test(what)))
        .map(([name, op]) => [name, what, answer, op] as const),
    );
    it.each(paths)("%s: %s", async (_name, _what, answer, operation) => {
      signatures.length = 0;
      const error = await operation(clientWith(answer, verify)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SvcError);
      console.error(error);
      expect(signatures.length).toBeGreaterThan(0);
      expectNoSecrets(error, [CLIENT_KEY, SESSION, ...signatures]);
      for (const line of logged)
        for (const secret of [CLIENT_KEY, SESSION, ...signatures]) expect(line.includes(secret)).toBe(false);
    });
  });

  it("a response that fails verification, its body echoing them", async () => {
    const client = clientWith(
      (_, echo) => json(200, { results: [], note: echo }, { [`${prefix}-Response-Signature`]: echo }),
      true,
    );
    signatures.length = 0;
    const error = await client.searchObjectsPage("A").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcError);
    expectNoSecrets(error, [CLIENT_KEY, SESSION, ...signatures]);
  });
});

describe("bad credentials are refused without being quoted", () => {
  it.each([
    ["sessionToken", { sessionToken: `${SESSION}\n` }],
    ["sessionToken", { sessionToken: ` ${SESSION}` }],
    ["applicationKey", { applicationKey: `${CLIENT_KEY} ` }],
    ["baseUrl", { baseUrl: `https://user:${CLIENT_KEY}@mbaas.api.nifcloud.com` }],
  ])("%s", (field, bad) => {
    const error = (() => {
      try {
        createDatastoreClientWith(nodeCryptoHmacSha256, {
          applicationKey: "app-key",
          clientKey: CLIENT_KEY,
          baseUrl: "https://mbaas.api.nifcloud.com",
          ...bad,
        });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expectNoSecrets(error, [CLIENT_KEY, SESSION]);
  });
});

describe("nothing secret in a printed client or signer", () => {
  it("inspect and JSON of a signer and a client", () => {
    const signer = createSignerWith(nodeCryptoHmacSha256, {
      applicationKey: "app-key",
      clientKey: CLIENT_KEY,
    });
    const client = createDatastoreClientWith(nodeCryptoHmacSha256, {
      applicationKey: "app-key",
      clientKey: CLIENT_KEY,
      sessionToken: SESSION,
      baseUrl: "https://mbaas.api.nifcloud.com",
      fetch: fakeFetch(json(200, { results: [] })),
    });
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

describe("a signature sent again is remembered again", () => {
  afterEach(() => vi.useRealTimers());

  it("with a fixed clock, the same signature echoed 20 minutes after its first use is still redacted", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const sent: string[] = [];
    const client = createDatastoreClientWith(nodeCryptoHmacSha256, {
      applicationKey: "app-key",
      clientKey: CLIENT_KEY,
      prefix: "X-NCMB",
      baseUrl: "https://mbaas.api.nifcloud.com",
      // A fixed clock signs the same request the same way every time.
      clock: { now: () => Date.parse("2013-12-02T02:44:35.452Z") },
      fetch: fakeFetch((request) => {
        const signature = request.headers.get("X-NCMB-Signature") ?? "";
        sent.push(signature);
        return json(401, { code: "E401001", error: `bad ${signature}` });
      }),
      retry: { maxAttempts: 1 },
    });
    const search = () => client.searchObjectsPage("A").catch((e: unknown) => e);
    // Twice within one millisecond (registered once), then every 5 minutes, past the 15 minutes
    // a signature is remembered from one registration.
    const errors = [await search(), await search()];
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(5 * 60_000);
      // Any other registration sweeps what has expired.
      registerSecret(`another-request-signature-${i}=`, "per-request");
      errors.push(await search());
    }
    expect(new Set(sent).size).toBe(1);
    for (const error of errors) {
      expect(error).toBeInstanceOf(SvcError);
      expectNoSecrets(error, sent);
    }
  });
});
