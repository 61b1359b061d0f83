/**
 * `svc-cloud/core`: what every client shares: the client factory and its pipeline policies,
 * the error classes, the page walker, retries, redaction and the clock.
 */

export {
  type Answer,
  type ApiClient,
  type ApiDefinition,
  createApiClient,
  createApiClientWithBodies,
  type PipelineParts,
  type RawResult,
  readAnswer,
  type SendInit,
} from "./api-client.ts";
export {
  type ApiErrorClass,
  type ErrorBody,
  type ErrorKind,
  type ErrorTable,
  errorFor,
} from "./api-errors.ts";
export { type AuthPolicyOptions, authPolicy, type TokenPresentation } from "./auth-policy.ts";
export { checkBaseUrl } from "./base-url.ts";
export type { CallOptions, ClientOptions, ListOptions } from "./call-options.ts";
export { type Clock, systemClock } from "./clock.ts";
export * from "./errors.ts";
export { type Fetch, type FetchPolicy, globalFetch, pipeline } from "./fetch-policy.ts";
export { type LinkQuery, nextLinkQuery } from "./next-link.ts";
export {
  collect,
  DEFAULT_PAGE_LIMIT,
  type PageWalk,
  type Paginated,
  type PaginateOptions,
  paginate,
} from "./paginate.ts";
export { encodePathSegment } from "./path-params.ts";
export { redact, registerSecret, type SecretKind } from "./redact.ts";
export { backoffDelay, type RetryDecision, type RetryOptions, retry } from "./retry.ts";
export { type RetryPolicyOptions, retryPolicy } from "./retry-policy.ts";
export type { TokenSource } from "./token-source.ts";
export {
  type WaitOptions,
  WaitTimeoutError,
  type WaitUntilOptions,
  waitDuration,
  waitUntil,
} from "./wait-until.ts";
export { fixedTokenSource, tokenSourceOf, type XAuthTokenClientOptions, xAuthToken } from "./x-auth-token.ts";
