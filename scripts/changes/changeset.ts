/**
 * A changeset (`.changeset/<name>.md`, the input of `changeset version`) made from a change
 * report: the suggested bump for the package, and a summary that becomes the CHANGELOG entry:
 * the counts, then every breaking change on a line, then the non-breaking ones (as many as fit
 * in MAX_LINES; the rest counted). A reader of the CHANGELOG must see every break, so the breaking
 * lines come first and are never cut. Docs-only changes are counted, not listed. Edit it before
 * committing: say what an app must do about each break.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { overall } from "./bump.ts";
import { describeRef, mergeLines } from "./markdown.ts";
import type { ChangeReport } from "./model.ts";

/** At most this many change lines in a changeset; the rest are counted. */
const MAX_LINES = 40;

/** The changeset's text for a package, or undefined when the report suggests no bump. */
export function changesetText(report: ChangeReport, packageName: string): string | undefined {
  if (report.bump === "none") return undefined;
  const { breaking, nonBreaking, docsOnly } = report.counts;
  const lineOf = (impact: "breaking" | "non-breaking") =>
    mergeLines(report.changes.filter((change) => overall(change) === impact)).map(
      ({ operations, change }) => {
        const who = operations.length > 0 ? ` ${operations.map((id) => `\`${id}\``).join(", ")}:` : "";
        return `- **${change.api}**${who} ${change.message} (${impact})`;
      },
    );
  const breakingLines = lineOf("breaking");
  const others = lineOf("non-breaking");
  const room = Math.max(0, MAX_LINES - breakingLines.length);
  const shown = [...breakingLines, ...others.slice(0, room)];
  if (others.length > room)
    shown.push(`- ... and ${others.length - room} more non-breaking: run \`npm run changes\``);
  return [
    "---",
    `${JSON.stringify(packageName)}: ${report.bump}`,
    "---",
    "",
    `Spec and SDK changes from ${describeRef(report.base)}: ${breaking} breaking, ${nonBreaking} non-breaking, ${docsOnly} docs-only.`,
    ...(shown.length > 0 ? ["", ...shown] : []),
    "",
  ].join("\n");
}

/** Writes the report's changeset into `<root>/.changeset/` and returns its path (undefined: no bump). */
export function writeChangeset(report: ChangeReport, root: string, now = new Date()): string | undefined {
  const manifest = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { name?: string };
  const text = changesetText(report, manifest.name ?? "svc-cloud");
  if (text === undefined) return undefined;
  const folder = resolve(root, ".changeset");
  mkdirSync(folder, { recursive: true });
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  let path = resolve(folder, `changes-${stamp}.md`);
  for (let n = 2; existsSync(path); n++) path = resolve(folder, `changes-${stamp}-${n}.md`);
  writeFileSync(path, text);
  return path;
}
