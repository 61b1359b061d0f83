/**
 * `npm start`, the main job: lint every spec, regenerate the types, build the docs portal, then
 * serve it and every mock on localhost (each mock acting as the platform: see mock-fronts/)
 * until SIGINT, SIGTERM or SIGHUP, which stop everything it started.
 *
 * Every port is checked before the build, so a taken one is a one-line error naming the
 * variable that moves it (DOCS_PORT, SVC_PORT_OFFSET).
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { Server } from "node:http";
import { loadApis, repoRoot } from "./api-registry.ts";
import { buildDocs, docsDir, startMockUrls } from "./build-docs.ts";
import { type MockServers, startMockServers } from "./mock-servers.ts";
import { assertPortFree, DOCS_PORT_HINT, MOCK_PORT_HINT } from "./ports.ts";
import { serveStatic } from "./serve-static.ts";
import { reportStartFailure } from "./start-failure.ts";
import { portSettings } from "./start-settings.ts";
import { startReport } from "./start-table.ts";
import { stopOnSignals } from "./stop-on-signals.ts";

const apis = loadApis();

let step: ChildProcess | undefined;
let docs: Server | undefined;
let mocks: MockServers | undefined;
let stopping = false;
stopOnSignals(async () => {
  stopping = true;
  step?.kill("SIGTERM");
  await mocks?.stop();
  if (docs !== undefined) {
    docs.closeAllConnections();
    await new Promise((done) => docs?.close(done));
  }
});

/** Runs one pipeline step as a child (not spawnSync, so a signal is handled while it runs). */
async function run(title: string, script: string): Promise<void> {
  console.log(`\n== ${title}`);
  const child = spawn(process.execPath, ["--import", "tsx", script], { cwd: repoRoot, stdio: "inherit" });
  step = child;
  const code = await new Promise<number | null>((done) => child.on("exit", done));
  step = undefined;
  // Stopping: start nothing more; stopOnSignals exits once everything is stopped.
  if (stopping) await new Promise(() => {});
  if (code !== 0) {
    console.error(`${title} failed; fix the problems above and run npm start again.`);
    process.exit(1);
  }
}

let docsPort = 0;
try {
  const settings = portSettings(process.env);
  const { portOffset } = settings;
  docsPort = settings.docsPort;
  await assertPortFree(docsPort, "docs site", DOCS_PORT_HINT);
  for (const api of apis) await assertPortFree(api.mockPort + portOffset, `${api.name} mock`, MOCK_PORT_HINT);

  await run("lint", "scripts/lint-specs.ts");
  await run("generate", "scripts/generate.ts");
  console.log("\n== docs");
  await buildDocs({ apis, mockUrls: startMockUrls(apis) });

  docs = await serveStatic(docsDir, docsPort);
  console.log("\n== mocks");
  mocks = await startMockServers(apis, { ports: "fixed", portOffset, fronts: true });
} catch (error) {
  await mocks?.stop();
  docs?.close();
  reportStartFailure(error);
  process.exit(1);
}

if (mocks !== undefined) console.log(`\n${startReport(apis, mocks, `http://127.0.0.1:${docsPort}`)}`);
console.log("Ctrl-C stops the docs server and every mock.");
