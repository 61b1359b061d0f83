/**
 * Starts a real OpenStack Barbican (Debian's python3-barbican) on 127.0.0.1 with SQLite, for the
 * key manager interop tests, and stops it by PID. The runner (barbican_runner.py) uses Debian's
 * /usr/bin/python3, no Keystone (the project comes from X-Project-Id), no message bus, the
 * simple_crypto store with a key-encryption key made for the run and kept beside the database,
 * and serves one request at a time (SQLite refuses concurrent writes).
 *
 * Barbican's paths have no tenant segment (`/v1/secrets`), the platform's do
 * (`/v1/{tenant_id}/secrets`): the runner maps one to the other, taking the segment as the
 * project and writing it back into every reference and link, so the wire is the platform's.
 *
 * The runner binds port 0 and reports the port it got, so there is no race for a port. State
 * lives in a fresh temp directory that stop() removes. The runner exits by itself when the
 * process that started it dies (it watches its stdin pipe), so no Barbican outlives a test run.
 *
 * `npx tsx scripts/peers/cli.ts barbican` starts one by hand, prints its URL and runs until Ctrl-C.
 */
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PeerCli } from "./peer-command.ts";
import { DEBIAN_PYTHON, type PythonService, startPythonService } from "./python-service.ts";
import { PEER_START_BUDGET_MS } from "./start-budget.ts";

const RUNNER = join(dirname(fileURLToPath(import.meta.url)), "barbican_runner.py");

/** A running Barbican; its `url` is the origin of the API (the API is under `/v1/{tenant_id}`). */
export type BarbicanPeer = PythonService;

export interface StartBarbicanOptions {
  /** Milliseconds to wait for Barbican to answer; default PEER_START_BUDGET_MS (start-budget.ts). */
  readyTimeoutMs?: number;
}

/** Whether Debian's Barbican is installed (`bash scripts/system-packages/cli.sh` installs it). */
export function barbicanInstalled(): boolean {
  return existsSync(DEBIAN_PYTHON) && existsSync("/usr/lib/python3/dist-packages/barbican/api/app.py");
}

/** Starts Barbican and resolves once its API answers. */
export async function startBarbican(options: StartBarbicanOptions = {}): Promise<BarbicanPeer> {
  const dir = await mkdtemp(join(tmpdir(), "svc-barbican-"));
  return startPythonService({
    name: "Barbican",
    runner: RUNNER,
    dir,
    readyMarker: "BARBICAN_READY",
    log: join(dir, "barbican.log"),
    readyTimeoutMs: options.readyTimeoutMs ?? PEER_START_BUDGET_MS,
    versionPath: "/",
    // The version document answers 300 Multiple Choices with the API's versions.
    versionAnswered: (status) => status === 300 || (status >= 200 && status < 300),
  });
}

/** `npm run peer:barbican` (or `npx tsx scripts/peers/cli.ts barbican`): one Barbican by hand. */
export const BARBICAN_CLI: PeerCli = {
  help: `Usage: npm run peer:barbican [-- --help]

Starts a real OpenStack Barbican (Debian's python3-barbican) on a free port of 127.0.0.1,
without Keystone, its paths mapped onto the platform's /v1/{tenant_id}/..., SQLite in a temporary
directory. Prints its URL and the lines that point npm run verify at it: the unset of the mocks'
SVC_* variables, a token (Barbican without Keystone reads none) and a project ID, and the
command. Ctrl-C (SIGINT), SIGTERM or SIGHUP stops it and removes the directory.`,
  missing: () =>
    barbicanInstalled()
      ? undefined
      : "Debian's Barbican is not installed: run `bash scripts/system-packages/cli.sh` first.",
  async start() {
    const peer = await startBarbican();
    return {
      lines: [
        `Barbican (no auth) at ${peer.url} (paths carry the project: /v1/<tenant_id>/secrets; PID ${peer.pid})`,
      ],
      verify: {
        env: { SVC_TOKEN: "barbican-reads-no-token", SVC_PROJECT_ID: "0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a" },
        command: `npm run verify -- keymanager --target ${peer.url}`,
      },
      dirs: [peer.dir],
      stop: () => peer.stop(),
    };
  },
};
