/**
 * The change report as Markdown, for a pull request: what was compared, the suggested bump, a
 * table of counts per API, then per API its breaking and non-breaking changes as a list, and its
 * docs-only changes folded away. Changes that read the same in several operations (a shared
 * schema, an XSD type) are one line naming every operation.
 */
import { overall } from "./bump.ts";
import type { Change, ChangeReport, Impact, RefInfo } from "./model.ts";

const HOW: Record<RefInfo["how"], string> = {
  option: "as given",
  "merge base": "the merge base with the default branch",
  "release tag": "the last release tag",
  "release commit": "no release tag: the commit that recorded the release in package.json and CHANGELOG.md",
  "first commit": "the first commit: no release recorded",
  "work tree": "uncommitted edits included",
};

export function describeRef(at: RefInfo): string {
  if (at.how === "work tree") return "the work tree";
  const commit = at.commit?.slice(0, 12) ?? "";
  if (at.how === "merge base")
    return `the merge base with \`${at.branch ?? "the default branch"}\` (${commit})`;
  if (at.how === "release commit" && at.version !== undefined)
    return `release ${at.version} (${HOW[at.how]}, ${commit})`;
  if (at.how === "release tag" && at.version !== undefined)
    return `release ${at.version} (the last release tag \`${at.ref}\`, ${commit})`;
  return `\`${at.ref}\` (${HOW[at.how]}${commit.startsWith(at.ref) ? "" : `, ${commit}`})`;
}

/** "since 0.1.0" for a base that is a release, else "from <ref>". */
export const sinceText = (at: RefInfo) =>
  (at.how === "release tag" || at.how === "release commit") && at.version !== undefined
    ? `since ${at.version}`
    : `since ${describeRef(at)}`;

interface Line {
  operations: string[];
  change: Change;
}

/** Changes that say the same thing, merged into one line listing their operations. */
export function mergeLines(changes: readonly Change[]): Line[] {
  const lines = new Map<string, Line>();
  for (const change of changes) {
    const key = JSON.stringify([change.source, change.message, change.client, change.mock, change.reason]);
    const line = lines.get(key) ?? { operations: [], change };
    if (change.operations !== undefined) {
      for (const label of change.operations)
        if (!line.operations.includes(label)) line.operations.push(label);
    } else if (change.operationId !== null && !line.operations.includes(change.operationId)) {
      line.operations.push(change.operationId);
    } else if (
      change.operationId === null &&
      change.operation !== null &&
      !line.operations.includes(change.operation)
    ) {
      line.operations.push(change.operation);
    }
    lines.set(key, line);
  }
  return [...lines.values()];
}

const SOURCE: Record<Change["source"], string> = { spec: "spec", xsd: "XSD", sdk: "SDK" };

function bullet({ operations, change }: Line): string {
  const shown = operations.slice(0, 6).map((id) => `\`${id}\``);
  const more = operations.length > 6 ? ` and ${operations.length - 6} more` : "";
  const who = shown.length > 0 ? `${shown.join(", ")}${more}: ` : "";
  const mock = change.mock === "none" ? "" : `, mock ${change.mock}`;
  const why = change.reason === undefined ? "" : ` (${change.reason})`;
  return `- ${SOURCE[change.source]} · ${who}${change.message}: client ${change.client}${mock}${why}`;
}

const SECTIONS: readonly [Impact, string][] = [
  ["breaking", "Breaking"],
  ["non-breaking", "Non-breaking"],
];

/** The report as Markdown. */
export function renderMarkdown(report: ChangeReport): string {
  const out: string[] = [];
  out.push(`# Changes from ${describeRef(report.base)} to ${describeRef(report.head)}`, "");
  const { breaking, nonBreaking, docsOnly } = report.counts;
  if (report.changes.length === 0) {
    out.push(
      `Nothing changed ${sinceText(report.base)} in any spec, XML Schema or API report. **Suggested bump: none.**`,
    );
  } else {
    out.push(
      `**Suggested bump: ${report.bump}** against ${describeRef(report.base)} (${report.version.current} → ${report.version.suggested}: ${report.version.why}; the platform team's guide, "Versions and releases"): ` +
        `${breaking} breaking, ${nonBreaking} non-breaking, ${docsOnly} docs-only ` +
        "(a change counts as breaking when it breaks clients or the mock).",
      "",
      "| API | breaking | non-breaking | docs-only |",
      "| --- | ---: | ---: | ---: |",
    );
    for (const api of report.apis) {
      const of = (impact: Impact) =>
        report.changes.filter((change) => change.api === api && overall(change) === impact).length;
      out.push(`| ${api} | ${of("breaking")} | ${of("non-breaking")} | ${of("docs-only")} |`);
    }
    for (const api of report.apis) {
      const changes = report.changes.filter((change) => change.api === api);
      out.push("", `## ${api}`);
      for (const [impact, title] of SECTIONS) {
        const lines = mergeLines(changes.filter((change) => overall(change) === impact));
        if (lines.length > 0) out.push("", `### ${title}`, "", ...lines.map(bullet));
      }
      const docs = mergeLines(changes.filter((change) => overall(change) === "docs-only"));
      if (docs.length > 0) {
        out.push(
          "",
          `<details><summary>Docs only (${docs.length})</summary>`,
          "",
          ...docs.map(bullet),
          "",
          "</details>",
        );
      }
    }
  }
  if (report.notes.length > 0) out.push("", "## Notes", "", ...report.notes.map((note) => `- ${note}`));
  return `${out.join("\n")}\n`;
}
