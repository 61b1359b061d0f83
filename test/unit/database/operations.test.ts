/**
 * Issue 29's tree-shaking pilot: every operation of the database client is also a function of
 * its own taking a bare client first (`createInstance(client, settings)`), so a browser app
 * carries only what it imports (bench/size/database-operations.js). Both forms are the same
 * operations of the same groups: these tests hold that the names match one to one and that a
 * call sends the same request and answers the same way.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import * as database from "../../../src/database/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { INSTANCE, instance, TENANT, TOKEN } from "./client-on.ts";

const options = (fetch: ReturnType<typeof fakeFetch>) => ({
  baseUrl: "https://database.test",
  auth: TOKEN,
  tenantId: TENANT,
  fetch,
  retry: { maxAttempts: 1 },
});

describe("database operations as functions of their own", () => {
  it("the entry point exports a function for every method of the client, and no other", () => {
    const client = database.createDatabaseClient(options(fakeFetch(json(200, {}))));
    const methods = Object.keys(client)
      .filter((name) => name !== "raw" && name !== "tenantId")
      .sort();
    expect(methods).toHaveLength(52);
    const entry = database as unknown as Record<string, unknown>;
    for (const name of methods) expect(entry[name], name).toBeTypeOf("function");
    // Every lower-case function the entry exports is an operation, a factory or a helper named here.
    const helpers = ["createDatabaseBareClient", "createDatabaseClient", ...methods];
    const functions = Object.entries(entry)
      .filter(([name, value]) => typeof value === "function" && /^[a-z]/.test(name))
      .map(([name]) => name);
    expect(functions.sort()).toEqual(helpers.sort());
  });

  it("a bare client has raw and its project alone; an operation on it sends what the method sends", async () => {
    const viaMethod = fakeFetch(json(200, instance("BUILD")));
    const viaFunction = fakeFetch(json(200, instance("BUILD")));
    const settings = { name: "orders", flavorRef: "1", volume: { size: 20 } };
    const bare = database.createDatabaseBareClient(options(viaFunction));
    expect(Object.keys(bare)).toEqual(["raw", "tenantId"]);
    const a = await database.createDatabaseClient(options(viaMethod)).createInstance(settings);
    const b = await database.createInstance(bare, settings);
    expect(b).toEqual(a);
    const [sentA, sentB] = [viaMethod.sent[0], viaFunction.sent[0]];
    expect(sentB?.method).toBe(sentA?.method);
    expect(sentB?.url.href).toBe(sentA?.url.href);
    expect(sentB?.body).toBe(sentA?.body);
    expect(sentB?.headers.get("x-auth-token")).toBe(TOKEN);
  });

  it("waits, lists and errors behave the same through the functions", async () => {
    const bare = database.createDatabaseBareClient(
      options(fakeFetch(json(200, instance("BUILD")), json(200, instance("ACTIVE")))),
    );
    const ready = await database.waitForInstance(bare, INSTANCE, { clock: fakeClock() });
    expect(ready.status).toBe("ACTIVE");
    const failed = database.createDatabaseBareClient(options(fakeFetch(json(200, instance("ERROR")))));
    await expect(database.waitForInstance(failed, INSTANCE, { clock: fakeClock() })).rejects.toBeInstanceOf(
      database.ResourceFailedError,
    );
    const listing = database.createDatabaseBareClient(
      options(fakeFetch(json(200, { instances: [{ id: INSTANCE, name: "orders", status: "ACTIVE" }] }))),
    );
    expect(await database.listInstances(listing).toArray()).toHaveLength(1);
    const missing = database.createDatabaseBareClient(options(fakeFetch(json(404, {}))));
    await expect(database.getInstance(missing, INSTANCE)).rejects.toBeInstanceOf(
      database.DatabaseNotFoundError,
    );
    await expect(database.getInstance(missing, "..")).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("a client made by createDatabaseClient is a bare client too", async () => {
    const client = database.createDatabaseClient(options(fakeFetch(json(200, instance("ACTIVE")))));
    expect((await database.getInstance(client, INSTANCE)).status).toBe("ACTIVE");
  });

  it("refuses a client it did not make, before anything is sent", async () => {
    const fake = { raw: {} } as unknown as database.DatabaseBareClient;
    await expect(database.getInstance(fake, INSTANCE)).rejects.toThrow(InvalidInputError);
    expect(() => database.listInstances(fake)).toThrow(/createDatabaseBareClient/);
  });

  it("a bare client checks its options as the client does", () => {
    expect(() =>
      database.createDatabaseBareClient({ baseUrl: "ftp://x", auth: TOKEN, tenantId: TENANT }),
    ).toThrow(InvalidInputError);
    expect(() =>
      database.createDatabaseBareClient({ baseUrl: "https://database.test", auth: TOKEN, tenantId: "" }),
    ).toThrow(InvalidInputError);
  });
});
