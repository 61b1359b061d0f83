/**
 * Prints the closing lines of a test run (summary.ts) from vitest's JSON reports
 * (build/test-results.json, and build/test-results-pipeline.json when `npm test` ran the pipeline
 * project beside the others) and the start costs the global setups recorded
 * (build/start-costs.jsonl): failed tests and files, the slowest files, what the shared processes
 * cost to start, and `tests: N passed, N failed, N skipped`.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "../lib/api-registry.ts";
import { parseStartCosts, START_COSTS_PATH, summaryLines, type VitestReport } from "./summary.ts";

const reports = ["build/test-results.json", "build/test-results-pipeline.json"]
  .map((path) => resolve(repoRoot, path))
  .filter((path) => existsSync(path))
  .map((path) => JSON.parse(readFileSync(path, "utf8")) as VitestReport);
const startsFile = resolve(repoRoot, START_COSTS_PATH);
const starts = existsSync(startsFile) ? parseStartCosts(readFileSync(startsFile, "utf8")) : [];
for (const line of summaryLines(reports, starts, repoRoot)) console.log(line);
