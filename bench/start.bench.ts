/**
 * `npm start`, a second time on an unchanged tree: seconds from launching `npm start` until it
 * prints that everything is up (goal: 15 s or less on 2 cores). The first start, which lints,
 * generates and builds the portal when the tree changed since the last one, is run before and
 * not measured. Both run on an offset of their own (SVC_PORT_OFFSET), so a developer's running
 * `npm start` is not disturbed, and are stopped as an IDE stops them: SIGINT to npm alone.
 *
 * Printed: the time until ready, and its two parts: until the mocks start (checks skipped, the
 * portal served) and the mocks themselves (the mock host); the CPU time its processes used until
 * then (Linux /proc), which divided by the cores is the least the start can take on an idle
 * machine; and the load average, since on a shared machine that is most of the story.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { resolve } from "node:path";
import { repoRoot } from "../scripts/lib/api-registry.ts";
import { startBuildDir } from "../scripts/lib/build-stamps.ts";
import { treeCpuSeconds } from "./process-cpu.ts";

const GOAL_S = 15;
const OFFSET = 20_000 + Math.floor(Math.random() * 4_000);

interface Started {
  child: ChildProcess;
  /** Seconds from launch until the mocks phase began, and until everything was up. */
  mocksAt: number;
  readyAt: number;
  /** CPU seconds its processes had used when it was up. */
  cpu: number;
}

function environment(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return { ...env, SVC_PORT_OFFSET: String(OFFSET) };
}

function start(): Promise<Started> {
  const launched = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - launched) / 1e9;
  const child = spawn("npm", ["start"], {
    cwd: repoRoot,
    env: environment(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let mocksAt = Number.NaN;
  return new Promise((done, fail) => {
    child.stdout?.setEncoding("utf8");
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      output += chunk;
    });
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      if (Number.isNaN(mocksAt) && output.includes("\n== mocks")) mocksAt = seconds();
      if (output.includes("Ctrl-C stops"))
        done({ child, mocksAt, readyAt: seconds(), cpu: treeCpuSeconds(child.pid ?? 0) });
    });
    child.on("exit", (code) => fail(new Error(`npm start exited (${code}) before it was up:\n${output}`)));
  });
}

/** Stops it as an IDE does (SIGINT to npm alone) and waits until it is gone. */
async function stop({ child }: Started): Promise<void> {
  child.removeAllListeners("exit"); // it is up: exiting now is no failure
  const exited = new Promise((done) => child.on("exit", done));
  child.kill("SIGINT");
  await exited;
}

try {
  await stop(await start()); // builds whatever the tree needs; not measured
  const second = await start();
  await stop(second);
  const verdict = second.readyAt <= GOAL_S ? "meets" : "MISSES";
  const cores = availableParallelism();
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(
    `second npm start: ready in ${second.readyAt.toFixed(1)} s (${verdict} goal <= ${GOAL_S} s): ` +
      `${second.mocksAt.toFixed(1)} s to the mocks, ${(second.readyAt - second.mocksAt).toFixed(1)} s for the mocks; ` +
      `${second.cpu.toFixed(1)} s of CPU (at least ${(second.cpu / cores).toFixed(1)} s on ${cores} idle cores); load average ${load}`,
  );
} finally {
  rmSync(resolve(startBuildDir(OFFSET)), { recursive: true, force: true });
}
