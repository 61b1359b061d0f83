/**
 * The telemetry client's X-Auth-Token policy: core's `xAuthToken`, with every token a token
 * source hands out registered for redaction the first time it is seen. Core registers a fixed
 * token string, but not the tokens of a source, so a server that echoed such a token (in a
 * WSME faultstring, a proxy's page) would have shown it in the error; a source that registers
 * its own tokens (the identity provider) is unaffected.
 */
import type { FetchPolicy } from "../core/fetch-policy.ts";
import { registerSecret } from "../core/redact.ts";
import type { TokenSource } from "../core/token-source.ts";
import { xAuthToken } from "../core/x-auth-token.ts";
import { requireAuth } from "./input.ts";

/** `source`, registering each new token it hands out as a secret. */
function registering(source: TokenSource): TokenSource {
  let last: string | undefined;
  // Once per token, not per request: this sits on every request's path.
  const seen = (token: string) => {
    if (token !== last) {
      registerSecret(token, "token");
      last = token;
    }
    return token;
  };
  return {
    getToken: async () => seen(await source.getToken()),
    ...(source.peekToken && {
      peekToken: () => {
        const token = source.peekToken?.();
        return token === undefined ? undefined : seen(token);
      },
    }),
    invalidate: (token) => source.invalidate(token),
  };
}

/** The X-Auth-Token policy for the `auth` option. @throws {InvalidInputError} on a bad `auth` */
export function telemetryAuth(auth: unknown): FetchPolicy {
  const checked = requireAuth(auth);
  return xAuthToken(typeof checked === "string" ? checked : registering(checked));
}
