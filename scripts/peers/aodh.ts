/**
 * Starts a real OpenStack Aodh (Debian's python3-aodh) on 127.0.0.1 with SQLite, for the
 * telemetry interop tests, and stops it by PID. How it runs:
 * Debian's /usr/bin/python3, no Keystone (`[api] auth_mode =` empty: callers send
 * X-User-Id, X-Project-Id and X-Roles), `transport_url = fake://`, the schema created as
 * aodh-dbsync does, werkzeug serving the WSGI app.
 *
 * The runner binds port 0 and reports the port it got, so there is no race for a port. State
 * lives in a fresh temp directory that stop() removes. The runner exits by itself when the
 * process that started it dies (it watches its stdin pipe), so no Aodh outlives a test run.
 *
 * `npm run peer:aodh` (or `npx tsx scripts/peers/cli.ts aodh`) starts one by hand, prints its URL and
 * the lines that point `npm run verify` at it, and runs until Ctrl-C (peer-command.ts).
 */
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PeerCli } from "./peer-command.ts";
import { DEBIAN_PYTHON, type PythonService, startPythonService } from "./python-service.ts";
import { PEER_START_BUDGET_MS } from "./start-budget.ts";

const RUNNER = join(dirname(fileURLToPath(import.meta.url)), "aodh_runner.py");

/** A running Aodh; its `url` is the origin of the API (the API is under `/v2`). */
export type AodhPeer = PythonService;

export interface StartAodhOptions {
  /** Milliseconds to wait for Aodh to answer; default PEER_START_BUDGET_MS (start-budget.ts). */
  readyTimeoutMs?: number;
}

/** Whether Debian's Aodh is installed (`bash scripts/system-packages/cli.sh` installs it). */
export function aodhInstalled(): boolean {
  return existsSync(DEBIAN_PYTHON) && existsSync("/usr/lib/python3/dist-packages/aodh/api/app.py");
}

/** Starts Aodh and resolves once its API answers. */
export async function startAodh(options: StartAodhOptions = {}): Promise<AodhPeer> {
  const dir = await mkdtemp(join(tmpdir(), "svc-aodh-"));
  return startPythonService({
    name: "Aodh",
    runner: RUNNER,
    dir,
    readyMarker: "AODH_READY",
    log: join(dir, "aodh.log"),
    readyTimeoutMs: options.readyTimeoutMs ?? PEER_START_BUDGET_MS,
    versionPath: "/",
  });
}

const PROJECT = "0c2b7e0f5d1a4f3e9b8c7a6d5e4f3a2b";
const USER = "3e5d11fda79448ac99ccefb20be187ca";

/** `npm run peer:aodh` (or `npx tsx scripts/peers/cli.ts aodh`): one Aodh by hand. */
export const AODH_CLI: PeerCli = {
  help: `Usage: npm run peer:aodh [-- --help]

Starts a real OpenStack Aodh (Debian's python3-aodh) on a free port of 127.0.0.1, without
Keystone (callers send X-User-Id, X-Project-Id and X-Roles), SQLite in a temporary directory.
Prints its URL and the lines that point npm run verify at it: the unset of the mocks' SVC_*
variables, a token (Aodh without Keystone reads none, the client needs one), and the command
with the identity headers. Ctrl-C (SIGINT), SIGTERM or SIGHUP stops it and removes the directory.`,
  missing: () =>
    aodhInstalled()
      ? undefined
      : "Debian's Aodh is not installed: run `bash scripts/system-packages/cli.sh` first.",
  async start() {
    const peer = await startAodh();
    return {
      lines: [`Aodh (no auth) at ${peer.url} (the API under /v2; PID ${peer.pid})`],
      verify: {
        env: { SVC_TOKEN: "aodh-reads-no-token" },
        command: `npm run verify -- telemetry --target ${peer.url} --header X-User-Id=${USER} --header X-Project-Id=${PROJECT} --header X-Roles=member --baseline test/interop/aodh/verify-baseline.json`,
      },
      dirs: [peer.dir],
      stop: () => peer.stop(),
    };
  },
};
