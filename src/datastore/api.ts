/**
 * What `svc-cloud/datastore` exports under every condition. The entry points (node.ts,
 * browser.ts) add the two functions that need an HMAC implementation, bound to theirs.
 */
export type {
  CallOptions,
  CreateResult,
  DataObject,
  DatastoreClient,
  DatastoreClientOptions,
  ObjectFields,
  SearchResult,
  UpdateResult,
} from "./client.ts";
export { DatastoreError } from "./errors.ts";
export type { HmacSha256, KeyedHmac } from "./hmac/hmac.ts";
export { WebCryptoUnavailableError } from "./hmac/web-crypto.ts";
export type { SearchAllQuery } from "./search-all.ts";
export type { SearchQuery, WhereCondition } from "./search-parameters.ts";
export { encodeQueryComponent, serializeQuery } from "./signing/encode-query.ts";
export type { RequestSigner, SignedRequest, SignerOptions } from "./signing/sign.ts";
export { type RequestToSign, requestToSign } from "./signing/string-to-sign.ts";
export { formatTimestamp } from "./signing/timestamp.ts";
export {
  ResponseSignatureError,
  ResponseSignatureMismatchError,
  ResponseSignatureMissingError,
} from "./verification/errors.ts";
export { responseStringToSign } from "./verification/response-string-to-sign.ts";
export { type ResponseToVerify, verifyResponseSignature } from "./verification/verify-response-signature.ts";
