/**
 * Starts one Prism mock per API, waits until each answers, and stops them all on demand.
 * Used by `npm run mocks`, `npm start` and the contract tests' global setup.
 *
 * - A fixed port that is taken is a PortInUseError before anything starts.
 * - A mock that exits before it ever answered is tried again with a growing pause, and given
 *   up after a few attempts with the reason from its own output (a broken spec, a taken port),
 *   never restarted in a loop.
 * - A mock that dies after it was up (a malformed form field name is enough to kill Prism) is
 *   restarted, with a growing pause while it keeps dying soon after each start, and given up
 *   after a few such deaths in a row.
 * - With `fronts`, an API whose redocly.yaml entry names an `x-mock-front` gets that front on
 *   its port, with its Prism on a private port behind it (see mock-fronts/).
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { Server } from "node:http";
import { resolve } from "node:path";
import { type ApiEntry, repoRoot } from "./api-registry.ts";
import { buildMockBundles } from "./mock-bundles.ts";
import { createFrontServer } from "./mock-fronts/front-server.ts";
import { frontFor } from "./mock-fronts/registry.ts";
import { assertPortFree, freePort, listenOn, MOCK_PORT_HINT, PortInUseError } from "./ports.ts";

export interface MockServers {
  /** Base URL of each API's mock, by API name. */
  urls: Record<string, string>;
  /** What each front tells the user (e.g. the data store's test keys), by API name. */
  notes: Record<string, string>;
  /** Environment variables the fronts add for apps besides the URLs (e.g. the test keys). */
  env: Record<string, string>;
  /** Process IDs of the running mocks (they change when a dead mock is restarted). */
  pids(): number[];
  /** Stops every mock and front and waits for each process to exit. */
  stop(): Promise<void>;
}

export interface MockOptions {
  /** `fixed` uses each API's x-mock-port; `ephemeral` picks free ports (tests, so runs never collide). */
  ports: "fixed" | "ephemeral";
  /** Added to every fixed port (SVC_PORT_OFFSET), so a second `npm start` can run beside the first. */
  portOffset?: number;
  /** Put each API's `x-mock-front` before its Prism, so the mocks behave like the platform. Default false. */
  fronts?: boolean;
  /** Where Prism's own log lines go; default: discarded. Restarts are always reported on stderr. */
  log?: (api: string, line: string) => void;
  /** Milliseconds to wait for a mock that runs but does not answer yet; default 180 s (READY_TIMEOUT_MS). */
  readyTimeoutMs?: number;
  /** Attempts to start a mock that exits before it answers; default 3. */
  startAttempts?: number;
  /** Called once for each mock when it first answers (npm start shows the progress). */
  onReady?: (api: string) => void;
}

/** A mock that could not be started; the message says why, from the mock's own output. */
export class MockStartError extends Error {
  override name = "MockStartError";
}

const CHILD = resolve(repoRoot, "scripts/prism-child.cjs");
/**
 * How long a mock that runs may take to answer. Ten Prisms take about 20 s of CPU together; on
 * two cores shared with other work they have taken 90 s (measured), so the limit is generous:
 * it only ends a start that hangs, and npm start's progress lines show the wait.
 */
export const READY_TIMEOUT_MS = 180_000;
/** The pause before the n-th new attempt: 0.5 s, 1 s, 2 s, ... at most 8 s. */
const backoffMs = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8000);
/** A mock that dies sooner than this after a start counts as dying at start. */
const QUICK_DEATH_MS = 10_000;
/** Deaths soon after a start, in a row, after which a running mock is given up. */
const MAX_QUICK_DEATHS = 5;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes in Prism's output
const ANSI = /\u001b\[[0-9;]*m/g;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

class Supervised {
  child: ChildProcess | undefined;
  stopping = false;
  exited: Promise<void> = Promise.resolve();
  private everReady = false;
  private quickDeaths = 0;
  private startedAt = 0;
  /** The mock's last lines of output, for the reason it died. */
  private tail: string[] = [];

  constructor(
    readonly api: ApiEntry,
    /** The port Prism listens on: the API's port, or a private one behind a front. */
    readonly prismPort: number,
    readonly log: (api: string, line: string) => void,
    readonly onReady: (api: string) => void,
  ) {}

  private spawn(): void {
    this.startedAt = Date.now();
    this.tail = [];
    const args = ["mock", this.api.mockRoot, "--host", "127.0.0.1", "--port", String(this.prismPort)];
    const child = spawn(process.execPath, [CHILD, ...args, "--errors", "false"], {
      cwd: repoRoot,
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding("utf8");
      stream?.on("data", (chunk: string) => {
        for (const line of chunk.split("\n")) {
          if (!line.trim()) continue;
          this.log(this.api.name, line);
          this.tail = [...this.tail.slice(-19), line.replace(ANSI, "").trim()];
        }
      });
    }
    this.exited = new Promise((done) => {
      child.on("exit", (code, signal) => {
        done();
        if (!this.stopping && this.everReady) this.restart(signal ?? code);
      });
    });
  }

  /** Why the mock ended, from its own output: the error line if it printed one. */
  reason(): string {
    const error = [...this.tail].reverse().find((line) => /error|EADDRINUSE|cannot|invalid/i.test(line));
    return error ?? this.tail.at(-1) ?? "it printed nothing";
  }

  private restart(how: NodeJS.Signals | number | null): void {
    this.quickDeaths = Date.now() - this.startedAt < QUICK_DEATH_MS ? this.quickDeaths + 1 : 1;
    if (this.quickDeaths > MAX_QUICK_DEATHS) {
      console.error(
        `[${this.api.name}] mock died ${MAX_QUICK_DEATHS} times in a row soon after starting; giving up. Last: ${this.reason()}`,
      );
      return;
    }
    const pause = backoffMs(this.quickDeaths);
    console.error(`[${this.api.name}] mock died (${how}); restarting it in ${pause / 1000} s`);
    setTimeout(() => this.stopping || this.spawn(), pause);
  }

  alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the mock and waits until it answers; a mock that exits first is tried `attempts` times. */
  async start(timeoutMs: number, attempts: number): Promise<void> {
    const url = `http://127.0.0.1:${this.prismPort}/`;
    for (let attempt = 1; ; attempt++) {
      this.spawn();
      const deadline = Date.now() + timeoutMs;
      while (this.alive() && Date.now() < deadline && !this.stopping) {
        if (await answers(url)) {
          this.everReady = true;
          this.onReady(this.api.name);
          return;
        }
        await sleep(100);
      }
      if (this.stopping) return;
      if (this.alive()) {
        await this.stop();
        throw new MockStartError(`The ${this.api.name} mock did not answer within ${timeoutMs / 1000} s.`);
      }
      const reason = this.reason();
      if (/EADDRINUSE/.test(reason))
        throw new PortInUseError(this.prismPort, `${this.api.name} mock`, MOCK_PORT_HINT);
      if (attempt >= attempts) {
        throw new MockStartError(
          `The ${this.api.name} mock exited at start ${attempts} times; gave up. Its last error: ${reason} (\`npm run mocks -- --verbose\` shows its whole log).`,
        );
      }
      await sleep(backoffMs(attempt));
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (child !== undefined && this.alive()) {
      child.kill("SIGTERM");
      // Prism exits at once on SIGTERM; if it hangs, it must still not outlive stop().
      const force = setTimeout(() => child.kill("SIGKILL"), 5000);
      await this.exited;
      clearTimeout(force);
    }
    await this.exited;
  }
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
}

/** Starts every API's mock; throws PortInUseError or MockStartError after stopping what it started. */
export async function startMockServers(apis: ApiEntry[], options: MockOptions): Promise<MockServers> {
  const log = options.log ?? (() => {});
  const onReady = options.onReady ?? (() => {});
  const portOf = new Map<ApiEntry, number>();
  for (const api of apis) {
    const port = options.ports === "fixed" ? api.mockPort + (options.portOffset ?? 0) : await freePort();
    if (options.ports === "fixed") await assertPortFree(port, `${api.name} mock`, MOCK_PORT_HINT);
    portOf.set(api, port);
  }
  buildMockBundles(apis);
  const urls = Object.fromEntries(apis.map((api) => [api.name, `http://127.0.0.1:${portOf.get(api)}`]));
  const fronts: Server[] = [];
  const supervised: Supervised[] = [];
  const notes: Record<string, string> = {};
  const env: Record<string, string> = {};
  const stop = async () => {
    await Promise.all([...supervised.map((s) => s.stop()), ...fronts.map(closeServer)]);
  };
  try {
    for (const api of apis) {
      const port = portOf.get(api) ?? 0;
      const front = options.fronts ? frontFor(api, { apis, urls }) : undefined;
      if (front === undefined) {
        supervised.push(new Supervised(api, port, log, onReady));
        continue;
      }
      const prismPort = await freePort();
      const server = createFrontServer(front, prismPort);
      await listenOn(server, port, `${api.name} mock`, MOCK_PORT_HINT);
      fronts.push(server);
      supervised.push(new Supervised(api, prismPort, log, onReady));
      if (front.note !== undefined) notes[api.name] = front.note;
      Object.assign(env, front.env);
    }
    const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
    const results = await Promise.allSettled(
      supervised.map((s) => s.start(timeoutMs, options.startAttempts ?? 3)),
    );
    const failed = results.find((result) => result.status === "rejected");
    if (failed !== undefined) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  const pids = () =>
    supervised.flatMap((s) => (s.alive() && s.child?.pid !== undefined ? [s.child.pid] : []));
  return { urls, notes, env, pids, stop };
}
