/**
 * The portal's "What changed" page (what-changed.html), for a user asking "what changed since
 * the version I use?": the change report of this build against the last release (what
 * `npm run changes` prints, breaking and non-breaking changes listed per API, docs-only ones
 * counted), the versions (the package's, each spec's and the platform reference edition each
 * implements), and the releases, from CHANGELOG.md.
 */
import { marked } from "marked";
import { overall } from "../changes/bump.ts";
import { describeRef, mergeLines, sinceText } from "../changes/markdown.ts";
import type { Change, ChangeReport, Impact } from "../changes/model.ts";
import type { ApiEntry } from "../lib/api-registry.ts";
import { readYamlFile } from "../lib/yaml-cache.ts";
import { escapeHtml, page } from "./layout.ts";

export interface SpecVersion {
  api: string;
  title: string;
  version: string;
  /** `info.x-platform-version`: the edition of the platform reference the spec implements. */
  platform: string;
}

export interface WhatChangedContext {
  /** The change report of this build, or why it could not be made (no git history). */
  report: ChangeReport | { error: string };
  /** CHANGELOG.md's text. */
  changelog: string;
  versions: readonly SpecVersion[];
}

/** The versions of every spec, from its `info`. */
export function specVersions(apis: readonly ApiEntry[]): SpecVersion[] {
  return apis.map((api) => {
    const info = ((readYamlFile(api.root) as { info?: Record<string, unknown> }).info ?? {}) as Record<
      string,
      unknown
    >;
    return {
      api: api.name,
      title: String(info.title ?? api.name),
      version: String(info.version ?? ""),
      platform: String(info["x-platform-version"] ?? ""),
    };
  });
}

/** Inline Markdown of a change message (backticks) as HTML. */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");

function changeItem(operations: readonly string[], change: Change): string {
  const who = operations.map((id) => `<code>${escapeHtml(id)}</code>`).join(", ");
  const mock = change.mock === "none" ? "" : `, mock: ${change.mock}`;
  return `<li data-impact="${overall(change)}">${who === "" ? "" : `${who}: `}${inline(change.message)} <span class="impact">(client: ${change.client}${mock})</span></li>`;
}

function reportSection(report: ChangeReport): string {
  const head = `<p>Compared ${inline(describeRef(report.base))} with this build: <strong class="bump">suggested bump: ${report.bump}</strong> (${escapeHtml(report.version.current)} → ${escapeHtml(report.version.suggested)}: ${escapeHtml(report.version.why)}).</p>`;
  if (report.changes.length === 0)
    return `${head}\n<p>Nothing changed ${inline(sinceText(report.base))} in any spec, XML Schema or API report.</p>`;
  const count = (api: string, impact: Impact) =>
    report.changes.filter((change) => change.api === api && overall(change) === impact).length;
  const rows = report.apis
    .map(
      (api) =>
        `<tr><td>${escapeHtml(api)}</td><td>${count(api, "breaking")}</td><td>${count(api, "non-breaking")}</td><td>${count(api, "docs-only")}</td></tr>`,
    )
    .join("\n");
  const lists = report.apis
    .map((api) => {
      const listed = report.changes.filter((change) => change.api === api && overall(change) !== "docs-only");
      if (listed.length === 0) return "";
      const items = mergeLines(listed).map((line) => changeItem(line.operations, line.change));
      return `<h3 id="changes-${escapeHtml(api)}">${escapeHtml(api)}</h3>\n<ul class="changes">\n${items.join("\n")}\n</ul>`;
    })
    .join("\n");
  return `${head}
<table class="plain"><thead><tr><th>API</th><th>breaking</th><th>non-breaking</th><th>docs-only</th></tr></thead><tbody>
${rows}
</tbody></table>
<p>Breaking means breaking for clients (apps, the generated types, the SDK) or for the mocks. Each change below is what <code>npm run changes</code> reports; docs-only changes are counted, not listed.</p>
${lists}`;
}

/** The HTML page. */
export function whatChangedPage({ report, changelog, versions }: WhatChangedContext): string {
  const unreleased =
    "error" in report
      ? `<p>The change report could not be made here: ${escapeHtml(report.error)}</p>`
      : reportSection(report);
  const rows = versions
    .map(
      (spec) =>
        `<tr><td><a href="${escapeHtml(spec.api)}.html">${escapeHtml(spec.title)}</a></td><td><code>${escapeHtml(spec.version)}</code></td><td><code>${escapeHtml(spec.platform)}</code></td></tr>`,
    )
    .join("\n");
  // The changelog's own title ("# svc-cloud") is this page's business; its headings go one level
  // down, under the page's "Releases" (a release is an h3, its "Major Changes" an h4).
  const releases = marked
    .parse(changelog.replace(/^# .*\n/, ""), { async: false })
    .replace(/<(\/?)h([2-5])>/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}>`);
  const body = `<h1>What changed</h1>
<p class="lead">What changed since the version you use: every change to the specs, their XML Schemas and the SDK's public surface, classified breaking, non-breaking or docs-only, and the releases.</p>
<h2 id="unreleased">Since the last release</h2>
${unreleased}
<h2 id="versions">Versions</h2>
<p>The package follows semantic versioning over everything it ships: the SDK, the specs and their generated types. Every spec's <code>info.version</code> is the package version; <code>info.x-platform-version</code> keeps the edition of the platform reference the spec implements.</p>
<table class="plain"><thead><tr><th>API</th><th>spec version</th><th>platform reference edition</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2 id="releases">Releases</h2>
<div class="changelog">
${releases}
</div>`;
  return page({ title: "What changed | svc-cloud", body, root: "" });
}
