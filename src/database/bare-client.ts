/**
 * The database client without its operations (after AWS SDK v3's bare clients): the checked
 * options, the pipeline and the project, and nothing else. Every operation is a generated
 * function that takes this client first (generated/sdk/database/), so a browser app carries
 * the operations it imports; `createDatabaseClient` binds them all to one bare client.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/database.ts";
import { databaseErrors } from "../../generated/sdk/database/errors.ts";
import type { DatabaseHeld } from "../../generated/sdk/database/operations.ts";
import { createApiClient } from "../core/api-client.ts";
import { registerBareClient } from "../core/bare-clients.ts";
import { requireObject, requireText } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { readDatabaseError } from "./error-body.ts";

export interface DatabaseClientOptions extends XAuthTokenClientOptions {
  /** ID of the project (tenant) whose resources the client manages; it starts every path. */
  tenantId: string;
}

/** A database client without operations: pass it to the operation functions (`createInstance(client, ...)`). */
export interface DatabaseBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

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
  const api = createApiClient<paths>(
    {
      title: "Database",
      baseUrlExample: "https://database.jp-east-1.cloud.global.fujitsu.com",
      requestIdHeaders: ["x-openstack-request-id"],
      readError: readDatabaseError,
      errors: databaseErrors,
    },
    options,
    {
      auth: xAuthToken(options.auth, options),
      // No PUT is retried: adding or removing a monitored source twice is not the same as once.
      retry: { methods: ["GET", "HEAD", "DELETE"] },
      // OpenStack services answer errors as HTML unless asked for JSON.
      headers: { Accept: "application/json" },
    },
  );
  const held: DatabaseHeld = { api, tenantId };
  return registerBareClient<DatabaseBareClient>({ raw: api.raw }, held);
}
