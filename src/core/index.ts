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

export { authPolicy, type TokenPresentation } from "./auth-policy.ts";
export * from "./entry-types.ts";
export {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  PageLimitError,
  RedirectRefusedError,
  ResponseTooLargeError,
  TimeoutError,
  UnexpectedResponseError,
} from "./errors.ts";
export { globalFetch, pipeline } from "./fetch-policy.ts";
export { redact, registerSecret, type SecretKind } from "./redact.ts";
export { retryPolicy } from "./retry-policy.ts";
export { WaitTimeoutError } from "./wait-until.ts";
export { fixedTokenSource, xAuthToken } from "./x-auth-token.ts";
