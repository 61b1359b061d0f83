/**
 * No orphaned Keystone: the runner (scripts/peers/keystone_runner.py) exits by itself, and
 * removes its state directory, when the process that started it dies without stopping it (a
 * crashed or SIGKILLed test run). Proven
 * with a throwaway runner under a shell parent that is then SIGKILLed; the runner needs no
 * bootstrapped Keystone for that, so the run still sets up only one real Keystone.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { isAlive, waitFor } from "../../support/processes.ts";

const RUNNER = resolve("scripts/peers/keystone_runner.py");

/** The command line of `pid`, its arguments joined by spaces; "" once it has ended. */
const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
};

describe.runIf(inject("keystone") !== null)("Keystone runner lifecycle", () => {
  const dir = mkdtempSync(join(tmpdir(), "svc-keystone-orphan-"));
  let runnerPid: number | undefined;
  afterAll(() => {
    // If the guard failed, do not leave the orphan behind: stop it by its PID.
    if (runnerPid !== undefined && isAlive(runnerPid)) process.kill(runnerPid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("exits on its own when its parent is killed with SIGKILL, and removes its state directory", async () => {
    const conf = join(dir, "keystone.conf");
    writeFileSync(conf, `[database]\nconnection = sqlite:///${join(dir, "keystone.db")}\n`);
    // The shell is the runner's parent and passes its own PID, as the Node side does.
    const shell = spawn("/bin/sh", ["-c", `/usr/bin/python3 "${RUNNER}" "${conf}" 0 $$ & echo $!; wait`], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    runnerPid = await new Promise<number>((done, fail) => {
      shell.stdout.once("data", (chunk: Buffer) => done(Number(chunk.toString().trim())));
      shell.once("error", fail);
    });
    expect(isAlive(runnerPid)).toBe(true);
    const pid = runnerPid;
    // The shell's child is the runner once it has become Python running it (not yet the forked
    // shell): kill the parent only then, so the runner's own watch is what is proven.
    await waitFor(() => commandLine(pid).includes(RUNNER), `the shell's child ${pid} to run ${RUNNER}`);
    shell.kill("SIGKILL");
    await waitFor(() => !isAlive(pid), `runner ${pid} to exit after its parent died`);
    expect(isAlive(pid)).toBe(false);
    // The folder of keystone.conf is the runner's state: a SIGKILLed parent cannot remove it.
    await waitFor(() => !existsSync(dir), `the runner to remove ${dir}`);
  });
});
