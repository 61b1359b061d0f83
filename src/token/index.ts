/**
 * `svc-cloud/token`: the OAuth 2.0 client-credentials token API.
 *
 * @example
 * ```ts
 * import { createClientCredentialsProvider, bearerAuth } from "svc-cloud/token";
 * const tokens = createClientCredentialsProvider({ baseUrl, clientId, clientSecret });
 * someOpenapiFetchClient.use(bearerAuth(tokens));
 * ```
 */

export { type BearerAuthOptions, bearerAuth } from "./bearer-middleware.ts";
export {
  type AccessToken,
  type ClientCredentials,
  createTokenClient,
  type TokenClient,
  type TokenClientOptions,
} from "./client.ts";
export {
  InvalidClientError,
  InvalidRequestError,
  InvalidScopeError,
  TokenError,
  TokenLockoutError,
  TokenServerError,
  UnsupportedGrantTypeError,
} from "./errors.ts";
export { FORM_CONTENT_TYPE, formBody } from "./form-body.ts";
export {
  type ClientCredentialsProvider,
  type ClientCredentialsProviderOptions,
  createClientCredentialsProvider,
} from "./provider.ts";
