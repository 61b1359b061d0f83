/**
 * The typed database client: the shared client (core/api-client.ts) described for the database
 * API, with its operations: DB instances and the waits for them, snapshots, log files, subnet
 * groups, parameter groups, event notification subscriptions, events, engine versions and
 * flavors. Requests carry X-Auth-Token; every path starts with the project's `tenantId`.
 */
import type { paths } from "../../generated/database.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { requireObject, requireText } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { engineVersionOperations } from "./engine-versions.ts";
import { databaseErrors, readDatabaseError } from "./errors.ts";
import { eventOperations } from "./events.ts";
import { flavorOperations } from "./flavors.ts";
import { instanceOperations } from "./instances.ts";
import { logFileOperations } from "./log-files.ts";
import { parameterGroupOperations } from "./parameter-groups.ts";
import { snapshotOperations } from "./snapshots.ts";
import { subnetGroupOperations } from "./subnet-groups.ts";
import { subscriptionOperations } from "./subscriptions.ts";
import { waiterOperations } from "./waiters.ts";

export interface DatabaseClientOptions extends XAuthTokenClientOptions {
  /** ID of the project (tenant) whose resources the client manages; it starts every path. */
  tenantId: string;
}

export type DatabaseClient = ReturnType<typeof createDatabaseClient>;

const databaseApi: ApiDefinition = {
  title: "Database",
  baseUrlExample: "https://database.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readDatabaseError,
  errors: databaseErrors,
};

/**
 * Creates a client of the database API.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, headers or auth), before anything is sent
 */
export function createDatabaseClient(options: DatabaseClientOptions) {
  requireObject("options", options);
  const tenantId = requireText("tenantId", options.tenantId);
  const api = createApiClient<paths>(databaseApi, options, {
    auth: xAuthToken(options.auth, options),
    // No PUT is retried: adding or removing a monitored source twice is not the same as once.
    retry: { methods: ["GET", "HEAD", "DELETE"] },
    // OpenStack services answer errors as HTML unless asked for JSON.
    headers: { Accept: "application/json" },
  });
  const instances = instanceOperations(api, tenantId);
  const snapshots = snapshotOperations(api, tenantId);
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...instances,
    ...snapshots,
    ...waiterOperations(instances.getInstance, snapshots.getSnapshot),
    ...logFileOperations(api, tenantId),
    ...subnetGroupOperations(api, tenantId),
    ...parameterGroupOperations(api, tenantId),
    ...subscriptionOperations(api, tenantId),
    ...eventOperations(api, tenantId),
    ...engineVersionOperations(api, tenantId),
    ...flavorOperations(api, tenantId),
  };
}
