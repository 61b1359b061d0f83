/**
 * `npm run peer:aodh`, as a user runs it to point `npm run verify` at a real Aodh: it prints
 * paste-ready lines (the mocks' variables unset, a token exported, the verify command with the
 * peer's base URL), and SIGINT sent to npm stops it: the runner gone, its state directory
 * removed. `--help` answers without starting anything.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { aodhInstalled } from "../../../scripts/peers/aodh.ts";
import { isAlive, waitFor } from "../../support/processes.ts";

describe.runIf(aodhInstalled())("npm run peer:aodh", () => {
  it("--help answers without starting anything", () => {
    const result = spawnSync("npm", ["run", "-s", "peer:aodh", "--", "--help"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run peer:aodh/);
    expect(result.stdout).not.toMatch(/Aodh \(no auth\) at/);
  });

  it("prints paste-ready lines for verify, and SIGINT to npm stops it and removes its state", async () => {
    const npm = spawn("npm", ["run", "-s", "peer:aodh"], {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    npm.stderr.on("data", (chunk) => {
      out += chunk;
    });
    await new Promise<void>((done, fail) => {
      npm.stdout.on("data", (chunk) => {
        out += chunk;
        if (out.includes("Ctrl-C stops it.")) done();
      });
      npm.once("exit", () => fail(new Error(`peer:aodh exited before it was ready:\n${out}`)));
    });
    const url = /Aodh \(no auth\) at (http:\/\/127\.0\.0\.1:\d+) /.exec(out)?.[1] ?? "";
    const runner = Number(/PID (\d+)\)/.exec(out)?.[1]);
    expect(url, out).not.toBe("");
    expect(out).toMatch(/^ {2}unset .*\bSVC_PROJECT_ID\b.*\bSVC_TELEMETRY_URL\b/m);
    expect(out).toMatch(/^ {2}export SVC_TOKEN=\S+$/m);
    expect(out).toContain(`  npm run verify -- telemetry --target ${url} --header X-User-Id=`);
    const dir = (
      spawnSync("cat", [`/proc/${runner}/cmdline`], { encoding: "utf8" }).stdout.split("\0")[2] ?? ""
    ).trim();
    expect(dir).toMatch(/svc-aodh-/);
    expect(existsSync(dir)).toBe(true);
    const exited = new Promise<number | null>((done) => npm.once("exit", (code) => done(code)));
    npm.kill("SIGINT");
    const code = await exited;
    expect(code).not.toBeNull();
    // The runner and the directory go once npm has exited.
    await waitFor(() => !isAlive(runner) && !existsSync(dir), `Aodh runner ${runner} and ${dir} to be gone`);
    expect(isAlive(runner)).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });
});
