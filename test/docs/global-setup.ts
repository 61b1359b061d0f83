/**
 * Builds the docs portal into a folder of its own (so it never races `npm start`'s build/docs)
 * and serves it on a free localhost port for the docs tests; reports what the build cost. (The
 * project's Chromium comes from test/support/chromium-global-setup.ts.)
 */

import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { buildDocs, startMockUrls } from "../../scripts/docs/cli.ts";
import { loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { serveStatic } from "../../scripts/lib/serve-static.ts";
import { reportStart } from "../support/start-costs.ts";

declare module "vitest" {
  export interface ProvidedContext {
    docsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const outDir = resolve(repoRoot, "build/docs-test");
  const building = Date.now();
  // The mock URLs of a plain `npm start` (no SVC_PORT_OFFSET), whatever this shell has set.
  await buildDocs({ outDir, mockUrls: startMockUrls(loadApis(), {}) });
  reportStart("docs", "the docs portal's build", building);
  const server = await serveStatic(outDir, 0);
  project.provide("docsUrl", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
}
