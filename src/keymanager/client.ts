/**
 * The typed key manager client: the shared client (core/api-client.ts) described for the key
 * manager, with its operations on secrets and containers. Every path carries the project
 * (`/v1/{tenant_id}/...`), given once as `tenantId`; requests carry X-Auth-Token. The methods
 * are the functions of operations.ts bound to a bare client (bare-client.ts).
 */
import { withDefaultRetries } from "../core/default-retries.ts";
import {
  createKeyManagerBareClient,
  groupOf,
  type KeyManagerBareClient,
  type KeyManagerClientOptions,
} from "./bare-client.ts";
import { containerOperations } from "./containers.ts";
import { secretListOperations, secretOperations } from "./secrets.ts";

export type { KeyManagerClientOptions } from "./bare-client.ts";

/**
 * Creates a client of the key manager API, with every operation as a method
 * (`client.getSecret(id)`). A browser app that calls a few operations can import them alone
 * instead: `createKeyManagerBareClient` and the operation functions (the same operations; a
 * client made here may be passed to them too).
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers, auth or tenantId), before anything is sent
 */
export function createKeyManagerClient(options: KeyManagerClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const client: KeyManagerBareClient = createKeyManagerBareClient(withDefaultRetries(options));
  return Object.assign(client, {
    ...groupOf(client, secretOperations),
    ...groupOf(client, secretListOperations),
    ...groupOf(client, containerOperations),
  });
}

/** A key manager client: every operation of the API as a method, and `raw`. */
export type KeyManagerClient = ReturnType<typeof createKeyManagerClient>;
