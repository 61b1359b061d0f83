/**
 * Starts the mock of every API in one mock host process (host/host.ts), waits until each
 * answers, and stops them all on demand. Used by `npm run mocks`, `npm start` and the test
 * projects that need mocks (the contract tests' global setup, the pipeline tests).
 *
 * - A fixed port that is taken is a PortInUseError before anything starts.
 * - A host that exits before every mock answered (a broken spec, a taken port) is tried again
 *   with a growing pause, and given up after a few attempts with the reason it gave, naming the
 *   API; never restarted in a loop. A taken port is a PortInUseError at once.
 * - A host that dies after its mocks were up is restarted with all of them, with a growing pause
 *   while it keeps dying soon after each start, and given up after a few such deaths in a row.
 * - With `fronts`, every API gets its platform front on its port (platform/platform-front.ts:
 *   its `x-mock-front`, state, references, its own 404s), served by this process, with its mock on
 *   a private port behind it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { Server } from "node:http";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { type ApiEntry, repoRoot } from "../lib/api-registry.ts";
import {
  assertPortFree,
  freePort,
  listenOn,
  MOCK_PORT_HINT,
  PortInUseError,
  retryOnTakenPort,
} from "../lib/ports.ts";
import { buildMockBundles } from "./bundles.ts";
import { createFrontServer } from "./fronts/front-server.ts";
import { type HostEvent, parseEvent } from "./host/protocol.ts";
import { createPlatform } from "./platform/platform.ts";
import { platformFront } from "./platform/platform-front.ts";

export interface MockServers {
  /** Base URL of each API's mock, by API name. */
  urls: Record<string, string>;
  /** What each front tells the user (e.g. the data store's test keys), by API name. */
  notes: Record<string, string>;
  /** Environment variables the fronts add for apps besides the URLs (e.g. the test keys). */
  env: Record<string, string>;
  /** Process ID of the running mock host, the one process of every mock (it changes on a restart). */
  pids(): number[];
  /** Stops every mock and front and waits for the host to exit. */
  stop(): Promise<void>;
}

export interface MockOptions {
  /** `fixed` uses each API's x-mock-port; `ephemeral` picks free ports (tests, so runs never collide). */
  ports: "fixed" | "ephemeral";
  /** Added to every fixed port (SVC_PORT_OFFSET), so a second `npm start` can run beside the first. */
  portOffset?: number;
  /** Put each API's platform front before its Prism, so the mocks behave like the platform. Default false. */
  fronts?: boolean;
  /**
   * Where Prism's own log lines go, by API (the host's own output, e.g. a crash, as `mock host`);
   * default: discarded. Restarts are always reported on stderr.
   */
  log?: (api: string, line: string) => void;
  /** Milliseconds to wait for a host that runs but whose mocks do not all answer yet; default 180 s (READY_TIMEOUT_MS). */
  readyTimeoutMs?: number;
  /** Attempts to start a host that exits before its mocks answer; default 3. */
  startAttempts?: number;
  /** Called once for each mock when it first answers (npm start shows the progress). */
  onReady?: (api: string) => void;
}

/** A mock that could not be started; the message says why, from the mock host's own report. */
export class MockStartError extends Error {
  override name = "MockStartError";
}

const HOST = resolve(repoRoot, "scripts/mocks/host/host.ts");
/** The name the host's own output (not one API's) is logged under. */
export const HOST_LOG_NAME = "mock host";
/**
 * How long the mocks may take to answer. Loading Prism and ten specs takes a few seconds of CPU;
 * on two cores shared with other work ten Prism processes took 90 s (measured), so the limit is
 * generous: it only ends a start that hangs, and npm start's progress lines show the wait.
 */
export const READY_TIMEOUT_MS = 180_000;
/** The pause before the n-th new attempt: 0.5 s, 1 s, 2 s, ... at most 8 s. */
const backoffMs = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8000);
/** A host that dies sooner than this after a start counts as dying at start. */
const QUICK_DEATH_MS = 10_000;
/** Deaths soon after a start, in a row, after which a running host is given up. */
const MAX_QUICK_DEATHS = 5;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An API the host serves, and the port it serves it on: the API's, or a private one behind a front. */
interface HostedMock {
  api: ApiEntry;
  port: number;
}

/** How a start attempt ended. */
type Outcome = "ready" | "exited" | "timeout" | "stopped";

/** Why an API's mock could not start, as the host reported it. */
interface Failure {
  api: string;
  message: string;
  code?: string;
}

class SupervisedHost {
  child: ChildProcess | undefined;
  stopping = false;
  exited: Promise<void> = Promise.resolve();
  private everReady = false;
  private quickDeaths = 0;
  private startedAt = 0;
  /** Mocks that answer in the running host; mocks that ever answered (for onReady). */
  private ready = new Set<string>();
  private announced = new Set<string>();
  /** What the running host said went wrong, and its last lines of its own output. */
  private failure: Failure | undefined;
  private tail: string[] = [];
  /** Ends the start attempt under way, if any. */
  private settle: (outcome: Outcome) => void = () => {};

  constructor(
    readonly mocks: readonly HostedMock[],
    readonly log: ((api: string, line: string) => void) | undefined,
    readonly onReady: (api: string) => void,
  ) {}

  private spawn(): void {
    this.startedAt = Date.now();
    this.ready.clear();
    this.failure = undefined;
    this.tail = [];
    const args = this.mocks.map(({ api, port }) => `${api.name}:${port}:${api.mockRoot}`);
    // Without a log consumer the host's Prisms log nothing (host.ts: --quiet).
    if (this.log === undefined) args.unshift("--quiet");
    const child = spawn(process.execPath, ["--import", "tsx", HOST, ...args], {
      cwd: repoRoot,
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child = child;
    if (child.stdout) createInterface({ input: child.stdout }).on("line", (line) => this.onLine(line));
    if (child.stderr) createInterface({ input: child.stderr }).on("line", (line) => this.onOwnLine(line));
    this.exited = new Promise((done) => {
      // `close`, not `exit`: every line the host wrote has been read by then.
      child.on("close", (code, signal) => {
        done();
        this.settle("exited");
        if (!this.stopping && this.everReady) this.restart(signal ?? code);
      });
    });
  }

  private onLine(line: string): void {
    const event = parseEvent(line);
    if (event === undefined) this.onOwnLine(line);
    else this.onEvent(event);
  }

  private onOwnLine(line: string): void {
    if (!line.trim()) return;
    this.log?.(HOST_LOG_NAME, line);
    this.tail = [...this.tail.slice(-19), line.trim()];
  }

  private onEvent(event: HostEvent): void {
    if (event.event === "log") this.log?.(event.api, event.line);
    else if (event.event === "failed") this.failure = event;
    else {
      this.ready.add(event.api);
      if (!this.announced.has(event.api)) {
        this.announced.add(event.api);
        this.onReady(event.api);
      }
      if (this.ready.size === this.mocks.length) this.settle("ready");
    }
  }

  /** Why the host ended: the failure it reported, else the error line of its own output. */
  reason(): string {
    if (this.failure !== undefined) return this.failure.message;
    const error = [...this.tail].reverse().find((line) => /error|cannot|invalid/i.test(line));
    return error ?? this.tail.at(-1) ?? "it printed nothing";
  }

  /** Who ended the host, for messages: the API whose mock failed, else the host itself. */
  private subject(): string {
    return this.failure === undefined ? "The mock host" : `The ${this.failure.api} mock`;
  }

  private restart(how: NodeJS.Signals | number | null): void {
    this.quickDeaths = Date.now() - this.startedAt < QUICK_DEATH_MS ? this.quickDeaths + 1 : 1;
    if (this.quickDeaths > MAX_QUICK_DEATHS) {
      console.error(
        `[${HOST_LOG_NAME}] died ${MAX_QUICK_DEATHS} times in a row soon after starting; giving up. Last: ${this.reason()}`,
      );
      return;
    }
    const pause = backoffMs(this.quickDeaths);
    const names = this.mocks.map(({ api }) => api.name).join(", ");
    console.error(
      `[${HOST_LOG_NAME}] died (${how}); restarting it and its mocks (${names}) in ${pause / 1000} s`,
    );
    setTimeout(() => this.stopping || this.spawn(), pause);
  }

  alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** One start: until every mock answers, the host exits, `timeoutMs` passes or stop() is called. */
  private attempt(timeoutMs: number): Promise<Outcome> {
    return new Promise((done) => {
      const timer = setTimeout(() => this.settle("timeout"), timeoutMs);
      this.settle = (outcome) => {
        clearTimeout(timer);
        this.settle = () => {};
        done(outcome);
      };
      this.spawn();
    });
  }

  /** Starts the host and waits until every mock answers; a host that exits first is tried `attempts` times. */
  async start(timeoutMs: number, attempts: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(timeoutMs);
      if (outcome === "ready") {
        this.everReady = true;
        return;
      }
      if (outcome === "stopped") return;
      if (outcome === "timeout") {
        const waiting = this.mocks.map(({ api }) => api.name).filter((name) => !this.ready.has(name));
        await this.stop();
        throw new MockStartError(
          `The ${waiting.join(", ")} mock${waiting.length > 1 ? "s" : ""} did not answer within ${timeoutMs / 1000} s.`,
        );
      }
      const { failure } = this;
      const taken = this.mocks.find(({ api }) => api.name === failure?.api);
      if (failure?.code === "EADDRINUSE" && taken !== undefined)
        throw new PortInUseError(taken.port, `${taken.api.name} mock`, MOCK_PORT_HINT);
      if (attempt >= attempts) {
        throw new MockStartError(
          `${this.subject()} exited at start ${attempts === 1 ? "once" : `${attempts} times`}; gave up. Its last error: ${this.reason()} (\`npm run mocks -- --verbose\` shows its whole log).`,
        );
      }
      await sleep(backoffMs(attempt));
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.settle("stopped");
    const child = this.child;
    if (child !== undefined && this.alive()) {
      child.kill("SIGTERM");
      // The host exits at once on SIGTERM; if it hangs, it must still not outlive stop().
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

/**
 * How many times ephemeral ports are picked again when one was taken before the mock bound it:
 * every port with `ephemeral`, and with `fixed` the port of each mock behind a platform front.
 * A free port is found by binding port 0 and closing it; the mock host binds it a moment later,
 * and in between any process on the machine may take it (a CI run had another test's socket take
 * the key manager mock's port, and a busy machine's `npm start` the software mock's behind its
 * front: PortInUseError for a port no one chose).
 */
const EPHEMERAL_PORT_TRIES = 3;

/** Starts every API's mock; throws PortInUseError or MockStartError after stopping what it started. */
export async function startMockServers(apis: ApiEntry[], options: MockOptions): Promise<MockServers> {
  const fixedPorts = new Set(
    options.ports === "fixed" ? apis.map((api) => api.mockPort + (options.portOffset ?? 0)) : [],
  );
  return retryOnTakenPort(
    () => startOnce(apis, options),
    EPHEMERAL_PORT_TRIES,
    (error) => {
      // A fixed port that is taken is the user's to free; an ephemeral one is picked again.
      if (fixedPorts.has(error.port)) return false;
      options.log?.(
        "mocks",
        `port ${error.port} was taken before its mock bound it; picking other free ports`,
      );
      return true;
    },
  );
}

async function startOnce(apis: ApiEntry[], options: MockOptions): Promise<MockServers> {
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
  const hosted: HostedMock[] = [];
  const host = new SupervisedHost(hosted, options.log, onReady);
  const notes: Record<string, string> = {};
  const env: Record<string, string> = {};
  const stop = async () => {
    await Promise.all([host.stop(), ...fronts.map(closeServer)]);
  };
  const platform = options.fronts ? createPlatform(apis, urls) : undefined;
  try {
    for (const api of apis) {
      const port = portOf.get(api) ?? 0;
      const front = platform === undefined ? undefined : platformFront(api, platform);
      if (front === undefined) {
        hosted.push({ api, port });
        continue;
      }
      const mockPort = await freePort();
      const server = createFrontServer(front, mockPort);
      await listenOn(server, port, `${api.name} mock`, MOCK_PORT_HINT);
      fronts.push(server);
      hosted.push({ api, port: mockPort });
      if (front.note !== undefined) notes[api.name] = front.note;
      Object.assign(env, front.env);
    }
    if (hosted.length > 0)
      await host.start(options.readyTimeoutMs ?? READY_TIMEOUT_MS, options.startAttempts ?? 3);
    // In the background: the mocks answer already.
    void platform?.warm();
  } catch (error) {
    await stop();
    throw error;
  }
  const pids = () => (host.alive() && host.child?.pid !== undefined ? [host.child.pid] : []);
  return { urls, notes, env, pids, stop };
}
