/**
 * Prints the closing line of a test run from vitest's JSON reports (build/test-results.json, and
 * build/test-results-pipeline.json when `npm test` ran the pipeline project beside the others):
 * `tests: N passed, N failed, N skipped`, plus the names of failed tests, if any.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "../lib/api-registry.ts";

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

const reports = ["build/test-results.json", "build/test-results-pipeline.json"]
  .map((path) => resolve(repoRoot, path))
  .filter((path) => existsSync(path))
  .map((path) => JSON.parse(readFileSync(path, "utf8")) as Report);
const total = (count: (report: Report) => number) => reports.reduce((sum, report) => sum + count(report), 0);
for (const file of reports.flatMap((report) => report.testResults)) {
  for (const test of file.assertionResults)
    if (test.status === "failed") console.log(`failed: ${test.fullName}`);
}
console.log(
  `tests: ${total((r) => r.numPassedTests)} passed, ${total((r) => r.numFailedTests)} failed, ${total((r) => r.numPendingTests + r.numTodoTests)} skipped`,
);
