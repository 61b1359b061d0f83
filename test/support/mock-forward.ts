/**
 * A test server's way to the mock behind it: the client's request sent on as it came (less the
 * hop-by-hop headers and `host`), no redirect followed, and the mock's answer as bytes (less its
 * hop-by-hop headers and `content-encoding`: fetch has decoded the body already). The fault
 * proxy (fault-proxy.ts) and the faulty server (faulty-server.ts) both stand before a mock this way,
 * on a server of startForwardingServer's.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "host"]);

/** The mock's answer, as fetch gave it. */
export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `req` to the same path on `upstream` (an origin) and reads the whole answer. */
export async function forwardToMock(upstream: string, req: IncomingMessage): Promise<MockAnswer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === "string" && !HOP_BY_HOP.has(name)) headers.set(name, value);
  const method = req.method ?? "GET";
  const response = await fetch(`${upstream}${req.url ?? "/"}`, {
    method,
    headers,
    ...(chunks.length > 0 && { body: Buffer.concat(chunks) }),
    redirect: "manual",
  });
  return {
    status: response.status,
    headers: Object.fromEntries(
      [...response.headers].filter(([name]) => !HOP_BY_HOP.has(name) && name !== "content-encoding"),
    ),
    body: method === "HEAD" ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer()),
  };
}

/** A server before a mock, on a free loopback port. */
export interface ForwardingServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a server that sends each request on to `upstream` and answers with what `answerWith`
 * makes of the mock's answer (`request` is `METHOD /path`, no query). A mock that cannot be
 * reached is a 502 naming the cause, where the run's output shows it, rather than a request left
 * hanging on a rejected handler. `name` says who answered it.
 */
export async function startForwardingServer(
  upstream: string,
  name: string,
  answerWith: (request: string, answer: MockAnswer) => MockAnswer | Promise<MockAnswer>,
): Promise<ForwardingServer> {
  const server: Server = createServer(async (req, res) => {
    let answer: MockAnswer;
    try {
      const request = `${req.method ?? "GET"} ${(req.url ?? "/").split("?")[0]}`;
      answer = await answerWith(request, await forwardToMock(upstream, req));
    } catch (error) {
      const cause = error instanceof Error ? `${error.message} (${String(error.cause)})` : String(error);
      answer = {
        status: 502,
        headers: { "content-type": "text/plain" },
        body: Buffer.from(`${name}: the mock failed: ${cause}`),
      };
    }
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  });
  // The server never closes an idle connection (close() ends them all); the client does (undici
  // after 4 s). One that closes it itself races the client's next request on it, which then fails
  // with "other side closed": a timeout of 120 s did, in verify's planted-faults test on a machine
  // loaded past a load average of 11, where tests on one proxy were minutes apart.
  server.keepAliveTimeout = 0;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
