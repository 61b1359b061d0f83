/**
 * What `svc-cloud/datastore` exports beside its generated layer, under every condition: each
 * entry point (generated/sdk/datastore/entry-*.ts, from the spec's `x-sdk.runtimes`) re-exports
 * it, and binds the functions that need an HMAC implementation to its own.
 */
export type { HmacSha256, KeyedHmac } from "./hmac/hmac.ts";
export { WebCryptoUnavailableError } from "./hmac/web-crypto.ts";
export type { SearchObjectsOptions, SearchObjectsPageOptions, WhereCondition } from "./search-query.ts";
export { datastoreQueryString, encodeQueryComponent } from "./signing/encode-query.ts";
export type { RequestSigner, SignedRequest, SignerOptions } from "./signing/sign.ts";
export { type RequestToSign, requestToSign } from "./signing/string-to-sign.ts";
export { formatTimestamp } from "./signing/timestamp.ts";
export {
  ResponseSignatureError,
  ResponseSignatureMismatchError,
  ResponseSignatureMissingError,
} from "./verification/errors.ts";
export { responseStringToSign } from "./verification/response-string-to-sign.ts";
export { type ResponseVerifier, verifyResponse } from "./verification/verify-response.ts";
export { type ResponseToVerify, verifyResponseSignature } from "./verification/verify-response-signature.ts";
