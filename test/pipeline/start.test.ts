/**
 * `npm start`, the main job, end to end: it lints, generates and builds the docs portal, then
 * serves it and every mock of redocly.yaml, and prints a table (API, mock URL, docs URL) and an
 * environment snippet pointing at the mocks. SIGINT to its process group (Ctrl-C), and SIGTERM
 * or SIGHUP to npm alone (an IDE's stop button, `timeout`, `kill`) stop everything it started:
 * no process of its tree survives and every port is free again. A taken port stops it at once
 * with one line naming the port and the variable that moves it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { describe, expect, it } from "vitest";
import { loadApis, repoRoot } from "../../scripts/api-registry.ts";
import { urlVariable } from "../../scripts/mock-env.ts";
import { assertPortFree } from "../../scripts/ports.ts";
import { isAlive, waitFor } from "../support/processes.ts";
import { descendants, waitUntilGone } from "./process-tree.ts";
import { childEnv } from "./scratch.ts";

const apis = loadApis();
// Below Linux's ephemeral range (32768+), so a port picked for another test cannot collide.
const randomOffset = () => 10_000 + Math.floor(Math.random() * 14_000);

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
async function npmStart(offset: number): Promise<Running> {
  const running = launch("npm", ["start"], { SVC_PORT_OFFSET: String(offset) });
  await waitFor(
    () => running.output().includes("Ctrl-C stops") || running.child.exitCode !== null,
    170_000,
    "npm start to come up",
  );
  if (!running.output().includes("Ctrl-C stops")) throw new Error(`npm start failed:\n${running.output()}`);
  return running;
}

const portsOf = (offset: number) => [8080 + offset, ...apis.map((api) => api.mockPort + offset)];

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

/** Runs start.ts directly with `env` and expects it to fail at once; returns what it printed. */
async function failedStart(env: Record<string, string>): Promise<string> {
  const running = launch(process.execPath, ["--import", "tsx", "scripts/start.ts"], env);
  const started = Date.now();
  expect(await running.exited).toBe(1);
  // Before the lint step: the ports are checked first.
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(running.output()).not.toContain("== lint");
  return running.output().trim();
}

describe("npm start", () => {
  it.each(["SIGINT", "SIGTERM", "SIGHUP"] as const)(
    "serves the portal and every mock, prints the table and environment, and %s stops everything",
    async (signal) => {
      const offset = randomOffset();
      const running = await npmStart(offset);
      const tree = descendants(running.child.pid ?? 0);
      try {
        const output = running.output();
        const docs = `http://127.0.0.1:${8080 + offset}`;
        expect(output).toMatch(/^API\s+mock URL\s+docs$/m);
        expect(output).toContain(`docs portal  ${docs}/`);
        const index = await (await fetch(`${docs}/`)).text();
        for (const api of apis) {
          const mock = `http://127.0.0.1:${api.mockPort + offset}`;
          expect(output).toMatch(new RegExp(`^${api.name}\\s+${mock}\\s+${docs}/${api.name}\\.html$`, "m"));
          expect(output).toContain(`export ${urlVariable(api.name)}=${mock}\n`);
          expect(index).toContain(`href="${api.name}.html"`);
          expect((await fetch(`${docs}/${api.name}.html`)).status).toBe(200);
          // Any HTTP answer shows the mock is up; Prism answers unknown paths with 404.
          expect((await fetch(`${mock}/`)).status).toBeGreaterThan(0);
        }
        expect(output).toContain("export SVC_DATASTORE_APPLICATION_KEY=");
      } finally {
        // Ctrl-C in a terminal signals the whole foreground group (npm itself passes SIGINT on to
        // nobody: it waits for its child); an IDE's stop button, `timeout` and `kill` signal npm alone.
        const pid = running.child.pid ?? 0;
        process.kill(signal === "SIGINT" ? -pid : pid, signal);
        try {
          await waitUntilGone([pid, ...tree], 20_000);
        } finally {
          // Whatever happened, leave nothing behind on the machine.
          for (const survivor of [pid, ...tree].filter(isAlive)) process.kill(survivor, "SIGKILL");
        }
      }
      await expectPortsFree(portsOf(offset));
    },
    240_000,
  );

  it("a taken docs port is one line naming it and DOCS_PORT", async () => {
    const held = await holdPort(0);
    const port = (held.address() as { port: number }).port;
    try {
      const output = await failedStart({ DOCS_PORT: String(port), SVC_PORT_OFFSET: "0" });
      expect(output).toBe(
        `Port ${port} (docs site) is already in use by another program: stop that program, or serve the docs on another port with DOCS_PORT (e.g. DOCS_PORT=8081 npm start).`,
      );
    } finally {
      held.close();
    }
  });

  it("a taken mock port is one line naming it and SVC_PORT_OFFSET", async () => {
    const offset = randomOffset();
    const api = apis[apis.length - 1];
    if (api === undefined) throw new Error("redocly.yaml lists no API");
    const held = await holdPort(api.mockPort + offset);
    try {
      const output = await failedStart({ SVC_PORT_OFFSET: String(offset) });
      expect(output.split("\n")).toHaveLength(1);
      expect(output).toContain(`Port ${api.mockPort + offset} (${api.name} mock) is already in use`);
      expect(output).toContain("SVC_PORT_OFFSET");
      expect(output).not.toContain("EADDRINUSE");
    } finally {
      held.close();
    }
  });
});
