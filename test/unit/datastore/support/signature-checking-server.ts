/**
 * A small data store on node:http for tests: it recomputes every request's signature from the
 * raw request line it received (`req.url` exactly as it arrived, never re-encoded), rejects a
 * mismatch with 401 E401001, keeps objects in memory, and signs its responses the way the data
 * store does. The signature code here is written independently of src/, so that a bug in the
 * client's signer cannot hide behind the same bug in the checker.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface CheckedRequest {
  method: string;
  /** The request target exactly as received. */
  rawUrl: string;
  stringToSign: string;
  /** Query parameters decoded the way the data store decodes them. */
  query: Map<string, string>;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface SignatureCheckingServer {
  url: string;
  /** Every request that passed the signature check, in order. */
  accepted: CheckedRequest[];
  /** Requests rejected for a bad signature. */
  rejected: CheckedRequest[];
  /** Stored objects by class. */
  objects: Map<string, Map<string, Record<string, unknown>>>;
  close(): Promise<void>;
}

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function hmacBase64(key: string, text: string): string {
  return createHmac("sha256", Buffer.from(key, "utf8")).update(Buffer.from(text, "utf8")).digest("base64");
}

/** Byte-order comparison of the UTF-8 bytes of two keys. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

function recomputeStringToSign(req: IncomingMessage, prefix: string): string {
  const raw = req.url ?? "";
  const questionMark = raw.indexOf("?");
  const path = questionMark === -1 ? raw : raw.slice(0, questionMark);
  const query = questionMark === -1 ? "" : raw.slice(questionMark + 1);
  const host = (req.headers.host ?? "").replace(/:\d+$/, "");
  const pairs: [string, string][] = [
    ["SignatureMethod", "SignatureMethod=HmacSHA256"],
    ["SignatureVersion", "SignatureVersion=2"],
    [
      `${prefix}-Application-Key`,
      `${prefix}-Application-Key=${req.headers[`${prefix.toLowerCase()}-application-key`]}`,
    ],
    [`${prefix}-Timestamp`, `${prefix}-Timestamp=${req.headers[`${prefix.toLowerCase()}-timestamp`]}`],
  ];
  for (const item of query.split("&")) if (item) pairs.push([item.split("=")[0] ?? "", item]);
  pairs.sort((a, b) => byBytes(a[0], b[0]));
  return [req.method, host, path, pairs.map((p) => p[1]).join("&")].join("\n");
}

function decodeQuery(raw: string): Map<string, string> {
  const query = new Map<string, string>();
  const questionMark = raw.indexOf("?");
  if (questionMark === -1) return query;
  for (const item of raw.slice(questionMark + 1).split("&")) {
    const equals = item.indexOf("=");
    query.set(decodeURIComponent(item.slice(0, equals)), decodeURIComponent(item.slice(equals + 1)));
  }
  return query;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function matches(object: Record<string, unknown>, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([key, value]) => JSON.stringify(object[key]) === JSON.stringify(value));
}

export interface ServerOptions {
  applicationKey: string;
  clientKey: string;
  prefix?: string;
  /** Sign responses with `<prefix>-Response-Signature`; default true. */
  signResponses?: boolean;
  /** Unsigned static files by path (a test page and its script), so a browser can load them from the same origin. */
  files?: Record<string, { type: string; body: string }>;
}

export async function startSignatureCheckingServer(options: ServerOptions): Promise<SignatureCheckingServer> {
  const prefix = options.prefix ?? "X-SVC";
  const accepted: CheckedRequest[] = [];
  const rejected: CheckedRequest[] = [];
  const objects = new Map<string, Map<string, Record<string, unknown>>>();
  let nextId = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const file = options.files?.[req.url ?? ""];
    if (file !== undefined) {
      res.writeHead(200, { "Content-Type": file.type }).end(file.body);
      return;
    }
    const stringToSign = recomputeStringToSign(req, prefix);
    const checked: CheckedRequest = {
      method: req.method ?? "",
      rawUrl: req.url ?? "",
      stringToSign,
      query: decodeQuery(req.url ?? ""),
      headers: req.headers,
      body: await readBody(req),
    };
    const send = (status: number, body: unknown) => {
      const text = body === undefined ? "" : JSON.stringify(body);
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (options.signResponses !== false)
        headers[`${prefix}-Response-Signature`] = hmacBase64(
          options.clientKey,
          text === "" ? stringToSign : `${stringToSign}\n${text}`,
        );
      res.writeHead(status, headers).end(text);
    };
    const timestamp = String(req.headers[`${prefix.toLowerCase()}-timestamp`] ?? "");
    const signature = req.headers[`${prefix.toLowerCase()}-signature`];
    if (
      req.headers[`${prefix.toLowerCase()}-application-key`] !== options.applicationKey ||
      !TIMESTAMP.test(timestamp) ||
      signature !== hmacBase64(options.clientKey, stringToSign) ||
      req.headers["content-type"] !== "application/json"
    ) {
      rejected.push(checked);
      send(401, { code: "E401001", error: "Authentication error by header incorrect." });
      return;
    }
    accepted.push(checked);
    const path = (req.url ?? "").split("?")[0] ?? "";
    const [, version, classes, className, objectId] = path.split("/");
    if (version !== "2013-09-01" || classes !== "classes" || className === undefined) {
      send(404, { code: "E404001", error: "No data available." });
      return;
    }
    const store = objects.get(className) ?? new Map<string, Record<string, unknown>>();
    objects.set(className, store);
    const now = new Date().toISOString();
    if (objectId === undefined && req.method === "GET") {
      const where = checked.query.has("where")
        ? (JSON.parse(checked.query.get("where") ?? "") as Record<string, unknown>)
        : {};
      const all = [...store.values()].filter((object) => matches(object, where));
      const skip = Number(checked.query.get("skip") ?? 0);
      const limit = Number(checked.query.get("limit") ?? 100);
      const results = all.slice(skip, skip + limit);
      send(200, checked.query.get("count") === "1" ? { results, count: all.length } : { results });
    } else if (objectId === undefined && req.method === "POST") {
      const objectIdNew = `obj${String(nextId++).padStart(13, "0")}`;
      store.set(objectIdNew, {
        ...JSON.parse(checked.body),
        objectId: objectIdNew,
        createDate: now,
        updateDate: now,
      });
      send(201, { objectId: objectIdNew, createDate: now });
    } else if (objectId !== undefined && store.has(objectId)) {
      const object = store.get(objectId) ?? {};
      if (req.method === "GET") send(200, object);
      else if (req.method === "PUT") {
        store.set(objectId, { ...object, ...JSON.parse(checked.body), updateDate: now });
        send(200, { updateDate: now });
      } else if (req.method === "DELETE") {
        store.delete(objectId);
        send(200, undefined);
      } else send(405, { code: "E405001", error: "Request URI not supported." });
    } else send(404, { code: "E404001", error: "No data available." });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res
        .writeHead(500, { "Content-Type": "application/json" })
        .end(JSON.stringify({ code: "E500001", error: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    rejected,
    objects,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
