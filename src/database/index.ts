/**
 * `svc-cloud/database`: the database API (DB instances, snapshots, log files, subnet groups,
 * parameter groups, event notifications, engine versions and flavors).
 *
 * @example
 * ```ts
 * import { createDatabaseClient } from "svc-cloud/database";
 * const db = createDatabaseClient({ baseUrl, auth, tenantId });
 * const created = await db.createInstance({ name: "orders", flavorRef: "1", volume: { size: 20 } });
 * const instance = await db.waitForInstance(created.id, { timeoutMs: 30 * 60_000 });
 * ```
 *
 * @example A browser app that carries only the operations it imports:
 * ```ts
 * import { createDatabaseBareClient, createInstance, waitForInstance } from "svc-cloud/database";
 * const db = createDatabaseBareClient({ baseUrl, auth, tenantId });
 * const created = await createInstance(db, { name: "orders", flavorRef: "1", volume: { size: 20 } });
 * await waitForInstance(db, created.id);
 * ```
 */

// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export {
  createDatabaseBareClient,
  type DatabaseBareClient,
  type DatabaseClientOptions,
} from "./bare-client.ts";
export { createDatabaseClient, type DatabaseClient } from "./client.ts";
export {
  DatabaseAuthenticationError,
  DatabaseBadRequestError,
  DatabaseError,
  DatabaseForbiddenError,
  DatabaseGatewayTimeoutError,
  DatabaseNotFoundError,
  DatabaseNotImplementedError,
  DatabaseOverLimitError,
  DatabaseServerError,
  DatabaseUnavailableError,
  DatabaseUnprocessableError,
  ResourceFailedError,
} from "./errors.ts";
export {
  DATABASE_ALL_EVENT_CATEGORIES,
  DATABASE_EVENT_CATEGORIES,
  DATABASE_SOURCE_TYPES,
} from "./event-categories.ts";
export type { ListEventsPageOptions } from "./events.ts";
export type { ListInstancesOptions, ListInstancesPageOptions, RestartOptions } from "./instances.ts";
export type { ListLogFilesOptions, ListLogFilesPageOptions, ReadLogFileOptions } from "./log-files.ts";
// Each operation as a function of its own (tree-shakable), taking the bare client first.
export * from "./operations.ts";
export type { ListEventSubscriptionsOptions, ListEventSubscriptionsPageOptions } from "./subscriptions.ts";
export type * from "./types.ts";
