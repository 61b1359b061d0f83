/**
 * The typed database client: the shared client (core/api-client.ts) described for the database
 * API, with its operations: DB instances and the waits for them, snapshots, log files, subnet
 * groups, parameter groups, event notification subscriptions, events, engine versions and
 * flavors. Requests carry X-Auth-Token; every path starts with the project's `tenantId`. The
 * methods are the functions of operations.ts bound to a bare client (bare-client.ts).
 */

import { withDefaultRetries } from "../core/default-retries.ts";
import {
  createDatabaseBareClient,
  type DatabaseBareClient,
  type DatabaseClientOptions,
  groupOf,
} from "./bare-client.ts";
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

export type { DatabaseClientOptions } from "./bare-client.ts";

/**
 * Creates a client of the database API, with every operation as a method
 * (`client.createInstance(settings)`). A browser app that calls a few operations can import
 * them alone instead: `createDatabaseBareClient` and the operation functions (the same
 * operations; a client made here may be passed to them too).
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers, auth or tenantId), before anything is sent
 */
export function createDatabaseClient(options: DatabaseClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const client: DatabaseBareClient = createDatabaseBareClient(withDefaultRetries(options));
  return Object.assign(client, {
    ...groupOf(client, createInstanceOperation),
    ...groupOf(client, restoreFromSnapshotOperation),
    ...groupOf(client, restoreToPointInTimeOperation),
    ...groupOf(client, createReadReplicaOperation),
    ...groupOf(client, getInstanceOperation),
    ...groupOf(client, modifyInstanceOperation),
    ...groupOf(client, deleteInstanceOperation),
    ...groupOf(client, startInstanceOperation),
    ...groupOf(client, stopInstanceOperation),
    ...groupOf(client, restartInstanceOperation),
    ...groupOf(client, listInstancesPageOperation),
    ...groupOf(client, listInstancesOperation),
    ...groupOf(client, createSnapshotOperation),
    ...groupOf(client, getSnapshotOperation),
    ...groupOf(client, copySnapshotOperation),
    ...groupOf(client, deleteSnapshotOperation),
    ...groupOf(client, listSnapshotsPageOperation),
    ...groupOf(client, listSnapshotsOperation),
    ...groupOf(client, waitForInstanceOperation),
    ...groupOf(client, waitForSnapshotOperation),
    ...groupOf(client, listLogFilesPageOperation),
    ...groupOf(client, listLogFilesOperation),
    ...groupOf(client, getLogFileOperation),
    ...groupOf(client, createSubnetGroupOperation),
    ...groupOf(client, getSubnetGroupOperation),
    ...groupOf(client, modifySubnetGroupOperation),
    ...groupOf(client, deleteSubnetGroupOperation),
    ...groupOf(client, listSubnetGroupsPageOperation),
    ...groupOf(client, listSubnetGroupsOperation),
    ...groupOf(client, createParameterGroupOperation),
    ...groupOf(client, getParameterGroupOperation),
    ...groupOf(client, modifyParameterGroupOperation),
    ...groupOf(client, deleteParameterGroupOperation),
    ...groupOf(client, listParameterGroupsPageOperation),
    ...groupOf(client, listParameterGroupsOperation),
    ...groupOf(client, createEventSubscriptionOperation),
    ...groupOf(client, updateEventSubscriptionOperation),
    ...groupOf(client, addSourceOperation),
    ...groupOf(client, removeSourceOperation),
    ...groupOf(client, getEventSubscriptionOperation),
    ...groupOf(client, deleteEventSubscriptionOperation),
    ...groupOf(client, listEventSubscriptionsPageOperation),
    ...groupOf(client, listEventSubscriptionsOperation),
    ...groupOf(client, listEventCategoriesPageOperation),
    ...groupOf(client, listEventCategoriesOperation),
    ...groupOf(client, listEventsPageOperation),
    ...groupOf(client, listEventsOperation),
    ...groupOf(client, listEngineVersionsPageOperation),
    ...groupOf(client, listEngineVersionsOperation),
    ...groupOf(client, getFlavorOperation),
    ...groupOf(client, listFlavorsPageOperation),
    ...groupOf(client, listFlavorsOperation),
  });
}

/** A database client: every operation of the API as a method, and `raw`. */
export type DatabaseClient = ReturnType<typeof createDatabaseClient>;
