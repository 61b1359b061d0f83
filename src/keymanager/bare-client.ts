/**
 * The key manager client without its operations (issue 29, after AWS SDK v3's bare clients):
 * the checked options, the pipeline and the project, and nothing else. Each operation is a
 * function of its own (operations.ts) that takes this client first, so a browser app carries
 * the operations it imports. `createKeyManagerClient` (client.ts) binds every operation of the
 * same groups to one bare client. The mechanism is core's (core/operation-groups.ts).
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/keymanager.ts";
import { type ApiClient, type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { requireId, requireObject } from "../core/input.ts";
import {
  type GroupFactory,
  groupOf as groupOfClient,
  type OperationGroup,
  operationsOf,
  registerBareClient,
} from "../core/operation-groups.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { keyManagerErrors, readKeyManagerError } from "./errors.ts";

export interface KeyManagerClientOptions extends XAuthTokenClientOptions {
  /** The project (tenant) ID that goes into every path; the project of the token. */
  tenantId: string;
}

/** A key manager client without operations: pass it to the operation functions (`getSecret(client, id)`). */
export interface KeyManagerBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

const keyManagerApi: ApiDefinition = {
  title: "The key manager",
  baseUrlExample: "https://keymanagement.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readKeyManagerError,
  errors: keyManagerErrors,
};

/**
 * Creates a key manager client without operations, for the operation functions: import only
 * the operations the app calls, and a bundler leaves the others out.
 * Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs`
 * ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an
 * undocumented status) or MalformedResponseError (an answer it cannot read), all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @example
 * ```ts
 * import { createKeyManagerBareClient, createSecret, getSecretPayload } from "svc-cloud/keymanager";
 * const keys = createKeyManagerBareClient({ baseUrl, auth: identityProvider, tenantId: projectId });
 * const secret = await createSecret(keys, { name: "note", payload: "s3cret", payload_content_type: "text/plain" });
 * const payload = await getSecretPayload(keys, secret.id);
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers, auth or tenantId), before anything is sent
 */
export function createKeyManagerBareClient(options: KeyManagerClientOptions): KeyManagerBareClient {
  requireObject("options", options);
  const tenant = requireId("tenantId", options.tenantId);
  const api = createApiClient<paths>(keyManagerApi, options, { auth: xAuthToken(options.auth, options) });
  return registerBareClient<KeyManagerBareClient>({ raw: api.raw }, [api, tenant]);
}

const MAKERS = "createKeyManagerBareClient or createKeyManagerClient";

/** What a key manager bare client holds: the arguments of every operation group's factory. */
type Held = [api: ApiClient<paths>, tenantId: string];

/**
 * The group `factory` makes for `client` (made once per client, shared by its methods and the
 * operation functions).
 * @throws {InvalidInputError} when `client` was not made by createKeyManagerBareClient or createKeyManagerClient
 */
export const groupOf = <G extends OperationGroup>(
  client: KeyManagerBareClient,
  factory: GroupFactory<Held, G>,
): G => groupOfClient(client, factory, MAKERS);

/** An operation of a group as a function taking the bare client first (see core/operation-groups.ts). */
export const operation = /* @__PURE__ */ operationsOf<KeyManagerBareClient, Held>(MAKERS);
