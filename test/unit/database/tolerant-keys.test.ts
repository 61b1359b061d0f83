/**
 * The manual's samples, typos and all, read through the client: every typo'd key comes out
 * under its documented name (`subsciptionId` -> `id`, `" enabled "` -> `enabled`, `" date"` ->
 * `date`, `Id` -> `id`, ...), the documented key wins over a typo'd twin, and what the client
 * sends always carries the documented names.
 */
import { describe, expect, it } from "vitest";
import { documentedKey, documentedKeys } from "../../../generated/sdk/database/checks.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { clientOn, INSTANCE } from "./client-on.ts";
import {
  createParameterGroupSample,
  createSnapshotSample,
  createSubnetGroupSample,
  createSubscriptionSample,
  eventsSample,
  listLogFilesSample,
  listSubnetGroupsSample,
  readReplicaSample,
  showInstanceSample,
  showParameterGroupSample,
  showSubnetGroupSample,
} from "./manual-samples.ts";

describe("reading the manual's typo'd keys", () => {
  it("reads the subscription sample: subsciptionId, padded keys and object lists", async () => {
    const client = clientOn(fakeFetch(json(200, createSubscriptionSample)));
    const subscription = await client.createEventSubscription({
      sourceType: "db-instance",
      eventCategories: ["backup"],
    });
    expect(subscription).toEqual({
      id: "suscription1",
      name: " mysubscription1",
      description: " this is test ",
      enabled: true,
      sourceType: "db-instance",
      created: "2013-03-18T19:09:17",
      eventCategoriesList: ["backup", "creation"],
      sourceIdsList: ["dbinst1", "dbinst2"],
    });
  });

  it("reads the same sample from show, modify, add, remove and the list", async () => {
    const client = clientOn(
      fakeFetch((request) =>
        request.method === "GET" && !request.url.endsWith("subscription1")
          ? json(200, { eventSubscriptions: [createSubscriptionSample.eventSubscription] })
          : json(request.method === "GET" ? 200 : 202, createSubscriptionSample),
      ),
    );
    const read = [
      await client.getEventSubscription("subscription1"),
      await client.updateEventSubscription("subscription1", { enabled: false }),
      await client.addSource("subscription1", "dbinst5"),
      await client.removeSource("subscription1", "dbinst5"),
      ...(await client.listEventSubscriptions().toArray()),
    ];
    for (const subscription of read)
      expect(subscription).toMatchObject({ id: "suscription1", enabled: true });
  });

  it('reads the events sample\'s " date" as date', async () => {
    const client = clientOn(fakeFetch(json(200, eventsSample)));
    const page = await client.listEventsPage();
    expect(page.events[0]).toEqual({
      date: "2013-03-18T19:09:17",
      message: "Finished DB Instance backup",
      eventCategories: ["backup"],
      sourceIdentifier: "dbinst_678yuhyhih",
      sourceType: "db-instance",
    });
  });

  it("reads the snapshot sample's capital Id as id (and can wait on it)", async () => {
    const client = clientOn(fakeFetch(json(200, createSnapshotSample)));
    const snapshot = await client.createSnapshot({ instanceId: "dbinst1", name: "bkup" });
    expect(snapshot.id).toBe("snapshot-dfrtgy3h2uj5ik");
    expect(snapshot).not.toHaveProperty("Id");
  });

  it("reads the instance samples: charcterSet, trailing dots and spaces", async () => {
    const client = clientOn(fakeFetch(json(200, showInstanceSample), json(200, readReplicaSample)));
    const shown = await client.getInstance(INSTANCE);
    expect(shown).toMatchObject({
      characterSet: "UTF-8",
      securityGroupIds: [{ securityGroupId: "secid1" }, { securityGroupId: "secid2" }],
      subnetGroupId: "subnetGroup1",
    });
    expect(Object.keys(shown).filter((key) => key !== key.trim() || key.endsWith("."))).toEqual([]);
    const replica = await client.createReadReplica(INSTANCE, { name: "replica" });
    expect(replica).toMatchObject({
      readReplicaSrcDBInstanceIdentifier: "qawsertb-39be-492-be31-3d6fewab43d7",
    });
  });

  it("reads the subnet group samples' padded keys", async () => {
    const client = clientOn(
      fakeFetch(
        json(200, createSubnetGroupSample),
        json(200, showSubnetGroupSample),
        json(200, listSubnetGroupsSample),
      ),
    );
    const created = await client.createSubnetGroup({
      name: "subnetGroup1",
      subnetIds: [{ subnetId: "subnetid1" }],
    });
    expect(created.subnetIds).toEqual([{ subnetId: "subnetid1" }, { subnetId: "subnetid2" }]);
    expect(await client.getSubnetGroup("subnet_edrtfyuhijko01")).toMatchObject({ name: "subnetGroup1" });
    expect(await client.listSubnetGroups().toArray()).toHaveLength(2);
  });

  it("reads the parameter group samples: padded family, anllowedValues, denscription", async () => {
    const client = clientOn(
      fakeFetch(json(200, createParameterGroupSample), json(200, showParameterGroupSample)),
    );
    const created = await client.createParameterGroup({
      parameterGroupFamily: "symfoware_v12.1",
      name: "paramgroup1",
    });
    expect(created).toHaveProperty("parameterGroupFamily", "");
    const { parameters } = await client.getParameterGroup("paramgroup_w34e5r6t7yu89");
    expect(parameters[0]).toMatchObject({
      allowedValues: "16-1073741823",
      description: "(8kB) Sets the number of shared memory buffers used by the server.",
    });
    // Values are the server's: only member names are read as documented.
    expect(parameters[1]?.name).toBe(" shared_preload_libraries");
  });

  it("reads a created parameter group wrapped as parameterGroup too", async () => {
    const client = clientOn(
      fakeFetch(json(200, { parameterGroup: createParameterGroupSample.dbParameterGroup })),
    );
    expect(await client.createParameterGroup({ parameterGroupFamily: "f", name: "p" })).toMatchObject({
      id: "paramgroup_w34e5r6t7yu89",
    });
  });

  it("reads the log file sample's descriveDBLogFileDetails", async () => {
    const client = clientOn(fakeFetch(json(200, listLogFilesSample)));
    const files = await client.listLogFiles(INSTANCE).toArray();
    expect(files.map((file) => file.logFileName)).toEqual(["logfile1", "logfile2"]);
  });
});

describe("documentedKeys, written with the spec's x-sdk.answerKeys", () => {
  it("lets the documented key win over its typo'd twin, in either order", () => {
    expect(documentedKeys({ " enabled ": false, enabled: true })).toEqual({
      enabled: true,
    });
    expect(documentedKeys({ enabled: true, " enabled ": false })).toEqual({
      enabled: true,
    });
    expect(documentedKeys({ Id: "typo", id: "documented" })).toEqual({ id: "documented" });
    expect(documentedKeys({ "name ": "first", " name": "second" })).toEqual({
      name: "first",
    });
  });

  it("keeps a member named __proto__ an own member and never changes a prototype", () => {
    const read = documentedKeys(JSON.parse('{" __proto__ ": {"polluted": true}, "a": 1}')) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.hasOwn(read, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("returns a body whose names are all documented as it is, and never changes one in place", () => {
    const documented = { instance: { id: "a", securityGroupIds: [{ securityGroupId: "s" }] } };
    expect(documentedKeys(documented)).toBe(documented);
    const typo = { instance: { id: "a", "securityGroupIds.": [{ securityGroupId: "s" }] }, other: { x: 1 } };
    const read = documentedKeys(typo) as typeof typo;
    expect(read).toEqual({
      instance: { id: "a", securityGroupIds: [{ securityGroupId: "s" }] },
      other: { x: 1 },
    });
    expect(Object.keys(typo.instance)).toEqual(["id", "securityGroupIds."]);
    expect(read.other).toBe(typo.other); // untouched branches are shared, not copied
  });

  it("leaves a body nested deeper than any real one as it is, without exhausting the stack", () => {
    const deep = JSON.parse(`${'{" a ":'.repeat(10_000)}1${"}".repeat(10_000)}`);
    expect(() => documentedKeys(deep)).not.toThrow();
  });

  it("names: trimmed, trailing list dots dropped, misspellings corrected", () => {
    expect(documentedKey(" date")).toBe("date");
    expect(documentedKey("securityGroupIds.")).toBe("securityGroupIds");
    expect(documentedKey("subsciptionId")).toBe("subsciptionId"); // a subscription's, read by its x-sdk-aliases
    expect(documentedKey("charcterSet")).toBe("characterSet");
    expect(documentedKey("descriveDBLogFileDetails")).toBe("describeDBLogFileDetails");
    // Any white space at the ends is trimmed, not only spaces.
    expect(documentedKey("\tdate\u00a0")).toBe("date");
    expect(documentedKey("engine.\n")).toBe("engine");
    expect(documentedKey("Id")).toBe("id");
  });
});

describe("what the client sends", () => {
  it("always carries the documented names, never the manual's typos", async () => {
    const fetch = fakeFetch(json(200, createSubnetGroupSample));
    const client = clientOn(fetch);
    await client.modifySubnetGroup("subnet_edrtfyuhijko01", {
      name: "subnetGroup1",
      subnetIds: [{ subnetId: "s1" }],
    });
    expect(JSON.parse(fetch.sent[0]?.body ?? "")).toEqual({
      subnetgroup: { name: "subnetGroup1", subnetIds: [{ subnetId: "s1" }] },
    });
    const modify = fakeFetch(json(200, showInstanceSample));
    await clientOn(modify).modifyInstance(INSTANCE, { characterSet: "utf8", autoMinorVersionUpgrade: true });
    expect(modify.sent[0]?.body).toBe('{"instance":{"characterSet":"utf8","autoMinorVersionUpgrade":true}}');
  });
});
