/**
 * `npm run verify` speed: a read-only run of identity against a real Keystone (Debian's
 * python3-keystone on loopback with SQLite, started as `npx tsx scripts/peers/cli.ts keystone`
 * starts it), logged in as its admin, with each engine. Goal (issue 18): 60 s or less on 2
 * cores for the default engine, Prism's proxy start included; Keystone's own start is not
 * counted. Keystone runs in a child process: its starter finds its Python runner beside its
 * own source, which this bundled benchmark is not.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { repoRoot } from "../scripts/lib/api-registry.ts";
import { keystoneInstalled } from "../scripts/peers/keystone.ts";
import { verify } from "../scripts/verify/run.ts";

const GOAL_MS = 60_000;

interface Keystone {
  url: string;
  userName: string;
  password: string;
  projectName: string;
  stop(): Promise<void>;
}

/** Starts Keystone with its own script and reads its URL and admin from the lines it prints. */
async function startKeystone(): Promise<Keystone> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/peers/cli.ts", "keystone"], {
    cwd: repoRoot,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  const lines = createInterface({ input: child.stdout });
  let url: string | undefined;
  for await (const line of lines) {
    url ??= /at (http:\/\/\S+) \(the API under \/v3/.exec(line)?.[1];
    const admin = /admin: user (\S+), password (\S+), project (\S+),/.exec(line);
    if (url !== undefined && admin !== null) {
      const [, userName = "", password = "", projectName = ""] = admin;
      return { url, userName, password, projectName, stop };
    }
  }
  await stop();
  throw new Error("Keystone did not start (its output is above)");
}

if (!keystoneInstalled()) {
  console.log("verify-identity: skipped, Keystone is not installed (bash scripts/system-packages/cli.sh)");
} else {
  const keystone = await startKeystone();
  try {
    const credentials = {
      userName: keystone.userName,
      password: keystone.password,
      domainName: "Default",
      projectName: keystone.projectName,
    };
    for (const engine of ["prism", "in-process"] as const) {
      const started = performance.now();
      const report = await verify({
        api: "identity",
        target: keystone.url,
        engine,
        write: false,
        params: new Map(),
        headers: {},
        credentials,
      });
      const ms = performance.now() - started;
      const { conforming, violation } = report.summary;
      const verdict =
        engine === "prism" ? (ms <= GOAL_MS ? "within the" : "OVER the") : "for comparison with the";
      console.log(
        `verify identity against Keystone, ${engine}: ${(ms / 1000).toFixed(1)} s for ${conforming + violation} operations (${verdict} ${GOAL_MS / 1000} s goal)`,
      );
      if (engine === "prism" && ms > GOAL_MS) process.exitCode = 1;
    }
  } finally {
    await keystone.stop();
  }
}
