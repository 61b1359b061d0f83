/**
 * Presents a token API access token on requests to the platform's other APIs, as a pipeline
 * policy. The platform reference does not say how; the default is `Authorization: Bearer
 * <token>`, and both the header and the scheme are configurable. On a 401 the token is dropped
 * and the request is sent once more with a fresh one. A request over plain `http:` to a host
 * that is not this machine is refused unless `allowInsecureHttp` is set.
 *
 * @example Any openapi-fetch client:
 * ```ts
 * createClient<paths>({ baseUrl, fetch: pipeline(globalFetch, bearerAuth(tokens)) });
 * ```
 */
import { type AuthPolicyOptions, authPolicy } from "../core/auth-policy.ts";
import type { FetchPolicy } from "../core/fetch-policy.ts";
import type { TokenSource } from "../core/token-source.ts";

export interface BearerAuthOptions extends AuthPolicyOptions {
  /** Header that carries the token; default `Authorization`. */
  header?: string;
  /** Scheme before the token; default `Bearer`. An empty string sends the bare token. */
  scheme?: string;
}

/**
 * The policy that sends `source`'s token as `<header>: <scheme> <token>` (default
 * `Authorization: Bearer <token>`), and once more with a fresh token on a 401.
 * @throws {InvalidInputError} (from the request) when the source gives a token that cannot go into a header
 */
export function bearerAuth(source: TokenSource, options: BearerAuthOptions = {}): FetchPolicy {
  const scheme = options.scheme ?? "Bearer";
  return authPolicy(
    source,
    {
      header: options.header ?? "Authorization",
      value: scheme === "" ? (token) => token : (token) => `${scheme} ${token}`,
    },
    options,
  );
}
