/**
 * The bodies of the operations that share a method and path: each operation sends its own
 * variant of the spec's `oneOf` (built by the generator from the variant's `fixed` members and
 * argument places, or by a hand-written builder), which matches that variant's schema (with
 * objects closed, so no undocumented member slips in), none of its siblings, and the `oneOf`
 * itself exactly once; and every named request example of the spec matches exactly the variant
 * its summary names. This is what lets the server (and the mock) tell create from restore,
 * point-in-time from read replica, start from stop from restart, and modify from add from remove.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadSpecValidator, type SpecValidator } from "../../../scripts/verify/spec-validator.ts";
import type { DatabaseClient } from "../../../src/database/index.ts";
import { empty, fakeFetch, json } from "../../support/fake-fetch.ts";
import { clientOn, INSTANCE } from "./client-on.ts";

/** The body one call of the client sends (its answer is a scripted success). */
async function sentBody(call: (db: DatabaseClient) => Promise<unknown>): Promise<Record<string, unknown>> {
  const instanceAnswer = { instance: { id: INSTANCE, name: "orders", status: "BUILD" } };
  const subscriptionAnswer = { eventSubscription: { id: "sub-1", name: "sub-1", enabled: true } };
  const fetch = fakeFetch((request) =>
    request.url.includes("/action")
      ? empty(202)
      : request.url.includes("/eventnotifications")
        ? json(request.method === "POST" ? 200 : 202, subscriptionAnswer)
        : json(200, instanceAnswer),
  );
  await call(clientOn(fetch));
  return JSON.parse(fetch.sent[0]?.body ?? "") as Record<string, unknown>;
}

const full = {
  flavorRef: "1",
  volume: { type: "M1", size: 20 },
  id: "dbinst1",
  name: "json-rack-instance",
  description: "orders",
  availabilityZone: "jp-east-1a",
  subnetGroupId: "subnetGroup1",
  multi: true,
  multiAZ: true,
  port: 1234,
  preferredBackupWindow: "17:00-18:00",
  preferredMaintenanceWindow: "Sun:19:00-Sun:20:00",
  preferredRecoveryTime: { applyImmediately: true },
  autoMaintenance: true,
  publiclyAccessible: true,
  securityGroupIds: [{ securityGroupId: "secid1" }],
  parameterGroupId: "paramid1",
  backupRetentionPeriod: 10,
  autoMinorVersionUpgrade: true,
  engine: "symfoware",
  engineVersion: "12.1",
  masterUserName: "dbadmin",
  masterUserPassword: "variant-test-master-password",
  characterSet: "utf8",
  collate: "C",
  downloadLogExtension: true,
  databases: [{ name: "sampledb" }],
  users: [{ name: "demouser", password: "variant-test-user-password", databases: [{ name: "sampledb" }] }],
};
const derived = { name: "restored", flavorRef: "2", volume: { size: 100 }, multi: true, port: 1234 };

/** Each `oneOf` of a shared path, with a call that sends each of its variants. */
const families: [string, [string, (db: DatabaseClient) => Promise<unknown>][]][] = [
  [
    "CreateInstanceBody",
    [
      ["CreateInstanceRequest", (db) => db.createInstance(full)],
      ["CreateInstanceRequest", (db) => db.createInstance({ flavorRef: "1", volume: { size: 10 } })],
      ["RestoreFromSnapshotRequest", (db) => db.restoreFromSnapshot("snap1", derived)],
      ["RestoreFromSnapshotRequest", (db) => db.restoreFromSnapshot("snap1")],
    ],
  ],
  [
    "InstanceFromInstanceBody",
    [
      [
        "PointInTimeRestoreRequest",
        (db) => db.restoreToPointInTime(INSTANCE, "2014-07-10 10:00:00", derived),
      ],
      ["PointInTimeRestoreRequest", (db) => db.restoreToPointInTime(INSTANCE, new Date())],
      ["ReadReplicaRequest", (db) => db.createReadReplica(INSTANCE, derived)],
      ["ReadReplicaRequest", (db) => db.createReadReplica(INSTANCE)],
    ],
  ],
  [
    "InstanceActionBody",
    [
      ["StartInstanceRequest", (db) => db.startInstance(INSTANCE)],
      ["StopInstanceRequest", (db) => db.stopInstance(INSTANCE)],
      ["RestartInstanceRequest", (db) => db.restartInstance(INSTANCE)],
      ["RestartInstanceRequest", (db) => db.restartInstance(INSTANCE, { failover: true })],
    ],
  ],
  [
    "UpdateSubscriptionBody",
    [
      [
        "ModifySubscriptionRequest",
        (db) =>
          db.updateEventSubscription("sub-1", {
            name: "sub-2",
            enabled: true,
            sourceType: "db-snapshot",
            eventCategories: ["creation"],
          }),
      ],
      ["ModifySubscriptionRequest", (db) => db.updateEventSubscription("sub-1", { enabled: false })],
      ["AddSourceRequest", (db) => db.addSource("sub-1", "dbinst5")],
      ["RemoveSourceRequest", (db) => db.removeSource("sub-1", "dbinst5")],
    ],
  ],
];

type Node = Record<string, unknown>;
const spec = parse(readFileSync("specs/database/openapi.yaml", "utf8")) as Node;
const schemas = (spec.components as Node).schemas as Record<string, Node>;
const variantsOf = (family: string) =>
  ((schemas[family]?.oneOf ?? []) as Node[]).map((v) => String(v.$ref).split("/").at(-1) as string);

let validator: SpecValidator;
beforeAll(() => {
  validator = loadSpecValidator("database");
});

describe("the bodies of shared paths", () => {
  const cases = families.flatMap(([family, bodies]) =>
    bodies.map(([variant, call], i) => ({ family, variant, call, label: `${variant} #${i}` })),
  );

  it.each(cases)(
    "$family: $label matches its variant only, and the oneOf once",
    async ({ family, variant, call }) => {
      const body = await sentBody(call);
      expect(validator.component(variant, body)).toEqual([]);
      for (const sibling of variantsOf(family).filter((v) => v !== variant))
        expect(validator.component(sibling, body), `${variant} must not match ${sibling}`).not.toEqual([]);
      expect(validator.component(family, body)).toEqual([]);
    },
  );

  it("covers every variant of every shared path", () => {
    for (const [family, bodies] of families)
      expect(new Set(bodies.map(([variant]) => variant))).toEqual(new Set(variantsOf(family)));
  });

  it("matches the create body of a subscription to its schema", async () => {
    // The SDK's form of the subscription (x-sdk-input), wrapped in `eventnotification`.
    const body = await sentBody((db) =>
      db.createEventSubscription({
        sourceType: "db-instance",
        sourceIds: ["dbinst1"],
        eventCategories: ["backup"],
        name: "mysubscription1",
        enabled: true,
      }),
    );
    expect(body).toEqual({
      eventnotification: {
        sourceType: "db-instance",
        sourceIds: [{ sourceId: "dbinst1" }],
        eventCategories: [{ eventCategory: "backup" }],
        name: "mysubscription1",
        enabled: true,
      },
    });
    expect(validator.component("CreateSubscriptionRequest", body)).toEqual([]);
  });
});

describe("the spec's request examples", () => {
  const examples: { family: string; name: string; summary: string; value: unknown }[] = [];
  for (const item of Object.values(spec.paths as Record<string, Node>))
    for (const op of Object.values(item)) {
      const media = ((op as Node).requestBody as Node | undefined)?.content as
        | Record<string, Node>
        | undefined;
      const json = media?.["application/json"];
      const family =
        String((json?.schema as Node | undefined)?.$ref ?? "")
          .split("/")
          .at(-1) ?? "";
      if (!schemas[family]?.oneOf) continue;
      for (const [name, example] of Object.entries(json?.examples as Record<string, Node>))
        examples.push({ family, name, summary: String(example.summary), value: example.value });
    }

  it.each(examples)(
    "$family example $name matches exactly the variant its summary names",
    ({ family, summary, value }) => {
      const matching = variantsOf(family).filter(
        (variant) => validator.component(variant, value).length === 0,
      );
      expect(matching).toHaveLength(1);
      expect(summary).toContain(matching[0]);
    },
  );
});

describe("where the manual's sample and field table disagree: the spec takes both, the client sends the table's", () => {
  it("adds and removes sources as sourceIds: [{sourceId}], and the spec takes a bare sourceId too", async () => {
    for (const call of [
      (db: DatabaseClient) => db.addSource("sub-1", "dbinst5"),
      (db: DatabaseClient) => db.removeSource("sub-1", "dbinst5"),
    ])
      expect((await sentBody(call)).eventnotification).toEqual({ sourceIds: [{ sourceId: "dbinst5" }] });
    const sample = { action: { add: "" }, eventnotification: { sourceId: "dbinst5" } };
    expect(validator.component("AddSourceRequest", sample)).toEqual([]);
    const both = {
      action: { add: "" },
      eventnotification: { sourceId: "dbinst5", sourceIds: [{ sourceId: "a" }] },
    };
    expect(validator.component("AddSourceRequest", both)).not.toEqual([]);
  });

  it('marks the restores with "", and the spec takes the samples\' null too', async () => {
    expect((await sentBody((db) => db.restoreFromSnapshot("snap1"))).action).toEqual({ restoresnapshot: "" });
    expect((await sentBody((db) => db.restoreToPointInTime(INSTANCE, new Date()))).action).toEqual({
      restoretopointintime: "",
    });
    const sample = { action: { restoresnapshot: null }, instance: {}, snapshot: { id: "snap1" } };
    expect(validator.component("RestoreFromSnapshotRequest", sample)).toEqual([]);
  });

  it("sends the restore time as ISO 8601, and the spec takes the sample's YYYY-MM-DD hh:mm:ss too", async () => {
    const sent = await sentBody((db) => db.restoreToPointInTime(INSTANCE, "2014-07-10 10:00:00"));
    expect(sent.restoreTime).toBe("2014-07-10T10:00:00Z");
    const sample = {
      action: { restoretopointintime: null },
      instance: {},
      restoreTime: "2014-07-10 10:00:00",
    };
    expect(validator.component("PointInTimeRestoreRequest", sample)).toEqual([]);
    const neither = { ...sample, restoreTime: "10 July 2014, 10:00" };
    expect(validator.component("PointInTimeRestoreRequest", neither)).not.toEqual([]);
  });

  it("sends an action's only its marker and what the caller gave, the caller's members never over the marker", async () => {
    expect(await sentBody((db) => db.startInstance(INSTANCE))).toEqual({ start: "" });
    expect(await sentBody((db) => db.restartInstance(INSTANCE))).toEqual({ reboot: "" });
    expect(await sentBody((db) => db.restartInstance(INSTANCE, { failover: true }))).toEqual({
      reboot: "",
      failover: true,
    });
    const careless = { failover: false, reboot: "now" } as { failover: boolean };
    expect(await sentBody((db) => db.restartInstance(INSTANCE, careless))).toEqual({
      reboot: "",
      failover: false,
    });
    await expect(
      sentBody((db) => db.restartInstance(INSTANCE, "failover" as unknown as { failover: boolean })),
    ).rejects.toThrow(/options: must be an object/);
  });
});
