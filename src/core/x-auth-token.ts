/**
 * Presents an identity token as `X-Auth-Token`, the header every OpenStack-style API of the
 * platform takes (identity, DNS, telemetry, compute, image, database, key manager, software
 * support). Give it a token source (the identity provider) for caching and one re-auth on 401,
 * or a fixed token string.
 *
 * @example Any openapi-fetch client:
 * ```ts
 * createClient<paths>({ baseUrl, fetch: pipeline(globalFetch, xAuthToken(provider)) });
 * ```
 */
import { type AuthPolicyOptions, authPolicy } from "./auth-policy.ts";
import type { ClientOptions } from "./call-options.ts";
import { InvalidInputError } from "./errors.ts";
import type { FetchPolicy } from "./fetch-policy.ts";
import { requireHeaderValue } from "./input.ts";
import { registerSecret } from "./redact.ts";
import type { TokenSource } from "./token-source.ts";

/** The options of a client whose requests carry X-Auth-Token, besides its API's own. */
export interface XAuthTokenClientOptions extends ClientOptions {
  /**
   * The X-Auth-Token: a token source (such as the identity provider: cached, and renewed once
   * when the server answers 401) or a fixed token string (a 401 with it is final).
   */
  auth: TokenSource | string;
}

/** A fixed token never renews: a 401 with it is final. */
export function fixedTokenSource(token: string): TokenSource {
  registerSecret(requireHeaderValue("auth", token));
  return { getToken: () => Promise.resolve(token), peekToken: () => token, invalidate: () => {} };
}

/**
 * `auth` as a token source: a fixed token string, or an object with getToken and invalidate.
 * @throws {InvalidInputError} when `auth` is neither a token that can go into a header nor a token source
 */
export function tokenSourceOf(auth: unknown): TokenSource {
  if (typeof auth === "string") return fixedTokenSource(auth);
  const source = auth as Partial<TokenSource> | null;
  if (
    typeof source !== "object" ||
    source === null ||
    typeof source.getToken !== "function" ||
    typeof source.invalidate !== "function"
  )
    throw new InvalidInputError("auth", "must be a token or a token source (such as the identity provider)");
  return source as TokenSource;
}

/**
 * The X-Auth-Token policy for a token source or a fixed token. A request over plain `http:` to
 * a host that is not this machine is refused unless `options.allowInsecureHttp` is set.
 * @throws {InvalidInputError} on a bad `source`
 */
export function xAuthToken(source: TokenSource | string, options: AuthPolicyOptions = {}): FetchPolicy {
  return authPolicy(tokenSourceOf(source), { header: "X-Auth-Token", value: (token) => token }, options);
}
