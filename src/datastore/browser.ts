/**
 * `svc-cloud/datastore` in browsers and other runtimes (the `browser` and `default` export
 * conditions): the same API as under Node, with HMAC on Web Crypto and no Node built-ins.
 *
 * @example
 * ```ts
 * import { createDatastoreClient } from "svc-cloud/datastore";
 * const store = createDatastoreClient({ baseUrl, applicationKey, clientKey });
 * for await (const score of store.listObjects("Score", { where: { level: 3 } })) show(score);
 * ```
 */
import { createDatastoreClientWith, type DatastoreClientOptions } from "./client.ts";
import { webCryptoHmacSha256 } from "./hmac/web-crypto.ts";
import { createSignerWith, type SignerOptions } from "./signing/sign.ts";

export * from "./api.ts";

/** Creates a data store client that signs every request (and verifies responses if asked). */
export const createDatastoreClient = (options: DatastoreClientOptions) =>
  createDatastoreClientWith(webCryptoHmacSha256, options);

/** Creates a request signer: the string to sign and the signature headers of any request. */
export const createRequestSigner = (options: SignerOptions) => createSignerWith(webCryptoHmacSha256, options);
