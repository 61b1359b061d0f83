/**
 * A minimal static file server for the docs site on localhost. Serves only files
 * inside `dir`; anything else is 404. A taken port is a PortInUseError naming DOCS_PORT.
 */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, resolve, sep } from "node:path";
import { DOCS_PORT_HINT, listenOn } from "./ports.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".yaml": "application/yaml",
  ".xsd": "application/xml; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};

export async function serveStatic(dir: string, port: number): Promise<Server> {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      // A malformed escape must be a 400, not an exception that ends the docs server.
      res.writeHead(400, { "content-type": "text/plain" }).end("bad request");
      return;
    }
    const file = resolve(root, `.${path.endsWith("/") ? `${path}index.html` : path}`);
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  // Idle keep-alive connections from a browser must not hold a stop up.
  server.keepAliveTimeout = 1000;
  await listenOn(server, port, "docs site", DOCS_PORT_HINT);
  return server;
}
