/**
 * The typed data store client: the generated bare client (the options, the signing pipeline,
 * `raw` and the signer) with every operation of the generated table as a method, and
 * createDatastoreClient's `verifyResponses` made the bare client's verifier. Its factory takes
 * the HMAC implementation, which each entry point binds (the spec's `x-sdk.runtimes`).
 */

import { createDatastoreBareClientWith } from "../../generated/sdk/datastore/bare-client.ts";
import { datastoreOperations } from "../../generated/sdk/datastore/client.ts";
import { bindOperations } from "../core/bare-clients.ts";
import { withDefaultRetries } from "../core/default-retries.ts";
import { requireObject } from "../core/input.ts";
import type { HmacSha256 } from "./hmac/hmac.ts";
import type { DatastoreBareClientOptions } from "./signature-policy.ts";
import { verifyResponse } from "./verification/verify-response.ts";

export type { DatastoreClient } from "../../generated/sdk/datastore/client.ts";

/** The options of createDatastoreClient: a bare client's, with a flag for the verifier. */
export interface DatastoreClientOptions extends Omit<DatastoreBareClientOptions, "verifyResponsesWith"> {
  /** Verify every response's signature header and refuse responses that fail; default false. */
  verifyResponses?: boolean;
}

/**
 * Creates a data store client with an HMAC implementation (node:crypto or Web Crypto), which
 * the entry points bind as `createDatastoreClient`. It is a bare client too.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers, applicationKey, clientKey, prefix or sessionToken), before anything is sent
 */
export function createDatastoreClientWith(hmacSha256: HmacSha256, options: DatastoreClientOptions) {
  const { verifyResponses, ...bare } = requireObject("options", options);
  const client = createDatastoreBareClientWith(hmacSha256, {
    ...withDefaultRetries(bare),
    verifyResponsesWith: verifyResponses === true ? verifyResponse : undefined,
  });
  return bindOperations(client, datastoreOperations);
}
