/**
 * Runs `stop` once on SIGINT (Ctrl-C), SIGTERM (an IDE's stop button, `timeout`, `kill`) or
 * SIGHUP (a closed terminal), then exits; and does the same when the process that launched this
 * one goes away, so nothing it started is left holding a port. Children started with a stdin
 * pipe (see prism-child.cjs) also die on their own if this process is killed outright.
 *
 * Why the launcher is watched: `npm start` runs this script as `npm -> sh -c -> node`. npm passes
 * SIGINT and SIGTERM on to its child, but dies on SIGHUP (or SIGKILL) without a word, leaving the
 * shell and this process running, adopted by init. So this process watches its parent and, when
 * npm started it, npm as well: once either is gone, it stops as if it had been signalled.
 */
import { readFileSync } from "node:fs";

const LAUNCHER_CHECK_MS = 500;

/** State and parent PID of `pid`, from /proc (Linux); undefined where that cannot be read. */
function statOf(pid: number): { state: string; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) is in parentheses and may hold spaces: read after the last ')'.
    const [state = "", parent = ""] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

/** Alive and not a zombie (a dead npm whose own parent has not reaped it yet). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return statOf(pid)?.state !== "Z";
}

/** The processes whose end means the user is gone: the parent, and npm when npm ran this script. */
function launchers(): number[] {
  const parent = process.ppid;
  const grandparent = statOf(parent)?.parent;
  const viaNpm = process.env.npm_lifecycle_event !== undefined;
  return viaNpm && grandparent !== undefined && grandparent > 1 ? [parent, grandparent] : [parent];
}

export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const stopAndExit = (code: number) => {
    if (stopping) return;
    stopping = true;
    stop().finally(() => process.exit(code));
  };
  const exitCodes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => stopAndExit(exitCodes[signal]));
  }
  const parent = process.ppid;
  const watched = launchers();
  const watch = setInterval(() => {
    // An orphan is adopted by init or a subreaper: its parent's PID changes.
    if (process.ppid !== parent || !watched.every(isAlive)) stopAndExit(129);
  }, LAUNCHER_CHECK_MS);
  watch.unref();
}
