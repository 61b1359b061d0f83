/**
 * Every database operation through our client against the Prism mock of specs/database, with
 * request validation on: every operation, every variant of the request bodies that share a
 * method and path (the `oneOf`s), and every documented error (read from the spec itself, so a
 * newly documented error or variant cannot go untested); no sl-violations anywhere.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { operationEntries } from "../../scripts/lib/openapi/operations.ts";
import { templatePattern } from "../../scripts/lib/openapi/paths.ts";
import { requireRef } from "../../scripts/lib/openapi/refs.ts";
import {
  createDatabaseClient,
  DatabaseAuthenticationError,
  DatabaseBadRequestError,
  type DatabaseClient,
  DatabaseForbiddenError,
  DatabaseGatewayTimeoutError,
  DatabaseNotFoundError,
  DatabaseNotImplementedError,
  DatabaseOverLimitError,
  DatabaseServerError,
  DatabaseUnavailableError,
  DatabaseUnprocessableError,
} from "../../src/database/index.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import { mockUrl, type RecordingFetch, strictPrismFetch } from "../support/prism.ts";

const TOKEN = "contract-database-token";
const TENANT = "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3";
const INSTANCE = "44b277eb-39be-4921-be31-3d61b43651d7";
const SNAPSHOT = "snapshot-dfrtgy3h2uj5ik";
const SUBSCRIPTION = "subscription1";

// --- the spec: every operation, its body variants and the errors it documents ----------------

type Node = Record<string, unknown>;
const spec = parse(readFileSync("specs/database/openapi.yaml", "utf8")) as Node;
const deref = (node: Node): Node => requireRef(spec, node) as Node;
const refName = (node: Node) => String(node.$ref).split("/").at(-1) as string;

interface SpecOperation {
  method: string;
  path: string;
  /** Names of the request body's `oneOf` variants; empty for a single body or none. */
  variants: string[];
  /** Summaries of the named request examples. */
  exampleSummaries: string[];
  errors: { status: number; example: string }[];
}

const operations = new Map<string, SpecOperation>();
for (const { path, method, operation: op } of operationEntries(spec)) {
  const media = ((op.requestBody as Node | undefined)?.content as Record<string, Node> | undefined)?.[
    "application/json"
  ];
  const schema = media ? deref(media.schema as Node) : undefined;
  const variants = Array.isArray(schema?.oneOf) ? (schema.oneOf as Node[]).map(refName) : [];
  const exampleSummaries = Object.values((media?.examples ?? {}) as Record<string, Node>).map((e) =>
    String(e.summary),
  );
  const errors = Object.entries(op.responses as Record<string, Node>)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, response]) => {
      const content = deref(response).content as Record<string, Node>;
      const examples = content["application/json"]?.examples as Record<string, unknown>;
      return { status: Number(status), example: Object.keys(examples)[0] as string };
    });
  operations.set(op.operationId as string, {
    method: method.toUpperCase(),
    path,
    variants,
    exampleSummaries,
    errors,
  });
}
/** Case keys: the operationId, or `operationId/Variant` for each variant of a shared path. */
const caseKeys = [...operations].flatMap(([id, op]) =>
  op.variants.length === 0 ? [id] : op.variants.map((variant) => `${id}/${variant}`),
);

// --- one call of our client per operation and variant ------------------------------------------

interface Case {
  call(client: DatabaseClient): Promise<unknown>;
  check(result: unknown, fetch: RecordingFetch): void | Promise<void>;
}

const settings = {
  name: "json-rack-instance",
  flavorRef: "1",
  volume: { type: "M1", size: 20 },
  availabilityZone: "jp-east-1a",
  subnetGroupId: "subnetGroup1",
  securityGroupIds: [{ securityGroupId: "secid1" }],
  preferredBackupWindow: "17:00-18:00",
  preferredMaintenanceWindow: "Sun:19:00-Sun:20:00",
  masterUserName: "dbadmin",
  masterUserPassword: "contract-master-password",
  users: [{ name: "demouser", password: "contract-user-password", databases: [{ name: "sampledb" }] }],
};
const sentBody = async (fetch: RecordingFetch) =>
  JSON.parse((await fetch.requests[0]?.clone().text()) ?? "null");
const building = (i: unknown) => expect(i).toMatchObject({ id: INSTANCE, status: "BUILD" });
const none = (r: unknown) => expect(r).toBeUndefined();

const cases: Record<string, Case> = {
  listInstances: {
    call: (c) => c.listInstances({ limit: 20 }).toArray(),
    check: (r) => expect((r as { id: string }[]).map((i) => i.id)).toContain(INSTANCE),
  },
  "createInstance/CreateInstanceRequest": {
    call: (c) => c.createInstance(settings),
    check: async (r, fetch) => {
      building(r);
      expect(Object.keys(await sentBody(fetch))).toEqual(["instance"]);
    },
  },
  "createInstance/RestoreFromSnapshotRequest": {
    call: (c) => c.restoreFromSnapshot("snap1", { name: "json-rack-restored", volume: { size: 100 } }),
    check: async (r, fetch) => {
      building(r);
      expect(await sentBody(fetch)).toMatchObject({
        action: { restoresnapshot: "" },
        snapshot: { id: "snap1" },
      });
    },
  },
  "createInstanceFromInstance/PointInTimeRestoreRequest": {
    call: (c) =>
      c.restoreToPointInTime(INSTANCE, new Date("2014-07-10T10:00:00Z"), { name: "json-rack-restored" }),
    check: async (r, fetch) => {
      building(r);
      expect(await sentBody(fetch)).toMatchObject({
        action: { restoretopointintime: "" },
        restoreTime: "2014-07-10T10:00:00Z",
      });
    },
  },
  "createInstanceFromInstance/ReadReplicaRequest": {
    call: (c) => c.createReadReplica(INSTANCE, { name: "json-rack-replica" }),
    check: async (r, fetch) => {
      building(r);
      expect(await sentBody(fetch)).toEqual({
        action: { readreplica: "" },
        instance: { name: "json-rack-replica" },
      });
    },
  },
  getInstance: {
    call: (c) => c.getInstance(INSTANCE),
    check: (r) => expect(r).toMatchObject({ status: "ACTIVE" }),
  },
  modifyInstance: {
    call: (c) =>
      c.modifyInstance(INSTANCE, { volume: { size: 40 }, masterUserPassword: "contract-new-password" }),
    check: (r) => expect(r).toMatchObject({ pendingModifiedValues: [{ masterUserPassword: "***" }] }),
  },
  deleteInstance: { call: (c) => c.deleteInstance(INSTANCE), check: none },
  "instanceAction/StartInstanceRequest": {
    call: (c) => c.startInstance(INSTANCE),
    check: async (r, fetch) => {
      none(r);
      expect(await sentBody(fetch)).toEqual({ start: "" });
    },
  },
  "instanceAction/StopInstanceRequest": {
    call: (c) => c.stopInstance(INSTANCE),
    check: async (_r, fetch) => expect(await sentBody(fetch)).toEqual({ stop: "" }),
  },
  "instanceAction/RestartInstanceRequest": {
    call: (c) => c.restartInstance(INSTANCE, { failover: true }),
    check: async (_r, fetch) => expect(await sentBody(fetch)).toEqual({ reboot: "", failover: true }),
  },
  listSnapshots: { call: (c) => c.listSnapshots().toArray(), check: (r) => expect(r).toHaveLength(2) },
  createSnapshot: {
    call: (c) => c.createSnapshot({ instanceId: "dbinst1", name: "json-rack-instance-bkup" }),
    check: (r) => expect(r).toMatchObject({ id: SNAPSHOT, status: "Available" }),
  },
  getSnapshot: {
    call: (c) => c.getSnapshot(SNAPSHOT),
    check: (r) => expect(r).toMatchObject({ id: SNAPSHOT }),
  },
  copySnapshot: { call: (c) => c.copySnapshot(SNAPSHOT, { name: "json-rack-instance-bkup2" }), check: none },
  deleteSnapshot: { call: (c) => c.deleteSnapshot(SNAPSHOT), check: none },
  listLogFiles: {
    call: (c) => c.listLogFiles(INSTANCE, { nameContains: "log", largerThan: 0, limit: 20 }).toArray(),
    check: (r) =>
      expect((r as { logFileName: string }[]).map((f) => f.logFileName)).toEqual(["logfile1", "logfile2"]),
  },
  getLogFile: {
    call: (c) => c.getLogFile(INSTANCE, "logfile1", { lines: 20, marker: "0" }),
    check: (r) =>
      expect(r).toMatchObject({ downloadDBLogFilePortion: { marker: "20", additionalDataPending: true } }),
  },
  listSubnetGroups: { call: (c) => c.listSubnetGroups().toArray(), check: (r) => expect(r).toHaveLength(2) },
  createSubnetGroup: {
    call: (c) =>
      c.createSubnetGroup({
        name: "subnetGroup1",
        subnetIds: [{ subnetId: "subnetid1" }, { subnetId: "subnetid2" }],
      }),
    check: (r) =>
      expect(r).toMatchObject({
        name: "subnetGroup1",
        subnetIds: [{ subnetId: "subnetid1" }, { subnetId: "subnetid2" }],
      }),
  },
  getSubnetGroup: {
    call: (c) => c.getSubnetGroup("subnet-edrtfyuhijko01"),
    check: (r) => expect(r).toMatchObject({ status: "Available" }),
  },
  modifySubnetGroup: {
    call: (c) => c.modifySubnetGroup("subnet-edrtfyuhijko01", { description: "this is test" }),
    check: (r) => expect(r).toMatchObject({ id: "subnet-edrtfyuhijko01" }),
  },
  deleteSubnetGroup: { call: (c) => c.deleteSubnetGroup("subnet-edrtfyuhijko01"), check: none },
  listParameterGroups: {
    call: (c) => c.listParameterGroups().toArray(),
    check: (r) => expect(r).toHaveLength(2),
  },
  createParameterGroup: {
    call: (c) => c.createParameterGroup({ parameterGroupFamily: "symfoware_v12.1", name: "dbparam1" }),
    check: (r) => expect(r).toMatchObject({ parameterGroupFamily: "symfoware_v12.1", appliedInstances: [] }),
  },
  getParameterGroup: {
    call: (c) => c.getParameterGroup("paramgroup-w34e5r6t7yu89"),
    check: (r) =>
      expect((r as { parameters: { name: string }[] }).parameters[0]?.name).toBe("shared_buffers"),
  },
  modifyParameterGroup: {
    call: (c) =>
      c.modifyParameterGroup("paramgroup-w34e5r6t7yu89", {
        parameters: [{ name: "work_mem", value: "8192", applyMethod: "immediate" }],
      }),
    check: none,
  },
  deleteParameterGroup: { call: (c) => c.deleteParameterGroup("paramgroup-w34e5r6t7yu89"), check: none },
  listEventSubscriptions: {
    call: (c) => c.listEventSubscriptions().toArray(),
    check: (r) =>
      expect(r).toEqual([
        expect.objectContaining({ id: SUBSCRIPTION, sourceIdsList: ["dbinst1", "dbinst2"] }),
      ]),
  },
  createEventSubscription: {
    call: (c) =>
      c.createEventSubscription({
        sourceType: "db-instance",
        sourceIds: ["dbinst1", "dbinst2"],
        eventCategories: ["backup", "creation"],
      }),
    check: async (r, fetch) => {
      expect(r).toMatchObject({ id: SUBSCRIPTION, eventCategoriesList: ["backup", "creation"] });
      expect(await sentBody(fetch)).toEqual({
        eventnotification: {
          sourceType: "db-instance",
          eventCategories: [{ eventCategory: "backup" }, { eventCategory: "creation" }],
          sourceIds: [{ sourceId: "dbinst1" }, { sourceId: "dbinst2" }],
        },
      });
    },
  },
  getEventSubscription: {
    call: (c) => c.getEventSubscription(SUBSCRIPTION),
    check: (r) => expect(r).toMatchObject({ enabled: true, status: "active" }),
  },
  "updateEventSubscription/ModifySubscriptionRequest": {
    call: (c) =>
      c.updateEventSubscription(SUBSCRIPTION, {
        name: "modsubscription2",
        enabled: true,
        sourceType: "db-snapshot",
        eventCategories: ["deletion"],
      }),
    check: async (r, fetch) => {
      expect(r).toMatchObject({ id: SUBSCRIPTION });
      expect(await sentBody(fetch)).toMatchObject({
        action: { modify: "" },
        eventnotification: { subscriptionName: "modsubscription2" },
      });
    },
  },
  "updateEventSubscription/AddSourceRequest": {
    call: (c) => c.addSource(SUBSCRIPTION, "dbinst5"),
    check: async (_r, fetch) =>
      expect(await sentBody(fetch)).toEqual({
        action: { add: "" },
        eventnotification: { sourceIds: [{ sourceId: "dbinst5" }] },
      }),
  },
  "updateEventSubscription/RemoveSourceRequest": {
    call: (c) => c.removeSource(SUBSCRIPTION, "dbinst5"),
    check: async (_r, fetch) =>
      expect(await sentBody(fetch)).toEqual({
        action: { remove: "" },
        eventnotification: { sourceIds: [{ sourceId: "dbinst5" }] },
      }),
  },
  deleteEventSubscription: { call: (c) => c.deleteEventSubscription(SUBSCRIPTION), check: none },
  listEventCategories: {
    call: (c) => c.listEventCategories("db-snapshot").toArray(),
    check: (r) => expect(r).toEqual(["deletion", "restoration", "notification", "failure", "creation"]),
  },
  listEvents: {
    call: (c) =>
      c.listEventsPage({
        sourceType: "db-instance",
        eventCategories: ["backup", "low storage"],
        duration: 60,
      }),
    check: (r) => expect(r).toMatchObject({ marker: "event1192", events: [{ date: "2013-03-18T19:09:17" }] }),
  },
  listEngineVersions: {
    call: (c) => c.listEngineVersions().toArray(),
    check: (r) =>
      expect(r).toEqual([expect.objectContaining({ engine: "symfoware", engineVersion: "12.1.1" })]),
  },
  listFlavors: { call: (c) => c.listFlavors().toArray(), check: (r) => expect(r).toHaveLength(2) },
  getFlavor: {
    call: (c) => c.getFlavor("11"),
    check: (r) => expect(r).toMatchObject({ name: "economy", ram: "1700" }),
  },
};

const ERROR_CLASSES: Record<number, new (...args: never[]) => Error> = {
  400: DatabaseBadRequestError,
  401: DatabaseAuthenticationError,
  403: DatabaseForbiddenError,
  404: DatabaseNotFoundError,
  413: DatabaseOverLimitError,
  422: DatabaseUnprocessableError,
  500: DatabaseServerError,
  501: DatabaseNotImplementedError,
  503: DatabaseUnavailableError,
  504: DatabaseGatewayTimeoutError,
};

function clientWith(prefer?: Parameters<typeof strictPrismFetch>[0]) {
  const fetch = strictPrismFetch(prefer);
  const client = createDatabaseClient({
    baseUrl: mockUrl("database"),
    auth: TOKEN,
    tenantId: TENANT,
    fetch,
    retry: { maxAttempts: 1 },
  });
  return { client, fetch };
}

/** The case that drives an operation (its first variant's, for a shared path). */
const caseOf = (operationId: string): Case => {
  const key = caseKeys.find((k) => k === operationId || k.startsWith(`${operationId}/`));
  const found = key === undefined ? undefined : cases[key];
  if (found === undefined) throw new Error(`no case for ${operationId}`);
  return found;
};

const errorCases = [...operations].flatMap(([operationId, op]) =>
  op.errors.map((error) => ({ operationId, ...error })),
);

describe("database API contract: coverage", () => {
  it("has a client call for every operation and every body variant of the spec, and none it lacks", () => {
    expect(Object.keys(cases).sort()).toEqual([...caseKeys].sort());
    expect(operations.size).toBe(34);
    // The manual's 39 operations, its "add or delete monitored event" being two variants here.
    expect(caseKeys).toHaveLength(40);
  });

  it("gives every body variant its own named request example", () => {
    for (const [operationId, op] of operations) {
      for (const variant of op.variants)
        expect(
          op.exampleSummaries.some((summary) => summary.includes(variant)),
          `${operationId}: an example for ${variant}`,
        ).toBe(true);
    }
  });

  it("documents every fault status with a named example, and marks every operation's source", () => {
    for (const error of errorCases)
      expect(error.example, `${error.operationId} ${error.status}`).toBeTruthy();
    for (const { path, method, operation } of operationEntries(spec))
      expect(operation["x-source"], `${method} ${path}`).toMatch(/^(k5-reference|openstack|assumption)$/);
  });
});

describe("database API contract: every operation and variant succeeds through the client", () => {
  it.each(caseKeys)("%s", async (key) => {
    const { client, fetch } = clientWith();
    const testCase = cases[key];
    if (testCase === undefined) throw new Error(`no case for ${key}`);
    await testCase.check(await testCase.call(client), fetch);
    const op = operations.get(key.split("/")[0] as string);
    const sent = fetch.requests[0];
    expect(sent?.method).toBe(op?.method);
    const pattern = templatePattern(op?.path ?? "");
    expect(new URL(sent?.url ?? "").pathname).toMatch(pattern);
    expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
  });
});

describe("database API contract: every documented error becomes its typed error", () => {
  it.each(errorCases)("$operationId: HTTP $status ($example)", async ({ operationId, status, example }) => {
    const { client } = clientWith(`code=${status}, example=${example}`);
    const error = await caseOf(operationId)
      .call(client)
      .then(
        () => expect.fail("expected an error"),
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ERROR_CLASSES[status]);
    expect(error).toMatchObject({ status, code: example, serverMessage: expect.any(String) });
    expect(String(error)).toContain(`HTTP ${status} (${example})`);
    expect(String(error)).toContain("req-2f1e7c5a-9b0d-4e3c-8a6f-1d2b3c4e5f60");
    expect(String(error)).not.toContain(TOKEN);
  });
});

describe("database API contract: workflows", () => {
  it("creates a DB instance and waits until it is available", async () => {
    const { client, fetch } = clientWith((r) =>
      r.method === "POST" ? undefined : "code=200, example=active",
    );
    const created = await client.createInstance(settings);
    const ready = await client.waitForInstance(created.id, { intervalMs: 10, timeoutMs: WAIT_BUDGET_MS });
    expect(ready.status).toBe("ACTIVE");
    expect(fetch.requests.map((r) => r.method)).toEqual(["POST", "GET"]);
  });

  it("snapshots a DB instance and restores it", async () => {
    const { client, fetch } = clientWith();
    const snapshot = await client.createSnapshot({ instanceId: INSTANCE, name: "before-upgrade" });
    await client.waitForSnapshot(snapshot.id, { intervalMs: 10, timeoutMs: WAIT_BUDGET_MS });
    const restored = await client.restoreFromSnapshot(snapshot.id, { name: "restored" });
    await client.waitForInstance(restored.id, { intervalMs: 10, timeoutMs: WAIT_BUDGET_MS });
    expect(fetch.requests.map((r) => `${r.method} ${new URL(r.url).pathname.split("/")[3]}`)).toEqual([
      "POST snapshots",
      "GET snapshots",
      "POST instances",
      "GET instances",
    ]);
  });

  it("walks every event across pages, sending each page's marker back", async () => {
    let calls = 0;
    const { client, fetch } = clientWith(() =>
      calls++ === 0 ? "code=200, example=events" : "code=200, example=lastPage",
    );
    const events = await client.listEvents({ sourceType: "db-instance", limit: 20 }).toArray();
    expect(events.map((e) => e.eventCategories)).toEqual([["backup"], ["creation"]]);
    expect(fetch.requests.map((r) => new URL(r.url).searchParams.get("marker"))).toEqual([null, "event1192"]);
    expect(new URL(fetch.requests[0]?.url ?? "").pathname).toBe(`/v1.0/${TENANT}/events`);
  });

  it("lists event categories on the path with its trailing slash", async () => {
    const { client, fetch } = clientWith();
    await client.listEventCategoriesPage("db-instance");
    expect(new URL(fetch.requests[0]?.url ?? "").pathname).toBe(
      `/v1.0/${TENANT}/eventcategories/db-instance/`,
    );
  });

  it("reads one page of instances, subscriptions, log files and the single-answer lists", async () => {
    const { client } = clientWith();
    expect((await client.listInstancesPage({ limit: 20, marker: INSTANCE })).instances).toHaveLength(2);
    expect((await client.listEventSubscriptionsPage({ limit: 20 })).eventSubscriptions).toHaveLength(1);
    expect(
      (await client.listLogFilesPage(INSTANCE, { marker: "logfile1", lastWrittenSince: new Date(0) }))
        .describeDBLogFilesResult.describeDBLogFileDetails,
    ).toHaveLength(2);
    expect((await client.listSnapshotsPage()).snapshots).toHaveLength(2);
    expect((await client.listSubnetGroupsPage()).subnetGroups).toHaveLength(2);
    expect((await client.listParameterGroupsPage()).parameterGroups).toHaveLength(2);
    expect((await client.listEngineVersionsPage()).dBEngineVersions).toHaveLength(1);
    expect((await client.listFlavorsPage()).flavors).toHaveLength(2);
  });

  it("is refused by the mock without an X-Auth-Token, which the client always sends", async () => {
    const response = await fetch(`${mockUrl("database")}/v1.0/${TENANT}/flavors`);
    expect(response.status).toBe(401);
    expect(response.headers.get("sl-violations")).toContain("security");
  });
});
