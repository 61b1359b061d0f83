/**
 * openapi-fetch middleware that presents a token on every request and, when the server
 * answers 401, drops that token, gets a fresh one and re-sends the request once. Used by the
 * bearer (token API) and X-Auth-Token (identity) schemes alike.
 */
import type { Middleware } from "openapi-fetch";

/** Anything that hands out a token and can be told that a token was rejected. */
export interface TokenSource {
  /** A currently valid token. */
  getToken(): Promise<string>;
  /** A currently valid token if one is at hand without any I/O; lets the hot path skip a promise. */
  peekToken?(): string | undefined;
  /** Called with a token the server rejected with 401, so the source stops handing it out. */
  invalidate(token: string): void;
}

/** How a token goes on the wire: the header name and the header value for a token. */
export interface TokenPresentation {
  header: string;
  value(token: string): string;
}

export function createAuthMiddleware(source: TokenSource, presentation: TokenPresentation): Middleware {
  const { header } = presentation;
  // The header value of the token presented last, built once per token rather than per request.
  let lastToken: string | undefined;
  let lastValue = "";
  // Copies of requests with a body, made before sending: a sent request's body is gone.
  const replays = new WeakMap<Request, Request>();

  const present = (request: Request, token: string) => {
    if (token !== lastToken) {
      lastToken = token;
      lastValue = presentation.value(token);
    }
    request.headers.set(header, lastValue);
    if (request.body !== null) replays.set(request, request.clone());
    return undefined;
  };

  async function resendOnce(request: Request, rejected: Response, fetch: typeof globalThis.fetch) {
    const sent = request.headers.get(header);
    // If the source has moved on since this request was sent, the rejected token is already gone.
    if (sent === lastValue && lastToken !== undefined) source.invalidate(lastToken);
    const fresh = presentation.value(await source.getToken());
    const replay = replays.get(request) ?? new Request(request);
    replays.delete(request);
    if (fresh === sent) return undefined;
    replay.headers.set(header, fresh);
    await rejected.body?.cancel();
    return fetch(replay);
  }

  return {
    // Synchronous when the token is at hand: this runs on every request.
    onRequest({ request }) {
      const token = source.peekToken?.();
      return token === undefined
        ? source.getToken().then((fresh) => present(request, fresh))
        : present(request, token);
    },
    onResponse({ request, response, options }) {
      return response.status === 401 ? resendOnce(request, response, options.fetch) : undefined;
    },
  };
}
