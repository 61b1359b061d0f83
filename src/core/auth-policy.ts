/**
 * The token policy of every API: the bearer scheme (token API) and X-Auth-Token (identity and the
 * OpenStack-style APIs) are both `authPolicy` with another header. It sits outside the retry
 * policy: a 401 is not retried as it is.
 */
import { InvalidInputError } from "./errors.ts";
import type { FetchPolicy } from "./fetch-policy.ts";
import { requireHeaderValue } from "./input.ts";
import { checkAllowInsecureHttp, requireSecureTransport } from "./plain-http.ts";
import { registerSecret } from "./redact.ts";
import type { TokenSource } from "./token-source.ts";

/** How a token goes on the wire: the header name and the header value for a token. */
export interface TokenPresentation {
  header: string;
  value(token: string): string;
}

/** Options of the token policies. */
export interface AuthPolicyOptions {
  /**
   * Present the token over plain `http:` to a host that is not this machine; default false:
   * such a request is refused with an InvalidInputError before it is sent.
   */
  allowInsecureHttp?: boolean;
}

/**
 * The policy that presents `source`'s token on every request as `presentation` says (header and
 * value), and on a 401 invalidates it and sends the request once more with a fresh one (not
 * with a fixed token, whose 401 is final). A request over plain `http:` to a host that is not
 * this machine is refused unless `options.allowInsecureHttp` is set.
 * @throws {InvalidInputError} when allowInsecureHttp is not a boolean; (from the request) when the
 *   source gives a token that cannot go into a header, or the request is plain http to another host
 */
export function authPolicy(
  source: TokenSource,
  presentation: TokenPresentation,
  options: AuthPolicyOptions = {},
): FetchPolicy {
  const { header } = presentation;
  const allowInsecureHttp = checkAllowInsecureHttp(options.allowInsecureHttp);
  // The header value of the token presented last, built (and checked) once per token.
  let lastToken: string | undefined;
  let lastValue = "";
  let registeredAt = 0;
  const headerValue = (token: string) => {
    if (token !== lastToken) {
      if (typeof token !== "string") throw new InvalidInputError("auth", "gave a token that is not a string");
      lastValue = requireHeaderValue("auth token", presentation.value(token));
      lastToken = token;
      registeredAt = 0;
    }
    // A server that echoes the token must not show it in an error. A token from a source that
    // does not say when it expires is remembered for a day after it is registered: registered
    // again every hour it is in use, it is never forgotten while it is.
    const now = Date.now();
    if (now - registeredAt > 3_600_000) {
      registerSecret(token, "token");
      registeredAt = now;
    }
    return lastValue;
  };

  return (next) => (request, init) => {
    try {
      requireSecureTransport("request URL", request.url, allowInsecureHttp);
    } catch (error) {
      return Promise.reject(error);
    }
    // Copy a request with a body before sending it: a sent body is gone, and a 401 re-sends it.
    const send = (token: string) => {
      request.headers.set(header, headerValue(token));
      const replay = request.body === null ? request : request.clone();
      return next(request, init).then((response) =>
        response.status === 401 ? resendOnce(replay, token, response) : response,
      );
    };
    const resendOnce = async (replay: Request, rejected: string, response: Response) => {
      source.invalidate(rejected);
      const fresh = await source.getToken();
      // The same token again (a fixed token): the 401 is final.
      if (fresh === rejected) return response;
      // Not awaited: the body of a cloned response settles only when its twin is read.
      void response.body?.cancel().catch(() => {});
      replay.headers.set(header, headerValue(fresh));
      return next(replay, init);
    };
    // Synchronous when the token is at hand: this runs on every request.
    const token = source.peekToken?.();
    return token === undefined ? source.getToken().then(send) : send(token);
  };
}
