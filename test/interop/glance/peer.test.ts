/**
 * The Glance peer script leaves nothing behind: stop() ends the runner by PID and removes its
 * state, and a runner whose parent is killed outright (SIGKILL, no cleanup) exits by itself.
 * Each test starts a Glance of its own against the run's Keystone.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { startGlance } from "../../../scripts/peers/glance.ts";
import { isAlive, waitFor } from "../../support/processes.ts";

const context = inject("glance");

/** The state directory a runner was started with (its last argument). */
const stateDirOf = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).at(-1) ?? "";

describe.runIf(context !== null)("Glance peer lifecycle", () => {
  const keystone = { url: context?.keystoneUrl ?? "", admin: context?.keystoneAdmin ?? ({} as never) };

  // A second Glance starts here (the project's is already up): about 25 s alone, 77 s seen on a
  // loaded machine; the project's timeout (budgets.ts) bounds it.
  it("stop() ends the runner by PID, removes its state, and the port stops answering", async () => {
    const peer = await startGlance({ keystone });
    expect(isAlive(peer.pid)).toBe(true);
    expect((await fetch(`${peer.url}/versions`)).ok).toBe(true);
    const dir = stateDirOf(peer.pid);
    expect(existsSync(join(dir, "glance-api.conf"))).toBe(true);
    await peer.stop();
    expect(isAlive(peer.pid)).toBe(false);
    expect(existsSync(dir)).toBe(false);
    await expect(fetch(`${peer.url}/versions`)).rejects.toThrow();
  });

  it("a runner whose parent dies by SIGKILL exits by itself", async () => {
    const parent = spawn(
      process.execPath,
      ["--import", "tsx", resolve(import.meta.dirname, "fixtures/start-and-hang.ts")],
      {
        stdio: ["ignore", "pipe", "inherit"],
        env: { ...process.env, KEYSTONE_URL: keystone.url, KEYSTONE_ADMIN: JSON.stringify(keystone.admin) },
      },
    );
    const started = await new Promise<{ pid: number; url: string }>((done, fail) => {
      let out = "";
      parent.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        out += chunk;
        const line = out.split("\n").find((l) => l.startsWith("{"));
        if (line) done(JSON.parse(line));
      });
      parent.on("exit", (code) => fail(new Error(`fixture exited early (${code})`)));
    });
    expect(isAlive(started.pid)).toBe(true);
    const dir = stateDirOf(started.pid);
    parent.kill("SIGKILL");
    await waitFor(() => !isAlive(started.pid), `Glance runner ${started.pid} to exit after its parent died`);
    expect(existsSync(dir)).toBe(false);
  });
});
