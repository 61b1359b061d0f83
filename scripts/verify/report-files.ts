/**
 * The report on disk: `report.json` (the Report as it is) and `report.html`, one
 * self-contained page for people (inline style, no script, nothing fetched), with each
 * operation's result and each violation's where, message, expected, actual and request ID.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { redact } from "../../src/core/redact.ts";
import type { OperationReport, Report, Violation } from "./report.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%;margin:1rem 0}
th,td{border:1px solid #d0d7de;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}code{font:12px ui-monospace,monospace;word-break:break-all}
.conforming{color:#1a7f37}.violation{color:#cf222e;font-weight:600}.not-exercised,.unreachable{color:#6e7781}
.error-answers,.unauthorized{color:#9a6700}
.summary span{margin-right:1.5rem}.baselined{color:#9a6700}`;

function violationRows(violations: readonly Violation[], kind: string): string {
  return violations
    .map(
      (v) =>
        `<tr class="${kind}"><td><code>${escapeHtml(v.where)}</code></td><td>${escapeHtml(v.message)}${v.baseline ? `<br><em>baseline: ${escapeHtml(v.baseline)}</em>` : ""}</td><td>${escapeHtml(v.expected ?? "")}</td><td><code>${escapeHtml(v.actual ?? "")}</code></td><td><code>${escapeHtml(v.requestId ?? "")}</code></td></tr>`,
    )
    .join("\n");
}

function operationSection(op: OperationReport): string {
  const params = op.parameters
    .map((p) => `<code>${escapeHtml(p.name)}=${escapeHtml(p.value)}</code> (${p.in}, ${p.source})`)
    .join(", ");
  const all = [...op.violations, ...op.baselined];
  const table =
    all.length === 0
      ? ""
      : `<table><thead><tr><th>where</th><th>what</th><th>expected</th><th>actual</th><th>request ID</th></tr></thead><tbody>
${violationRows(op.violations, "violation")}
${violationRows(op.baselined, "baselined")}
</tbody></table>`;
  const answers = op.exchanges
    .map((e) => `${e.status ?? "no answer"}${e.negative ? " (negative)" : ""}`)
    .join(", ");
  return `<tr><td><code>${escapeHtml(op.operationId)}</code></td><td><code>${op.method} ${escapeHtml(op.path)}</code></td><td class="${op.result}">${op.result}</td><td>${escapeHtml(answers)}</td><td>${escapeHtml(op.reason ?? "")}${params ? `<br>${params}` : ""}${table}</td></tr>`;
}

/** The HTML report: one page, no external resource. */
export function reportHtml(report: Report): string {
  const s = report.summary;
  const unmatched =
    report.unmatched.length === 0
      ? ""
      : `<h2>Exchanges no operation matches</h2><table><tbody>${violationRows(report.unmatched, "violation")}</tbody></table>`;
  const stale =
    report.unusedBaseline.length === 0
      ? ""
      : `<h2>Baseline entries that matched nothing</h2><ul>${report.unusedBaseline.map((e) => `<li><code>${escapeHtml(e.operationId)}</code> ${escapeHtml(e.where ?? "")}: ${escapeHtml(e.reason)}</li>`).join("")}</ul>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>verify ${escapeHtml(report.api)}: ${escapeHtml(report.target)}</title>
<style>${STYLE}</style></head><body>
<h1>${escapeHtml(report.api)} against <code>${escapeHtml(report.target)}</code></h1>
<p class="summary"><strong>${s.successChecked} of ${s.operations} operations had a success answer checked.</strong></p>
<p class="summary"><span class="conforming">${s.conforming} conforming</span><span class="violation">${s.violation} with violations</span><span class="error-answers">${s.errorAnswers} answered only with errors</span><span class="unauthorized">${s.unauthorized} unauthorized</span><span class="unreachable">${s.unreachable} unreachable</span><span class="not-exercised">${s.notExercised} not exercised</span><span class="baselined">${s.baselinedViolations} baselined violations</span></p>
<p>${report.mode} run, ${report.engine} engine, ${escapeHtml(report.startedAt)}, ${(report.durationMs / 1000).toFixed(1)} s; sent ${escapeHtml(report.credential)}; settings read: ${escapeHtml(report.settings.join(", ") || "none")}.</p>
<table><thead><tr><th>operation</th><th>request</th><th>result</th><th>answers (status)</th><th>details</th></tr></thead><tbody>
${report.operations.map(operationSection).join("\n")}
</tbody></table>
${unmatched}${stale}
<h2>Coverage: the documented statuses seen</h2>
<table><thead><tr><th>operation</th><th>seen</th><th>not seen</th></tr></thead><tbody>
${report.operations.map((op) => `<tr><td><code>${escapeHtml(op.operationId)}</code></td><td>${escapeHtml(op.coverage.seen.join(", "))}</td><td>${escapeHtml(op.coverage.notSeen.join(", "))}</td></tr>`).join("\n")}
</tbody></table>
</body></html>
`;
}

/** Writes report.json and report.html into `dir` (created if needed); every string redacted once more. */
export function writeReport(report: Report, dir: string): { json: string; html: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, "report.json");
  const html = join(dir, "report.html");
  writeFileSync(json, `${redact(JSON.stringify(report, null, 2))}\n`);
  writeFileSync(html, redact(reportHtml(report)));
  return { json, html };
}
