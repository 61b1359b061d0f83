/**
 * The Barbican peer script leaves nothing behind: stop() ends the runner by PID and removes its
 * state, and a runner whose parent is killed outright (SIGKILL, no cleanup) exits by itself.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { startBarbican } from "../../../scripts/peers/barbican.ts";
import { isAlive, waitFor } from "../../support/processes.ts";

describe.runIf(inject("barbicanUrl") !== "")("Barbican peer lifecycle", () => {
  it("stop() ends the runner by PID and the port stops answering", async () => {
    const peer = await startBarbican();
    expect(isAlive(peer.pid)).toBe(true);
    expect((await fetch(`${peer.url}/`)).status).toBe(300);
    await peer.stop();
    expect(isAlive(peer.pid)).toBe(false);
    await expect(fetch(`${peer.url}/`)).rejects.toThrow();
  });

  it("a runner whose parent dies by SIGKILL exits by itself and removes its state", async () => {
    const parent = spawn(
      process.execPath,
      ["--import", "tsx", resolve(import.meta.dirname, "fixtures/start-and-hang.ts")],
      { stdio: ["ignore", "pipe", "inherit"] },
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
    // The runner's command line is `python3 barbican_runner.py STATE_DIR`.
    const stateDir = readFileSync(`/proc/${started.pid}/cmdline`, "utf8").split("\0")[2] ?? "";
    expect(existsSync(join(stateDir, "barbican.db"))).toBe(true);
    parent.kill("SIGKILL");
    await waitFor(
      () => !isAlive(started.pid),
      `Barbican runner ${started.pid} to exit after its parent died`,
    );
    expect(existsSync(stateDir)).toBe(false);
  });
});
