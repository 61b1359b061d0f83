/**
 * Starts a real OpenStack Keystone (Debian's python3-keystone) on 127.0.0.1 with SQLite, for
 * the identity interop tests, and stops it by PID. How it runs:
 * Debian's /usr/bin/python3, the keystone-manage steps in one process (keystone_setup.py), WAL journal on the
 * database (else writes right after a token issue hang and fail with "database is locked"),
 * the in-memory dogpile cache (else every request takes ~220 ms), werkzeug's run_simple.
 *
 * State lives in a fresh temp directory that stop() removes. The runner exits by itself when
 * the process that started it dies, so no Keystone outlives its test run.
 *
 * `npm run peer:keystone` (or `npx tsx scripts/peers/cli.ts keystone`) starts one by hand and prints
 * its URL, its admin, and the lines that point `npm run verify` at it (peer-command.ts).
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, openSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { PeerCli } from "./peer-command.ts";
import { PEER_START_BUDGET_MS } from "./start-budget.ts";

const run = promisify(execFile);
const PYTHON = "/usr/bin/python3";
const RUNNER = join(dirname(fileURLToPath(import.meta.url)), "keystone_runner.py");
const SETUP = join(dirname(fileURLToPath(import.meta.url)), "keystone_setup.py");

/** A running Keystone and the admin account `keystone-manage bootstrap` created in it. */
export interface KeystonePeer {
  /** Origin of the Keystone, e.g. `http://127.0.0.1:41234` (the API is under `/v3`). */
  url: string;
  /** Admin user (domain `Default`), with the `admin` role on project `admin`. */
  admin: { userName: string; password: string; projectName: string; domainId: string };
  /** Region of the bootstrap catalog entries. */
  regionId: string;
  /** Process ID of the Keystone runner. */
  pid: number;
  /** The state directory, which stop() removes. */
  dir: string;
  /** Stops Keystone by PID and removes its state directory. */
  stop(): Promise<void>;
}

export interface StartKeystoneOptions {
  /** Milliseconds to wait for Keystone to answer; default PEER_START_BUDGET_MS (start-budget.ts). */
  readyTimeoutMs?: number;
  /** Token lifetime in seconds (`[token] expiration`); default Keystone's 3600. */
  tokenExpirationSeconds?: number;
}

/** Whether Debian's Keystone is installed (`bash scripts/system-packages/cli.sh` installs it). */
export function keystoneInstalled(): boolean {
  return existsSync(PYTHON) && existsSync("/usr/lib/python3/dist-packages/keystone/server/wsgi.py");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

function configText(dir: string, options: StartKeystoneOptions): string {
  return [
    "[DEFAULT]",
    `log_file = ${join(dir, "keystone.log")}`,
    "[database]",
    `connection = sqlite:///${join(dir, "keystone.db")}`,
    // Keystone hashes every password it stores with bcrypt at 12 rounds by default: ~0.34 s of
    // CPU for each one created and each login checked, which was most of the run's Keystone CPU.
    // The rounds change how long a hash takes, nothing a client sees (4 is bcrypt's minimum,
    // https://docs.openstack.org/keystone/latest/configuration/config-options.html#identity.password_hash_rounds).
    "[identity]",
    "password_hash_rounds = 4",
    "[token]",
    "provider = fernet",
    ...(options.tokenExpirationSeconds ? [`expiration = ${options.tokenExpirationSeconds}`] : []),
    "[fernet_tokens]",
    `key_repository = ${join(dir, "fernet-keys")}`,
    "[fernet_receipts]",
    `key_repository = ${join(dir, "fernet-receipts")}`,
    "[credential]",
    `key_repository = ${join(dir, "credential-keys")}`,
    "[cache]",
    "enabled = true",
    "backend = dogpile.cache.memory",
    "",
  ].join("\n");
}

/**
 * Keys, database and admin account of a fresh Keystone, in one Python process
 * (keystone_setup.py: the four keystone-manage steps, then WAL mode), the password in the
 * environment rather than on the command line.
 */
async function setUp(
  conf: string,
  owner: [string, string],
  regionId: string,
  endpoint: string,
  password: string,
) {
  try {
    await run(PYTHON, [SETUP, conf, ...owner, regionId, endpoint], {
      timeout: PEER_START_BUDGET_MS,
      env: { ...process.env, OS_BOOTSTRAP_PASSWORD: password },
    });
  } catch (error) {
    // keystone-manage prints a harmless eventlet traceback at exit; only the exit code counts.
    const stderr = (error as { stderr?: string }).stderr ?? "";
    throw new Error(`Keystone's setup (keystone_setup.py) failed: ${stderr.slice(-2000)}`);
  }
}

async function groupName(): Promise<string> {
  const { stdout } = await run("id", ["-gn"]);
  return stdout.trim();
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number, log: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const text = tail(log);
      if (text.includes("Address already in use")) throw new PortTakenError(`port of ${url} was taken`);
      throw new Error(`Keystone exited before it answered. Its log:\n${text}`);
    }
    try {
      // Keystone answers one request at a time: a poll given up early would leave its request
      // queued before the next one, so each poll may take as long as the start itself.
      const response = await fetch(`${url}/v3`, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Keystone did not answer at ${url} within ${timeoutMs} ms. Its log:\n${tail(log)}`);
}

function tail(path: string): string {
  try {
    return readFileSync(path, "utf8").split("\n").slice(-40).join("\n");
  } catch {
    return "(no log)";
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/** Thrown when the free port we picked was taken before Keystone could bind it. */
class PortTakenError extends Error {}

/**
 * Sets up a fresh Keystone (keys, database, bootstrap) and starts it on a free loopback port.
 * The port goes into the catalog at bootstrap, before Keystone binds it; in the rare case
 * another process takes it in between, the whole setup is redone on another port.
 */
export async function startKeystone(options: StartKeystoneOptions = {}): Promise<KeystonePeer> {
  if (!keystoneInstalled()) {
    throw new Error(
      "Keystone is not installed: run `bash scripts/system-packages/cli.sh` (Debian's python3-keystone).",
    );
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 3) throw error;
    }
  }
}

async function startOnce(options: StartKeystoneOptions): Promise<KeystonePeer> {
  const dir = await mkdtemp(join(tmpdir(), "svc-keystone-"));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  let child: ChildProcess | undefined;
  try {
    const conf = join(dir, "keystone.conf");
    await writeFile(conf, configText(dir, options));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const password = `adm-${randomBytes(12).toString("hex")}`;
    const regionId = "RegionOne";
    await setUp(conf, [userInfo().username, await groupName()], regionId, `${url}/v3`, password);
    const log = join(dir, "runner.log");
    const out = openSync(log, "a");
    const started = spawn(PYTHON, [RUNNER, conf, String(port), String(process.pid)], {
      stdio: ["ignore", out, out],
    });
    child = started;
    await waitUntilAnswering(url, started, options.readyTimeoutMs ?? PEER_START_BUDGET_MS, log);
    return {
      url,
      admin: { userName: "admin", password, projectName: "admin", domainId: "default" },
      regionId,
      pid: started.pid ?? 0,
      dir,
      async stop() {
        await stopChild(started);
        await removeDir();
      },
    };
  } catch (error) {
    if (child !== undefined) await stopChild(child);
    await removeDir();
    throw error;
  }
}

/** `npm run peer:keystone` (or `npx tsx scripts/peers/cli.ts keystone`): one Keystone by hand. */
export const KEYSTONE_CLI: PeerCli = {
  help: `Usage: npm run peer:keystone [-- --help]

Starts a real OpenStack Keystone (Debian's python3-keystone) on a free port of 127.0.0.1, with
SQLite in a temporary directory, bootstrapped with an admin user (domain Default, project admin,
a random password). Prints its URL, the admin, and the lines that point npm run verify at it:
the unset of the mocks' SVC_* variables, the export of the admin's login (the base URL without
/v3, the domain's name Default), and the command. Ctrl-C (SIGINT), SIGTERM or SIGHUP stops it
and removes the directory.`,
  missing: () =>
    keystoneInstalled()
      ? undefined
      : "Debian's Keystone is not installed: run `bash scripts/system-packages/cli.sh` first.",
  async start() {
    const started = Date.now();
    const peer = await startKeystone();
    return {
      lines: [
        `Keystone ready in ${Date.now() - started} ms at ${peer.url} (the API under /v3; PID ${peer.pid})`,
        `admin: user ${peer.admin.userName}, password ${peer.admin.password}, project ${peer.admin.projectName}, domain Default (ID ${peer.admin.domainId})`,
      ],
      verify: {
        env: {
          SVC_IDENTITY_URL: peer.url,
          SVC_USER_NAME: peer.admin.userName,
          SVC_PASSWORD: peer.admin.password,
          SVC_DOMAIN_NAME: "Default",
          SVC_PROJECT_NAME: peer.admin.projectName,
        },
        command: `npm run verify -- identity --target ${peer.url} --baseline test/interop/keystone/verify-baseline.json`,
      },
      dirs: [peer.dir],
      stop: () => peer.stop(),
    };
  },
};
