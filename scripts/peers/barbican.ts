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
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const PYTHON = "/usr/bin/python3";
const RUNNER = join(dirname(fileURLToPath(import.meta.url)), "barbican_runner.py");

/** A running Barbican. */
export interface BarbicanPeer {
  /** Origin of the Barbican API, e.g. `http://127.0.0.1:41234` (the API is under `/v1/{tenant_id}`). */
  url: string;
  /** Process ID of the runner. */
  pid: number;
  /** Stops Barbican by PID, waits for it to exit and removes its state directory. */
  stop(): Promise<void>;
}

export interface StartBarbicanOptions {
  /** Milliseconds to wait for Barbican to answer; default 60 s. */
  readyTimeoutMs?: number;
}

/** Whether Debian's Barbican is installed (`bash scripts/install-system-packages.sh` installs it). */
export function barbicanInstalled(): boolean {
  return existsSync(PYTHON) && existsSync("/usr/lib/python3/dist-packages/barbican/api/app.py");
}

const tail = (path: string) => {
  try {
    return readFileSync(path, "utf8").split("\n").slice(-30).join("\n");
  } catch {
    return "(no log)";
  }
};

/** Starts Barbican and resolves once its API answers. */
export async function startBarbican(options: StartBarbicanOptions = {}): Promise<BarbicanPeer> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const dir = await mkdtemp(join(tmpdir(), "svc-barbican-"));
  const child = spawn(PYTHON, [RUNNER, dir], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(killer);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Barbican did not start within ${readyTimeoutMs} ms`)),
        readyTimeoutMs,
      );
      let out = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        out += chunk;
        const match = /BARBICAN_READY (\d+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.on("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Barbican exited (${signal ?? code}) before it was ready`));
      });
    });
    const url = `http://127.0.0.1:${port}`;
    // The version document answers 300 Multiple Choices with the API's versions.
    const answer = await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) });
    if (answer.status !== 300 && !answer.ok)
      throw new Error(`Barbican at ${url} answered its version document with HTTP ${answer.status}`);
    await answer.body?.cancel();
    if (child.pid === undefined) throw new Error("Barbican runner has no PID");
    return { url, pid: child.pid, stop };
  } catch (error) {
    const detail = `${(error as Error).message}\nrunner stderr:\n${stderr.slice(-2000)}\nBarbican log:\n${tail(join(dir, "barbican.log"))}`;
    await stop();
    throw new Error(detail);
  }
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
