/**
 * The data store client against a scripted transport: bad input is rejected before anything
 * is sent, each helper sends what the spec says and returns typed objects, paging walks every
 * result, server errors become DatastoreError with code and message, malformed answers become
 * MalformedResponseError, and retries re-sign each attempt.
 */
import { describe, expect, it } from "vitest";
import type { DatastoreClientOptions } from "../../../generated/sdk/datastore/bare-client.ts";
import { createDatastoreClientWith } from "../../../generated/sdk/datastore/client.ts";
import {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import { nodeCryptoHmacSha256 } from "../../../src/datastore/hmac/node-crypto.ts";
import { DatastoreError } from "../../../src/datastore/node.ts";
import { collect } from "../../support/collect.ts";
import { type FakeFetch, fakeFetch, json } from "../../support/fake-fetch.ts";
import { VECTOR } from "./support/vectors.ts";

const BASE = "https://mbaas.api.nifcloud.com";
const object = (objectId: string, extra: Record<string, unknown> = {}) => ({
  objectId,
  createDate: "2013-08-28T03:02:29.970Z",
  updateDate: "2013-08-28T03:02:29.970Z",
  ...extra,
});

function clientWith(fetch: FakeFetch, options: Partial<DatastoreClientOptions> = {}) {
  return createDatastoreClientWith(nodeCryptoHmacSha256, {
    applicationKey: VECTOR.applicationKey,
    clientKey: VECTOR.clientKey,
    baseUrl: BASE,
    fetch,
    retry: { baseDelayMs: 1 },
    ...options,
  });
}

async function rejectedWith(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe("input checks: nothing is sent", () => {
  const fetch = fakeFetch(json(200, { results: [] }));
  const client = clientWith(fetch);
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  const cases: [string, string, () => Promise<unknown>][] = [
    ["className", "empty", () => client.searchObjectsPage("")],
    ["className", "starting with a digit", () => client.searchObjectsPage("1Class")],
    ["className", "with a slash", () => client.searchObjectsPage("a/b")],
    ["className", "with a dash", () => client.searchObjectsPage("a-b")],
    ["className", "of 101 characters", () => client.searchObjectsPage(`A${"b".repeat(100)}`)],
    ["className", "not a string", () => client.searchObjectsPage(42 as unknown as string)],
    ["objectId", "with a dot segment", () => client.getObject("A", "../x")],
    ["objectId", "empty", () => client.deleteObject("A", "")],
    [
      "options.where",
      "an array",
      () => client.searchObjectsPage("A", { where: [] as unknown as Record<string, unknown> }),
    ],
    [
      "options.where",
      "a string",
      () => client.searchObjectsPage("A", { where: '{"a":1}' as unknown as Record<string, unknown> }),
    ],
    [
      "options.where",
      "null",
      () => client.searchObjectsPage("A", { where: null as unknown as Record<string, unknown> }),
    ],
    [
      "options.where",
      "a Date",
      () => client.searchObjectsPage("A", { where: new Date() as unknown as Record<string, unknown> }),
    ],
    [
      "options.where",
      "a Map",
      () => client.searchObjectsPage("A", { where: new Map() as unknown as Record<string, unknown> }),
    ],
    ["options.where.self", "cyclic", () => client.searchObjectsPage("A", { where: cyclic })],
    ["options.where.n", "holding a BigInt", () => client.searchObjectsPage("A", { where: { n: 1n } })],
    ["options.limit", "0", () => client.searchObjectsPage("A", { limit: 0 })],
    ["options.limit", "1001", () => client.searchObjectsPage("A", { limit: 1001 })],
    ["options.limit", "1.5", () => client.searchObjectsPage("A", { limit: 1.5 })],
    ["options.limit", "a string", () => client.searchObjectsPage("A", { limit: "10" as unknown as number })],
    ["options.skip", "negative", () => client.searchObjectsPage("A", { skip: -1 })],
    ["options.skip", "NaN", () => client.searchObjectsPage("A", { skip: Number.NaN })],
    ["options.order", "empty", () => client.searchObjectsPage("A", { order: "" })],
    ["options.order", "with an empty key", () => client.searchObjectsPage("A", { order: "a,,b" })],
    ["options.order", "with a space", () => client.searchObjectsPage("A", { order: "a b" })],
    ["options.order", "with a double minus", () => client.searchObjectsPage("A", { order: "--a" })],
    ["options.include", "with a dot", () => client.searchObjectsPage("A", { include: "a.b" })],
    [
      "options.count",
      "a string",
      () => client.searchObjectsPage("A", { count: "yes" as unknown as boolean }),
    ],
    ["options", "not an object", () => client.searchObjectsPage("A", "where" as unknown as object)],
    ["fields", "an array", () => client.createObject("A", [] as unknown as Record<string, never>)],
    ["fields", "setting objectId", () => client.createObject("A", { objectId: "x" })],
    ["fields", "setting createDate", () => client.updateObject("A", "abc", { createDate: "x" })],
    ["fields.self", "cyclic", () => client.updateObject("A", "abc", cyclic as Record<string, never>)],
  ];

  it.each(cases)("rejects %s %s", async (field, _, call) => {
    const error = await rejectedWith(call());
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).field).toBe(field);
    expect((error as Error).message).toMatch(/^Invalid \S+: .+\. Nothing was sent\.$/);
    expect(fetch.requests).toHaveLength(0);
  });

  it("rejects bad searchObjects arguments when called, before iterating", () => {
    expect(() => client.searchObjects("A", { pageSize: 0 })).toThrow(InvalidInputError);
    expect(() => client.searchObjects("A", { pageSize: 1001 })).toThrow(InvalidInputError);
    expect(() => client.searchObjects("A", { where: [] as unknown as Record<string, unknown> })).toThrow(
      InvalidInputError,
    );
    expect(() => client.searchObjects("A", { order: "a b" })).toThrow(InvalidInputError);
    expect(() => client.searchObjects("bad name")).toThrow(InvalidInputError);
    expect(() => client.searchObjects("A", "where" as unknown as object)).toThrow(InvalidInputError);
    expect(fetch.requests).toHaveLength(0);
  });

  it.each([
    ["baseUrl", { baseUrl: "" }],
    ["baseUrl", { baseUrl: "ftp://mbaas.api.nifcloud.com" }],
    ["baseUrl", { baseUrl: "https://mbaas.api.nifcloud.com/?x=1" }],
    ["applicationKey", { applicationKey: undefined as unknown as string }],
    ["clientKey", { clientKey: undefined as unknown as string }],
    ["sessionToken", { sessionToken: "token\n" }],
    ["sessionToken", { sessionToken: " token" }],
    ["sessionToken", { sessionToken: "" }],
    ["prefix", { prefix: "X SVC" }],
  ])("rejects a bad option %s", (field, bad) => {
    expect(() => clientWith(fetch, bad)).toThrow(InvalidInputError);
    try {
      clientWith(fetch, bad);
    } catch (error) {
      expect((error as InvalidInputError).field).toBe(field);
    }
  });
});

describe("operations", () => {
  it("searchObjectsPage sends every option, encoded, and returns the typed page", async () => {
    const fetch = fakeFetch(json(200, { results: [object("7FrmPTBKSNtVjajm", { score: 42 })], count: 57 }));
    const page = await clientWith(fetch).searchObjectsPage("Score", {
      where: { name: "O'Brien & co", score: { $gte: 10 } },
      limit: 10,
      skip: 20,
      order: "-score,createDate",
      include: "owner",
      count: true,
    });
    expect(page).toEqual({ results: [object("7FrmPTBKSNtVjajm", { score: 42 })], count: 57 });
    const sent = fetch.requests[0] as Request;
    expect(sent.method).toBe("GET");
    expect(sent.url).toBe(
      `${BASE}/2013-09-01/classes/Score?where=%7B%22name%22%3A%22O%27Brien%20%26%20co%22%2C%22score%22%3A%7B%22%24gte%22%3A10%7D%7D&limit=10&skip=20&order=-score%2CcreateDate&include=owner&count=1`,
    );
    expect(sent.headers.get("content-type")).toBe("application/json");
    expect(sent.headers.get("x-svc-signature")).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(sent.headers.get("x-svc-timestamp")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("searchObjectsPage leaves out count=false and sends no query at all when given no options", async () => {
    const fetch = fakeFetch(json(200, { results: [] }));
    await clientWith(fetch).searchObjectsPage("Score", { count: false });
    expect(fetch.requests[0]?.url).toBe(`${BASE}/2013-09-01/classes/Score`);
  });

  it("get returns the object", async () => {
    const fetch = fakeFetch(json(200, object("7FrmPTBKSNtVjajm", { acl: { "*": { read: true } } })));
    const got = await clientWith(fetch).getObject("Score", "7FrmPTBKSNtVjajm");
    expect(got.acl).toEqual({ "*": { read: true } });
    expect(fetch.requests[0]?.url).toBe(`${BASE}/2013-09-01/classes/Score/7FrmPTBKSNtVjajm`);
  });

  it("create posts the fields as JSON and returns objectId and createDate", async () => {
    const fetch = fakeFetch(
      json(201, { objectId: "U6TztFwTDrGSD88N", createDate: "2013-08-28T03:02:29.970Z" }),
    );
    const fields = {
      score: 42,
      when: { __type: "Date" as const, iso: "2013-08-27T10:00:00.000Z" },
      acl: { "*": { read: true, write: false } },
    };
    expect(await clientWith(fetch).createObject("Score", fields)).toEqual({
      objectId: "U6TztFwTDrGSD88N",
      createDate: "2013-08-28T03:02:29.970Z",
    });
    const sent = fetch.requests[0] as Request;
    expect(sent.method).toBe("POST");
    expect(sent.headers.get("content-type")).toBe("application/json");
    expect(await sent.text()).toBe(JSON.stringify(fields));
  });

  it("update puts the fields and returns updateDate; delete accepts an empty 200", async () => {
    const fetch = fakeFetch(
      json(200, { updateDate: "2013-08-28T06:30:03.191Z" }),
      new Response(null, { status: 200 }),
    );
    const client = clientWith(fetch);
    expect(await client.updateObject("Score", "7FrmPTBKSNtVjajm", { score: 43 })).toEqual({
      updateDate: "2013-08-28T06:30:03.191Z",
    });
    await expect(client.deleteObject("Score", "7FrmPTBKSNtVjajm")).resolves.toBeUndefined();
    expect(fetch.requests.map((r) => r.method)).toEqual(["PUT", "DELETE"]);
    expect(await fetch.requests[0]?.text()).toBe('{"score":43}');
  });

  it("sends the session token under the prefix, unsigned", async () => {
    const fetch = fakeFetch(json(200, { results: [] }));
    await clientWith(fetch, { sessionToken: "Dlp4qBgHYrFM2VcF6ZbC2U9", prefix: "X-NCMB" }).searchObjectsPage(
      "A",
    );
    expect(fetch.requests[0]?.headers.get("X-NCMB-Apps-Session-Token")).toBe("Dlp4qBgHYrFM2VcF6ZbC2U9");
    expect(fetch.requests[0]?.headers.get("X-NCMB-Signature")).not.toBeNull();
  });
});

describe("searchObjects: every result, paged with skip and limit", () => {
  const pages = (all: unknown[]) =>
    fakeFetch((request) => {
      const query = new URL(request.url).searchParams;
      const skip = Number(query.get("skip"));
      return json(200, { results: all.slice(skip, skip + Number(query.get("limit"))) });
    });
  const five = Array.from({ length: 5 }, (_, i) => object(`obj${i}`));

  it("walks every result page by page and stops after a short page", async () => {
    const fetch = pages(five);
    const all = await collect(
      clientWith(fetch).searchObjects("A", { where: { a: 1 }, pageSize: 2, order: "createDate" }),
    );
    expect(all.map((o) => o.objectId)).toEqual(["obj0", "obj1", "obj2", "obj3", "obj4"]);
    expect(fetch.requests.map((r) => new URL(r.url).search)).toEqual([
      "?where=%7B%22a%22%3A1%7D&limit=2&skip=0&order=createDate",
      "?where=%7B%22a%22%3A1%7D&limit=2&skip=2&order=createDate",
      "?where=%7B%22a%22%3A1%7D&limit=2&skip=4&order=createDate",
    ]);
  });

  it("asks once more after a full last page, defaults to pages of 1000, and starts at skip", async () => {
    const fetch = pages(five);
    expect(await collect(clientWith(fetch).searchObjects("A", { pageSize: 5 }))).toHaveLength(5);
    expect(fetch.requests).toHaveLength(2);
    const defaults = pages(five);
    expect(await collect(clientWith(defaults).searchObjects("A", { skip: 3 }))).toHaveLength(2);
    expect(new URL(defaults.requests[0]?.url ?? "").search).toBe("?limit=1000&skip=3");
  });

  it("loads nothing until iterated and no further page after a break", async () => {
    const fetch = pages(five);
    const iterator = clientWith(fetch).searchObjects("A", { pageSize: 2 });
    expect(fetch.requests).toHaveLength(0);
    for await (const item of iterator) if (item.objectId === "obj0") break;
    expect(fetch.requests).toHaveLength(1);
  });

  it("gives the pages as the server sent them, stops at maxPages, and reads whole with toArray", async () => {
    const fetch = pages(five);
    const client = clientWith(fetch);
    const sizes: number[] = [];
    for await (const page of client.searchObjects("A", { pageSize: 2 }).pages())
      sizes.push(page.results.length);
    expect(sizes).toEqual([2, 2, 1]);
    expect(await client.searchObjects("A", { pageSize: 2 }, { maxPages: 2 }).toArray()).toHaveLength(4);
    expect((await client.searchObjects("A", { pageSize: 2 }).toArray()).map((o) => o.objectId)).toEqual(
      five.map((o) => o.objectId),
    );
  });

  it("stops between pages on the caller's AbortSignal", async () => {
    const controller = new AbortController();
    const fetch = pages(five);
    const walk = clientWith(fetch).searchObjects("A", { pageSize: 2 }, { signal: controller.signal });
    const error = await (async () => {
      for await (const _ of walk) controller.abort();
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(fetch.requests).toHaveLength(1);
  });

  it("ends on an empty first page with no further request", async () => {
    const fetch = pages([]);
    expect(await clientWith(fetch).searchObjects("A").toArray()).toEqual([]);
    expect(fetch.requests).toHaveLength(1);
  });
});

describe("server errors and bad answers", () => {
  const options = { retry: { maxAttempts: 1 } };

  it("turns an error body into a DatastoreError with code, status, message and advice", async () => {
    const fetch = fakeFetch(json(404, { code: "E404001", error: "No data available." }));
    const error = await rejectedWith(clientWith(fetch, options).getObject("A", "7FrmPTBKSNtVjajm"));
    expect(error).toBeInstanceOf(DatastoreError);
    expect(error).toMatchObject({ status: 404, code: "E404001", serverMessage: "No data available." });
    expect(error).toMatchObject({ operation: "getObject" });
    expect((error as Error).message).toBe(
      "The data store getObject failed with HTTP 404 (E404001): No data available. Check the class name and objectId.",
    );
  });

  it.each([
    [401, "E401001", /clock/],
    [404, "E404005", /applicationKey/],
    [429, "E429001", /limit of its plan/],
    [403, "E403001", /ACL/],
    [500, "E500001", /Retry later/],
  ])("advises on HTTP %i %s", async (status, code, advice) => {
    const fetch = fakeFetch(json(status, { code, error: "message" }));
    const error = await rejectedWith(clientWith(fetch, options).searchObjectsPage("A"));
    expect(error).toMatchObject({ status, code });
    expect((error as Error).message).toMatch(advice);
  });

  it("says when an error body is not the data store's", async () => {
    const fetch = fakeFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await rejectedWith(clientWith(fetch, options).searchObjectsPage("A"));
    expect(error).toBeInstanceOf(DatastoreError);
    expect(error).toMatchObject({ status: 502, code: undefined });
    expect((error as Error).message).toMatch(/not a data store error/);
  });

  it.each([
    ["not JSON", "{results:", 200],
    ["no results array", '{"result":[]}', 200],
    ["a result that is not an object", '{"results":[1]}', 200],
    ["a count that is not a number", '{"results":[],"count":"5"}', 200],
  ])("rejects a search answer that is %s as MalformedResponseError", async (_, body, status) => {
    const fetch = fakeFetch(new Response(body, { status, headers: { "Content-Type": "application/json" } }));
    await expect(clientWith(fetch, options).searchObjectsPage("A")).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
  });

  it("rejects a create answer without objectId, and an empty 200 for get", async () => {
    const create = fakeFetch(json(201, { createDate: "2013-08-28T03:02:29.970Z" }));
    await expect(clientWith(create, options).createObject("A", { a: 1 })).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    const get = fakeFetch(new Response(null, { status: 200 }));
    await expect(clientWith(get, options).getObject("A", "abc")).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
  });

  it("reports an undocumented status as UnexpectedResponseError", async () => {
    const fetch = fakeFetch(new Response(null, { status: 204 }));
    await expect(clientWith(fetch, options).searchObjectsPage("A")).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });
});

describe("transport", () => {
  it("retries a GET on 503 and signs each attempt afresh", async () => {
    let now = Date.parse("2013-12-02T02:44:35.452Z");
    const fetch = fakeFetch(json(503, { code: "E503001", error: "busy" }), json(200, { results: [] }));
    const client = clientWith(fetch, { clock: { now: () => now++ } });
    await client.searchObjectsPage("A", { where: { a: 1 } });
    expect(fetch.requests).toHaveLength(2);
    const [first, second] = fetch.requests as [Request, Request];
    expect(first.headers.get("x-svc-timestamp")).toBe("2013-12-02T02:44:35.452Z");
    expect(second.headers.get("x-svc-timestamp")).toBe("2013-12-02T02:44:35.453Z");
    expect(first.headers.get("x-svc-signature")).not.toBe(second.headers.get("x-svc-signature"));
  });

  it("does not retry a PUT or a POST by default (an Increment must not count twice)", async () => {
    const fetch = fakeFetch(json(503, { code: "E503001", error: "busy" }));
    const client = clientWith(fetch);
    await expect(
      client.updateObject("A", "abc", { n: { __op: "Increment", amount: 1 } }),
    ).rejects.toMatchObject({
      status: 503,
    });
    await expect(client.createObject("A", { n: 1 })).rejects.toMatchObject({ status: 503 });
    expect(fetch.requests).toHaveLength(2);
  });

  it("turns a failed connection into NetworkError, retried for GET", async () => {
    const fetch = fakeFetch(() => {
      throw new TypeError("fetch failed");
    });
    await expect(clientWith(fetch).searchObjectsPage("A")).rejects.toBeInstanceOf(NetworkError);
    expect(fetch.requests).toHaveLength(3);
  });

  it("times out an attempt that gets no answer", async () => {
    const fetch = fakeFetch(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        ),
    );
    const error = await rejectedWith(
      clientWith(fetch, { timeoutMs: 20, retry: { maxAttempts: 1 } }).searchObjectsPage("A"),
    );
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it("stops on the caller's AbortSignal", async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = fakeFetch(json(200, { results: [] }));
    await expect(
      clientWith(fetch).searchObjectsPage("A", {}, { signal: controller.signal }),
    ).rejects.toBeInstanceOf(AbortError);
  });
});
