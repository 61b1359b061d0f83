/**
 * `svc-cloud/datastore` under Node (the `node` export condition): the data store client and
 * signer with HMAC on node:crypto.
 *
 * @example
 * ```ts
 * import { createDatastoreClient } from "svc-cloud/datastore";
 * const store = createDatastoreClient({ baseUrl, applicationKey, clientKey });
 * const { results } = await store.searchObjectsPage("Score", { where: { level: 3 }, order: "-score", limit: 10 });
 * ```
 */
import {
  createDatastoreBareClientWith,
  type DatastoreBareClient,
  type DatastoreBareClientOptions,
} from "./bare-client.ts";
import { createDatastoreClientWith, type DatastoreClientOptions } from "./client.ts";
import { nodeCryptoHmacSha256 } from "./hmac/node-crypto.ts";
import { createSignerWith, type SignerOptions } from "./signing/sign.ts";

export * from "./api.ts";

/**
 * Creates a data store client that signs every request (and verifies responses if asked).
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers, applicationKey or clientKey), before anything is sent
 */
export const createDatastoreClient = (options: DatastoreClientOptions) =>
  createDatastoreClientWith(nodeCryptoHmacSha256, options);

/**
 * Creates a data store client without operations, for the operation functions (`getObject(client,
 * ...)`): import only the operations the app calls, and a bundler leaves the others out. It
 * signs every request as createDatastoreClient's does, and verifies responses with
 * `verifyResponsesWith: verifyResponse` (the verifier itself, so an app that does not verify does
 * not carry it).
 * Every operation may also end in a NetworkError, TimeoutError, AbortError,
 * RedirectRefusedError, UnexpectedResponseError or MalformedResponseError, all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers, applicationKey, clientKey or verifyResponsesWith; verifyResponses, which is createDatastoreClient's), before anything is sent
 */
export const createDatastoreBareClient = (options: DatastoreBareClientOptions): DatastoreBareClient =>
  createDatastoreBareClientWith(nodeCryptoHmacSha256, options);

/**
 * Creates a request signer: the string to sign and the signature headers of any request.
 * @throws {InvalidInputError} on a bad application key, client key or header prefix
 */
export const createRequestSigner = (options: SignerOptions) =>
  createSignerWith(nodeCryptoHmacSha256, options);
