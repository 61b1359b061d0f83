/**
 * The typed image sharing client: the shared client (core/api-client.ts) described for the
 * image API, with X-Auth-Token auth and `Accept: application/json` on every request (without
 * it Glance answers errors as HTML pages), the member operations and the sharing workflow.
 * The methods are the functions of operations.ts bound to a bare client (bare-client.ts).
 */
import { withDefaultRetries } from "../core/default-retries.ts";
import {
  createImageBareClient,
  groupOf,
  type ImageBareClient,
  type ImageClientOptions,
  sharingGroup,
} from "./bare-client.ts";
import { memberListOperations, memberOperations } from "./members.ts";

export type { ImageClientOptions } from "./bare-client.ts";

/**
 * Creates a client of the image sharing API, with every operation as a method
 * (`client.shareImage(imageId, projectId)`). A browser app that calls a few operations can
 * import them alone instead: `createImageBareClient` and the operation functions (the same
 * operations; a client made here may be passed to them too). The token's project decides what
 * the client may do: the owner's shares and unshares, the member's accepts and rejects.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @example
 * ```ts
 * const owner = createImageClient({ baseUrl, auth: ownerProvider });
 * await owner.shareImage(imageId, consumerProjectId);
 * const consumer = createImageClient({ baseUrl, auth: consumerProvider });
 * await consumer.acceptImage(imageId, consumerProjectId);
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers or auth), before anything is sent
 */
export function createImageClient(options: ImageClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const client: ImageBareClient = createImageBareClient(withDefaultRetries(options));
  return Object.assign(client, {
    ...groupOf(client, memberListOperations),
    ...groupOf(client, memberOperations),
    ...groupOf(client, sharingGroup),
  });
}

/** An image client: every operation of the API as a method, and `raw`. */
export type ImageClient = ReturnType<typeof createImageClient>;
