/**
 * One API's Prism mock inside the mock host, made with Prism's own libraries the way the Prism
 * CLI's `mock` command makes it (@stoplight/prism-cli, dist/util/createServer.js), with the
 * options `prism mock <document> --errors false` has:
 *
 * - request and response validation and security checks on, `errors: false` (a response that
 *   breaks the spec is still sent, with an `sl-violations` header), no upstream proxy;
 * - static examples (`dynamic: false`, examples not ignored, no seed; `Prefer: dynamic=true`
 *   still asks for a generated one), CORS headers on (the CLI's default);
 * - the CLI's logger: level `info`, its `start` level, records named CLI and HTTP SERVER (level
 *   `silent` when nobody reads the log);
 * - json-schema-faker's options: the CLI resets them and applies the document's root
 *   `x-json-schema-faker`. They are global to a process, so one API's options would apply to
 *   every mock of the host: a document that sets them is refused (none of ours does).
 *
 * The libraries are the CLI's own (lib/prism-libraries.ts), as when each mock was a CLI process.
 */

import { readFileSync } from "node:fs";
import type { IHttpOperation } from "@stoplight/types";
import {
  cliConfig,
  createLogger,
  createServer,
  getHttpOperationsFromSpec,
} from "../../lib/prism-libraries.ts";
import { logStream } from "./prism-log.ts";

/** pino's level number for `info`; the CLI's own `start` level is one above it. */
const INFO = 30;

const config = cliConfig();

export interface PrismMock {
  /** The port on 127.0.0.1 it listens on (chosen by the system). */
  port: number;
  /** Each operation, which the host lists at start as the CLI does. */
  routes: { method: string; path: string }[];
  /** Prism's reading of each operation (its query parameters, its responses), for the guards. */
  operations: IHttpOperation[];
  close(): Promise<void>;
}

/** Throws when the document sets json-schema-faker options (see above). */
async function refuseFakerOptions(document: string): Promise<void> {
  const text = readFileSync(document, "utf8");
  if (!text.includes("x-json-schema-faker")) return; // the common case, without parsing it again
  const { parse } = await import("yaml");
  const root = parse(text) as Record<string, unknown> | null;
  if (root?.["x-json-schema-faker"] === undefined) return;
  throw new Error(
    `${document} sets x-json-schema-faker, which the mock host cannot honour: json-schema-faker's options are global to a process, so they would apply to every API's mock. Remove it (it only shapes the answers to Prefer: dynamic=true).`,
  );
}

/**
 * Loads `document` and serves its mock on a free port of 127.0.0.1; `log` gets each line of its
 * Prism log (without it, Prism logs nothing).
 * @throws {Error} what the CLI would print when it cannot serve the document (e.g. "Unsupported
 * document format"), or that the document sets x-json-schema-faker
 */
export async function startPrism(document: string, log?: (line: string) => void): Promise<PrismMock> {
  const logger = createLogger(
    "CLI",
    {
      customLevels: { start: INFO + 1 },
      level: log === undefined ? "silent" : "info",
      formatters: { level: (level: string) => ({ level }) },
    },
    log === undefined ? undefined : logStream(log),
  );
  log?.("[CLI] await: Starting Prism…");
  try {
    const operations = await getHttpOperationsFromSpec(document);
    await refuseFakerOptions(document);
    if (operations.length === 0) throw new Error("No operations found in the current file.");
    const server = createServer(operations, {
      cors: true,
      config,
      components: { logger: logger.child({ name: "HTTP SERVER" }) },
    });
    // Prism's listen rejects with the error's message alone.
    const address = await server.listen(0, "127.0.0.1").catch((message: unknown) => {
      throw new Error(String(message));
    });
    const routes = operations.map(({ method, path }) => ({ method, path }));
    return { port: Number(new URL(address).port), routes, operations, close: () => server.close() };
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    throw error;
  }
}
