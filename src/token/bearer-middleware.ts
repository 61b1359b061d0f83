/**
 * Presents a token API access token on requests to the platform's other APIs. The platform
 * reference does not say how; the default is `Authorization: Bearer <token>`, and both the
 * header and the scheme are configurable. On a 401 the token is dropped and the request is
 * re-sent once with a fresh one.
 */
import type { Middleware } from "openapi-fetch";
import { createAuthMiddleware, type TokenSource } from "../core/auth-middleware.ts";

export interface BearerAuthOptions {
  /** Header that carries the token; default `Authorization`. */
  header?: string;
  /** Scheme before the token; default `Bearer`. An empty string sends the bare token. */
  scheme?: string;
}

export function bearerAuth(source: TokenSource, options: BearerAuthOptions = {}): Middleware {
  const scheme = options.scheme ?? "Bearer";
  return createAuthMiddleware(source, {
    header: options.header ?? "Authorization",
    value: scheme === "" ? (token) => token : (token) => `${scheme} ${token}`,
  });
}
