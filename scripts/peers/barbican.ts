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
 * `npx tsx scripts/peers/barbican.ts` starts one by hand, prints its URL and runs until Ctrl-C.
 */
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEBIAN_PYTHON, type PythonService, startPythonService } from "./python-service.ts";

const RUNNER = join(dirname(fileURLToPath(import.meta.url)), "barbican_runner.py");

/** A running Barbican; its `url` is the origin of the API (the API is under `/v1/{tenant_id}`). */
export type BarbicanPeer = PythonService;

export interface StartBarbicanOptions {
  /** Milliseconds to wait for Barbican to answer; default 60 s. */
  readyTimeoutMs?: number;
}

/** Whether Debian's Barbican is installed (`bash scripts/install-system-packages.sh` installs it). */
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
    readyTimeoutMs: options.readyTimeoutMs ?? 60_000,
    versionPath: "/",
    // The version document answers 300 Multiple Choices with the API's versions.
    versionAnswered: (status) => status === 300 || (status >= 200 && status < 300),
  });
}

async function main(): Promise<void> {
  if (!barbicanInstalled()) {
    console.error("Debian's Barbican is not installed: run `bash scripts/install-system-packages.sh` first.");
    process.exit(1);
  }
  const peer = await startBarbican();
  console.log(
    `Barbican (no auth) at ${peer.url}, PID ${peer.pid}. Paths carry the project: ${peer.url}/v1/<tenant_id>/secrets. Ctrl-C stops it.`,
  );
  const shutdown = () => void peer.stop().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
