/**
 * The typed key manager client: the shared client (core/api-client.ts) described for the key
 * manager, with its operations on secrets and containers. Every path carries the project
 * (`/v1/{tenant_id}/...`), given once as `tenantId`; requests carry X-Auth-Token.
 */
import type { paths } from "../../generated/keymanager.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { requireId, requireObject } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { containerOperations } from "./containers.ts";
import { keyManagerErrors, readKeyManagerError } from "./errors.ts";
import { secretOperations } from "./secrets.ts";

export interface KeyManagerClientOptions extends XAuthTokenClientOptions {
  /** The project (tenant) ID that goes into every path; the project of the token. */
  tenantId: string;
}

export type KeyManagerClient = ReturnType<typeof createKeyManagerClient>;

const keyManagerApi: ApiDefinition = {
  title: "The key manager",
  baseUrlExample: "https://keymanagement.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readKeyManagerError,
  errors: keyManagerErrors,
};

/**
 * Creates a client of the key manager API.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, headers or auth), before anything is sent
 */
export function createKeyManagerClient(options: KeyManagerClientOptions) {
  requireObject("options", options);
  const tenant = requireId("tenantId", options.tenantId);
  const api = createApiClient<paths>(keyManagerApi, options, { auth: xAuthToken(options.auth, options) });
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...secretOperations(api, tenant),
    ...containerOperations(api, tenant),
  };
}
