/**
 * Runs `stop` once on SIGINT (Ctrl-C), SIGTERM (an IDE's stop button, `timeout`, `kill`) or
 * SIGHUP (a closed terminal), then exits; and does the same when the process that launched this
 * one goes away, so nothing it started is left holding a port. Children started with a stdin
 * pipe (see mocks/host/host.ts) also die on their own if this process is killed outright.
 *
 * How npm runs it: `npm start` and `npm run mocks` are `exec node ...` in package.json, so the
 * shell npm starts replaces itself with node and npm's own child is this process. That matters for
 * SIGINT: npm passes SIGINT and SIGTERM on to its child only, and a shell in between (`sh -c node
 * ...`) catches SIGINT and waits for node, which never hears of it, so an IDE's `kill -INT <npm>`
 * stopped nothing. npm dies on SIGHUP (or SIGKILL) without a word, so this process also watches its
 * parent and, when a shell sits between npm and it (npm_lifecycle_event set, the parent a shell),
 * the shell's parent too: once one of them is gone, it stops as if it had been signalled.
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

const SHELLS = new Set(["sh", "dash", "bash", "zsh", "ash", "ksh"]);

/** The command name of `pid` (Linux /proc), or undefined. */
function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return undefined;
  }
}

/**
 * The processes whose end means the user is gone: the parent, and npm too when a shell stands
 * between npm and this process. Never a parent's parent otherwise: `(npm start &)` leaves npm
 * with a parent that exits at once, and that must not stop anything.
 */
function launchers(): number[] {
  const parent = process.ppid;
  const grandparent = statOf(parent)?.parent;
  const shellOfNpm = process.env.npm_lifecycle_event !== undefined && SHELLS.has(commandOf(parent) ?? "");
  return shellOfNpm && grandparent !== undefined && grandparent > 1 ? [parent, grandparent] : [parent];
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
