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

// The operations, their waits, types and errors, and the client: generated from the spec.
export * from "../../generated/sdk/database/index.ts";
// The options of getLogFile and restartInstance under their names before the SDK was generated.
export type {
  GetLogFileOptions as ReadLogFileOptions,
  RestartInstanceOptions as RestartOptions,
} from "../../generated/sdk/database/types.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
