/**
 * Process checks for the pipeline tests: is a PID alive, which processes run a command line
 * containing some text, and waiting for a condition.
 */
import { readdirSync, readFileSync } from "node:fs";
import { WAIT_BUDGET_MS } from "./budgets.ts";

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PIDs whose command line contains every one of `parts` (Linux /proc). */
export function pidsRunning(...parts: string[]): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      if (parts.every((part) => cmdline.includes(part))) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/**
 * Waits until `condition` holds (a process gone, a port answering, a line printed), looking
 * again every 100 ms. Bounded by the one wait budget (budgets.ts), not by how long the event
 * takes on a quiet machine: on a loaded one the same event takes several times as long.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  budgetMs = WAIT_BUDGET_MS,
): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${budgetMs} ms waiting for ${what}`);
}
