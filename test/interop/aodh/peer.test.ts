/**
 * The Aodh peer script leaves nothing behind: stop() ends the runner and removes its state,
 * and a runner whose parent is killed outright (SIGKILL, no cleanup) exits by itself.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { startAodh } from "../../../scripts/peers/aodh.ts";
import { isAlive, waitFor } from "../../support/processes.ts";

describe.runIf(inject("aodhUrl") !== "")("Aodh peer lifecycle", () => {
  it("stop() ends the runner by PID and the port stops answering", async () => {
    const peer = await startAodh();
    expect(isAlive(peer.pid)).toBe(true);
    expect((await fetch(`${peer.url}/`)).ok).toBe(true);
    await peer.stop();
    expect(isAlive(peer.pid)).toBe(false);
    await expect(fetch(`${peer.url}/`)).rejects.toThrow();
  });

  it("a runner whose parent dies by SIGKILL exits by itself", async () => {
    const parent = spawn(
      process.execPath,
      ["--import", "tsx", resolve(import.meta.dirname, "fixtures/start-and-hang.ts")],
      {
        stdio: ["ignore", "pipe", "inherit"],
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
    parent.kill("SIGKILL");
    await waitFor(() => !isAlive(started.pid), `Aodh runner ${started.pid} to exit after its parent died`);
  });
});
