import { operation } from "./bare-client.ts";
import { listEngineVersionsOperation, listEngineVersionsPageOperation } from "./engine-versions.ts";
import {
  listEventCategoriesOperation,
  listEventCategoriesPageOperation,
  listEventsOperation,
  listEventsPageOperation,
} from "./events.ts";
import { getFlavorOperation, listFlavorsOperation, listFlavorsPageOperation } from "./flavors.ts";
import {
  createInstanceOperation,
  createReadReplicaOperation,
  deleteInstanceOperation,
  getInstanceOperation,
  listInstancesOperation,
  listInstancesPageOperation,
  modifyInstanceOperation,
  restartInstanceOperation,
  restoreFromSnapshotOperation,
  restoreToPointInTimeOperation,
  startInstanceOperation,
  stopInstanceOperation,
} from "./instances.ts";
import { getLogFileOperation, listLogFilesOperation, listLogFilesPageOperation } from "./log-files.ts";
import {
  createParameterGroupOperation,
  deleteParameterGroupOperation,
  getParameterGroupOperation,
  listParameterGroupsOperation,
  listParameterGroupsPageOperation,
  modifyParameterGroupOperation,
} from "./parameter-groups.ts";
import {
  copySnapshotOperation,
  createSnapshotOperation,
  deleteSnapshotOperation,
  getSnapshotOperation,
  listSnapshotsOperation,
  listSnapshotsPageOperation,
} from "./snapshots.ts";
import {
  createSubnetGroupOperation,
  deleteSubnetGroupOperation,
  getSubnetGroupOperation,
  listSubnetGroupsOperation,
  listSubnetGroupsPageOperation,
  modifySubnetGroupOperation,
} from "./subnet-groups.ts";
import {
  addSourceOperation,
  createEventSubscriptionOperation,
  deleteEventSubscriptionOperation,
  getEventSubscriptionOperation,
  listEventSubscriptionsOperation,
  listEventSubscriptionsPageOperation,
  removeSourceOperation,
  updateEventSubscriptionOperation,
} from "./subscriptions.ts";
import { waitForInstanceOperation, waitForSnapshotOperation } from "./waiters.ts";

/**
 * Creates a DB instance; it is usable once its status is `ACTIVE` (see `waitForInstance`).
 * @throws {InvalidInputError} on an ID or name that breaks the naming rules, a missing
 *   `flavorRef` or `volume`, or a value out of range, before anything is sent
 */
export const createInstance = /* @__PURE__ */ operation(createInstanceOperation, "createInstance");

/**
 * Creates a DB instance from a snapshot; settings left out are the snapshot's.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const restoreFromSnapshot = /* @__PURE__ */ operation(
  restoreFromSnapshotOperation,
  "restoreFromSnapshot",
);

/**
 * Creates a DB instance from `instanceId` as it was at `restoreTime` (a Date, or UTC text
 * `YYYY-MM-DD hh:mm:ss`), within its backup retention period.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const restoreToPointInTime = /* @__PURE__ */ operation(
  restoreToPointInTimeOperation,
  "restoreToPointInTime",
);

/**
 * Creates a read replica of `instanceId`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const createReadReplica = /* @__PURE__ */ operation(createReadReplicaOperation, "createReadReplica");

/** Shows a DB instance. @throws {DatabaseNotFoundError} when there is no such instance */
export const getInstance = /* @__PURE__ */ operation(getInstanceOperation, "getInstance");

/**
 * Changes settings of a DB instance; returns it with the changes (pending ones in `pendingModifiedValues`).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const modifyInstance = /* @__PURE__ */ operation(modifyInstanceOperation, "modifyInstance");

/**
 * Deletes a DB instance (in the background).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const deleteInstance = /* @__PURE__ */ operation(deleteInstanceOperation, "deleteInstance");

/**
 * Starts a stopped DB instance (in the background).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const startInstance = /* @__PURE__ */ operation(startInstanceOperation, "startInstance");

/**
 * Stops a DB instance (in the background).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const stopInstance = /* @__PURE__ */ operation(stopInstanceOperation, "stopInstance");

/**
 * Restarts a DB instance (in the background), optionally by failing over to the standby.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const restartInstance = /* @__PURE__ */ operation(restartInstanceOperation, "restartInstance");

/**
 * One page of DB instances, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listInstancesPage = /* @__PURE__ */ operation(listInstancesPageOperation, "listInstancesPage");

/**
 * Every DB instance, loaded lazily a page at a time.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listInstances = /* @__PURE__ */ operation(listInstancesOperation, "listInstances");

/**
 * Takes a snapshot of a DB instance. Not retried: a retry could take a second one.
 * @throws {InvalidInputError} on a name or ID that breaks the naming rules
 */
export const createSnapshot = /* @__PURE__ */ operation(createSnapshotOperation, "createSnapshot");

/**
 * Shows a snapshot with its status.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const getSnapshot = /* @__PURE__ */ operation(getSnapshotOperation, "getSnapshot");

/**
 * Copies a snapshot to a new one named `copy.name` (in the background).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const copySnapshot = /* @__PURE__ */ operation(copySnapshotOperation, "copySnapshot");

/**
 * Deletes a snapshot.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const deleteSnapshot = /* @__PURE__ */ operation(deleteSnapshotOperation, "deleteSnapshot");

/**
 * The snapshot list, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listSnapshotsPage = /* @__PURE__ */ operation(listSnapshotsPageOperation, "listSnapshotsPage");

/**
 * Every snapshot (the server sends them in one answer).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listSnapshots = /* @__PURE__ */ operation(listSnapshotsOperation, "listSnapshots");

/**
 * One page of the log files of a DB instance, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listLogFilesPage = /* @__PURE__ */ operation(listLogFilesPageOperation, "listLogFilesPage");

/**
 * Every log file of a DB instance, loaded lazily, following the marker each page gives.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listLogFiles = /* @__PURE__ */ operation(listLogFilesOperation, "listLogFiles");

/**
 * Lines of a log file: `lines` from `marker` on (from the start without it), or from the end with `descending`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const getLogFile = /* @__PURE__ */ operation(getLogFileOperation, "getLogFile");

/**
 * Creates a DB subnet group; its subnets must have DHCP on and cover two availability zones.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const createSubnetGroup = /* @__PURE__ */ operation(createSubnetGroupOperation, "createSubnetGroup");

/**
 * Shows a DB subnet group.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const getSubnetGroup = /* @__PURE__ */ operation(getSubnetGroupOperation, "getSubnetGroup");

/**
 * Changes the name, description or subnets of a DB subnet group.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const modifySubnetGroup = /* @__PURE__ */ operation(modifySubnetGroupOperation, "modifySubnetGroup");

/**
 * Deletes a DB subnet group no DB instance uses.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const deleteSubnetGroup = /* @__PURE__ */ operation(deleteSubnetGroupOperation, "deleteSubnetGroup");

/**
 * The DB subnet group list, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listSubnetGroupsPage = /* @__PURE__ */ operation(
  listSubnetGroupsPageOperation,
  "listSubnetGroupsPage",
);

/**
 * Every DB subnet group (the server sends them in one answer).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listSubnetGroups = /* @__PURE__ */ operation(listSubnetGroupsOperation, "listSubnetGroups");

/**
 * Creates a DB parameter group with the engine's defaults, for a family such as `symfoware_v12.1`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const createParameterGroup = /* @__PURE__ */ operation(
  createParameterGroupOperation,
  "createParameterGroup",
);

/**
 * The parameters of a DB parameter group.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const getParameterGroup = /* @__PURE__ */ operation(getParameterGroupOperation, "getParameterGroup");

/**
 * Sets parameters (each `immediate` or `pending-reboot`), or resets them all with `resetAllparameters: true`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const modifyParameterGroup = /* @__PURE__ */ operation(
  modifyParameterGroupOperation,
  "modifyParameterGroup",
);

/**
 * Deletes a DB parameter group no DB instance uses.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const deleteParameterGroup = /* @__PURE__ */ operation(
  deleteParameterGroupOperation,
  "deleteParameterGroup",
);

/**
 * The DB parameter group list, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listParameterGroupsPage = /* @__PURE__ */ operation(
  listParameterGroupsPageOperation,
  "listParameterGroupsPage",
);

/**
 * Every DB parameter group (the server sends them in one answer).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listParameterGroups = /* @__PURE__ */ operation(
  listParameterGroupsOperation,
  "listParameterGroups",
);

/**
 * Subscribes to events: of a source type (`db-instance`, `db-snapshot`), of some sources,
 * of some categories (each left out: all). Not retried: a retry could subscribe twice.
 * @throws {InvalidInputError} on a source type that is neither, a category the source
 *   type does not have, or a name or ID that breaks the naming rules, before anything is sent
 */
export const createEventSubscription = /* @__PURE__ */ operation(
  createEventSubscriptionOperation,
  "createEventSubscription",
);

/**
 * Changes a subscription's name, state, source type or categories.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const updateEventSubscription = /* @__PURE__ */ operation(
  updateEventSubscriptionOperation,
  "updateEventSubscription",
);

/**
 * Adds a monitored source (a DB instance or snapshot ID) to a subscription.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const addSource = /* @__PURE__ */ operation(addSourceOperation, "addSource");

/**
 * Removes a monitored source from a subscription.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const removeSource = /* @__PURE__ */ operation(removeSourceOperation, "removeSource");

/**
 * Shows a subscription.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const getEventSubscription = /* @__PURE__ */ operation(
  getEventSubscriptionOperation,
  "getEventSubscription",
);

/**
 * Deletes a subscription.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const deleteEventSubscription = /* @__PURE__ */ operation(
  deleteEventSubscriptionOperation,
  "deleteEventSubscription",
);

/**
 * One page of subscriptions, as the server sent it (members documented).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listEventSubscriptionsPage = /* @__PURE__ */ operation(
  listEventSubscriptionsPageOperation,
  "listEventSubscriptionsPage",
);

/**
 * Every subscription, loaded lazily a page at a time.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listEventSubscriptions = /* @__PURE__ */ operation(
  listEventSubscriptionsOperation,
  "listEventSubscriptions",
);

/**
 * The event categories of a source type, as the server sent them (the maps of one or both source types).
 * @throws {InvalidInputError} on a source type other than db-instance or db-snapshot, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listEventCategoriesPage = /* @__PURE__ */ operation(
  listEventCategoriesPageOperation,
  "listEventCategoriesPage",
);

/**
 * The event categories of a source type (the server sends them in one answer).
 * @throws {InvalidInputError} on a source type other than db-instance or db-snapshot (thrown here, not when iterated)
 * @throws {DatabaseError} while the list is read, when the service refuses it (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listEventCategories = /* @__PURE__ */ operation(
  listEventCategoriesOperation,
  "listEventCategories",
);

/**
 * One page of events, as the server sent it, with the marker of the next page.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listEventsPage = /* @__PURE__ */ operation(listEventsPageOperation, "listEventsPage");

/**
 * Every event the filter selects, loaded lazily: each page's `marker` fetches the next, until
 * a page comes without one (or without events). A server that sends a marker twice is
 * stopped with a MalformedResponseError instead of looping.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listEvents = /* @__PURE__ */ operation(listEventsOperation, "listEvents");

/**
 * The engine version list, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listEngineVersionsPage = /* @__PURE__ */ operation(
  listEngineVersionsPageOperation,
  "listEngineVersionsPage",
);

/**
 * Every engine version on offer (the server sends them in one answer).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listEngineVersions = /* @__PURE__ */ operation(
  listEngineVersionsOperation,
  "listEngineVersions",
);

/**
 * Shows a flavor with its memory, CPUs and disk.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const getFlavor = /* @__PURE__ */ operation(getFlavorOperation, "getFlavor");

/**
 * The flavor list, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listFlavorsPage = /* @__PURE__ */ operation(listFlavorsPageOperation, "listFlavorsPage");

/**
 * Every flavor (the server sends them in one answer).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
 */
export const listFlavors = /* @__PURE__ */ operation(listFlavorsOperation, "listFlavors");

/**
 * Polls a DB instance until its status is `ACTIVE`, and returns it: at once, then every
 * `intervalMs` (default 15 s), for `timeoutMs` (default 30 minutes; 0 for no bound).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {WaitTimeoutError} when `timeoutMs` runs out first
 * @throws {ResourceFailedError} when the instance reaches ERROR or FAILED
 * @throws {AbortError} when `signal` aborts
 */
export const waitForInstance = /* @__PURE__ */ operation(waitForInstanceOperation, "waitForInstance");

/**
 * Polls a snapshot until its status is `Available`, and returns it: at once, then every
 * `intervalMs` (default 15 s), for `timeoutMs` (default 30 minutes; 0 for no bound).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {WaitTimeoutError} when `timeoutMs` runs out first
 * @throws {ResourceFailedError} when the snapshot reaches ERROR or FAILED
 * @throws {AbortError} when `signal` aborts
 */
export const waitForSnapshot = /* @__PURE__ */ operation(waitForSnapshotOperation, "waitForSnapshot");
