/**
 * The test support's platform fronts (test/support/platform-fronts.ts) start on other free ports
 * when a port drawn free is taken before its front binds it, as a load run of the suite met (an
 * outgoing connection's port on a busy machine); and give up with PortInUseError after a few tries.
 */
import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import { PortInUseError } from "../../../scripts/lib/ports.ts";
import { startPlatformFronts } from "../../support/platform-fronts.ts";

// Ports a test plants for the next free-port picks; with none planted, the real pick.
const planted = vi.hoisted(() => [] as number[]);
vi.mock("../../../scripts/lib/ports.ts", async (original) => {
  const ports = await original<typeof import("../../../scripts/lib/ports.ts")>();
  return { ...ports, freePort: async () => planted.shift() ?? ports.freePort() };
});

const token = loadApis().filter((api) => api.name === "token");
// Never asked: the token front forwards to its Prism only when a request comes.
const prismUrls = { token: "http://127.0.0.1:9" };

let squatter: Server | undefined;
afterEach(async () => {
  planted.length = 0;
  await new Promise<void>((done) => (squatter ? squatter.close(() => done()) : done()));
});

async function takenPort(): Promise<number> {
  squatter = createServer();
  await new Promise<void>((done) => squatter?.listen(0, "127.0.0.1", done));
  return (squatter.address() as { port: number }).port;
}

describe("platform fronts", () => {
  it("start on another free port when the one drawn is taken before the front binds it", async () => {
    const taken = await takenPort();
    planted.push(taken);
    const fronts = await startPlatformFronts(token, prismUrls);
    try {
      expect(fronts.urls.token).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(fronts.urls.token).not.toBe(`http://127.0.0.1:${taken}`);
      const answer = await fetch(`${fronts.urls.token}/nowhere`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    } finally {
      await fronts.stop();
    }
  });

  it("give up with PortInUseError when every try draws a taken port", async () => {
    const taken = await takenPort();
    planted.push(taken, taken, taken);
    await expect(startPlatformFronts(token, prismUrls)).rejects.toBeInstanceOf(PortInUseError);
  });
});
