/**
 * Starts a real OpenStack Aodh (Debian's python3-aodh) on 127.0.0.1 with SQLite, for the
 * telemetry interop tests, and stops it by PID. Follows shared/reference/real-peers.md:
 * Debian's /usr/bin/python3, no Keystone (`[api] auth_mode =` empty: callers send
 * X-User-Id, X-Project-Id and X-Roles), `transport_url = fake://`, the schema created as
 * aodh-dbsync does, werkzeug serving the WSGI app.
 *
 * The runner binds port 0 and reports the port it got, so there is no race for a port. State
 * lives in a fresh temp directory that stop() removes. The runner exits by itself when the
 * process that started it dies (it watches its stdin pipe), so no Aodh outlives a test run.
 *
 * `npx tsx scripts/peers/aodh.ts` starts one by hand, prints its URL and runs until Ctrl-C.
 */
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEBIAN_PYTHON, type PythonService, startPythonService } from "./python-service.ts";

const RUNNER = join(dirname(fileURLToPath(import.meta.url)), "aodh_runner.py");

/** A running Aodh; its `url` is the origin of the API (the API is under `/v2`). */
export type AodhPeer = PythonService;

export interface StartAodhOptions {
  /** Milliseconds to wait for Aodh to answer; default 60 s. */
  readyTimeoutMs?: number;
}

/** Whether Debian's Aodh is installed (`bash scripts/install-system-packages.sh` installs it). */
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
    readyTimeoutMs: options.readyTimeoutMs ?? 60_000,
    versionPath: "/",
  });
}

async function main(): Promise<void> {
  if (!aodhInstalled()) {
    console.error("Debian's Aodh is not installed: run `bash scripts/install-system-packages.sh` first.");
    process.exit(1);
  }
  const peer = await startAodh();
  console.log(
    `Aodh (no auth) at ${peer.url}, PID ${peer.pid}. Send X-User-Id, X-Project-Id and X-Roles. Ctrl-C stops it.`,
  );
  const shutdown = () => void peer.stop().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
