/**
 * `--junit <file>`: the report as JUnit XML, which CI systems show as tests, by the outcome
 * model (outcome.ts): one test case per operation, and only a `conforming` one is a passed test
 * case. A `violation` has a failure per finding outside the baseline (its check, where,
 * message, expected, actual); every other result (error answers only, unauthorized,
 * unreachable, a setup problem, not exercised) is skipped, with the result and its reason as
 * the message, so a dashboard's green count is the summary's conforming count. Exchanges that
 * matched no operation are failed test cases of their own. What the run left behind is in the
 * suite's output.
 */
import { writeFileSync } from "node:fs";
import { redact } from "../../src/core/redact.ts";
import type { OperationReport, Report } from "./report.ts";

const escapeXml = (text: string) =>
  text.replace(
    // Characters XML 1.0 cannot hold at all are dropped; the five specials escaped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is matched
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? "",
  );

const statuses = (op: OperationReport) =>
  op.exchanges
    .filter((e) => e.negative === undefined)
    .map((e) => e.status ?? "no answer")
    .join(", ") || "none";

/** Why an operation that is neither conforming nor a violation did not pass: its result and reason. */
export function skipReason(op: OperationReport): string {
  switch (op.result) {
    case "error-answers":
      return `error-answers: only error answers came (HTTP ${statuses(op)}), checked against their schema; the success answer was not checked`;
    case "unauthorized":
      return `unauthorized: only 401/403 came (HTTP ${statuses(op)}): the credential may not do this`;
    case "unreachable":
      return `unreachable: no answer came (${op.exchanges.find((e) => e.error !== undefined)?.error ?? "nothing within --timeout"})`;
    case "setup-problem":
      return op.refusal === undefined
        ? `setup-problem: the target refused the write (HTTP ${statuses(op)})`
        : `setup-problem: ${op.refusal.request} answered HTTP ${op.refusal.status}${op.refusal.message ? ` (${op.refusal.message})` : ""}. Fix: ${op.refusal.fix}`;
    default:
      return `not-exercised: ${op.reason ?? "not sent"}`;
  }
}

/** The JUnit XML of a report. */
export function junitXml(report: Report): string {
  const cases = report.operations.map((op) => {
    const name = escapeXml(`${op.operationId} (${op.method} ${op.path})`);
    const time = (op.exchanges.reduce((sum, e) => sum + e.durationMs, 0) / 1000).toFixed(3);
    const inner: string[] = [];
    if (op.result === "violation")
      for (const v of op.violations)
        inner.push(
          `<failure message="${escapeXml(`[${v.check}] ${v.where} -- ${v.message}`)}" type="${escapeXml(v.check)}">${escapeXml(
            [
              `check: ${v.check}`,
              `at ${v.where}`,
              `message: ${v.message}`,
              ...(v.expected !== undefined ? [`expected: ${v.expected}`] : []),
              ...(v.actual !== undefined ? [`actual: ${v.actual}`] : []),
              ...(v.requestId !== undefined ? [`request ID: ${v.requestId}`] : []),
            ].join("\n"),
          )}</failure>`,
        );
    else if (op.result !== "conforming") inner.push(`<skipped message="${escapeXml(skipReason(op))}"/>`);
    inner.push(
      `<system-out>${escapeXml(`result: ${op.result}; answers: ${op.exchanges.map((e) => e.status ?? "none").join(", ") || "none"}${op.baselined.length > 0 ? `; ${op.baselined.length} baselined` : ""}`)}</system-out>`,
    );
    return `    <testcase classname="verify.${escapeXml(report.api)}" name="${name}" time="${time}">\n      ${inner.join("\n      ")}\n    </testcase>`;
  });
  const unmatched = report.unmatched.map(
    (v) =>
      `    <testcase classname="verify.${escapeXml(report.api)}" name="(no operation of the spec)">\n      <failure message="${escapeXml(`[${v.check}] ${v.where} -- ${v.message}`)}" type="${escapeXml(v.check)}"/>\n    </testcase>`,
  );
  const s = report.summary;
  const failures = s.violation + unmatched.length;
  const skipped = s.operations - s.conforming - s.violation;
  const tests = report.operations.length + unmatched.length;
  const left =
    report.mode !== "write"
      ? ""
      : `\n    <system-out>${escapeXml(
          report.leftovers.length === 0
            ? `left behind: nothing (${report.created} created, ${report.created} deleted)`
            : report.leftovers
                .map(
                  (l) =>
                    `LEFTOVER ${l.operationId} ${l.name ?? ""} ID ${l.id} at ${l.path}: ${l.why}. Remove: ${l.remove}`,
                )
                .join("\n"),
        )}</system-out>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="npm run verify" tests="${tests}" failures="${failures}" skipped="${skipped}" time="${(report.durationMs / 1000).toFixed(3)}">
  <testsuite name="verify ${escapeXml(report.api)} against ${escapeXml(report.target)}" tests="${tests}" failures="${failures}" skipped="${skipped}" timestamp="${escapeXml(report.startedAt)}">
${[...cases, ...unmatched].join("\n")}${left}
  </testsuite>
</testsuites>
`;
}

/** Writes the JUnit XML to `file`, redacted once more. */
export function writeJunit(report: Report, file: string): void {
  writeFileSync(file, redact(junitXml(report)));
}
