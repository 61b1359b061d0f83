/**
 * `npm test`'s wait for the system packages (scripts/system-packages/wait.js), run as npm test runs
 * it, a node process: without SVC_SYSTEM_PACKAGES_STATUS it ends at once with success; with it, it
 * waits until the status file appears, prints the install's output, and succeeds only when the
 * status is 0, naming the log when it is not. The tests wait for what the step prints and for its
 * exit, never for the clock.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { waitFor } from "../../support/processes.ts";

const STEP = join(repoRoot, "scripts/system-packages/wait.js");
const LOG_TEXT = "Setting up chromium (156.0) ...\n";

let dir: string;
let status: string;
let log: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-packages-wait-"));
  status = join(dir, "status");
  log = join(dir, "log");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Step {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exit: Promise<number | null>;
}

/** Starts the step with these variables (and none of the machine's own SVC_SYSTEM_PACKAGES_*). */
function start(vars: Record<string, string>): Step {
  const env = { ...process.env };
  delete env.SVC_SYSTEM_PACKAGES_STATUS;
  delete env.SVC_SYSTEM_PACKAGES_LOG;
  const child = spawn(process.execPath, [STEP], {
    env: { ...env, ...vars },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    err += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on("close", resolve));
  return { child, out: () => out, err: () => err, exit };
}

/** Writes the status as .ci/run does: beside the file, then renamed into place. */
function writeStatus(code: number) {
  writeFileSync(`${status}.new`, `${code}\n`);
  renameSync(`${status}.new`, status);
}

describe("npm test's wait for the system packages", () => {
  it("does nothing and succeeds without SVC_SYSTEM_PACKAGES_STATUS (a developer's npm test)", async () => {
    const step = start({ SVC_SYSTEM_PACKAGES_LOG: log });
    expect(await step.exit).toBe(0);
    expect(step.out()).toBe("");
    expect(step.err()).toBe("");
  });

  it("waits until the status file appears, then prints the install's output and succeeds on 0", async () => {
    const step = start({ SVC_SYSTEM_PACKAGES_STATUS: status, SVC_SYSTEM_PACKAGES_LOG: log });
    await waitFor(() => step.out().includes("still installing"), "the step to say it waits");
    // It has seen no status file, so it must still be waiting: the suites have not been let go.
    expect(step.child.exitCode).toBeNull();
    writeFileSync(log, LOG_TEXT);
    writeStatus(0);
    expect(await step.exit).toBe(0);
    const out = step.out();
    expect(out).toContain(LOG_TEXT);
    expect(out.indexOf(LOG_TEXT)).toBeGreaterThan(out.indexOf("still installing"));
    expect(step.err()).toBe("");
    // .ci/run does not print the output again.
    expect(existsSync(`${status}.printed`)).toBe(true);
  });

  it("fails when the install failed, naming the log and the exit status, after printing the output", async () => {
    writeFileSync(log, "E: Unable to locate package chromium\n");
    writeStatus(100);
    const step = start({ SVC_SYSTEM_PACKAGES_STATUS: status, SVC_SYSTEM_PACKAGES_LOG: log });
    expect(await step.exit).toBe(3);
    expect(step.out()).toContain("E: Unable to locate package chromium");
    expect(step.out()).not.toContain("still installing");
    expect(step.err()).toContain(`the system packages did not install (exit 100)`);
    expect(step.err()).toContain(log);
  });

  it("fails at once, saying what is missing, when the status file is set without the log", async () => {
    const step = start({ SVC_SYSTEM_PACKAGES_STATUS: status });
    expect(await step.exit).toBe(3);
    expect(step.err()).toContain("SVC_SYSTEM_PACKAGES_STATUS is set without SVC_SYSTEM_PACKAGES_LOG");
  });
});
