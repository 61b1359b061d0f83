/**
 * Starts one Prism mock per API, waits until each answers, restarts a mock that dies
 * (a malformed form field name is enough to kill Prism), and stops them all on demand.
 * Used by `npm run mocks`, `npm start` and the contract tests' global setup.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import type { ApiEntry } from "./api-registry.ts";
import { repoRoot } from "./api-registry.ts";
import { buildMockBundles } from "./mock-bundles.ts";

export interface MockServers {
  /** Base URL of each API's mock, by API name. */
  urls: Record<string, string>;
  /** Process IDs of the running mocks (they change when a dead mock is restarted). */
  pids(): number[];
  /** Stops every mock and waits for each process to exit. */
  stop(): Promise<void>;
}

export interface MockOptions {
  /** `fixed` uses each API's x-mock-port; `ephemeral` picks free ports (tests, so runs never collide). */
  ports: "fixed" | "ephemeral";
  /** Added to every fixed port (SVC_PORT_OFFSET), so a second `npm start` can run beside the first. */
  portOffset?: number;
  /** Where Prism's own log lines go; default: discarded. Restarts are always reported on stderr. */
  log?: (api: string, line: string) => void;
  /** Milliseconds to wait for a mock to answer; default 30 s. */
  readyTimeoutMs?: number;
}

const CHILD = resolve(repoRoot, "scripts/prism-child.cjs");
const RESTART_DELAY_MS = 500;
const MAX_RESTARTS = 20;

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? ok(address.port) : fail(new Error("no port")),
      );
    });
  });
}

async function waitUntilAnswering(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`mock at ${url} exited before it was ready`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`mock at ${url} did not answer within ${timeoutMs} ms`);
}

class Supervised {
  child: ChildProcess | undefined;
  restarts = 0;
  stopping = false;
  exited: Promise<void> = Promise.resolve();

  constructor(
    readonly api: ApiEntry,
    readonly port: number,
    readonly log: (api: string, line: string) => void,
  ) {}

  spawn(): void {
    const child = spawn(
      process.execPath,
      [
        CHILD,
        "mock",
        this.api.mockRoot,
        "--host",
        "127.0.0.1",
        "--port",
        String(this.port),
        "--errors",
        "false",
      ],
      { cwd: repoRoot, stdio: ["pipe", "pipe", "pipe"] },
    );
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding("utf8");
      stream?.on("data", (chunk: string) => {
        for (const line of chunk.split("\n")) if (line.trim()) this.log(this.api.name, line);
      });
    }
    this.exited = new Promise((done) => {
      child.on("exit", (code, signal) => {
        done();
        if (this.stopping) return;
        if (this.restarts >= MAX_RESTARTS) {
          console.error(`[${this.api.name}] mock died (${signal ?? code}) ${MAX_RESTARTS} times; giving up`);
          return;
        }
        this.restarts += 1;
        console.error(`[${this.api.name}] mock died (${signal ?? code}); restarting it`);
        setTimeout(() => this.stopping || this.spawn(), RESTART_DELAY_MS);
      });
    });
  }

  alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.alive()) this.child?.kill("SIGTERM");
    await this.exited;
  }
}

export async function startMockServers(apis: ApiEntry[], options: MockOptions): Promise<MockServers> {
  buildMockBundles(apis);
  const log = options.log ?? (() => {});
  const supervised: Supervised[] = [];
  for (const api of apis) {
    const port = options.ports === "fixed" ? api.mockPort + (options.portOffset ?? 0) : await freePort();
    supervised.push(new Supervised(api, port, log));
  }
  const stop = async () => {
    await Promise.all(supervised.map((s) => s.stop()));
  };
  try {
    for (const s of supervised) s.spawn();
    await Promise.all(
      supervised.map((s) =>
        waitUntilAnswering(`http://127.0.0.1:${s.port}/`, options.readyTimeoutMs ?? 30_000, () => s.alive()),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const urls = Object.fromEntries(supervised.map((s) => [s.api.name, `http://127.0.0.1:${s.port}`]));
  const pids = () =>
    supervised.flatMap((s) => (s.alive() && s.child?.pid !== undefined ? [s.child.pid] : []));
  return { urls, pids, stop };
}
