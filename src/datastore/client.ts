/**
 * The typed data store client: a bare client (bare-client.ts: the options, the signing
 * pipeline, `raw` and the signer) with every operation on objects as a method. The methods are
 * the operations of operations.ts bound to that bare client.
 */

import { withDefaultRetries } from "../core/default-retries.ts";
import { requireObject } from "../core/input.ts";
import {
  createDatastoreBareClientWith,
  type DatastoreBareClient,
  type DatastoreClientOptions,
  groupOf,
} from "./bare-client.ts";
import type { HmacSha256 } from "./hmac/hmac.ts";
import {
  createObjectOperation,
  deleteObjectOperation,
  getObjectOperation,
  searchObjectsOperation,
  searchObjectsPageOperation,
  updateObjectOperation,
} from "./objects.ts";
import { verifyResponse } from "./verification/verify-response.ts";

export type { DatastoreClientOptions } from "./bare-client.ts";

export type DatastoreClient = ReturnType<typeof createDatastoreClientWith>;

/**
 * Creates a data store client with an HMAC implementation (node:crypto or Web Crypto); the
 * package's entry points bind it as `createDatastoreClient`. A client made here is a bare
 * client too: the operation functions take it.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers, applicationKey, clientKey, prefix or sessionToken), before anything is sent
 */
export function createDatastoreClientWith(hmacSha256: HmacSha256, options: DatastoreClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const { verifyResponses, ...bare } = requireObject("options", options);
  const client: DatastoreBareClient = createDatastoreBareClientWith(hmacSha256, {
    ...withDefaultRetries(bare),
    verifyResponsesWith: verifyResponses === true ? verifyResponse : undefined,
  });
  return Object.assign(client, {
    ...groupOf(client, searchObjectsOperation),
    ...groupOf(client, searchObjectsPageOperation),
    ...groupOf(client, getObjectOperation),
    ...groupOf(client, createObjectOperation),
    ...groupOf(client, updateObjectOperation),
    ...groupOf(client, deleteObjectOperation),
  });
}
