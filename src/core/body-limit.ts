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

/** The largest body a client reads unless its `maxResponseBytes` says otherwise: 16 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

const decoder = new TextDecoder();
const bodyOf = Object.getOwnPropertyDescriptor(Response.prototype, "body")?.get as (
  this: Response,
) => ReadableStream<Uint8Array<ArrayBuffer>> | null;

/** The bound of a limited response, and what its `body` getter handed out. */
interface Limit {
  maxBytes: number;
  url: string;
  counted?: ReadableStream<Uint8Array<ArrayBuffer>>;
}
const LIMIT = Symbol("svc-cloud body limit");

/**
 * `response`, its body bounded to `maxBytes` decoded bytes: every way of reading it stops with a
 * ResponseTooLargeError past the bound. A Content-Length over the bound (of a body that is not
 * compressed) is refused without reading anything.
 */
export function limitBody(given: Response, maxBytes: number, url: string): Response {
  // A transport may hand back another implementation's Response (a polyfill, another realm):
  // its body goes into one of this runtime's (with its status, statusText and headers), whose
  // readers are the ones bounded here.
  const other = given as Pick<Response, "body" | "status" | "statusText" | "headers">;
  const response = given instanceof Response ? given : new Response(other.body, other);
  if (bodyOf.call(response) === null) return response;
  (response as never as Limited)[LIMIT] = { maxBytes, url };
  Object.setPrototypeOf(response, Limited.prototype);
  return response;
}

const tooLarge = ({ url, maxBytes }: Limit) => new ResponseTooLargeError(url, maxBytes);

/** Every byte of the body of `response`, or a ResponseTooLargeError past its bound. */
async function readAll(response: Limited): Promise<Uint8Array<ArrayBuffer>> {
  const limit = response[LIMIT];
  // Looked up at each read: a clone replaces the response's own stream with a branch of it.
  const stream = bodyOf.call(response as never) as ReadableStream<Uint8Array<ArrayBuffer>>;
  // (No Content-Length reads as 0.)
  if (
    Number(response.headers.get("content-length")) > limit.maxBytes &&
    !response.headers.has("content-encoding")
  ) {
    void stream.cancel().catch(() => {});
    throw tooLarge(limit);
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  // One chunk that is its whole buffer is the body as it is; else the chunks are joined into a
  // buffer of its own (a chunk may be a view into a larger one).
  const only = chunks[0];
  if (chunks.length === 1 && only?.byteOffset === 0 && only.buffer.byteLength === size)
    return only as Uint8Array<ArrayBuffer>;
  const out = new Uint8Array(size);
  size = 0;
  for (const chunk of chunks) {
    out.set(chunk, size);
    size += chunk.byteLength;
  }
  return out;
}

/**
 * Response as the base of Limited, typed loosely: an app's Response type may come from lib.dom
 * or from @types/node (undici's), which declares the readers as properties that a subclass
 * cannot override.
 */
const ResponseBase: new () => { readonly headers: Headers } = Response as never;

/**
 * The readers of a limited response, over Response's own (status, headers... are Response's).
 * Never constructed: a response gets this prototype (limitBody).
 */
class Limited extends ResponseBase {
  declare [LIMIT]: Limit;

  text(): Promise<string> {
    return readAll(this).then((bytes) => decoder.decode(bytes));
  }

  json(): Promise<unknown> {
    return this.text().then(JSON.parse);
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return readAll(this).then((bytes) => bytes.buffer);
  }

  bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return readAll(this);
  }

  blob(): Promise<Blob> {
    return readAll(this).then((bytes) => new Blob([bytes], { type: this.headers.get("content-type") ?? "" }));
  }

  /** The body passed on chunk by chunk, erroring past the bound (openapi-fetch's parseAs: "stream"). */
  get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    const limit = this[LIMIT];
    let size = 0;
    limit.counted ??= (bodyOf.call(this as never) as ReadableStream<Uint8Array<ArrayBuffer>>).pipeThrough(
      new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > limit.maxBytes) controller.error(tooLarge(limit));
          else controller.enqueue(chunk);
        },
      }),
    );
    return limit.counted;
  }

  clone(): Response {
    const { maxBytes, url } = this[LIMIT];
    return limitBody(Response.prototype.clone.call(this as never), maxBytes, url);
  }
}
