/**
 * Starts a Prism mock for every API in redocly.yaml on free ports (all in one mock host
 * process) before the contract suites run, hands their URLs to the tests, and stops them all afterwards.
 * `MOCK_APIS=token,dns` limits a local run to some APIs.
 */
import type { TestProject } from "vitest/node";
import { loadApis } from "../../scripts/lib/api-registry.ts";
import { startMockServers } from "../../scripts/mocks/servers.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import { reportStart } from "../support/start-costs.ts";

declare module "vitest" {
  export interface ProvidedContext {
    mockUrls: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  const only = process.env.MOCK_APIS?.split(",").map((name) => name.trim());
  const apis = loadApis().filter((api) => only === undefined || only.includes(api.name));
  // One mock host loads Prism and the ten specs, a few seconds of CPU: on a busy machine the last
  // can take minutes to answer (the wait budget, budgets.ts). A host that exits is still retried
  // as usual.
  const started = Date.now();
  const mocks = await startMockServers(apis, { ports: "ephemeral", readyTimeoutMs: WAIT_BUDGET_MS });
  reportStart("contract", `the mock host (${apis.length} mocks)`, started);
  project.provide("mockUrls", mocks.urls);
  return () => mocks.stop();
}
