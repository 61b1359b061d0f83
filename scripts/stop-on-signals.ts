/**
 * Runs `stop` once on Ctrl-C, SIGTERM or SIGHUP, then exits. Children started with a stdin
 * pipe (see prism-child.cjs) also die on their own if this process is killed outright.
 */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stop().finally(() => process.exit(signal === "SIGINT" ? 130 : 0));
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);
}
