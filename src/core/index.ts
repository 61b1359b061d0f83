/**
 * `svc-cloud/core`: what every client shares: the error classes, the fetch pipeline and its
 * policies, retries, and the clock.
 */

export { createAuthMiddleware, type TokenPresentation, type TokenSource } from "./auth-middleware.ts";
export { type Clock, systemClock } from "./clock.ts";
export * from "./errors.ts";
export { type Fetch, type FetchPolicy, globalFetch, pipeline } from "./fetch-policy.ts";
export { type LinkQuery, nextLinkQuery } from "./next-link.ts";
export { collect, type PageReader, type PaginateOptions, paginate } from "./paginate.ts";
export { redact, registerSecret } from "./redact.ts";
export { backoffDelay, type RetryDecision, type RetryOptions, retry } from "./retry.ts";
export { type RetryPolicyOptions, retryPolicy } from "./retry-policy.ts";
export { type TransportOptions, transportPolicy } from "./transport-policy.ts";
export { xAuthToken } from "./x-auth-token.ts";
