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
import { authPolicy } from "./auth-policy.ts";
import type { FetchPolicy } from "./fetch-policy.ts";
import { requireHeaderValue } from "./input.ts";
import { registerSecret } from "./redact.ts";
import type { TokenSource } from "./token-source.ts";

/** A fixed token never renews: a 401 with it is final. */
export function fixedTokenSource(token: string, field = "auth"): TokenSource {
  registerSecret(requireHeaderValue(field, token));
  return { getToken: () => Promise.resolve(token), peekToken: () => token, invalidate: () => {} };
}

/** The X-Auth-Token policy for a token source or a fixed token. */
export function xAuthToken(source: TokenSource | string): FetchPolicy {
  return authPolicy(typeof source === "string" ? fixedTokenSource(source) : source, {
    header: "X-Auth-Token",
    value: (token) => token,
  });
}
