/**
 * What every API entry point (`svc-cloud/<api>`) re-exports from core, the same way: the types
 * its clients' signatures are made of (the options of clients, calls, lists and waits, the page
 * walker's result, token sources, the pipeline's parts) and `SvcError`, the base of every error
 * class it exports. So an app can name any type it meets in an API without importing core, and
 * every API report shows them as exports, not as forgotten declarations. The same names come
 * from `svc-cloud/core`, which has the error classes and the pipeline functions as well.
 */

export type { AuthPolicyOptions } from "./auth-policy.ts";
export type { CallOptions, ClientOptions, ListOptions } from "./call-options.ts";
export type { Clock } from "./clock.ts";
export { SvcError, type SvcErrorDetails, type SvcErrorJson } from "./errors.ts";
export type { Fetch, FetchInit, FetchPolicy } from "./fetch-policy.ts";
export type { Paginated } from "./paginate.ts";
export type { RetryOptions } from "./retry.ts";
export type { RetryPolicyFactory, RetryPolicyOptions } from "./retry-policy.ts";
export type { TokenSource } from "./token-source.ts";
export type { WaitOptions } from "./wait-until.ts";
export type { XAuthTokenClientOptions } from "./x-auth-token.ts";
