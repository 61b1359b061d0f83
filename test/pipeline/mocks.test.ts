/**
 * The mock runner: every mock lives in one mock host process and answers once started; a form
 * field name that kills Prism is refused before it reaches Prism, so the host survives it; a host
 * that dies later is restarted, one that exits at start is tried a few times and given up with the
 * error of the API that broke it (never restarted in a loop); a taken fixed port is one line, and an
 * ephemeral port taken before its mock bound it is picked again; with
 * fronts the data store mock checks signatures and signs responses over real HTTP; and no mock
 * outlives `npm run mocks`, whether it is stopped with SIGINT, SIGTERM or SIGHUP sent to npm
 * alone, or killed outright.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiEntry, loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { PortInUseError } from "../../scripts/lib/ports.ts";
import { MOCK_APPLICATION_KEY, MOCK_CLIENT_KEY } from "../../scripts/mocks/fronts/datastore-signature.ts";
import { MockStartError, startMockServers } from "../../scripts/mocks/servers.ts";
import { createDatastoreClient, DatastoreError } from "../../src/datastore/node.ts";
import { isAlive, pidsRunning, waitFor } from "../support/processes.ts";
import { portOffset } from "./port-offset.ts";
import { descendants, isMockHost, MOCK_HOST_SCRIPT, waitUntilGone } from "./process-tree.ts";
import { childEnv, run } from "./scratch.ts";

// Ports a test plants for the runner's next free-port picks (a port taken before its mock binds it);
// with none planted, the real pick.
const planted = vi.hoisted(() => [] as number[]);
vi.mock("../../scripts/lib/ports.ts", async (original) => {
  const ports = await original<typeof import("../../scripts/lib/ports.ts")>();
  return { ...ports, freePort: async () => planted.shift() ?? ports.freePort() };
});

const apis = loadApis();
const token = apis.filter((api) => api.name === "token");
const validForm =
  "grant_type=client_credentials&scope=service_contract&client_id=pipeline-test&client_secret=pipeline-secret";

const askToken = (url: string, body = validForm) =>
  fetch(`${url}/API/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body,
  });

/** Every process of every runner a test started, read when it was up: none may outlive its test. */
const startedTrees: number[][] = [];
afterEach(() => {
  // Whatever the test did or failed to do, leave nothing behind on the machine.
  for (const tree of startedTrees.splice(0))
    for (const pid of tree.filter(isAlive)) process.kill(pid, "SIGKILL");
});

/**
 * Starts the mock runner on an offset of the fixed ports, serving `names` (every API when none);
 * resolves when it prints its table.
 */
async function startRunner(
  offset: number,
  viaNpm = false,
  names: string[] = [],
): Promise<{ child: ChildProcess; port: number; hosts: number[]; output: string }> {
  const [command, args] = viaNpm
    ? ["npm", ["run", "mocks", ...(names.length > 0 ? ["--", ...names] : [])]]
    : [process.execPath, ["--import", "tsx", "scripts/mocks/cli.ts", ...names]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: childEnv({ SVC_PORT_OFFSET: String(offset) }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Recorded at once, so a runner that never prints its table is stopped too.
  const tree = child.pid === undefined ? [] : [child.pid];
  startedTrees.push(tree);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  // What it says on stderr, for the failure below: a runner that never prints its table once
  // waited out the whole 170 s in CI, and said nothing of why.
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  // Bounded by the one wait budget (budgets.ts): ten Prism processes on two cores shared with
  // other work took 90 s; the one mock host takes far less, but a load average of 25 stretches
  // anything. A runner that exits first fails at once.
  const printed = () => output.includes("Ctrl-C stops");
  try {
    await waitFor(() => printed() || child.exitCode !== null, "the mock runner to print its table");
  } catch (error) {
    throw new Error(`${(error as Error).message}; it printed:\n${output}\n${errors}`);
  }
  if (!printed())
    throw new Error(
      `the mock runner exited (${child.exitCode}) before its table; it printed:\n${output}\n${errors}`,
    );
  const portOf = (api: string) =>
    Number(output.match(new RegExp(`^${api}\\s+http://127\\.0\\.0\\.1:(\\d+)`, "m"))?.[1]);
  tree.push(...descendants(child.pid ?? 0));
  // Every API's port is its platform front's, in the runner; the one mock host is its child.
  return { child, port: portOf("token"), hosts: tree.filter(isMockHost), output };
}

/** The mock host that serves a mock on `port`, by its command line (`... host.ts NAME:PORT:DOCUMENT ...`). */
const hostOn = (port: number) => pidsRunning(MOCK_HOST_SCRIPT, `:${port}:`);
// Below Linux's ephemeral range (32768+), so a port picked for another test cannot collide.
/** An API entry whose spec Prism cannot load, so its mock exits at start every time. */
function brokenApi(dir: string): ApiEntry {
  const root = join(dir, "broken.yaml");
  writeFileSync(root, "not: an OpenAPI document\n");
  return {
    name: "broken",
    root,
    mockRoot: root,
    mockPort: 0,
    output: join(dir, "broken.ts"),
    catalogType: "broken",
    catalogPath: "",
  };
}

/** An API entry of a one-operation spec whose example is `{ "version": version }`, written to `dir`. */
function tinyApi(dir: string, version: number): ApiEntry {
  const root = join(dir, "tiny.yaml");
  writeTinySpec(root, version);
  return {
    name: "tiny",
    root,
    mockRoot: root,
    mockPort: 0,
    output: join(dir, "tiny.ts"),
    catalogType: "tiny",
    catalogPath: "",
  };
}

function writeTinySpec(root: string, version: number): void {
  const spec = {
    openapi: "3.1.0",
    info: { title: "tiny", version: "1.0.0" },
    paths: {
      "/version": {
        get: {
          operationId: "getVersion",
          responses: {
            "200": {
              description: "the version",
              content: { "application/json": { example: { version } } },
            },
          },
        },
      },
    },
  };
  writeFileSync(root, JSON.stringify(spec));
}

describe("mock runner", () => {
  it("refuses a form field name that kills Prism with the spec's 400 and sl-violations; the mocks live on", async () => {
    const mocks = await startMockServers(
      apis.filter((api) => ["token", "telemetry"].includes(api.name)),
      {
        ports: "ephemeral",
      },
    );
    try {
      const url = mocks.urls.token ?? "";
      const [host] = mocks.pids();
      // A form field name that cannot be URL-decoded threw an uncaught URIError in Prism's body
      // validator, which ended its process: the host's guard answers it instead.
      const refused = await askToken(url, "%zz=1");
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: "invalid_request" });
      const violations = JSON.parse(refused.headers.get("sl-violations") ?? "[]") as { message: string }[];
      expect(violations[0]?.message).toContain("The name of field 1 of the form body cannot be URL-decoded");
      // Sent as a form to an operation that takes JSON, it reached the same decoding in Prism.
      const alarms = await fetch(`${mocks.urls.telemetry}/v2/alarms`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-token": "t" },
        body: "%zz=1",
      });
      expect(alarms.status).toBeGreaterThanOrEqual(400);
      expect(alarms.headers.get("sl-violations")).toContain("cannot be URL-decoded");
      expect((await askToken(url)).status).toBe(201);
      expect(mocks.pids()).toEqual([host]);
    } finally {
      await mocks.stop();
    }
  });

  it("picks other free ports when an ephemeral one is taken before its mock binds it", async () => {
    const squatter = createServer();
    await new Promise<void>((done) => squatter.listen(0, "127.0.0.1", done));
    const taken = (squatter.address() as { port: number }).port;
    planted.push(taken);
    const lines: string[] = [];
    try {
      const mocks = await startMockServers(token, {
        ports: "ephemeral",
        log: (_api, line) => lines.push(line),
      });
      try {
        expect(mocks.urls.token).not.toBe(`http://127.0.0.1:${taken}`);
        expect((await askToken(mocks.urls.token ?? "")).status).toBe(201);
        expect(lines).toContain(`port ${taken} was taken before its mock bound it; picking other free ports`);
      } finally {
        await mocks.stop();
      }
    } finally {
      planted.length = 0;
      await new Promise<void>((done) => squatter.close(() => done()));
    }
  });

  it("restarts the mock host when it dies, and stop() leaves no process behind", async () => {
    const mocks = await startMockServers(token, { ports: "ephemeral" });
    try {
      const url = mocks.urls.token ?? "";
      expect((await askToken(url)).status).toBe(201);
      const [first] = mocks.pids();
      // Whatever else may kill the host, the supervisor restarts it with its mocks.
      if (first !== undefined) process.kill(first, "SIGKILL");
      await waitFor(() => first !== undefined && !isAlive(first), "the killed host to die");
      await waitFor(async () => (await askToken(url).catch(() => undefined))?.status === 201, "the restart");
      expect(mocks.pids()).toHaveLength(1);
      expect(mocks.pids()[0]).not.toBe(first);
    } finally {
      const pids = mocks.pids();
      await mocks.stop();
      expect(pids.filter(isAlive)).toEqual([]);
    }
  });

  it("gives a mock that exits at start three tries with a pause, then gives up with its error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-cloud-broken-"));
    let starts = 0;
    try {
      const started = Date.now();
      const error = await startMockServers([...token, brokenApi(dir)], {
        ports: "ephemeral",
        log: (api, line) => {
          if (api === "broken" && line.includes("Starting Prism")) starts += 1;
        },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MockStartError);
      expect((error as Error).message).toContain("The broken mock exited at start 3 times; gave up");
      expect((error as Error).message).toContain("Unsupported document format");
      expect(starts).toBe(3);
      // The pauses between tries (0.5 s, then 1 s) were waited.
      expect(Date.now() - started).toBeGreaterThan(1500);
      // The token mock that did start was stopped with it: this process has no mock host left.
      expect(descendants(process.pid).filter(isMockHost)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reloads a mock whose document is edited, as the Prism CLI did, and keeps it when the edit does not load", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-cloud-tiny-"));
    const lines: string[] = [];
    const api = tinyApi(dir, 1);
    const mocks = await startMockServers([api], {
      ports: "ephemeral",
      log: (name, line) => lines.push(`[${name}] ${line}`),
    });
    try {
      const version = async () => {
        const answer = await fetch(`${mocks.urls.tiny}/version`);
        return ((await answer.json()) as { version: number }).version;
      };
      expect(await version()).toBe(1);
      expect(lines).toContain(`[tiny] [CLI] info: GET        ${mocks.urls.tiny}/version`);
      const [host] = mocks.pids();
      writeTinySpec(api.mockRoot, 2);
      await waitFor(async () => (await version()) === 2, "the edited document to be served");
      writeFileSync(api.mockRoot, "not: an OpenAPI document\n");
      await waitFor(
        () => lines.some((line) => line.includes("still serving the one loaded before")),
        "the broken edit to be refused",
      );
      expect(await version()).toBe(2);
      expect(mocks.pids()).toEqual([host]);
    } finally {
      await mocks.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a document that sets x-json-schema-faker, whose options would apply to every mock of the host", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-cloud-faker-"));
    try {
      const api = tinyApi(dir, 1);
      const spec = JSON.parse(readFileSync(api.mockRoot, "utf8")) as Record<string, unknown>;
      writeFileSync(api.mockRoot, JSON.stringify({ ...spec, "x-json-schema-faker": { locale: "de" } }));
      const error = await startMockServers([api], { ports: "ephemeral", startAttempts: 1 }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MockStartError);
      expect((error as Error).message).toContain("The tiny mock exited at start once; gave up");
      expect((error as Error).message).toContain(
        "sets x-json-schema-faker, which the mock host cannot honour",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a taken fixed port is a one-line PortInUseError before any mock starts", async () => {
    const held = createServer();
    await new Promise<void>((ok) => held.listen(0, "127.0.0.1", ok));
    const port = (held.address() as { port: number }).port;
    const api = token[0];
    if (api === undefined) throw new Error("no token API in redocly.yaml");
    try {
      const error = await startMockServers([{ ...api, mockPort: port }], { ports: "fixed" }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as Error).message).toContain(`Port ${port} (token mock)`);
      expect((error as Error).message).toContain("SVC_PORT_OFFSET");
      expect(hostOn(port)).toEqual([]);
    } finally {
      held.close();
    }
  });

  it("with fronts, the data store mock refuses a wrong signature with E401001 and signs what it answers", async () => {
    const datastore = apis.filter((api) => api.name === "datastore");
    const mocks = await startMockServers(datastore, { ports: "ephemeral", fronts: true });
    try {
      const baseUrl = mocks.urls.datastore ?? "";
      const keys = { applicationKey: MOCK_APPLICATION_KEY, clientKey: MOCK_CLIENT_KEY };
      const verified = createDatastoreClient({ baseUrl, ...keys, verifyResponses: true });
      expect((await verified.createObject("Score", { level: 3 })).objectId).toEqual(expect.any(String));
      const wrongKey = createDatastoreClient({ baseUrl, ...keys, clientKey: "not the client key" });
      const refused = await wrongKey.createObject("Score", { level: 3 }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DatastoreError);
      expect(refused).toMatchObject({ status: 401, code: "E401001" });
      expect(mocks.env.SVC_DATASTORE_CLIENT_KEY).toBe(MOCK_CLIENT_KEY);
    } finally {
      await mocks.stop();
    }
  });

  it("SIGINT stops `npm run mocks` and every mock it started", async () => {
    const { child, port, hosts: host, output } = await startRunner(await portOffset());
    expect((await askToken(`http://127.0.0.1:${port}`)).status).toBe(201);
    for (const api of loadApis())
      expect(output, api.name).toMatch(new RegExp(`^${api.name}\\s+http://`, "m"));
    expect(host).toHaveLength(1);
    const exited = new Promise((done) => child.on("exit", done));
    child.kill("SIGINT");
    await exited;
    await waitFor(() => host.every((pid) => !isAlive(pid)), "the mocks to stop");
  });

  it("serves only the APIs named (`npm run mocks -- token dns`), and refuses a name no API has before anything starts", async () => {
    const { child, output } = await startRunner(await portOffset(), false, ["token", "dns"]);
    const exited = new Promise((done) => child.on("exit", done));
    child.kill("SIGINT");
    const served = [...output.matchAll(/^(\w+)\s+http:\/\/127\.0\.0\.1:\d+/gm)].map((m) => m[1]);
    expect(served).toEqual(["token", "dns"]);
    await exited;
    const refused = await run(
      process.execPath,
      ["--import", "tsx", "scripts/mocks/cli.ts", "tokn"],
      repoRoot,
    ).then(
      () => "exit 0",
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/Unknown name 'tokn': say one of token, /);
  });

  // SIGINT to npm alone is what an IDE's stop sends: npm passes it to its child only. The runner
  // serves one API here: its process tree is the same for one mock or ten (one mock host), and a
  // start of all ten costs ~8 s of CPU.
  it.each(["SIGINT", "SIGTERM", "SIGHUP"] as const)(
    "%s sent to npm alone stops `npm run mocks` and leaves no process of its tree",
    async (signal) => {
      const { child, port } = await startRunner(await portOffset(), true, ["token"]);
      expect((await askToken(`http://127.0.0.1:${port}`)).status).toBe(201);
      const tree = descendants(child.pid ?? 0);
      // npm's tree holds the runner and its one mock host, which serves every mock.
      expect(tree.filter(isMockHost)).toHaveLength(1);
      child.kill(signal);
      try {
        await waitUntilGone([child.pid ?? 0, ...tree]);
      } finally {
        // Whatever happened, leave nothing behind on the machine.
        for (const survivor of tree.filter(isAlive)) process.kill(survivor, "SIGKILL");
      }
    },
  );

  it("a killed runner leaves no orphan mock", async () => {
    const { child, hosts: host } = await startRunner(await portOffset(), false, ["token"]);
    expect(host).toHaveLength(1);
    child.kill("SIGKILL");
    await waitFor(() => host.every((pid) => !isAlive(pid)), "the orphaned mock host to exit");
  });
});
