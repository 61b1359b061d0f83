/**
 * Every data store operation through our client against the Prism mock of specs/datastore,
 * with request validation on: each success response, and every documented error example of
 * every operation (the list is read from the spec, so a new example gets a test), with no
 * sl-violations. Prism checks the three signature headers are present; the signature itself
 * is checked by the unit tests' signature-checking server.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { createDatastoreClient, DatastoreError } from "../../src/datastore/node.ts";
import { mockUrl, PrismViolation, strictPrismFetch } from "../support/prism.ts";
import { readDocumentedErrors } from "../support/spec-errors.ts";

const credentials = {
  applicationKey: "6145f91061916580c742f806bab67649d10f45920246ff459404c46f00ff3e56",
  clientKey: "1343d198b510a0315db1c03f3aa0e32418b7a743f8e4b47cbff670601345cf75",
};
const clientWith = (prefer?: string) => {
  const fetch = strictPrismFetch(prefer);
  const client = createDatastoreClient({
    ...credentials,
    baseUrl: mockUrl("datastore"),
    fetch,
    retry: { maxAttempts: 1 },
    sessionToken: "Dlp4qBgHYrFM2VcF6ZbC2U9",
  });
  return { fetch, client };
};

const OBJECT_ID = "7FrmPTBKSNtVjajm";
type Operation = "searchObjects" | "createObject" | "getObject" | "updateObject" | "deleteObject";
const calls: Record<Operation, (client: ReturnType<typeof clientWith>["client"]) => Promise<unknown>> = {
  searchObjects: (c) =>
    c.searchObjectsPage("TestClass", {
      where: { testKey: "testValue", score: { $gte: 10 } },
      limit: 100,
      skip: 0,
      order: "-score,createDate",
      include: "owner",
      count: true,
    }),
  createObject: (c) => c.createObject("TestClass", { testKey: "testValue", acl: { "*": { read: true } } }),
  getObject: (c) => c.getObject("TestClass", OBJECT_ID),
  updateObject: (c) => c.updateObject("TestClass", OBJECT_ID, { score: 43 }),
  deleteObject: (c) => c.deleteObject("TestClass", OBJECT_ID),
};

describe("the mock validates what the client sends", () => {
  it("answers 401 to a request without the signature headers", async () => {
    const response = await fetch(`${mockUrl("datastore")}/2013-09-01/classes/TestClass`);
    expect(response.status).toBe(401);
  });

  it("flags a query the spec forbids (limit 5000 through the raw client)", async () => {
    const { client } = clientWith();
    await expect(
      client.raw.GET("/2013-09-01/classes/{className}", {
        params: { path: { className: "TestClass" }, query: { limit: 5000 } },
      }),
    ).rejects.toBeInstanceOf(PrismViolation);
  });
});

describe("data store API contract: successes", () => {
  it("searches with every parameter (200) and returns typed objects", async () => {
    const { client, fetch } = clientWith();
    const page = await client.searchObjectsPage("TestClass", {
      where: { testKey: "testValue" },
      limit: 100,
      skip: 0,
      order: "-score,createDate",
      include: "owner",
      count: true,
    });
    expect(page.results[0]).toMatchObject({ objectId: OBJECT_ID, testKey: "testValue" });
    expect(page.results[0]?.playedAt).toEqual({ __type: "Date", iso: "2013-08-27T10:00:00.000Z" });
    const sent = fetch.requests[0] as Request;
    expect(sent.headers.get("X-SVC-Signature")).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(sent.headers.get("Content-Type")).toBe("application/json");
  });

  it("returns the total with count (example withCount) and an empty page", async () => {
    expect(
      (await clientWith("code=200, example=withCount").client.searchObjectsPage("TestClass", { count: true }))
        .count,
    ).toBe(57);
    expect(
      (await clientWith("code=200, example=empty").client.searchObjectsPage("TestClass")).results,
    ).toEqual([]);
  });

  it("iterates every result with searchObjects", async () => {
    const { client, fetch } = clientWith();
    const all: unknown[] = [];
    for await (const object of client.searchObjects("TestClass", { where: { testKey: "testValue" } }))
      all.push(object);
    expect(all).toHaveLength(2);
    expect(fetch.requests).toHaveLength(1);
  });

  it("gets one object (200)", async () => {
    expect(await clientWith().client.getObject("TestClass", OBJECT_ID)).toMatchObject({
      objectId: OBJECT_ID,
      owner: { __type: "Pointer", className: "Player", objectId: "k3BfPz5a1XyQ0mVw" },
    });
  });

  it("creates an object (201)", async () => {
    const { client, fetch } = clientWith();
    expect(await client.createObject("TestClass", { testKey: "testValue", score: 42 })).toEqual({
      createDate: "2013-08-28T03:02:29.970Z",
      objectId: "U6TztFwTDrGSD88N",
    });
    expect(await fetch.requests[0]?.text()).toBe('{"testKey":"testValue","score":42}');
  });

  it("updates an object (200)", async () => {
    expect(await clientWith().client.updateObject("TestClass", OBJECT_ID, { score: 43 })).toEqual({
      updateDate: "2013-08-28T06:30:03.191Z",
    });
  });

  it("deletes an object (200, empty body)", async () => {
    const { client, fetch } = clientWith();
    await expect(client.deleteObject("TestClass", OBJECT_ID)).resolves.toBeUndefined();
    expect(fetch.requests[0]?.method).toBe("DELETE");
  });
});

/** Every [operation, status, example name] the spec documents for an error response. */
function documentedErrors(): [Operation, number, string][] {
  const { errors } = readDocumentedErrors(resolve(repoRoot, "specs/datastore/openapi.yaml"));
  return errors.map(({ operationId, status, example }) => [operationId as Operation, status, example]);
}

describe("data store API contract: every documented error", () => {
  const errors = documentedErrors();

  it("covers every operation and code the spec lists", () => {
    expect(new Set(errors.map(([operation]) => operation))).toEqual(new Set(Object.keys(calls)));
    expect(errors.length).toBeGreaterThanOrEqual(50);
  });

  it.each(errors)(
    "%s: HTTP %i %s becomes a DatastoreError with that code",
    async (operation, status, example) => {
      const { client } = clientWith(`code=${status}, example=${example}`);
      const error = await calls[operation](client).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatastoreError);
      // Errors name the client's call: the search is its one page (searchObjectsPage), the rest their operation.
      expect(error).toMatchObject({
        status,
        code: example,
        operation: operation === "searchObjects" ? "searchObjectsPage" : operation,
      });
      expect((error as DatastoreError).serverMessage).toMatch(/\S/);
      expect(String(error)).not.toContain(credentials.clientKey);
    },
  );
});
