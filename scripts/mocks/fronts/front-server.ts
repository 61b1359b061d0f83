/**
 * A small HTTP server that stands on an API's mock port in front of its Prism, for what Prism
 * cannot do by itself: a front sees each whole request, may answer it itself, and may rewrite
 * the response Prism gives (see ./registry.ts for the fronts there are).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";

/** A request as the front received it. Header names are lower case. */
export interface FrontRequest {
  method: string;
  /** The request target exactly as it came on the wire: path and query, still percent-encoded. */
  target: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** A whole response. Header names are lower case; Content-Length is set when it is sent. */
export interface FrontResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Sends a request on to the Prism behind the front. */
export type Forward = (request: FrontRequest) => Promise<FrontResponse>;

/** What a front does, and what it tells the user at start. */
export interface MockFront {
  handle(request: FrontRequest, forward: Forward): Promise<FrontResponse>;
  /** Environment variables an app needs besides the mock's URL (e.g. the data store's test keys). */
  env?: Record<string, string>;
  /** One line for the start output, e.g. which test keys the mock accepts. */
  note?: string;
  /** Forgets what the front keeps across calls (an API's state), back to how it started. */
  reset?(): void;
}

// Hop-by-hop headers belong to one connection; the body is re-framed with its own Content-Length.
const NOT_FORWARDED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "host"]);

function headersOf(message: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

async function bodyOf(message: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function without(headers: Record<string, string>, names: Set<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.has(name)));
}

/** A Forward to the Prism listening on 127.0.0.1:`port`. */
export function forwardTo(port: number): Forward {
  return (request) =>
    new Promise((ok, fail) => {
      const outgoing = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: request.method,
          path: request.target,
          headers: { ...without(request.headers, NOT_FORWARDED), "content-length": request.body.byteLength },
          timeout: 30_000,
        },
        (response) => {
          bodyOf(response).then(
            (body) => ok({ status: response.statusCode ?? 502, headers: headersOf(response), body }),
            fail,
          );
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("the mock did not answer within 30 s")));
      outgoing.on("error", fail);
      outgoing.end(request.body);
    });
}

/** A plain-text answer from the front itself (the mock behind it is down, or the front failed). */
function frontFailure(status: number, text: string): FrontResponse {
  return { status, headers: { "content-type": "text/plain; charset=utf-8" }, body: Buffer.from(`${text}\n`) };
}

/**
 * An HTTP server that passes every request through `front` to the Prism on `prism` (its port,
 * or a Forward of the caller's: the mock host's follows a Prism that reloads its document). It
 * is not listening yet: the caller binds it (see lib/ports.ts listenOn), so a taken port is reported
 * the same way for every mock.
 */
export function createFrontServer(front: MockFront, prism: number | Forward): Server {
  const forward = typeof prism === "number" ? forwardTo(prism) : prism;
  const server = createServer(async (incoming, outgoing) => {
    let response: FrontResponse;
    try {
      const request: FrontRequest = {
        method: incoming.method ?? "GET",
        target: incoming.url ?? "/",
        headers: headersOf(incoming),
        body: await bodyOf(incoming),
      };
      response = await front.handle(request, forward);
    } catch (error) {
      const refused = (error as { code?: unknown }).code === "ECONNREFUSED";
      response = refused
        ? frontFailure(503, "The mock behind this port is restarting; try again in a moment.")
        : frontFailure(
            502,
            `The mock's front failed: ${error instanceof Error ? error.message : String(error)}`,
          );
    }
    outgoing.writeHead(response.status, {
      ...without(response.headers, NOT_FORWARDED),
      "content-length": response.body.byteLength,
    });
    outgoing.end(response.body);
  });
  // The front never closes an idle connection itself: the client does (undici after 4 s), and
  // whoever stops the front ends them (closeAllConnections), so none holds a stop up. A front that
  // closed idle connections would race a client's next request on one ("other side closed" on a
  // loaded machine), as the mock host's guard did (host/hosted-mock.ts).
  server.keepAliveTimeout = 0;
  return server;
}
