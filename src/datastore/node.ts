/**
 * `svc-cloud/datastore` under Node (the `node` export condition): the data store client and
 * signer with HMAC on node:crypto.
 *
 * @example
 * ```ts
 * import { createDatastoreClient } from "svc-cloud/datastore";
 * const store = createDatastoreClient({ baseUrl, applicationKey, clientKey });
 * const { results } = await store.listObjectsPage("Score", { where: { level: 3 }, order: "-score", limit: 10 });
 * ```
 */
import { createDatastoreClientWith, type DatastoreClientOptions } from "./client.ts";
import { nodeCryptoHmacSha256 } from "./hmac/node-crypto.ts";
import { createSignerWith, type SignerOptions } from "./signing/sign.ts";

export * from "./api.ts";

/** Creates a data store client that signs every request (and verifies responses if asked). */
export const createDatastoreClient = (options: DatastoreClientOptions) =>
  createDatastoreClientWith(nodeCryptoHmacSha256, options);

/** Creates a request signer: the string to sign and the signature headers of any request. */
export const createRequestSigner = (options: SignerOptions) =>
  createSignerWith(nodeCryptoHmacSha256, options);
