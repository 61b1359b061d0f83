/**
 * The report on disk: `report.json` (the Report as it is) and `report.html`, one
 * self-contained page for people (inline style, no script, nothing fetched), with the counts
 * in the console's words (report-counts.ts; a count is coloured only when it is not 0), each
 * operation's result, each violation's check, where, message, expected, actual and request
 * ID, each refused write's explanation, and what a write run left behind.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { redact } from "../../src/core/redact.ts";
import type { OperationReport, Report, Violation } from "./report.ts";
import { RESULT_COUNTS } from "./report-counts.ts";

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
.summary span{margin-right:1.5rem}.baselined{color:#9a6700}.setup-problem{color:#9a6700;font-weight:600}
.none{color:#6e7781}`;

function violationRows(violations: readonly Violation[], kind: string): string {
  return violations
    .map(
      (v) =>
        `<tr class="${kind}"><td><code>${escapeHtml(v.check)}</code></td><td><code>${escapeHtml(v.where)}</code></td><td>${escapeHtml(v.message)}${v.baseline ? `<br><em>baseline: ${escapeHtml(v.baseline)}</em>` : ""}</td><td>${escapeHtml(v.expected ?? "")}</td><td><code>${escapeHtml(v.actual ?? "")}</code></td><td><code>${escapeHtml(v.requestId ?? "")}</code></td></tr>`,
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
      : `<table><thead><tr><th>check</th><th>where</th><th>what</th><th>expected</th><th>actual</th><th>request ID</th></tr></thead><tbody>
${violationRows(op.violations, "violation")}
${violationRows(op.baselined, "baselined")}
</tbody></table>`;
  const answers = op.exchanges
    .map((e) => `${e.status ?? "no answer"}${e.negative ? " (negative)" : ""}`)
    .join(", ");
  const refusal =
    op.refusal === undefined
      ? ""
      : `<strong>${escapeHtml(op.refusal.request)} answered HTTP ${op.refusal.status}</strong>${op.refusal.message ? `: ${escapeHtml(op.refusal.message)}` : ""}<br>Fix: ${escapeHtml(op.refusal.fix)}`;
  return `<tr><td><code>${escapeHtml(op.operationId)}</code></td><td><code>${op.method} ${escapeHtml(op.path)}</code></td><td class="${op.result}">${op.result}</td><td>${escapeHtml(answers)}</td><td>${escapeHtml(op.reason ?? "")}${refusal}${params ? `<br>${params}` : ""}${table}</td></tr>`;
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
      : `<h2>Baseline entries that matched nothing</h2><ul>${report.unusedBaseline.map((e) => `<li><code>${escapeHtml(e.check)}</code> <code>${escapeHtml(e.operationId)}</code> ${escapeHtml(e.where ?? "")}: ${escapeHtml(e.reason)}</li>`).join("")}</ul>`;
  const left =
    report.mode !== "write"
      ? ""
      : report.leftovers.length === 0
        ? `<h2>Left behind</h2><p class="conforming">Nothing: ${report.created} created, ${report.created} deleted.</p>`
        : `<h2>Left behind</h2><table><thead><tr><th>created by</th><th>name</th><th>ID</th><th>path</th><th>why</th><th>how to remove it</th></tr></thead><tbody>${report.leftovers.map((l) => `<tr class="violation"><td><code>${escapeHtml(l.operationId)}</code></td><td><code>${escapeHtml(l.name ?? "")}</code></td><td><code>${escapeHtml(l.id)}</code></td><td><code>${escapeHtml(l.path)}</code></td><td>${escapeHtml(l.why)}</td><td>${escapeHtml(l.remove)}</td></tr>`).join("\n")}</tbody></table>`;
  const counts = RESULT_COUNTS.map(
    ({ key, words, result }) =>
      `<span class="${s[key] > 0 ? result : "none"}" data-count="${key}">${s[key]} ${words}</span>`,
  ).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>verify ${escapeHtml(report.api)}: ${escapeHtml(report.target)}</title>
<style>${STYLE}</style></head><body>
<h1>${escapeHtml(report.api)} against <code>${escapeHtml(report.target)}</code></h1>
<p class="summary"><strong>${s.successChecked} of ${s.operations} operations had a success answer checked.</strong></p>
<p class="summary">${counts}<span class="${s.baselinedViolations > 0 ? "baselined" : "none"}" data-count="baselinedViolations">${s.baselinedViolations} baselined violations</span></p>
<p>${report.mode} run${report.interrupted ? " (STOPPED by a signal)" : ""}, ${report.engine} engine, ${escapeHtml(report.startedAt)}, ${(report.durationMs / 1000).toFixed(1)} s; sent ${escapeHtml(report.credential)}; settings read: ${escapeHtml(report.settings.join(", ") || "none")}; checks: ${escapeHtml(report.checks.join(", "))}.</p>
<table><thead><tr><th>operation</th><th>request</th><th>result</th><th>answers (status)</th><th>details</th></tr></thead><tbody>
${report.operations.map(operationSection).join("\n")}
</tbody></table>
${left}${unmatched}${stale}
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
