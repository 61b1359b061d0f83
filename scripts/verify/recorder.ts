/**
 * The recording transport: the `fetch` at the bottom of the client's pipeline, so it sees each
 * attempt exactly as it goes on the wire (signed, with its token) and each response as it
 * comes, before the client reads it. Every exchange is kept for the judges and the report.
 *
 * The requests go straight to the target (no proxy before it): what the target sent is what is
 * recorded and judged. Nothing a target sends can hang or swamp the run: the request keeps
 * `redirect: "manual"` (a redirect is recorded and refused by the client, never followed, so
 * no credential reaches another host), the body is read under the call's signal (a stalled
 * body ends with the call's timeout) and only up to `maxBytes` decoded bytes (an endless body
 * or a gzip bomb stops there, its connection cancelled).
 */
import type { Fetch } from "../../src/core/fetch-policy.ts";

export interface RecordedResponse {
  status: number;
  headers: Headers;
  /** The body as UTF-8 text ("" for none or HEAD). */
  body: string;
  /** The body's bytes as received (decoded from gzip and the like), for signatures over bytes. */
  bytes: Uint8Array;
  /** Set when the body could not be read whole: why (too large, broke off, timed out). */
  incomplete?: string;
}

export interface Exchange {
  request: { method: string; url: string; headers: Headers };
  /** Undefined when no response came (refused connection, timeout before the headers). */
  response?: RecordedResponse;
  /** Why no response came. */
  error?: string;
  /** From sending the request to the body's end (or the failure). */
  durationMs: number;
}

export interface Recorder {
  fetch: Fetch;
  exchanges: Exchange[];
}

/** The largest body a run reads: 8 MiB, far more than any answer of the platform. */
export const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

const describe = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
};

/** Reads a body up to `maxBytes`; the rest is never read and the stream is cancelled. */
async function readBounded(
  response: Response,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; incomplete?: string }> {
  const reader = response.body?.getReader();
  if (reader === undefined) return { bytes: new Uint8Array() };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let incomplete: string | undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        incomplete = `the body is larger than ${maxBytes} bytes: reading stopped there`;
        await reader.cancel().catch(() => {});
        break;
      }
      chunks.push(value);
    }
  } catch (error) {
    incomplete = `the body broke off after ${size} bytes: ${describe(error)}`;
    await reader.cancel().catch(() => {});
  }
  const bytes = new Uint8Array(Math.min(size, maxBytes));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes: bytes.subarray(0, at), ...(incomplete !== undefined && { incomplete }) };
}

const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** A transport that sends with `next` and records each exchange. */
export function createRecorder(next: Fetch, options: { maxBytes?: number } = {}): Recorder {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  const exchanges: Exchange[] = [];
  const fetch: Fetch = async (request, init) => {
    const started = performance.now();
    const exchange: Exchange = {
      request: { method: request.method, url: request.url, headers: new Headers(request.headers) },
      durationMs: 0,
    };
    exchanges.push(exchange);
    let response: Response;
    try {
      response = await next(request, init);
    } catch (error) {
      exchange.error = describe(error);
      exchange.durationMs = performance.now() - started;
      throw error;
    }
    // The body is read here, once, and the client gets a response rebuilt from the same bytes.
    const read =
      request.method === "HEAD" ? { bytes: new Uint8Array() } : await readBounded(response, maxBytes);
    exchange.durationMs = performance.now() - started;
    exchange.response = {
      status: response.status,
      headers: new Headers(response.headers),
      body: decoder.decode(read.bytes),
      bytes: read.bytes,
      ...(read.incomplete !== undefined && { incomplete: read.incomplete }),
    };
    if (read.incomplete !== undefined) throw new Error(read.incomplete);
    const empty = read.bytes.byteLength === 0 || response.status === 204 || response.status === 304;
    return new Response(empty ? null : (read.bytes as Uint8Array<ArrayBuffer>), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return { fetch, exchanges };
}
