/**
 * Runs `stop` once on SIGINT (Ctrl-C), SIGTERM (an IDE's stop button, `timeout`, `kill`) or
 * SIGHUP (a closed terminal), then exits; and does the same when the process that started
 * this one goes away (npm killed outright, or a shell that does not pass the signal on), so
 * nothing it started is left holding a port. Children started with a stdin pipe (see
 * prism-child.cjs) also die on their own if this process is killed outright.
 */
const PARENT_CHECK_MS = 500;

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
  // An orphan is adopted by init or a subreaper: the parent's PID changes.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) stopAndExit(129);
  }, PARENT_CHECK_MS);
  watch.unref();
}
