/**
 * `npm start`, the main job, end to end. A first start (with --rebuild) lints, generates and builds
 * the portal of its port offset into build/start-<offset>/docs, reports the mocks as they come up,
 * then serves the portal and every mock of redocly.yaml and prints a table (API, mock URL, docs
 * URL) and an environment snippet pointing at the mocks. A second start on the unchanged tree
 * skips lint, generate and the docs build. SIGINT sent to npm alone (an IDE's stop), SIGINT to its
 * process group (Ctrl-C), and SIGTERM or SIGHUP to npm alone (`timeout`, `kill`, a closed
 * terminal) stop everything it started: no process of its tree survives and every port is free
 * again. Taken ports stop it at once with one line naming each of them and a command that frees
 * them all.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { startBuildDir } from "../../scripts/lib/build-stamps.ts";
import { assertPortFree } from "../../scripts/lib/ports.ts";
import { urlVariable } from "../../scripts/mocks/env.ts";
import { isAlive, waitFor } from "../support/processes.ts";
import { portOffset, portsOfOffset } from "./port-offset.ts";
import { descendants, isMockHost, waitUntilGone } from "./process-tree.ts";
import { childEnv } from "./scratch.ts";

const apis = loadApis();
// Below Linux's ephemeral range (32768+), so a port picked for another test cannot collide.
interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(command: string, args: string[], env: Record<string, string>): Running {
  // A process group of its own, as a terminal gives a command: Ctrl-C signals the whole group.
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, output: () => output, exited };
}

/** `npm start` on an offset of every port, once it says it is up. */
async function npmStart(offset: number, args: string[] = []): Promise<Running> {
  const running = launch("npm", ["start", ...(args.length > 0 ? ["--", ...args] : [])], {
    SVC_PORT_OFFSET: String(offset),
  });
  // Bounded by the one wait budget (budgets.ts): ten Prism processes on two cores shared with
  // other work took minutes (the one mock host takes far less, but a load average of 25
  // stretches anything). A start that exits first fails at once.
  await waitFor(
    () => running.output().includes("Ctrl-C stops") || running.child.exitCode !== null,
    "npm start to come up",
  );
  if (!running.output().includes("Ctrl-C stops")) throw new Error(`npm start failed:\n${running.output()}`);
  return running;
}

async function expectPortsFree(ports: number[]) {
  for (const port of ports) await assertPortFree(port, "test", "-");
}

async function holdPort(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", ok);
  });
  return server;
}

/**
 * Runs scripts/start/cli.ts directly with `env` and expects it to fail at once, before any step
 * (what it printed shows it: no lint step began); returns what it printed.
 */
async function failedStart(env: Record<string, string>): Promise<string> {
  const running = launch(process.execPath, ["--import", "tsx", "scripts/start/cli.ts"], env);
  expect(await running.exited).toBe(1);
  // Before the lint step: the ports are checked first. (Not a stopwatch: on a loaded machine
  // tsx alone takes longer than any bound that would tell "at once" from "after lint".)
  expect(running.output()).not.toContain("== lint");
  return running.output().trim();
}

/** What an up-and-running start serves and prints, at `offset`. */
async function expectServing(running: Running, offset: number): Promise<void> {
  const output = running.output();
  const docs = `http://127.0.0.1:${8080 + offset}`;
  expect(output).toMatch(/^API\s+mock URL\s+docs$/m);
  expect(output).toContain(`docs portal  ${docs}/`);
  const index = await (await fetch(`${docs}/`)).text();
  // The portal of this offset, from its own folder, showing this offset's mocks.
  expect(index).toBe(readFileSync(resolve(startBuildDir(offset), "docs/index.html"), "utf8"));
  for (const api of apis) {
    const mock = `http://127.0.0.1:${api.mockPort + offset}`;
    expect(output).toMatch(new RegExp(`^${api.name}\\s+${mock}\\s+${docs}/${api.name}\\.html$`, "m"));
    expect(output).toContain(`export ${urlVariable(api.name)}=${mock}\n`);
    expect(output).toContain(`  ${api.name} mock up (`);
    expect(index).toContain(`href="${api.name}.html"`);
    expect(index).toContain(mock);
    expect((await fetch(`${docs}/${api.name}.html`)).status).toBe(200);
    // Any HTTP answer shows the mock is up; Prism answers unknown paths with 404.
    expect((await fetch(`${mock}/`)).status).toBeGreaterThan(0);
  }
  expect(output).toContain(`starting ${apis.length} mocks: `);
  expect(output).toContain("export SVC_DATASTORE_APPLICATION_KEY=");
}

type Stop = "SIGINT to npm" | "SIGINT to the group" | "SIGTERM to npm" | "SIGHUP to npm";

/** Stops `running` the way `how` says, and expects its whole tree gone and its ports free. */
async function stopAndExpectGone(running: Running, offset: number, how: Stop): Promise<void> {
  const pid = running.child.pid ?? 0;
  const tree = descendants(pid);
  // npm's tree holds the start script and the one mock host that serves every mock.
  expect(tree.filter(isMockHost)).toHaveLength(1);
  const [signal = "SIGINT"] = how.split(" ") as [NodeJS.Signals];
  // Ctrl-C in a terminal signals the whole foreground group; an IDE's stop button, `timeout`
  // and `kill` signal npm alone (`kill -INT <npm pid>`).
  process.kill(how === "SIGINT to the group" ? -pid : pid, signal);
  try {
    await waitUntilGone([pid, ...tree]);
  } finally {
    // Whatever happened, leave nothing behind on the machine.
    for (const survivor of [pid, ...tree].filter(isAlive)) process.kill(survivor, "SIGKILL");
  }
  await expectPortsFree(portsOfOffset(offset));
}

describe.sequential("npm start", () => {
  // One offset for the first start and the second ones, which reuse its build.
  let offset = 0;
  beforeAll(async () => {
    offset = await portOffset();
  });
  afterAll(() => {
    if (offset !== 0) rmSync(startBuildDir(offset), { recursive: true, force: true });
  });

  it("a first start lints, generates and builds its offset's portal, reports the mocks, and SIGINT to npm alone stops everything", async () => {
    const running = await npmStart(offset, ["--rebuild"]);
    try {
      const output = running.output();
      expect(output).toContain("\n== lint\n");
      expect(output).toContain("\n== generate\n");
      expect(output).toContain(`\n== docs: building build/start-${offset}/docs\n`);
      await expectServing(running, offset);
    } finally {
      await stopAndExpectGone(running, offset, "SIGINT to npm");
    }
  });

  it.each(["SIGINT to the group", "SIGTERM to npm", "SIGHUP to npm"] as const)(
    "a second start on the unchanged tree skips lint, generate and the docs build; %s stops everything",
    async (how) => {
      const running = await npmStart(offset);
      try {
        const output = running.output();
        expect(output).toContain("== lint, generate: skipped");
        expect(output).toContain(`== docs: build/start-${offset}/docs is up to date`);
        expect(output).not.toContain("\n== lint\n");
        await expectServing(running, offset);
      } finally {
        await stopAndExpectGone(running, offset, how);
      }
    },
  );

  it("a taken docs port is one line naming it and a DOCS_PORT that is free", async () => {
    const held = await holdPort(0);
    const port = (held.address() as { port: number }).port;
    // An offset of its own, so mocks another start holds on the machine cannot clash too.
    const offset = await portOffset();
    try {
      const output = await failedStart({ DOCS_PORT: String(port - offset), SVC_PORT_OFFSET: String(offset) });
      expect(output.split("\n")).toHaveLength(1);
      expect(output).toMatch(
        new RegExp(
          `^Port ${port} \\(docs site\\) is already in use by another program \\(another copy of npm start\\?\\): stop it, or run \`SVC_PORT_OFFSET=${offset} DOCS_PORT=\\d+ npm start\`, whose ports are all free`,
        ),
      );
    } finally {
      held.close();
    }
  });

  it("taken docs and mock ports are one line naming each and one SVC_PORT_OFFSET that frees them all", async () => {
    const offset = await portOffset();
    const api = apis[apis.length - 1];
    if (api === undefined) throw new Error("redocly.yaml lists no API");
    const held = [await holdPort(8080 + offset), await holdPort(api.mockPort + offset)];
    try {
      const output = await failedStart({ SVC_PORT_OFFSET: String(offset) });
      expect(output.split("\n")).toHaveLength(1);
      expect(output).toContain(
        `Ports ${8080 + offset} (docs site) and ${api.mockPort + offset} (${api.name} mock) are already in use`,
      );
      expect(output).toMatch(/run `SVC_PORT_OFFSET=\d+ npm start`, whose ports are all free/);
      expect(output).not.toContain("EADDRINUSE");
    } finally {
      for (const server of held) server.close();
    }
  });
});
