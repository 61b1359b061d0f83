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
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const PYTHON = "/usr/bin/python3";
const RUNNER = join(dirname(fileURLToPath(import.meta.url)), "aodh_runner.py");

/** A running Aodh. */
export interface AodhPeer {
  /** Origin of the Aodh API, e.g. `http://127.0.0.1:41234` (the API is under `/v2`). */
  url: string;
  /** Process ID of the runner. */
  pid: number;
  /** Stops Aodh by PID, waits for it to exit and removes its state directory. */
  stop(): Promise<void>;
}

export interface StartAodhOptions {
  /** Milliseconds to wait for Aodh to answer; default 60 s. */
  readyTimeoutMs?: number;
}

/** Whether Debian's Aodh is installed (`bash scripts/install-system-packages.sh` installs it). */
export function aodhInstalled(): boolean {
  return existsSync(PYTHON) && existsSync("/usr/lib/python3/dist-packages/aodh/api/app.py");
}

const tail = (path: string) => {
  try {
    return readFileSync(path, "utf8").split("\n").slice(-30).join("\n");
  } catch {
    return "(no log)";
  }
};

/** Starts Aodh and resolves once its API answers. */
export async function startAodh(options: StartAodhOptions = {}): Promise<AodhPeer> {
  const dir = await mkdtemp(join(tmpdir(), "svc-aodh-"));
  const log = join(dir, "aodh.log");
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
        () => reject(new Error(`Aodh did not start within ${options.readyTimeoutMs ?? 60_000} ms`)),
        options.readyTimeoutMs ?? 60_000,
      );
      let out = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        out += chunk;
        const match = /AODH_READY (\d+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.on("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Aodh exited (${signal ?? code}) before it was ready`));
      });
    });
    const url = `http://127.0.0.1:${port}`;
    const answer = await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok)
      throw new Error(`Aodh at ${url} answered its version document with HTTP ${answer.status}`);
    await answer.body?.cancel();
    if (child.pid === undefined) throw new Error("Aodh runner has no PID");
    return { url, pid: child.pid, stop };
  } catch (error) {
    const detail = `${(error as Error).message}\nrunner stderr:\n${stderr.slice(-2000)}\nAodh log:\n${tail(log)}`;
    await stop();
    throw new Error(detail);
  }
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
