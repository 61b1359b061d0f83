/**
 * The processes a runner started, to prove that none outlives it: every descendant of a PID
 * (Linux /proc), and waiting until a set of PIDs is gone. A descendant that is orphaned is
 * adopted by init, so the tree must be read before the runner is stopped.
 */
import { readdirSync, readFileSync } from "node:fs";
import { isAlive, waitFor } from "../support/processes.ts";

/** The parent PID of every process, from /proc/<pid>/stat. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (2nd field) is in parentheses and may hold spaces: read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  return parentOf;
}

/** Every living descendant of `pid`. */
export function descendants(pid: number): number[] {
  const parentOf = parents();
  const found: number[] = [];
  let level = [pid];
  while (level.length > 0) {
    const next = [...parentOf].filter(([, parent]) => level.includes(parent)).map(([child]) => child);
    found.push(...next);
    level = next;
  }
  return found;
}

/** The mock host's script (scripts/mocks/host/host.ts), as it appears on the host's command line. */
export const MOCK_HOST_SCRIPT = "scripts/mocks/host/host.ts";

/** True when `pid` runs the mock host, the one process of every mock. */
export function isMockHost(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(MOCK_HOST_SCRIPT);
  } catch {
    return false; // it ended while we looked
  }
}

/** Waits until none of `pids` is alive; the error names the survivors. */
export async function waitUntilGone(pids: number[]): Promise<void> {
  await waitFor(
    () => pids.every((pid) => !isAlive(pid)),
    `processes ${pids.filter(isAlive).join(", ")} to exit`,
  );
}
