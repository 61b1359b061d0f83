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
 * signature check, an API's own code) is bounded the same way. They come with a prototype of
 * their own, set on the response, rather than as properties of each response: seven own
 * properties cost about 40 µs a response in Node 20, a prototype nothing measurable. A body read
 * whole is read with a reader and one TextDecoder, which is also quicker than Response.text().
 */
import { ResponseTooLargeError } from "./errors.ts";
import type { FetchPolicy } from "./fetch-policy.ts";

/** The largest body a client reads unless its `maxResponseBytes` says otherwise: 16 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

const decoder = new TextDecoder();
const bodyOf = Object.getOwnPropertyDescriptor(Response.prototype, "body")?.get as (
  this: Response,
) => ReadableStream<Uint8Array> | null;

/** The bound of a limited response, and what its `body` getter handed out. */
interface Limit {
  maxBytes: number;
  url: string;
  counted?: ReadableStream<Uint8Array>;
}
const LIMIT = Symbol("svc-cloud body limit");
type Limited = Response & { [LIMIT]: Limit };

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
export function limitBody(given: Response, maxBytes: number, url: string): Response {
  // A transport may hand back another implementation's Response (a polyfill, another realm):
  // its body goes into one of this runtime's, whose readers are the ones bounded here.
  const other = given as Pick<Response, "body" | "status" | "statusText" | "headers">;
  const response =
    given instanceof Response
      ? given
      : new Response(other.body, {
          status: other.status,
          statusText: other.statusText,
          headers: other.headers,
        });
  if (bodyOf.call(response) === null) return response;
  (response as Limited)[LIMIT] = { maxBytes, url };
  Object.setPrototypeOf(response, limitedPrototype);
  return response;
}

/** Every byte of the body of `response`, or a ResponseTooLargeError past its bound. */
async function readAll(response: Limited): Promise<Uint8Array<ArrayBuffer>> {
  const { maxBytes, url } = response[LIMIT];
  // Looked up at each read: a clone replaces the response's own stream with a branch of it.
  const stream = bodyOf.call(response) as ReadableStream<Uint8Array>;
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes && !response.headers.has("content-encoding")) {
    void stream.cancel().catch(() => {});
    throw new ResponseTooLargeError(url, maxBytes);
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      throw new ResponseTooLargeError(url, maxBytes);
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

/** The body passed on chunk by chunk, erroring past the bound (openapi-fetch's parseAs: "stream"). */
function countedStream(response: Limited): ReadableStream<Uint8Array> {
  const { maxBytes, url } = response[LIMIT];
  let size = 0;
  return (bodyOf.call(response) as ReadableStream<Uint8Array>).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(new ResponseTooLargeError(url, maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** The readers of a limited response, over Response's own (status, headers... are Response's). */
const limitedPrototype: object = Object.create(Response.prototype, {
  text: {
    value(this: Limited) {
      return readAll(this).then((bytes) => decoder.decode(bytes));
    },
  },
  json: {
    value(this: Limited) {
      return this.text().then(JSON.parse);
    },
  },
  arrayBuffer: {
    value(this: Limited) {
      return readAll(this).then((bytes) => bytes.buffer);
    },
  },
  bytes: {
    value(this: Limited) {
      return readAll(this);
    },
  },
  blob: {
    value(this: Limited) {
      return readAll(this).then(
        (bytes) => new Blob([bytes], { type: this.headers.get("content-type") ?? "" }),
      );
    },
  },
  body: {
    get(this: Limited) {
      const limit = this[LIMIT];
      limit.counted ??= countedStream(this);
      return limit.counted;
    },
  },
  clone: {
    value(this: Limited) {
      const { maxBytes, url } = this[LIMIT];
      return limitBody(Response.prototype.clone.call(this), maxBytes, url);
    },
  },
});
