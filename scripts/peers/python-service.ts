/**
 * Starts and supervises the Python runner of an OpenStack peer (aodh_runner.py,
 * barbican_runner.py, glance_runner.py): the part the peers share once their state directory is
 * set up. Each runner takes that directory as its one argument, binds port 0 and prints
 * `<MARKER> <port>` on stdout when it serves, so there is no race for a port; it watches its
 * stdin pipe and exits by itself when the process that started it dies, so no peer outlives a
 * test run. That part of the runners is written once, in peer_runner.py beside them.
 *
 * Keystone's runner is started differently (a port picked beforehand, since the port goes into
 * its catalog at bootstrap) and does not use this.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";

/** Debian's interpreter, the one its python3-<service> packages are installed for. */
export const DEBIAN_PYTHON = "/usr/bin/python3";

/** A running peer service. */
export interface PythonService {
  /** Origin of the service, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Process ID of the runner. */
  pid: number;
  /** The state directory, which stop() removes. */
  dir: string;
  /** Stops the runner by PID, waits for it to exit and removes its state directory. */
  stop(): Promise<void>;
}

export interface PythonServiceOptions {
  /** The service's name in error messages, e.g. `Aodh`. */
  name: string;
  /** Path of the runner script. */
  runner: string;
  /** The state directory, passed to the runner; stop() removes it, also when the start fails. */
  dir: string;
  /** The word the runner prints before its port once it serves, e.g. `AODH_READY`. */
  readyMarker: string;
  /** The service's own log, whose end goes into the error when the start fails. */
  log: string;
  /** Milliseconds to wait for the runner to report its port and its API to answer. */
  readyTimeoutMs: number;
  /** Path of the version document, asked once to prove the API answers, e.g. `/`. */
  versionPath: string;
  /** Whether the version document's status means the API answers; default any 2xx. */
  versionAnswered?: (status: number) => boolean;
}

/** The last 30 lines of a log file, for an error message; `(no log)` when there is none yet. */
export function logTail(path: string): string {
  try {
    return readFileSync(path, "utf8").split("\n").slice(-30).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * Starts the runner and resolves once the service's version document answers. On failure the
 * runner is stopped and the directory removed, and the error carries the end of the runner's
 * stderr and of the service's log (a Python traceback usually lands in one of them).
 */
export async function startPythonService(options: PythonServiceOptions): Promise<PythonService> {
  const { name, dir, readyTimeoutMs } = options;
  const child = spawn(DEBIAN_PYTHON, [options.runner, dir], { stdio: ["pipe", "pipe", "pipe"] });
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
        () => reject(new Error(`${name} did not start within ${readyTimeoutMs} ms`)),
        readyTimeoutMs,
      );
      const ready = new RegExp(`${options.readyMarker} (\\d+)`);
      let out = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        out += chunk;
        const match = ready.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.on("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${signal ?? code}) before it was ready`));
      });
    });
    const url = `http://127.0.0.1:${port}`;
    const answered = options.versionAnswered ?? ((status: number) => status >= 200 && status < 300);
    const answer = await fetch(`${url}${options.versionPath}`, {
      signal: AbortSignal.timeout(readyTimeoutMs),
    });
    if (!answered(answer.status))
      throw new Error(`${name} at ${url} answered its version document with HTTP ${answer.status}`);
    await answer.body?.cancel();
    if (child.pid === undefined) throw new Error(`${name} runner has no PID`);
    return { url, pid: child.pid, dir, stop };
  } catch (error) {
    const detail = `${(error as Error).message}\nrunner stderr:\n${stderr.slice(-2000)}\n${name} log:\n${logTail(options.log)}`;
    await stop();
    throw new Error(detail);
  }
}
