/**
 * The key manager client without its operations (after AWS SDK v3's bare clients): the checked
 * options, the pipeline and the project, and nothing else. Every operation is a generated
 * function that takes this client first (generated/sdk/keymanager/), so a browser app carries
 * the operations it imports; `createKeyManagerClient` binds them all to one bare client.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/keymanager.ts";
import { keyManagerErrors } from "../../generated/sdk/keymanager/errors.ts";
import type { KeyManagerHeld } from "../../generated/sdk/keymanager/operations.ts";
import { createApiClient } from "../core/api-client.ts";
import { registerBareClient } from "../core/bare-clients.ts";
import { requireId, requireObject } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { readKeyManagerError } from "./error-body.ts";

export interface KeyManagerClientOptions extends XAuthTokenClientOptions {
  /** The project (tenant) ID that goes into every path; the project of the token. */
  tenantId: string;
}

/** A key manager client without operations: pass it to the operation functions (`getSecret(client, id)`). */
export interface KeyManagerBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

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
  const { auth, tenantId, ...common } = requireObject("options", options);
  const tenant = requireId("tenantId", tenantId);
  const api = createApiClient<paths>(
    {
      title: "The key manager",
      baseUrlExample: "https://keymanagement.jp-east-1.cloud.global.fujitsu.com",
      requestIdHeaders: ["x-openstack-request-id"],
      readError: readKeyManagerError,
      errors: keyManagerErrors,
    },
    common,
    {
      auth: xAuthToken(auth, options),
      // JSON unless an operation asks for a payload: Barbican answers a secret's own path with
      // its payload when asked for another media type.
      headers: { Accept: "application/json" },
    },
  );
  const held: KeyManagerHeld = { api, tenantId: tenant };
  return registerBareClient<KeyManagerBareClient>({ raw: api.raw }, held);
}
