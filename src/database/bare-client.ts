/**
 * The database client without its operations (issue 29's tree-shaking pilot, after AWS SDK v3's
 * bare clients): the checked options, the pipeline and the project, and nothing else. Each
 * operation is a function of its own (operations.ts) that takes this client first, so a browser
 * app that imports two operations carries those two (and their helpers), not all 52.
 * `createDatabaseClient` (client.ts) binds every operation of the same table to one bare client.
 * The mechanism is core's (core/operation-groups.ts); this file names its parts for the database.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/database.ts";
import { type ApiClient, type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { requireObject, requireText } from "../core/input.ts";
import {
  type GroupFactory,
  groupOf as groupOfClient,
  type OperationGroup,
  operationsOf,
  registerBareClient,
} from "../core/operation-groups.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { databaseErrors, readDatabaseError } from "./errors.ts";

export interface DatabaseClientOptions extends XAuthTokenClientOptions {
  /** ID of the project (tenant) whose resources the client manages; it starts every path. */
  tenantId: string;
}

/** A database client without operations: pass it to the operation functions (`createInstance(client, ...)`). */
export interface DatabaseBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

const databaseApi: ApiDefinition = {
  title: "Database",
  baseUrlExample: "https://database.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readDatabaseError,
  errors: databaseErrors,
};

/**
 * Creates a database client without operations, for the operation functions: import only the
 * operations the app calls, and a bundler leaves the others out.
 * Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs`
 * ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an
 * undocumented status) or MalformedResponseError (an answer it cannot read), all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @example
 * ```ts
 * import { createDatabaseBareClient, createInstance, waitForInstance } from "svc-cloud/database";
 * const db = createDatabaseBareClient({ baseUrl, auth, tenantId });
 * const created = await createInstance(db, { name: "orders", flavorRef: "1", volume: { size: 20 } });
 * await waitForInstance(db, created.id);
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers, auth or tenantId), before anything is sent
 */
export function createDatabaseBareClient(options: DatabaseClientOptions): DatabaseBareClient {
  requireObject("options", options);
  const tenantId = requireText("tenantId", options.tenantId);
  const api = createApiClient<paths>(databaseApi, options, {
    auth: xAuthToken(options.auth, options),
    // No PUT is retried: adding or removing a monitored source twice is not the same as once.
    retry: { methods: ["GET", "HEAD", "DELETE"] },
    // OpenStack services answer errors as HTML unless asked for JSON.
    headers: { Accept: "application/json" },
  });
  return registerBareClient<DatabaseBareClient>({ raw: api.raw }, [api, tenantId]);
}

const MAKERS = "createDatabaseBareClient or createDatabaseClient";

/** What a database bare client holds: the arguments of every operation group's factory. */
type Held = [api: ApiClient<paths>, tenantId: string];

/**
 * The group `factory` makes for `client` (made once per client, shared by its methods and the
 * operation functions).
 * @throws {InvalidInputError} when `client` was not made by createDatabaseBareClient or createDatabaseClient
 */
export const groupOf = <G extends OperationGroup>(
  client: DatabaseBareClient,
  factory: GroupFactory<Held, G>,
): G => groupOfClient(client, factory, MAKERS);

/** An operation of a group as a function taking the bare client first (see core/operation-groups.ts). */
export const operation = /* @__PURE__ */ operationsOf<DatabaseBareClient, Held>(MAKERS);
