/**
 * The command line every peer shares (`npm run peer:keystone`, `npx tsx scripts/peers/cli.ts
 * aodh`, ...): `--help` answers without starting anything; a started peer
 * prints what it is and paste-ready lines for `npm run verify` against it (the `unset` of the
 * mocks' variables, which would otherwise leak into a run against the peer, the `export` of the
 * peer's own, and the command); it stops on SIGINT, SIGTERM or SIGHUP, or when whatever
 * launched it goes away (lib/stop-on-signals.ts), and its state directories are removed on every
 * way out, an uncaught error included.
 */
import { rmSync } from "node:fs";
import { stopOnSignals } from "../lib/stop-on-signals.ts";
import { MOCK_CREDENTIALS, urlVariable } from "../mocks/env.ts";

export interface StartedPeer {
  /** What runs where, one line each. */
  lines: string[];
  /** The environment `npm run verify` needs against this peer, and the command. */
  verify: { env: Record<string, string>; command: string };
  /** The state directories, removed on exit whatever happens. */
  dirs: string[];
  stop(): Promise<void>;
}

export interface PeerCli {
  /** The script's --help text (what it starts, what it prints, how it stops). */
  help: string;
  /** Why the peer cannot run here (a package missing), or undefined. */
  missing(): string | undefined;
  start(): Promise<StartedPeer>;
}

/** A value for a POSIX shell, in single quotes where it needs any. */
const quote = (value: string) =>
  /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;

/** The variables `npm start` prints for the mocks (mocks/env.ts), which a run against a peer must not read. */
export function mockVariables(apis: readonly string[]): string[] {
  return [
    ...Object.keys(MOCK_CREDENTIALS),
    "SVC_IDENTITY_URL",
    "SVC_DATASTORE_APPLICATION_KEY",
    "SVC_DATASTORE_CLIENT_KEY",
    ...apis.map(urlVariable),
  ];
}

/** The paste-ready lines: unset what the mocks set and the peer does not, export the peer's, the command. */
export function verifyLines(verify: StartedPeer["verify"], apis: readonly string[]): string[] {
  const unset = mockVariables(apis).filter((name) => !(name in verify.env));
  return [
    "For npm run verify against it, paste into the shell that runs it:",
    `  unset ${[...new Set(unset)].join(" ")}`,
    `  export ${Object.entries(verify.env)
      .map(([name, value]) => `${name}=${quote(value)}`)
      .join(" ")}`,
    `  ${verify.command}`,
  ];
}

/** Runs a peer script: --help, or start, print, and stop on a signal. Resolves to an exit code when it does not run on. */
export async function runPeerCli(
  argv: readonly string[],
  cli: PeerCli,
  apis: readonly string[],
): Promise<number | undefined> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(cli.help);
    return 0;
  }
  if (argv.length > 0) {
    console.error(`unknown argument ${argv[0]}: the script takes none but --help`);
    return 2;
  }
  const missing = cli.missing();
  if (missing !== undefined) {
    console.error(missing);
    return 1;
  }
  const peer = await cli.start();
  // The last resort: whatever ends the process (an uncaught error, process.exit), no state is left.
  process.on("exit", () => {
    for (const dir of peer.dirs) rmSync(dir, { recursive: true, force: true });
  });
  for (const line of [...peer.lines, ...verifyLines(peer.verify, apis), "Ctrl-C stops it."])
    console.log(line);
  stopOnSignals(() => peer.stop());
  return undefined;
}
