/**
 * The mock runner: mocks answer once started, a mock that dies is restarted, and no Prism
 * process outlives the runner, whether it is stopped, interrupted with Ctrl-C or killed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { loadApis, repoRoot } from "../../scripts/api-registry.ts";
import { startMockServers } from "../../scripts/mock-servers.ts";
import { isAlive, pidsRunning, waitFor } from "../support/processes.ts";

const token = loadApis().filter((api) => api.name === "token");
const validForm =
  "grant_type=client_credentials&scope=service_contract&client_id=pipeline-test&client_secret=pipeline-secret";

const askToken = (url: string, body = validForm) =>
  fetch(`${url}/API/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body,
  });

/** Starts `npm run mocks` (scripts/mocks.ts) on an offset of the fixed ports; resolves when it prints its URLs. */
async function startRunner(offset: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/mocks.ts"], {
    cwd: repoRoot,
    env: { ...process.env, SVC_PORT_OFFSET: String(offset) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  await waitFor(() => /mock token\s+http/.test(output), 60_000, "the mock runner to print its URLs");
  const port = Number(output.match(/mock token\s+http:\/\/127\.0\.0\.1:(\d+)/)?.[1]);
  return { child, port };
}

const prismOn = (port: number) => pidsRunning("prism-child.cjs", "--port", String(port));
const randomOffset = () => 20_000 + Math.floor(Math.random() * 20_000);

describe("mock runner", () => {
  it("restarts a mock that dies, and stop() leaves no process behind", async () => {
    const mocks = await startMockServers(token, { ports: "ephemeral" });
    try {
      const url = mocks.urls.token ?? "";
      expect((await askToken(url)).status).toBe(201);
      const [first] = mocks.pids();
      // A form field name that cannot be URL-decoded kills Prism (see toolchain.md).
      await askToken(url, "%zz=1").catch(() => undefined);
      await waitFor(() => first !== undefined && !isAlive(first), 10_000, "the poisoned mock to die");
      await waitFor(
        async () => (await askToken(url).catch(() => undefined))?.status === 201,
        30_000,
        "the restart",
      );
      expect(mocks.pids()).toHaveLength(1);
      expect(mocks.pids()[0]).not.toBe(first);
    } finally {
      const pids = mocks.pids();
      await mocks.stop();
      expect(pids.filter(isAlive)).toEqual([]);
    }
  });

  it("Ctrl-C stops `npm run mocks` and every mock it started", async () => {
    const { child, port } = await startRunner(randomOffset());
    expect((await askToken(`http://127.0.0.1:${port}`)).status).toBe(201);
    const prism = prismOn(port);
    expect(prism).toHaveLength(1);
    const exited = new Promise((done) => child.on("exit", done));
    child.kill("SIGINT");
    await exited;
    await waitFor(() => prism.every((pid) => !isAlive(pid)), 10_000, "the mocks to stop");
  });

  it("a killed runner leaves no orphan mock", async () => {
    const { child, port } = await startRunner(randomOffset());
    const prism = prismOn(port);
    expect(prism).toHaveLength(1);
    child.kill("SIGKILL");
    await waitFor(() => prism.every((pid) => !isAlive(pid)), 10_000, "the orphaned mock to exit");
  });
});
