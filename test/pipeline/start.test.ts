/**
 * `npm start`, the main job, end to end: it lints, generates and builds the docs, then serves
 * the docs site and every mock, prints their URLs, and Ctrl-C stops everything it started.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { loadApis, repoRoot } from "../../scripts/api-registry.ts";
import { isAlive, pidsRunning, waitFor } from "../support/processes.ts";

describe("npm start", () => {
  it("serves the docs and every mock, and Ctrl-C stops them all", async () => {
    const offset = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      cwd: repoRoot,
      env: { ...process.env, SVC_PORT_OFFSET: String(offset) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    try {
      await waitFor(
        () => output.includes("Ctrl-C stops"),
        150_000,
        `npm start to come up; output so far:\n${output}`,
      );
      const docs = output.match(/docs {2}(http:\/\/127\.0\.0\.1:\d+)\/\n/)?.[1];
      expect(docs).toBe(`http://127.0.0.1:${8080 + offset}`);
      const index = await (await fetch(`${docs}/`)).text();
      for (const api of loadApis()) {
        expect(index).toContain(`href="${api.name}.html"`);
        expect(output).toContain(`mock  http://127.0.0.1:${api.mockPort + offset}  (${api.name})`);
        expect((await fetch(`${docs}/${api.name}.html`)).status).toBe(200);
        // Any HTTP answer shows the mock is up; Prism answers unknown paths with 404.
        expect((await fetch(`http://127.0.0.1:${api.mockPort + offset}/`)).status).toBeGreaterThan(0);
      }
    } finally {
      const mocks = loadApis().flatMap((api) =>
        pidsRunning("prism-child.cjs", String(api.mockPort + offset)),
      );
      child.kill("SIGINT");
      await exited;
      await waitFor(() => mocks.every((pid) => !isAlive(pid)), 10_000, "every mock to stop");
    }
  });
});
