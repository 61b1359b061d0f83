/**
 * What `svc-cloud/datastore` exports under every condition. The entry points (node.ts,
 * browser.ts) add the functions that need an HMAC implementation, bound to theirs.
 */
// The operations, their types and errors, and the client's table and type: generated from the spec.
export * from "../../generated/sdk/datastore/index.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export type { DatastoreBareClient, DatastoreBareClientOptions } from "./bare-client.ts";
export type { DatastoreClientOptions } from "./client.ts";
export type { HeaderNames } from "./header-names.ts";
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
