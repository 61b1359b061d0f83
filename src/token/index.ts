/**
 * `svc-cloud/token`: the OAuth 2.0 client-credentials token API.
 *
 * @example
 * ```ts
 * import { createClientCredentialsProvider, bearerAuth } from "svc-cloud/token";
 * import { globalFetch, pipeline } from "svc-cloud/core";
 * const tokens = createClientCredentialsProvider({ baseUrl, clientId, clientSecret });
 * const client = createClient<paths>({ baseUrl: apiUrl, fetch: pipeline(globalFetch, bearerAuth(tokens)) });
 * ```
 */

// The operations, their types and errors, and the client: generated from the spec.
export * from "../../generated/sdk/token/index.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export { type BearerAuthOptions, bearerAuth } from "./bearer-auth.ts";
export type { ClientCredentials } from "./credentials.ts";
export { TokenLockoutError } from "./lockout-guard.ts";
export {
  type ClientCredentialsProvider,
  type ClientCredentialsProviderOptions,
  createClientCredentialsProvider,
} from "./provider.ts";
