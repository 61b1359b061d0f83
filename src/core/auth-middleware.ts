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

interface Sent {
  token: string;
  /** A copy made before sending, for requests with a body: a sent request's body is gone. */
  replay: Request | undefined;
}

export function createAuthMiddleware(source: TokenSource, presentation: TokenPresentation): Middleware {
  const sent = new WeakMap<Request, Sent>();

  const present = (request: Request, token: string) => {
    request.headers.set(presentation.header, presentation.value(token));
    sent.set(request, { token, replay: request.body === null ? undefined : request.clone() });
    return undefined;
  };

  return {
    // Synchronous when the token is at hand: this runs on every request.
    onRequest({ request }) {
      const token = source.peekToken?.();
      return token === undefined
        ? source.getToken().then((fresh) => present(request, fresh))
        : present(request, token);
    },
    onResponse({ request, response, options }) {
      if (response.status !== 401) return undefined;
      const record = sent.get(request);
      return record === undefined ? undefined : resendOnce(request, response, record, options.fetch);
    },
  };

  async function resendOnce(
    request: Request,
    rejected: Response,
    record: Sent,
    fetch: typeof globalThis.fetch,
  ) {
    sent.delete(request);
    source.invalidate(record.token);
    const fresh = await source.getToken();
    if (fresh === record.token) return undefined;
    const retry = record.replay ?? new Request(request);
    retry.headers.set(presentation.header, presentation.value(fresh));
    await rejected.body?.cancel();
    return fetch(retry);
  }
}
