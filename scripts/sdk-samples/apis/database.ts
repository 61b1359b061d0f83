/**
 * The database API's operations and the `svc-cloud/database` calls that make them. Where one
 * operation carries several requests (one method and path, a `oneOf` body), each request is a
 * call of its own, with the body example of its name.
 */
import type { operations } from "../../../generated/database.ts";
import type * as Database from "../../../src/database/index.ts";
import { apiSamples, type OperationExamples, type SampleTable } from "../mapping.ts";

type Module = typeof Database;

const NOT_FOUND = ["DatabaseNotFoundError"] as const;
const REFUSED = ["DatabaseBadRequestError", "DatabaseUnprocessableError"] as const;

/** The list of `{ key: value }` items of the example at `keys` as the values (`[{ sourceId }]` to IDs). */
function unwrapped(op: OperationExamples, key: string, ...keys: string[]): unknown[] {
  const items = op.body(...keys);
  return Array.isArray(items) ? items.map((item) => (item as Record<string, unknown>)[key]) : [];
}

/** The ID of the first source of an add or remove request. */
const firstSource = (op: OperationExamples) => unwrapped(op, "sourceId", "eventnotification", "sourceIds")[0];

const table = {
  listInstances: {
    method: "listInstancesPage",
    result: "value",
    args: (op) => [{ limit: op.query("limit"), marker: op.query("marker") }],
    errors: ["DatabaseAuthenticationError"],
    returns: "one page of instances, with the marker of the next (listInstances() walks every page)",
  },
  createInstance: [
    {
      method: "createInstance",
      example: "createInstance",
      result: "value",
      args: (op) => [op.body("instance")],
      errors: [...REFUSED, "DatabaseOverLimitError"],
      returns: "the new instance, BUILD until it is ACTIVE: waitForInstance() waits for that",
    },
    {
      method: "restoreFromSnapshot",
      example: "restoreFromSnapshot",
      result: "value",
      args: (op) => [op.body("snapshot", "id"), op.body("instance")],
      errors: [...NOT_FOUND, ...REFUSED],
      returns: "the new instance restored from the snapshot, BUILD until it is ACTIVE",
    },
  ],
  getInstance: {
    method: "getInstance",
    result: "value",
    args: (op) => [op.path("instanceId")],
    errors: NOT_FOUND,
    returns: "the instance: status, flavor, volume, endpoints and settings",
  },
  modifyInstance: {
    method: "modifyInstance",
    result: "value",
    args: (op) => [op.path("instanceId"), op.body("instance")],
    errors: [...NOT_FOUND, ...REFUSED],
    returns: "the instance with the changes applied or pending",
  },
  createInstanceFromInstance: [
    {
      method: "restoreToPointInTime",
      example: "restoreToPointInTime",
      result: "value",
      args: (op) => [op.path("instanceId"), op.body("restoreTime"), op.body("instance")],
      errors: [...NOT_FOUND, ...REFUSED],
      returns: "the new instance, restored to that time, BUILD until it is ACTIVE",
    },
    {
      method: "createReadReplica",
      example: "createReadReplica",
      result: "value",
      args: (op) => [op.path("instanceId"), op.body("instance")],
      errors: [...NOT_FOUND, ...REFUSED],
      returns: "the new read replica, BUILD until it is ACTIVE",
    },
  ],
  deleteInstance: {
    method: "deleteInstance",
    result: "none",
    args: (op) => [op.path("instanceId")],
    errors: [...NOT_FOUND, "DatabaseUnprocessableError"],
    returns: "nothing: the instance is being deleted",
  },
  instanceAction: [
    {
      method: "startInstance",
      example: "start",
      result: "none",
      args: (op) => [op.path("instanceId")],
      errors: [...NOT_FOUND, "DatabaseUnprocessableError"],
      returns: "nothing: the instance is starting",
    },
    {
      method: "stopInstance",
      example: "stop",
      result: "none",
      args: (op) => [op.path("instanceId")],
      errors: [...NOT_FOUND, "DatabaseUnprocessableError"],
      returns: "nothing: the instance is stopping",
    },
    {
      method: "restartInstance",
      example: "restart",
      result: "none",
      args: (op) => [op.path("instanceId"), { failover: op.body("failover") }],
      errors: [...NOT_FOUND, "DatabaseUnprocessableError"],
      returns: "nothing: the instance is restarting (with failover: true, on its standby)",
    },
  ],
  listSnapshots: {
    method: "listSnapshotsPage",
    result: "value",
    args: () => [],
    errors: ["DatabaseAuthenticationError"],
    returns: "the project's snapshots (listSnapshots() returns them item by item)",
  },
  createSnapshot: {
    method: "createSnapshot",
    result: "value",
    args: (op) => [op.body("snapshot")],
    errors: [...NOT_FOUND, ...REFUSED],
    returns: "the new snapshot, creating until it is available: waitForSnapshot() waits for that",
  },
  getSnapshot: {
    method: "getSnapshot",
    result: "value",
    args: (op) => [op.path("snapshotId")],
    errors: NOT_FOUND,
    returns: "the snapshot: its instance, status and times",
  },
  copySnapshot: {
    method: "copySnapshot",
    result: "none",
    args: (op) => [op.path("snapshotId"), op.body("snapshot")],
    errors: [...NOT_FOUND, ...REFUSED],
    returns: "nothing: the copy is being made under the new name",
  },
  deleteSnapshot: {
    method: "deleteSnapshot",
    result: "none",
    args: (op) => [op.path("snapshotId")],
    errors: NOT_FOUND,
    returns: "nothing: the snapshot is being deleted",
  },
  listLogFiles: {
    method: "listLogFilesPage",
    result: "value",
    args: (op) => [
      op.path("instanceId"),
      { nameContains: op.query("filenamecontains"), limit: op.query("limit") },
    ],
    errors: NOT_FOUND,
    returns: "one page of the instance's log files: names, sizes and times (listLogFiles() walks every page)",
  },
  getLogFile: {
    method: "getLogFile",
    result: "value",
    args: (op) => [op.path("instanceId"), op.path("logFileName"), { lines: op.query("limit") }],
    errors: NOT_FOUND,
    returns: "a portion of the log file: its lines, and the marker of the next portion",
  },
  listSubnetGroups: {
    method: "listSubnetGroupsPage",
    result: "value",
    args: () => [],
    errors: ["DatabaseAuthenticationError"],
    returns: "the project's subnet groups",
  },
  createSubnetGroup: {
    method: "createSubnetGroup",
    result: "value",
    args: (op) => [op.body("subnetgroup")],
    errors: REFUSED,
    returns: "the new subnet group",
  },
  getSubnetGroup: {
    method: "getSubnetGroup",
    result: "value",
    args: (op) => [op.path("subnetGroupId")],
    errors: NOT_FOUND,
    returns: "the subnet group and its subnets",
  },
  modifySubnetGroup: {
    method: "modifySubnetGroup",
    result: "value",
    args: (op) => [op.path("subnetGroupId"), op.body("subnetgroup")],
    errors: [...NOT_FOUND, ...REFUSED],
    returns: "the subnet group as changed",
  },
  deleteSubnetGroup: {
    method: "deleteSubnetGroup",
    result: "none",
    args: (op) => [op.path("subnetGroupId")],
    errors: [...NOT_FOUND, "DatabaseUnprocessableError"],
    returns: "nothing: the subnet group is deleted",
  },
  listParameterGroups: {
    method: "listParameterGroupsPage",
    result: "value",
    args: () => [],
    errors: ["DatabaseAuthenticationError"],
    returns: "the project's parameter groups",
  },
  createParameterGroup: {
    method: "createParameterGroup",
    result: "value",
    args: (op) => [op.body("parametergroup")],
    errors: REFUSED,
    returns: "the new parameter group",
  },
  getParameterGroup: {
    method: "getParameterGroup",
    result: "value",
    args: (op) => [op.path("parameterGroupId")],
    errors: NOT_FOUND,
    returns: "the parameter group with its parameters",
  },
  modifyParameterGroup: {
    method: "modifyParameterGroup",
    result: "none",
    args: (op) => [op.path("parameterGroupId"), op.body("parametergroup")],
    errors: [...NOT_FOUND, ...REFUSED],
    returns: "nothing: the parameters are set (pending-reboot ones at the next restart)",
  },
  deleteParameterGroup: {
    method: "deleteParameterGroup",
    result: "none",
    args: (op) => [op.path("parameterGroupId")],
    errors: [...NOT_FOUND, "DatabaseUnprocessableError"],
    returns: "nothing: the parameter group is deleted",
  },
  listEventSubscriptions: {
    method: "listEventSubscriptionsPage",
    result: "value",
    args: (op) => [{ limit: op.query("limit"), marker: op.query("marker") }],
    errors: ["DatabaseAuthenticationError"],
    returns: "one page of event subscriptions (listEventSubscriptions() walks every page)",
  },
  createEventSubscription: {
    method: "createEventSubscription",
    result: "value",
    args: (op) => {
      const { name, description, enabled, sourceType } = op.body("eventnotification") as Record<
        string,
        unknown
      >;
      return [
        {
          name,
          description,
          enabled,
          sourceType,
          sourceIds: unwrapped(op, "sourceId", "eventnotification", "sourceIds"),
          eventCategories: unwrapped(op, "eventCategory", "eventnotification", "eventCategories"),
        },
      ];
    },
    errors: REFUSED,
    returns: "the new subscription",
  },
  getEventSubscription: {
    method: "getEventSubscription",
    result: "value",
    args: (op) => [op.path("subscriptionId")],
    errors: NOT_FOUND,
    returns: "the subscription: its sources, event categories and whether it is enabled",
  },
  updateEventSubscription: [
    {
      method: "updateEventSubscription",
      example: "modify",
      result: "value",
      args: (op) => {
        // The example (the manual's sample) pairs sourceType db-snapshot with the category
        // backup, which only db-instance has (the platform's category table, as
        // listEventCategories answers it), so the client refuses the pair; the call changes the
        // name, the enabled flag and the categories.
        const { subscriptionName, enabled } = op.body("eventnotification") as Record<string, unknown>;
        const eventCategories = unwrapped(op, "eventCategory", "eventnotification", "eventCategories");
        return [op.path("subscriptionId"), { name: subscriptionName, enabled, eventCategories }];
      },
      errors: [...NOT_FOUND, ...REFUSED],
      returns: "the subscription as changed",
    },
    {
      method: "addSource",
      example: "addSource",
      result: "value",
      args: (op) => [op.path("subscriptionId"), firstSource(op)],
      errors: [...NOT_FOUND, ...REFUSED],
      returns: "the subscription with the source added",
    },
    {
      method: "removeSource",
      example: "removeSource",
      result: "value",
      args: (op) => [op.path("subscriptionId"), firstSource(op)],
      errors: [...NOT_FOUND, ...REFUSED],
      returns: "the subscription without the source",
    },
  ],
  deleteEventSubscription: {
    method: "deleteEventSubscription",
    result: "none",
    args: (op) => [op.path("subscriptionId")],
    errors: NOT_FOUND,
    returns: "nothing: the subscription is deleted",
  },
  listEventCategories: {
    method: "listEventCategoriesPage",
    result: "value",
    args: (op) => [op.path("sourceType")],
    errors: NOT_FOUND,
    returns:
      "the event category maps as the server sends them (listEventCategories() walks the source type's categories: backup, creation, failure, ...)",
  },
  listEvents: {
    method: "listEventsPage",
    result: "value",
    args: (op) => [
      {
        duration: op.query("duration"),
        sourceType: op.query("sourceType"),
        sourceId: op.query("sourceId"),
        eventCategories: op.query("eventCategories"),
        limit: op.query("limit"),
      },
    ],
    errors: NOT_FOUND,
    returns: "one page of the events of the last `duration` minutes (listEvents() walks every page)",
  },
  listEngineVersions: {
    method: "listEngineVersionsPage",
    result: "value",
    args: () => [],
    errors: ["DatabaseAuthenticationError"],
    returns: "the engines and versions an instance can run",
  },
  listFlavors: {
    method: "listFlavorsPage",
    result: "value",
    args: () => [],
    errors: ["DatabaseAuthenticationError"],
    returns: "the flavors (CPU and memory sizes) an instance can have",
  },
  getFlavor: {
    method: "getFlavor",
    result: "value",
    args: (op) => [op.path("flavorId")],
    errors: NOT_FOUND,
    returns: "the flavor: its vCPUs and memory",
  },
} satisfies SampleTable<operations, Database.DatabaseClient, Module>;

export const databaseSamples = apiSamples<Module>(
  {
    subpath: "svc-cloud/database",
    factory: "createDatabaseClient",
    variable: "db",
    auth: "identity-token",
    tenant: "tenantId",
  },
  table,
);
