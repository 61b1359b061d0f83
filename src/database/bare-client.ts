/**
 * The database client without its operations (issue 29's tree-shaking pilot, after AWS SDK v3's
 * bare clients): the checked options, the pipeline and the project, and nothing else. Each
 * operation is a function of its own (operations.ts) that takes this client first, so a browser
 * app that imports two operations carries those two (and their groups' helpers), not all 52.
 * `createDatabaseClient` (client.ts) binds every operation of the same table to one bare client.
 *
 * What an operation needs (core's API client, the tenant) is kept beside the client in a
 * WeakMap, not on it, so the bare client's public face is `raw` alone.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/database.ts";
import { type ApiClient, type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject, requireText } from "../core/input.ts";
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

/** What the operations of one bare client share. */
interface Context {
  api: ApiClient<paths>;
  tenantId: string;
  /** The operation groups made for this client, by their factory (made once, when first used). */
  groups: Map<unknown, unknown>;
}

const contexts = new WeakMap<DatabaseBareClient, Context>();

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
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, headers, auth or tenantId), before anything is sent
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
  const client: DatabaseBareClient = { raw: api.raw };
  contexts.set(client, { api, tenantId, groups: new Map() });
  return client;
}

type Method = (...args: never[]) => unknown;
type Group = Record<string, Method>;
/** An operation group: the operations of one resource (instanceOperations, ...), made for one client. */
export type GroupFactory<G extends Group> = (api: ApiClient<paths>, tenantId: string) => G;

/**
 * The group `factory` makes for `client`: made once per client, when first needed, and shared by
 * the client's methods and the operation functions.
 * @throws {InvalidInputError} when `client` was not made by createDatabaseBareClient or createDatabaseClient
 */
export function groupOf<G extends Group>(client: DatabaseBareClient, factory: GroupFactory<G>): G {
  const context = contexts.get(client);
  if (context === undefined)
    throw new InvalidInputError("client", "must be made by createDatabaseBareClient or createDatabaseClient");
  let made = context.groups.get(factory) as G | undefined;
  if (made === undefined) {
    made = factory(context.api, context.tenantId);
    context.groups.set(factory, made);
  }
  return made;
}

/**
 * The operation `name` of a group as a function of its own, taking the bare client first. Call
 * it as `/* @__PURE__ *\/ operation(...)`, so that a bundler drops the operations an app does
 * not import.
 */
export function operation<G extends Group, K extends keyof G & string>(
  factory: GroupFactory<G>,
  name: K,
): (client: DatabaseBareClient, ...args: Parameters<G[K]>) => ReturnType<G[K]> {
  return (client, ...args) =>
    (groupOf(client, factory)[name] as (...args: Parameters<G[K]>) => ReturnType<G[K]>)(...args);
}
