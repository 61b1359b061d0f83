/**
 * Regression tests for the data store defects fixed when the client moved onto the shared core
 * (issue "One way to build a client"). Each test names its defect and would have failed before.
 */
import { describe, expect, it } from "vitest";
import type { DatastoreClientOptions } from "../../../generated/sdk/datastore/bare-client.ts";
import { createDatastoreClientWith } from "../../../generated/sdk/datastore/client.ts";
import {
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  RedirectRefusedError,
  TimeoutError,
} from "../../../src/core/errors.ts";
import { nodeCryptoHmacSha256 } from "../../../src/datastore/hmac/node-crypto.ts";
import { DatastoreError } from "../../../src/datastore/node.ts";
import { brokenBody, type FakeFetch, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";

const BASE = "https://mbaas.api.nifcloud.com";
const CLIENT_KEY = "ck-regression-0d9e8f7a6b5c4d3e2f1a";
const SESSION = "st-regression-Dlp4qBgHYrFM2VcF6ZbC2U9";
const object = (objectId: string) => ({
  objectId,
  createDate: "2013-08-28T03:02:29.970Z",
  updateDate: "2013-08-28T03:02:29.970Z",
});

const clientWith = (fetch: FakeFetch, options: Partial<DatastoreClientOptions> = {}) =>
  createDatastoreClientWith(nodeCryptoHmacSha256, {
    applicationKey: "app-key",
    clientKey: CLIENT_KEY,
    baseUrl: BASE,
    fetch,
    retry: { maxAttempts: 1 },
    ...options,
  });

const creationError = (options: Partial<DatastoreClientOptions>) => {
  try {
    clientWith(fakeFetch(json(200, { results: [] })), options);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe("defect 4: paging had no loop guard", () => {
  it("searchObjects stops with MalformedResponseError when the server ignores skip, instead of requesting forever", async () => {
    // The same full page whatever skip says: the old searchAll asked for skip=2, 4, 6... forever.
    const fetch = fakeFetch(json(200, { results: [object("a"), object("b")] }));
    const error = await clientWith(fetch)
      .searchObjects("A", { pageSize: 2 })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(String(error)).toMatch(/ignores the paging parameter/);
    expect(fetch.requests.map((r) => new URL(r.url).searchParams.get("skip"))).toEqual(["0", "2"]);
  });
});

describe("defect 5: a baseUrl with credentials", () => {
  it("is an InvalidInputError at creation that does not quote the password, not a TypeError on every call", () => {
    const error = creationError({ baseUrl: "https://user:Pa55-w0rd-in-url@mbaas.api.nifcloud.com" });
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field: "baseUrl" });
    expectNoSecrets(error, ["Pa55-w0rd-in-url"]);
  });
});

describe("defect 6: an application key with leading or trailing blanks", () => {
  it.each([" app-key", "app-key ", "app-key\n", "app-key\t"])(
    "%j is refused at creation (fetch would strip what was signed: every request failed E401001)",
    (applicationKey) => {
      expect(creationError({ applicationKey })).toBeInstanceOf(InvalidInputError);
      expect(creationError({ applicationKey })).toMatchObject({ field: "applicationKey" });
    },
  );
});

describe("defect 10: the request's own signature, echoed back, was never redacted", () => {
  it("an echoed X-SVC-Signature value, session token and client key never show in the DatastoreError", async () => {
    const signatures: string[] = [];
    const fetch = fakeFetch((request) => {
      const signature = request.headers.get("X-SVC-Signature") ?? "";
      signatures.push(signature);
      // The bare value, not "X-SVC-Signature: ...": no pattern can catch it, only its registration.
      return json(401, {
        code: "E401001",
        error: `Signature ${signature} does not match (session ${SESSION}, key ${CLIENT_KEY})`,
      });
    });
    const error = await clientWith(fetch, { sessionToken: SESSION })
      .searchObjectsPage("A", { where: { a: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatastoreError);
    expect(signatures).toHaveLength(1);
    expect((error as DatastoreError).serverMessage).toMatch(/^Signature \[REDACTED\] does not match/);
    expectNoSecrets(error, [...signatures, SESSION, CLIENT_KEY]);
  });
});

describe("defect 2: the body dropped midway", () => {
  it.each([false, true])("is a NetworkError (verifyResponses %s)", async (verifyResponses) => {
    const fetch = fakeFetch(() => brokenBody(200, '{"results": ['));
    const client = clientWith(fetch, { verifyResponses });
    await expect(client.searchObjectsPage("A")).rejects.toBeInstanceOf(NetworkError);
    await expect(client.getObject("A", "abc")).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("defect 7: object IDs that leave their path segment", () => {
  it.each(["..", ".", "\ud800", "a/../b", "%2e%2e"])(
    "%j is an InvalidInputError, and nothing is sent",
    async (objectId) => {
      const fetch = fakeFetch(json(200, {}));
      const client = clientWith(fetch);
      for (const call of [
        () => client.getObject("A", objectId),
        () => client.updateObject("A", objectId, { a: 1 }),
        () => client.deleteObject("A", objectId),
      ]) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(InvalidInputError);
        expect(error).toMatchObject({ field: "objectId" });
      }
      expect(fetch.requests).toHaveLength(0);
    },
  );
});

describe("defect 8: redirects", () => {
  it.each([301, 302, 303, 307, 308])(
    "HTTP %i is refused: the signature and session token are never sent where it points",
    async (status) => {
      const fetch = fakeFetch(
        () => new Response(null, { status, headers: { Location: "https://attacker.example/steal" } }),
      );
      const client = clientWith(fetch, { sessionToken: SESSION, retry: { maxAttempts: 3, baseDelayMs: 1 } });
      await expect(client.searchObjectsPage("A")).rejects.toBeInstanceOf(RedirectRefusedError);
      await expect(
        client.raw.GET("/2013-09-01/classes/{className}", { params: { path: { className: "A" } } }),
      ).rejects.toBeInstanceOf(RedirectRefusedError);
      expect(fetch.requests.map((r) => new URL(r.url).origin)).toEqual([BASE, BASE]);
      expect(fetch.requests.every((r) => r.redirect === "manual")).toBe(true);
    },
  );
});

describe("defect 9: a body that stalls", () => {
  it.each([false, true])(
    "ends in a TimeoutError within the call's timeout (verifyResponses %s)",
    async (verifyResponses) => {
      const fetch = fakeFetch(() => stalledBody(200, '{"results": ['));
      const started = Date.now();
      const error = await clientWith(fetch, { verifyResponses, timeoutMs: 50 })
        .searchObjectsPage("A")
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
      expect(Date.now() - started).toBeLessThan(2000);
    },
  );
});

describe("hostile input: values JSON cannot carry were silently dropped or crashed", () => {
  const fn = () => "owner";
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const cases: [string, string, (client: ReturnType<typeof clientWith>) => unknown][] = [
    // JSON.stringify dropped it: where={} was sent, which matches every object.
    [
      "options.where.owner",
      "a where with a function value",
      (c) => c.searchObjectsPage("A", { where: { owner: fn } }),
    ],
    [
      "options.where.owner",
      "the same through searchObjects",
      (c) => c.searchObjects("A", { where: { owner: fn } }),
    ],
    [
      "options.where.owner",
      "a where with an undefined value",
      (c) => c.searchObjectsPage("A", { where: { owner: undefined } }),
    ],
    [
      "options.where.score",
      "a where with NaN",
      (c) => c.searchObjectsPage("A", { where: { score: Number.NaN } }),
    ],
    ["options.where.n", "a where with a BigInt", (c) => c.searchObjectsPage("A", { where: { n: 10n } })],
    ["fields.self", "cyclic fields on create", (c) => c.createObject("A", cyclic as Record<string, never>)],
    [
      "fields.n",
      "BigInt fields on create",
      (c) => c.createObject("A", { n: 1n } as unknown as Record<string, never>),
    ],
    [
      "fields.f",
      "a function field on update",
      (c) => c.updateObject("A", "abc", { f: fn } as unknown as Record<string, never>),
    ],
    [
      "fields.self",
      "cyclic fields on update",
      (c) => c.updateObject("A", "abc", cyclic as Record<string, never>),
    ],
  ];

  it.each(cases)("%s: %s is an InvalidInputError, and nothing is sent", async (field, _, call) => {
    const fetch = fakeFetch(json(200, { results: [] }));
    const error = await (async () => call(clientWith(fetch)))().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(fetch.requests).toHaveLength(0);
  });
});
