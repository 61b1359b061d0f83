/**
 * The input rules, each a typed InvalidInputError naming the argument, thrown before anything
 * is sent: the naming rules of IDs (at most 63) and names (at most 255), a source type that is
 * neither db-instance nor db-snapshot, event categories the source type does not have, page
 * sizes outside 20 to 100, and the documented ranges and formats of instance settings.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import type { DatabaseClient } from "../../../src/database/index.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { clientOn, INSTANCE, TENANT } from "./client-on.ts";

const settings = { name: "orders", flavorRef: "1", volume: { size: 20 } };
const long = (n: number) => `a${"b".repeat(n - 1)}`;

/** Calls `call` on a client whose transport fails the test if anything is sent. */
async function refused(call: (client: DatabaseClient) => Promise<unknown>, field: string | RegExp) {
  const fetch = fakeFetch(() => {
    throw new Error("nothing may be sent");
  });
  const error = await Promise.resolve()
    .then(() => call(clientOn(fetch)))
    .then(
      () => expect.fail("expected an InvalidInputError"),
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(InvalidInputError);
  expect((error as InvalidInputError).field).toMatch(field);
  expect(fetch.sent).toHaveLength(0);
  return error as InvalidInputError;
}

describe("naming rules", () => {
  it.each([
    ["starts with a digit", "1orders"],
    ["starts with a hyphen", "-orders"],
    ["ends with a hyphen", "orders-"],
    ["two hyphens in a row", "orders--eu"],
    ["an underscore", "json_rack_instance"],
    ["a space", "orders eu"],
    ["a non-ASCII letter", "ördérs"],
    ["empty", ""],
  ])("refuses a name with %s", async (_what, name) => {
    await refused((c) => c.createInstance({ ...settings, name }), "settings.name");
    await refused((c) => c.createSnapshot({ instanceId: INSTANCE, name }), "snapshot.name");
    await refused((c) => c.createSubnetGroup({ name, subnetIds: [{ subnetId: "s" }] }), "group.name");
    await refused((c) => c.createParameterGroup({ parameterGroupFamily: "f", name }), "group.name");
    await refused((c) => c.createEventSubscription({ name }), "subscription.name");
    await refused((c) => c.updateEventSubscription("sub-1", { name }), "changes.name");
    // The forms of a shared path are each held to their own form's rules, named after the argument.
    await refused((c) => c.restoreFromSnapshot("snap-1", { name }), "settings.name");
    await refused((c) => c.restoreToPointInTime(INSTANCE, "2014-07-10T10:00:00Z", { name }), "settings.name");
    await refused((c) => c.createReadReplica(INSTANCE, { name }), "settings.name");
  });

  it("allows an ID of 63 characters and a name of 255, not one more", async () => {
    const fetch = fakeFetch(json(200, { instance: { id: "x", status: "BUILD" } }));
    await clientOn(fetch).createInstance({ ...settings, id: long(63), name: long(255) });
    expect(fetch.sent).toHaveLength(1);
    const error = await refused((c) => c.createInstance({ ...settings, id: long(64) }), "settings.id");
    // The spec's words (ResourceId: 1 to 63 characters and the naming rules' pattern).
    expect(error.message).toContain("1 to 63 characters");
    await refused((c) => c.createInstance({ ...settings, name: long(256) }), "settings.name");
    await refused((c) => c.createEventSubscription({ id: long(64) }), "subscription.id");
    await refused((c) => c.copySnapshot("snap-1", { name: long(256) }), "copy.name");
  });

  it("does not hold the server's own IDs to the naming rules (a UUID starts with a digit)", async () => {
    const fetch = fakeFetch(json(200, { instance: { id: INSTANCE, status: "ACTIVE" } }));
    await clientOn(fetch).getInstance(INSTANCE);
    expect(fetch.sent[0]?.url.pathname).toBe(`/v1.0/${TENANT}/instances/${INSTANCE}`);
  });

  it("refuses path IDs core's path rules refuse", async () => {
    await refused((c) => c.getInstance(""), "instanceId");
    await refused((c) => c.getInstance(".."), "instanceId");
  });
});

describe("source types and event categories", () => {
  it.each(["db-cluster", "DB-INSTANCE", "", 42])("refuses the source type %j", async (sourceType) => {
    await refused(
      (c) => c.createEventSubscription({ sourceType: sourceType as "db-instance" }),
      "subscription.sourceType",
    );
    await refused((c) => c.listEventCategories(sourceType as "db-instance").toArray(), "sourceType");
    await refused((c) => c.listEventsPage({ sourceType: sourceType as "db-instance" }), "options.sourceType");
    await refused(
      (c) => c.updateEventSubscription("sub-1", { sourceType: sourceType as "db-instance" }),
      "changes.sourceType",
    );
  });

  it("refuses categories the source type does not have, naming the ones it has", async () => {
    const error = await refused(
      (c) =>
        c.createEventSubscription({ sourceType: "db-snapshot", eventCategories: ["creation", "backup"] }),
      "subscription.eventCategories[1]",
    );
    // A new subscription's categories are the spec's rule (SourceTypeEventCategories), in its words.
    expect(error.message).toContain(
      'must be one of "deletion", "restoration", "notification", "failure", "creation"',
    );
    // A modification's, which the manual's modify sample breaks, are the SDK's (the variant's
    // bodyRules), now in the same words as a new subscription's.
    const modify = await refused(
      (c) => c.updateEventSubscription("sub-1", { sourceType: "db-snapshot", eventCategories: ["failover"] }),
      "changes.eventCategories[0]",
    );
    expect(modify.message).toContain(
      'must be one of "deletion", "restoration", "notification", "failure", "creation"',
    );
    await refused(
      (c) => c.updateEventSubscription("sub-1", { eventCategories: [] }),
      "changes.eventCategories",
    );
    await refused(
      (c) => c.listEvents({ sourceType: "db-snapshot", eventCategories: ["low storage"] }).toArray(),
      "options.eventCategories[0]",
    );
  });

  it("refuses a category of no source type, and an empty list", async () => {
    await refused(
      (c) => c.createEventSubscription({ eventCategories: ["backups"] }),
      "subscription.eventCategories[0]",
    );
    await refused(
      (c) => c.createEventSubscription({ sourceType: "db-instance", eventCategories: [] }),
      "subscription.eventCategories",
    );
  });

  it("accepts every category of each source type, and any source type's without one", async () => {
    const fetch = fakeFetch(json(200, { eventSubscription: { id: "s" } }));
    const client = clientOn(fetch);
    await client.createEventSubscription({
      sourceType: "db-instance",
      eventCategories: ["low storage", "configuration change", "backup"],
    });
    await client.createEventSubscription({
      sourceType: "db-snapshot",
      eventCategories: ["deletion", "restoration"],
    });
    await client.createEventSubscription({ eventCategories: ["backup", "restoration"] });
    expect(fetch.sent).toHaveLength(3);
  });

  it("refuses source IDs that are not a non-empty list of IDs", async () => {
    await refused((c) => c.createEventSubscription({ sourceIds: [] }), "subscription.sourceIds");
    await refused((c) => c.createEventSubscription({ sourceIds: ["ok", ""] }), "subscription.sourceIds[1]");
    await refused((c) => c.addSource("sub-1", ""), "sourceId");
    await refused((c) => c.removeSource("", "dbinst1"), "subscriptionId");
  });

  it("refuses a modification that changes nothing", async () => {
    await refused((c) => c.updateEventSubscription("sub-1", {}), "changes");
    await refused((c) => c.modifyInstance(INSTANCE, {}), "changes");
    await refused((c) => c.modifySubnetGroup("g-1", {}), "changes");
    await refused((c) => c.modifyParameterGroup("p-1", {}), "changes");
  });
});

describe("ranges and formats", () => {
  it.each([19, 101, 20.5, "20"])("refuses the page size %j", async (limit) => {
    await refused((c) => c.listInstancesPage({ limit: limit as number }), "options.limit");
    await refused((c) => c.listInstances({ limit: limit as number }).toArray(), "options.limit");
    await refused((c) => c.listEventSubscriptions({ limit: limit as number }).toArray(), "options.limit");
    await refused((c) => c.listEventsPage({ limit: limit as number }), "options.limit");
    await refused((c) => c.listLogFilesPage(INSTANCE, { limit: limit as number }), "options.limit");
  });

  it("refuses instance settings out of the documented ranges", async () => {
    await refused(
      (c) => c.createInstance({ name: "a", volume: { size: 20 } } as never),
      "settings.flavorRef",
    );
    await refused((c) => c.createInstance({ name: "a", flavorRef: "1" } as never), "settings.volume");
    await refused((c) => c.createInstance({ ...settings, volume: { size: 9 } }), "settings.volume.size");
    await refused((c) => c.createInstance({ ...settings, volume: { size: 10241 } }), "settings.volume.size");
    await refused(
      (c) => c.createInstance({ ...settings, backupRetentionPeriod: 11 }),
      "settings.backupRetentionPeriod",
    );
    await refused((c) => c.createInstance({ ...settings, port: 70000 }), "settings.port");
    await refused(
      (c) => c.createInstance({ ...settings, preferredBackupWindow: "5pm" }),
      "settings.preferredBackupWindow",
    );
    await refused(
      (c) => c.createInstance({ ...settings, preferredMaintenanceWindow: "Sunday:19:00-Sunday:20:00" }),
      "settings.preferredMaintenanceWindow",
    );
    await refused(
      (c) => c.modifyInstance(INSTANCE, { preferredRecoveryTime: { time: "25:00" } }),
      "changes.preferredRecoveryTime.time",
    );
    await refused((c) => c.createInstance({ ...settings, multiAZ: "yes" as never }), "settings.multiAZ");
    await refused(
      (c) => c.createInstance({ ...settings, users: [{ name: "u", password: "" }] }),
      "settings.users[0].password",
    );
  });

  it("refuses a restore time that is not a Date, ISO 8601 text or UTC text YYYY-MM-DD hh:mm:ss", async () => {
    await refused((c) => c.restoreToPointInTime(INSTANCE, "10 July 2014 10:00"), "restoreTime");
    await refused((c) => c.restoreToPointInTime(INSTANCE, "2014-07-10T10:00:00"), "restoreTime");
    await refused((c) => c.restoreToPointInTime(INSTANCE, "2014-13-45T10:00:00Z"), "restoreTime");
    await refused((c) => c.restoreToPointInTime(INSTANCE, new Date("nonsense")), "restoreTime");
  });

  it("refuses parameter changes the platform does not take", async () => {
    await refused(
      (c) =>
        c.modifyParameterGroup("p-1", {
          parameters: [{ name: "work_mem", value: "8192", applyMethod: "later" as never }],
        }),
      "changes.parameters[0].applyMethod",
    );
    await refused(
      (c) => c.modifyParameterGroup("p-1", { parameters: [{ name: "work_mem", value: 8192 as never }] }),
      "changes.parameters[0].value",
    );
    await refused((c) => c.modifyParameterGroup("p-1", { resetAllparameters: false }), "changes");
  });

  it("refuses event times and filters of the wrong kind", async () => {
    await refused((c) => c.listEventsPage({ startTime: "yesterday" }), "options.startTime");
    await refused((c) => c.listEventsPage({ endTime: "2009-07-08T18:00" }), "options.endTime");
    await refused((c) => c.listEventsPage({ duration: 0 }), "options.duration");
    await refused((c) => c.listEventsPage({ sourceId: "" }), "options.sourceId");
  });

  it("refuses a client without a tenant, or with a bad auth", () => {
    expect(() => clientOn(fakeFetch(), { tenantId: "" })).toThrow(InvalidInputError);
    expect(() => clientOn(fakeFetch(), { auth: "token\nwith a newline" })).toThrow(InvalidInputError);
    expect(() => clientOn(fakeFetch(), { auth: 42 as never })).toThrow(InvalidInputError);
  });

  it("sends a restore time as ISO 8601 UTC (the field table's form), and an event window as ISO 8601", async () => {
    const built = () => json(200, { instance: { id: "x", status: "BUILD" } });
    const fetch = fakeFetch(built(), built(), built(), json(200, { events: [] }));
    const client = clientOn(fetch);
    await client.restoreToPointInTime(INSTANCE, new Date(Date.UTC(2014, 6, 10, 1, 2, 3)));
    // The manual's sample form is taken too, and sent in the field table's.
    await client.restoreToPointInTime(INSTANCE, "2014-07-10 01:02:03");
    await client.restoreToPointInTime(INSTANCE, "2014-07-10T10:02:03+09:00");
    expect(fetch.sent.map((sent) => JSON.parse(sent.body ?? "").restoreTime)).toEqual([
      "2014-07-10T01:02:03Z",
      "2014-07-10T01:02:03Z",
      "2014-07-10T10:02:03+09:00",
    ]);
    await client.listEventsPage({
      startTime: new Date(Date.UTC(2009, 6, 8, 18)),
      endTime: "2009-07-08T19:00Z",
    });
    expect(fetch.sent[3]?.url.searchParams.get("startTime")).toBe("2009-07-08T18:00:00.000Z");
    expect(fetch.sent[3]?.url.searchParams.get("endTime")).toBe("2009-07-08T19:00Z");
  });
});

describe("how input errors arrive", () => {
  it("as a rejected promise from every promise-returning call, never a synchronous throw", async () => {
    const client = clientOn(fakeFetch());
    const calls: [string, () => Promise<unknown>][] = [
      ["createInstance", () => client.createInstance({} as never)],
      ["restoreFromSnapshot", () => client.restoreFromSnapshot("")],
      ["restoreToPointInTime", () => client.restoreToPointInTime(INSTANCE, "now")],
      ["createReadReplica", () => client.createReadReplica(INSTANCE, { name: "_" })],
      ["startInstance", () => client.startInstance("")],
      ["stopInstance", () => client.stopInstance("")],
      ["restartInstance", () => client.restartInstance(INSTANCE, { failover: "yes" as never })],
      ["listInstancesPage", () => client.listInstancesPage({ limit: 1 })],
      ["updateEventSubscription", () => client.updateEventSubscription("s", {})],
      ["addSource", () => client.addSource("s", "")],
      ["removeSource", () => client.removeSource("s", "")],
      ["listEventSubscriptionsPage", () => client.listEventSubscriptionsPage({ limit: 1 })],
      ["listEventsPage", () => client.listEventsPage({ limit: 1 })],
      ["listLogFilesPage", () => client.listLogFilesPage("")],
      ["waitForInstance", () => client.waitForInstance(INSTANCE, { intervalMs: 0 })],
      ["waitForSnapshot", () => client.waitForSnapshot("s", null as never)],
    ];
    for (const [name, call] of calls) {
      let pending: Promise<unknown> | undefined;
      expect(() => {
        pending = call();
      }, name).not.toThrow();
      await expect(pending, name).rejects.toBeInstanceOf(InvalidInputError);
    }
  });
});
