/**
 * Runs a real client (a Python CLI, a Node script) against the mock platform as a user runs it:
 * in a scratch home and working folder of its own, with only the environment it is given (no
 * proxy, no OS_* of the machine), and a bound on its time. A failure's message carries what the
 * client printed.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll } from "vitest";
import { WAIT_BUDGET_MS } from "../../support/budgets.ts";

const exec = promisify(execFile);

export interface ClientRun {
  stdout: string;
  stderr: string;
}

/** The scratch homes made for the file that imports this module, removed after its tests. */
const homes: string[] = [];
afterAll(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

/** A scratch folder that is the client's home and working folder (removed after the file's tests). */
export function scratchHome(): string {
  const home = mkdtempSync(join(tmpdir(), "svc-cloud-client-"));
  homes.push(home);
  return home;
}

export async function runClient(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  home: string,
): Promise<ClientRun> {
  try {
    const { stdout, stderr } = await exec(command, [...args], {
      cwd: home,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, LANG: "C.UTF-8", ...env },
      timeout: WAIT_BUDGET_MS,
      maxBuffer: 20 * 1024 * 1024,
    });
    return { stdout, stderr };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout}\n${stderr}\n${String(error)}`);
  }
}
