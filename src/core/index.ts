/**
 * `svc-cloud/core`: what an app uses beside a client: the error classes every client throws,
 * the options every client and call takes, token sources, secret registration (so that a secret
 * of the app's own never shows in an error) and the pipeline an app can plug its own policies
 * into (`pipeline`, `xAuthToken`, `authPolicy`, `retryPolicy`).
 *
 * The kit the clients are built from (the client factory, the error tables, the list builder,
 * the page walker, the poller, the input checks) is not exported: the API folders import it from
 * src/core's modules directly, so it can change without breaking an app.
 */

export { type AuthPolicyOptions, authPolicy, type TokenPresentation } from "./auth-policy.ts";
export type { CallOptions, ClientOptions, ListOptions } from "./call-options.ts";
export type { Clock } from "./clock.ts";
export {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  PageLimitError,
  RedirectRefusedError,
  ResponseTooLargeError,
  SvcError,
  type SvcErrorDetails,
  type SvcErrorJson,
  TimeoutError,
  UnexpectedResponseError,
} from "./errors.ts";
export { type Fetch, type FetchInit, type FetchPolicy, globalFetch, pipeline } from "./fetch-policy.ts";
export type { Paginated } from "./paginate.ts";
export { redact, registerSecret, type SecretKind } from "./redact.ts";
export type { RetryOptions } from "./retry.ts";
export { type RetryPolicyFactory, type RetryPolicyOptions, retryPolicy } from "./retry-policy.ts";
export type { TokenSource } from "./token-source.ts";
export { type WaitOptions, WaitTimeoutError } from "./wait-until.ts";
export { fixedTokenSource, type XAuthTokenClientOptions, xAuthToken } from "./x-auth-token.ts";
