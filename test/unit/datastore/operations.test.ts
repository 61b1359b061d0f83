/**
 * Issue 29: every operation of the data store client is also a function of its own taking a
 * bare client first (`getObject(client, className, objectId)`), so a browser app carries only
 * what it imports (bench/size/datastore-operations.js). Both forms are the same operations:
 * these tests hold that the names match one to one, on both entry points, and that a call
 * sends the same signed request and answers the same way.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import * as browser from "../../../src/datastore/browser.ts";
import * as node from "../../../src/datastore/node.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { documentedAnswer } from "../../support/spec-answers.ts";
import { VECTOR } from "./support/vectors.ts";

const options = (fetch: ReturnType<typeof fakeFetch>) => ({
  baseUrl: "https://mbaas.api.nifcloud.com",
  applicationKey: VECTOR.applicationKey,
  clientKey: VECTOR.clientKey,
  clock: { now: () => Date.parse("2013-12-02T02:44:35.452Z") },
  fetch,
  retry: { maxAttempts: 1 },
});
// Answers as the spec documents them: the SDK holds answers to the members the spec requires.
const object = documentedAnswer("datastore", "getObject");
const created = documentedAnswer("datastore", "createObject");

describe("data store operations as functions of their own", () => {
  it.each([
    ["node", node],
    ["browser", browser],
  ])("the %s entry exports a function for every method of the client, and no other operation", (_, entry) => {
    const client = entry.createDatastoreClient(options(fakeFetch(json(200, {}))));
    const methods = Object.keys(client)
      .filter((name) => name !== "raw" && name !== "signer")
      .sort();
    expect(methods).toEqual([
      "createObject",
      "deleteObject",
      "getObject",
      "searchObjects",
      "searchObjectsPage",
      "updateObject",
    ]);
    const exported = entry as unknown as Record<string, unknown>;
    for (const name of methods) expect(exported[name], name).toBeTypeOf("function");
  });

  it.each([
    ["node", node],
    ["browser", browser],
  ])(
    "on the %s entry, a bare client has raw and signer; an operation sends what the method sends",
    async (_, entry) => {
      const viaMethod = fakeFetch(json(200, { results: [object] }));
      const viaFunction = fakeFetch(json(200, { results: [object] }));
      const bare = entry.createDatastoreBareClient(options(viaFunction));
      expect(Object.keys(bare).sort()).toEqual(["raw", "signer"]);
      const search = { where: { level: 3 }, limit: 10, count: true };
      const a = await entry.createDatastoreClient(options(viaMethod)).searchObjectsPage("Score", search);
      const b = await entry.searchObjectsPage(bare, "Score", search);
      expect(b).toEqual(a);
      const [sentA, sentB] = [viaMethod.requests[0], viaFunction.requests[0]];
      expect(sentB?.method).toBe(sentA?.method);
      expect(sentB?.url).toBe(sentA?.url);
      expect(sentB?.headers.get("x-svc-signature")).toBe(sentA?.headers.get("x-svc-signature"));
      expect(sentB?.headers.get("x-svc-signature")).toMatch(/\S/);
    },
  );

  it("creates, gets, updates, deletes and walks through the functions as the methods do", async () => {
    const fetch = fakeFetch(
      json(201, created),
      json(200, object),
      json(200, { updateDate: "2013-08-28T03:02:30.000Z" }),
      json(200, {}),
      json(200, { results: [object] }),
    );
    const bare = node.createDatastoreBareClient(options(fetch));
    expect(await node.createObject(bare, "Score", { score: 1 })).toEqual(created);
    expect((await node.getObject(bare, "Score", "abc")).objectId).toBe(object.objectId);
    expect((await node.updateObject(bare, "Score", "abc", { score: 2 })).updateDate).toMatch(/2013/);
    await node.deleteObject(bare, "Score", "abc");
    expect(await node.searchObjects(bare, "Score", { pageSize: 2 }).toArray()).toEqual([object]);
    expect(fetch.requests.map((request) => request.method)).toEqual(["POST", "GET", "PUT", "DELETE", "GET"]);
  });

  it("errors name the operation, and bad input is refused before anything is sent", async () => {
    const missing = fakeFetch(json(404, { code: "E404001", error: "No data available." }));
    const bare = node.createDatastoreBareClient(options(missing));
    await expect(node.getObject(bare, "Score", "abc")).rejects.toMatchObject({
      name: "DatastoreError",
      operation: "getObject",
      code: "E404001",
    });
    await expect(node.getObject(bare, "Score", "..")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(node.searchObjectsPage(bare, "Score", { limit: 0 })).rejects.toMatchObject({
      field: "options.limit",
    });
    expect(missing.requests).toHaveLength(1);
  });

  it("a client made by createDatastoreClient is a bare client too", async () => {
    const client = node.createDatastoreClient(options(fakeFetch(json(200, object))));
    expect((await node.getObject(client, "Score", "abc")).objectId).toBe(object.objectId);
  });

  it("refuses a client it did not make, before anything is sent", async () => {
    const fake = { raw: {}, signer: {} } as unknown as node.DatastoreBareClient;
    // An operation that returns a promise rejects it (a walk, which returns none, throws).
    await expect(node.getObject(fake, "Score", "abc")).rejects.toThrow(InvalidInputError);
    expect(() => node.searchObjects(fake, "Score")).toThrow(/createDatastoreBareClient/);
  });

  it("a bare client checks its options as the client does", () => {
    expect(() => node.createDatastoreBareClient({ ...options(fakeFetch()), baseUrl: "ftp://x" })).toThrow(
      InvalidInputError,
    );
    expect(() => browser.createDatastoreBareClient({ ...options(fakeFetch()), clientKey: "" })).toThrow(
      InvalidInputError,
    );
  });

  it("a bare client verifies responses only when given the verifier, and refuses the client's flag", async () => {
    const forged = () =>
      fakeFetch(
        new Response(JSON.stringify({ results: [object] }), {
          status: 200,
          headers: { "Content-Type": "application/json", "X-SVC-Response-Signature": "Zm9yZ2VkCg==" },
        }),
      );
    const trusting = node.createDatastoreBareClient(options(forged()));
    expect((await node.searchObjectsPage(trusting, "Score")).results).toHaveLength(1);
    const verifying = node.createDatastoreBareClient({
      ...options(forged()),
      verifyResponsesWith: node.verifyResponse,
    });
    await expect(node.searchObjectsPage(verifying, "Score")).rejects.toBeInstanceOf(
      node.ResponseSignatureMismatchError,
    );
    const flagged = { ...options(fakeFetch()), verifyResponses: true } as node.DatastoreBareClientOptions;
    expect(() => node.createDatastoreBareClient(flagged)).toThrow(/verifyResponsesWith/);
    const unflagged = { ...options(fakeFetch()), verifyResponses: false } as node.DatastoreBareClientOptions;
    expect(Object.keys(node.createDatastoreBareClient(unflagged))).toEqual(["raw", "signer"]);
    const wrong = {
      ...options(fakeFetch()),
      verifyResponsesWith: true,
    } as unknown as node.DatastoreBareClientOptions;
    expect(() => browser.createDatastoreBareClient(wrong)).toThrow(InvalidInputError);
  });
});
