/**
 * A bound on every response body, held while the body is read. A server (or a proxy) can send
 * far more than any answer of the platform: a 1 MB gzip body that inflates to 1 GiB grew the
 * process by about 2 GB before this bound. Every response that comes down the pipeline gets
 * body readers of its own (`text`, `json`, `arrayBuffer`, `bytes`, `blob`, `body`, `clone`)
 * that count the body's bytes as they arrive, after decoding (fetch inflates gzip, deflate and
 * br on the way), and stop at the limit: the rest is never read, the connection is cancelled,
 * and the call fails with a ResponseTooLargeError, which is not retried.
 *
 * The readers sit on the response itself, so whatever reads it (openapi-fetch, the data store's
 * signature check, an API's own code) is bounded the same way. A body read whole is read with a
 * reader and one TextDecoder, which in Node 20 is also quicker than Response.text().
 */
import { ResponseTooLargeError } from "./errors.ts";
import type { FetchPolicy } from "./fetch-policy.ts";

/** The largest body a client reads unless its `maxResponseBytes` says otherwise: 16 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

const decoder = new TextDecoder();
const bodyOf = Object.getOwnPropertyDescriptor(Response.prototype, "body")?.get as (
  this: Response,
) => ReadableStream<Uint8Array> | null;

/** The pipeline policy that bounds the body of every response to `maxBytes` decoded bytes. */
export function bodyLimitPolicy(maxBytes: number): FetchPolicy {
  return (next) => (request, init) =>
    next(request, init).then((response) => limitBody(response, maxBytes, request.url));
}

/**
 * `response`, its body bounded to `maxBytes` decoded bytes: every way of reading it stops with a
 * ResponseTooLargeError past the bound. A Content-Length over the bound (of a body that is not
 * compressed) is refused without reading anything.
 */
export function limitBody(response: Response, maxBytes: number, url: string): Response {
  if (bodyOf.call(response) === null) return response;
  // Looked up at each read: a clone replaces the response's own stream with a branch of it.
  const raw = () => bodyOf.call(response) as ReadableStream<Uint8Array>;
  const tooLarge = () => new ResponseTooLargeError(url, maxBytes);
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  const encoded = response.headers.has("content-encoding");
  const readAll = async (): Promise<Uint8Array<ArrayBuffer>> => {
    if (!encoded && declared > maxBytes) {
      void raw()
        .cancel()
        .catch(() => {});
      throw tooLarge();
    }
    return readBounded(raw(), maxBytes, tooLarge);
  };
  let counted: ReadableStream<Uint8Array> | undefined;
  Object.defineProperties(response, {
    text: { value: async () => decoder.decode(await readAll()) },
    json: { value: async () => JSON.parse(decoder.decode(await readAll())) },
    arrayBuffer: { value: async () => (await readAll()).buffer },
    bytes: { value: readAll },
    blob: {
      value: async () => new Blob([await readAll()], { type: response.headers.get("content-type") ?? "" }),
    },
    // Read as a stream (openapi-fetch's parseAs: "stream"): the same count, chunk by chunk.
    body: { get: () => (counted ??= countedStream(raw(), maxBytes, tooLarge)) },
    clone: { value: () => limitBody(Response.prototype.clone.call(response), maxBytes, url) },
  });
  return response;
}

/** Every byte of `stream`, or `tooLarge()` as soon as there are more than `maxBytes`. */
async function readBounded(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return join(chunks, size);
}

/** The chunks as one array over a buffer of its own (a chunk may be a view into a larger one). */
function join(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const only = chunks[0];
  if (chunks.length === 1 && only !== undefined && only.byteOffset === 0 && only.buffer.byteLength === size)
    return only as Uint8Array<ArrayBuffer>;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** `stream` passed on chunk by chunk, erroring with `tooLarge()` past `maxBytes`. */
function countedStream(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size > maxBytes) {
        void reader.cancel().catch(() => {});
        return controller.error(tooLarge());
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
