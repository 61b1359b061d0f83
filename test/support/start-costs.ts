/**
 * What the run's shared processes cost to start: the mock host, each peer (Keystone, Aodh,
 * Barbican, Glance), Chromium, the docs build, the SDK's pack. Each global setup that starts one
 * says so on the console as it happens and appends it to build/start-costs.jsonl, from which
 * `.ci/run`'s closing summary (scripts/test-summary/cli.ts) lists the run's start costs.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { repoRoot } from "../../scripts/lib/api-registry.ts";

/** One start, as build/start-costs.jsonl holds it (one JSON object a line). */
export interface StartCost {
  /** The vitest project whose global setup started it, e.g. `interop-glance`. */
  project: string;
  /** What was started, e.g. `Keystone`. */
  what: string;
  /** Milliseconds from asking for it to its being ready. */
  ms: number;
  /** When it was ready (epoch milliseconds), so that a summary counts only its own run's. */
  at: number;
}

export const START_COSTS_FILE = resolve(repoRoot, "build/start-costs.jsonl");

/** Reports that `what`, asked for at `startedAt` (Date.now()), is ready now. */
export function reportStart(project: string, what: string, startedAt: number): void {
  const at = Date.now();
  const cost: StartCost = { project, what, ms: at - startedAt, at };
  console.log(`[${project}] ${what} ready in ${(cost.ms / 1000).toFixed(1)} s`);
  mkdirSync(dirname(START_COSTS_FILE), { recursive: true });
  appendFileSync(START_COSTS_FILE, `${JSON.stringify(cost)}\n`);
}
