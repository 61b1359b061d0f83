/**
 * The counts of one verify run as each reporter shows them: report.json's summary (and its
 * operations' results), the console's summary line, report.html's summary, and the JUnit XML
 * (its suite's attributes and its test cases). The outcome model says they agree: only a
 * conforming operation is a passed test case, a violation is a failed one, every other result a
 * skipped one. `countDisagreements` lists every place where they do not; runVerify
 * (verify-run.ts) calls it on every run of the test suite.
 */

import type { Report } from "../../scripts/verify/report.ts";
import { RESULT_COUNTS } from "../../scripts/verify/report-counts.ts";

export interface RunOutputs {
  report: Report;
  /** Everything the run printed. */
  out: string;
  html: string;
  junit: string;
}

const number = (pattern: RegExp, text: string) => {
  const found = pattern.exec(text)?.[1];
  return found === undefined ? undefined : Number(found);
};

/** Every disagreement between the reporters' counts, one line each; [] when they agree. */
export function countDisagreements({ report, out, html, junit }: RunOutputs): string[] {
  const problems: string[] = [];
  const s = report.summary;
  const expect = (where: string, what: string, actual: number | undefined, wanted: number) => {
    if (actual !== wanted)
      problems.push(`${where}: ${what} is ${actual ?? "missing"}, the report says ${wanted}`);
  };
  const summaryLine =
    out.split("\n").find((line) => /operations had a success answer checked/.test(line)) ?? "";
  for (const { key, words, result } of RESULT_COUNTS) {
    expect(
      "report.json operations",
      result,
      report.operations.filter((op) => op.result === result).length,
      s[key],
    );
    expect("console", words, number(new RegExp(`(\\d+) ${words}`), summaryLine), s[key]);
    expect("report.html", words, number(new RegExp(`data-count="${key}">(\\d+) `), html), s[key]);
  }
  expect(
    "console",
    "operations",
    number(/ of (\d+) operations had a success answer/, summaryLine),
    s.operations,
  );
  const cases = junit.split("<testcase ").slice(1);
  const operationCases = cases.filter((c) => !c.includes('name="(no operation of the spec)"'));
  const passed = operationCases.filter((c) => !c.includes("<failure") && !c.includes("<skipped")).length;
  const failed = cases.filter((c) => c.includes("<failure")).length;
  const skippedCases = cases.filter((c) => c.includes("<skipped")).length;
  expect("JUnit", "passed test cases", passed, s.conforming);
  expect("JUnit", "failed test cases", failed, s.violation + report.unmatched.length);
  expect("JUnit", "skipped test cases", skippedCases, s.operations - s.conforming - s.violation);
  expect("JUnit", "test cases", cases.length, s.operations + report.unmatched.length);
  const suite = /<testsuite [^>]*>/.exec(junit)?.[0] ?? "";
  expect(
    "JUnit",
    "the suite's tests",
    number(/ tests="(\d+)"/, suite),
    s.operations + report.unmatched.length,
  );
  expect(
    "JUnit",
    "the suite's failures",
    number(/ failures="(\d+)"/, suite),
    s.violation + report.unmatched.length,
  );
  expect(
    "JUnit",
    "the suite's skipped",
    number(/ skipped="(\d+)"/, suite),
    s.operations - s.conforming - s.violation,
  );
  const total = RESULT_COUNTS.reduce((sum, { key }) => sum + s[key], 0);
  expect("report.json", "the results' sum", total, s.operations);
  return problems;
}
