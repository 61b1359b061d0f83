/**
 * A test server's way to the mock behind it: the client's request sent on as it came (less the
 * hop-by-hop headers and `host`), no redirect followed, and the mock's answer as bytes (less its
 * hop-by-hop headers and `content-encoding`: fetch has decoded the body already). The fault
 * proxy (fault-proxy.ts) and the faulty server (faulty-server.ts) both stand before a mock this way.
 */
import type { IncomingMessage } from "node:http";

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
