/**
 * The exit codes of every command-line tool in scripts/ (`npm run verify`, `npm run changes`, ...),
 * written once so that a CI job reads them the same way whichever tool it runs, in the manner of
 * oasdiff's single table of exit codes.
 */
export const EXIT = {
  /** The tool ran and found nothing to report (verify: every checked answer conformed; changes: no breaking change under a gate). */
  ok: 0,
  /** The tool ran and its check found something: a violation, a breaking change under `--fail-on-breaking`. */
  found: 1,
  /** The command line or the settings are wrong: nothing was checked. */
  usage: 2,
  /** The environment failed the tool: a target it cannot reach, a login refused, a git ref that names nothing. */
  environment: 3,
  /**
   * A signal (Ctrl-C, SIGTERM, SIGHUP) stopped the tool, 128 + SIGINT as shells report it
   * (verify: what the run had created was deleted first, and the report says so).
   */
  interrupted: 130,
} as const;

/** One of the exit codes above. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
