/**
 * Prints the closing line of a test run from vitest's JSON report (build/test-results.json):
 * `tests: N passed, N failed, N skipped`, plus the names of failed tests, if any.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "./api-registry.ts";

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

const report = JSON.parse(readFileSync(resolve(repoRoot, "build/test-results.json"), "utf8")) as Report;
for (const file of report.testResults) {
  for (const test of file.assertionResults)
    if (test.status === "failed") console.log(`failed: ${test.fullName}`);
}
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`,
);
