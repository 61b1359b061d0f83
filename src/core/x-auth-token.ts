/**
 * Presents an identity token as `X-Auth-Token`, the header every OpenStack-style API of the
 * platform takes (identity, DNS, telemetry, compute, image, database, key manager, software
 * support). Give it a token source (the identity provider) for caching and one re-auth on 401,
 * or a fixed token string.
 */
import type { Middleware } from "openapi-fetch";
import { createAuthMiddleware, type TokenSource } from "./auth-middleware.ts";
import { InvalidInputError } from "./errors.ts";
import { registerSecret } from "./redact.ts";

/** A fixed token never renews: a 401 with it is final. */
function fixedToken(token: string): TokenSource {
  if (token.length === 0) throw new InvalidInputError("token", "must be a non-empty string");
  registerSecret(token);
  return { getToken: () => Promise.resolve(token), invalidate: () => {} };
}

export function xAuthToken(source: TokenSource | string): Middleware {
  return createAuthMiddleware(typeof source === "string" ? fixedToken(source) : source, {
    header: "X-Auth-Token",
    value: (token) => token,
  });
}
