/**
 * `--junit <file>`: the report as JUnit XML, which CI systems show as tests: one test case per
 * operation, a failure per violation outside the baseline (where, message, expected and
 * actual), a skipped test for an operation not exercised, and the result of the others
 * (error answers only, unauthorized) in the test case's output.
 */
import { writeFileSync } from "node:fs";
import { redact } from "../../src/core/redact.ts";
import type { Report } from "./report.ts";

const escapeXml = (text: string) =>
  text.replace(
    // Characters XML 1.0 cannot hold at all are dropped; the five specials escaped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is matched
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? "",
  );

/** The JUnit XML of a report. */
export function junitXml(report: Report): string {
  const cases = report.operations.map((op) => {
    const name = escapeXml(`${op.operationId} (${op.method} ${op.path})`);
    const time = (op.exchanges.reduce((sum, e) => sum + e.durationMs, 0) / 1000).toFixed(3);
    const inner: string[] = [];
    for (const v of op.violations)
      inner.push(
        `<failure message="${escapeXml(`${v.where} -- ${v.message}`)}" type="violation">${escapeXml(
          [
            `at ${v.where}`,
            `message: ${v.message}`,
            ...(v.expected !== undefined ? [`expected: ${v.expected}`] : []),
            ...(v.actual !== undefined ? [`actual: ${v.actual}`] : []),
            ...(v.requestId !== undefined ? [`request ID: ${v.requestId}`] : []),
          ].join("\n"),
        )}</failure>`,
      );
    if (op.result === "not-exercised")
      inner.push(`<skipped message="${escapeXml(op.reason ?? "not sent")}"/>`);
    inner.push(
      `<system-out>${escapeXml(`result: ${op.result}; answers: ${op.exchanges.map((e) => e.status ?? "none").join(", ") || "none"}${op.baselined.length > 0 ? `; ${op.baselined.length} baselined` : ""}`)}</system-out>`,
    );
    return `    <testcase classname="verify.${escapeXml(report.api)}" name="${name}" time="${time}">\n      ${inner.join("\n      ")}\n    </testcase>`;
  });
  const unmatched = report.unmatched.map(
    (v) =>
      `    <testcase classname="verify.${escapeXml(report.api)}" name="(no operation of the spec)">\n      <failure message="${escapeXml(`${v.where} -- ${v.message}`)}" type="violation"/>\n    </testcase>`,
  );
  const failures = report.operations.filter((op) => op.violations.length > 0).length + unmatched.length;
  const skipped = report.summary.notExercised;
  const tests = report.operations.length + unmatched.length;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="npm run verify" tests="${tests}" failures="${failures}" skipped="${skipped}" time="${(report.durationMs / 1000).toFixed(3)}">
  <testsuite name="verify ${escapeXml(report.api)} against ${escapeXml(report.target)}" tests="${tests}" failures="${failures}" skipped="${skipped}" timestamp="${escapeXml(report.startedAt)}">
${[...cases, ...unmatched].join("\n")}
  </testsuite>
</testsuites>
`;
}

/** Writes the JUnit XML to `file`, redacted once more. */
export function writeJunit(report: Report, file: string): void {
  writeFileSync(file, redact(junitXml(report)));
}
