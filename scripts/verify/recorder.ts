/**
 * The recording transport: the `fetch` at the bottom of the client's pipeline, so it sees each
 * attempt exactly as it goes on the wire (signed, with its token) and each response as it
 * comes, before the client reads it. Every exchange is kept for the engines and the report.
 */
import type { Fetch } from "../../src/core/fetch-policy.ts";

export interface Exchange {
  request: { method: string; url: string; headers: Headers };
  /** Undefined when no response came (refused connection, timeout). */
  response?: { status: number; headers: Headers; body: string };
  /** Why no response came. */
  error?: string;
}

export interface Recorder {
  fetch: Fetch;
  exchanges: Exchange[];
}

/** A transport that sends with `next` and records each exchange. */
export function createRecorder(next: Fetch): Recorder {
  const exchanges: Exchange[] = [];
  const fetch: Fetch = async (request, init) => {
    const exchange: Exchange = {
      request: { method: request.method, url: request.url, headers: new Headers(request.headers) },
    };
    exchanges.push(exchange);
    let response: Response;
    try {
      response = await next(request, init);
    } catch (error) {
      exchange.error = error instanceof Error ? error.message : String(error);
      throw error;
    }
    // The body is read here, once, and the client gets a response rebuilt from the same text.
    let body = "";
    try {
      body = request.method === "HEAD" ? "" : await response.text();
    } catch (error) {
      exchange.error = `the body broke off: ${error instanceof Error ? error.message : String(error)}`;
      throw error;
    }
    exchange.response = { status: response.status, headers: new Headers(response.headers), body };
    const empty = body === "" || response.status === 204 || response.status === 304;
    return new Response(empty ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return { fetch, exchanges };
}
