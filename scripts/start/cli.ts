/**
 * `npm start`, the main job: lint every spec, regenerate the types, build the docs portal, then
 * serve it and every mock on localhost (each mock acting as the platform: see mocks/fronts/)
 * until SIGINT, SIGTERM or SIGHUP, which stop everything it started.
 *
 * - Every port is checked before anything else, so a clash is one line naming every taken port
 *   and a command whose settings free them all (lib/port-check.ts).
 * - An unchanged tree skips lint, generate and the docs build (lib/build-stamps.ts); each
 *   SVC_PORT_OFFSET has its own build folder, so copies on other ports never share a portal.
 * - The mocks' start is reported as it goes (mocks/progress.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { relative, resolve } from "node:path";
import { loadApis, repoRoot } from "../lib/api-registry.ts";
import {
  checkedStamp,
  docsStamp,
  inputsHash,
  readStamp,
  startBuildDir,
  writeStamp,
} from "../lib/build-stamps.ts";
import { assertPortsFree } from "../lib/port-check.ts";
import { portPlan, portSettings } from "../lib/port-settings.ts";
import { serveStatic } from "../lib/serve-static.ts";
import { stopOnSignals } from "../lib/stop-on-signals.ts";
import { switchesOrExit } from "../lib/switches.ts";
import { reportStartFailure } from "../mocks/failure-report.ts";
import { launchMocks } from "../mocks/launch.ts";
import { startReport } from "../mocks/ready-table.ts";
import type { MockServers } from "../mocks/servers.ts";

const HELP = `npm start [-- --rebuild]

Lints every spec, regenerates the types and builds the docs portal, then serves the portal and a
mock of every API on localhost, acting as the platform, until Ctrl-C, SIGTERM or SIGHUP.

An unchanged tree skips lint, generate and the docs build: their inputs' content hash is kept
under build/ once they passed. The portal is built into build/start-<SVC_PORT_OFFSET>/docs.

Options:
  --rebuild   run lint, generate and the docs build even when nothing changed
  --help      print this text

Environment:
  SVC_PORT_OFFSET  added to every port, the docs' included (default 0), so a copy runs beside another
  DOCS_PORT        the docs portal's port before the offset (default 8080)`;

const { rebuild } = switchesOrExit("npm start", HELP, ["rebuild"]);
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

/** Lint and generate, unless they passed on this very tree; returns the tree's hash after them. */
async function checkAndGenerate(): Promise<string> {
  const before = inputsHash();
  if (!rebuild && readStamp(checkedStamp()) === before) {
    console.log(
      "\n== lint, generate: skipped (they passed on this tree; `npm start -- --rebuild` runs them)",
    );
    return before;
  }
  await run("lint", "scripts/lint-specs/cli.ts");
  await run("generate", "scripts/generate/cli.ts");
  const after = inputsHash(); // generate may have rewritten generated/ or the README's table
  writeStamp(checkedStamp(), after);
  return after;
}

/** Builds the portal of this offset into its own folder, unless it was built from this very tree. */
async function portal(portOffset: number, hash: string): Promise<string> {
  const buildDir = startBuildDir(portOffset);
  const outDir = resolve(buildDir, "docs");
  const shown = relative(repoRoot, outDir);
  if (!rebuild && readStamp(docsStamp(buildDir)) === hash && existsSync(resolve(outDir, "index.html"))) {
    console.log(`\n== docs: ${shown} is up to date`);
    return outDir;
  }
  console.log(`\n== docs: building ${shown}`);
  // Loaded only to build: the portal's builder and what it reads (Markdown, highlighting, the
  // change report) cost a start that finds its portal up to date ~2.4 s of CPU to import.
  const { buildDocs, startMockUrls } = await import("../docs/cli.ts");
  await buildDocs({ apis, mockUrls: startMockUrls(apis), outDir });
  writeStamp(docsStamp(buildDir), hash);
  return outDir;
}

let docsPort = 0;
try {
  const settings = portSettings(process.env);
  const { portOffset } = settings;
  docsPort = settings.docsPort;
  await assertPortsFree(portPlan(process.env, apis, { docs: true, command: "npm start" }));

  const hash = await checkAndGenerate();
  const docsDir = await portal(portOffset, hash);
  docs = await serveStatic(docsDir, docsPort);
  console.log("\n== mocks");
  mocks = await launchMocks(apis, { portOffset });
} catch (error) {
  await mocks?.stop();
  docs?.close();
  reportStartFailure(error);
  process.exit(1);
}

if (mocks !== undefined) console.log(`\n${startReport(apis, mocks, `http://127.0.0.1:${docsPort}`)}`);
console.log("Ctrl-C stops the docs server and every mock.");
