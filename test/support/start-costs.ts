/**
 * What the run's shared processes cost to start: the mock host, each peer (Keystone, Aodh,
 * Barbican, Glance), Chromium, the docs build. Each global setup that starts one says so on the
 * console as it happens and appends it to build/start-costs.jsonl, from which `.ci/run`'s closing
 * summary (scripts/test-summary/) lists the run's start costs.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { START_COSTS_PATH, type StartCost } from "../../scripts/test-summary/summary.ts";

/** Reports that `what`, asked for at `startedAt` (Date.now()), is ready now. */
export function reportStart(project: string, what: string, startedAt: number): void {
  const at = Date.now();
  const cost: StartCost = { project, what, ms: at - startedAt, at };
  console.log(`[${project}] ${what} ready in ${(cost.ms / 1000).toFixed(1)} s`);
  const file = resolve(repoRoot, START_COSTS_PATH);
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(cost)}\n`);
}
