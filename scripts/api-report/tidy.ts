/**
 * An API report made to review well. API Extractor writes two things that drown a change to the
 * hand-written SDK surface:
 *
 * - source line numbers on the findings it cannot attach to a declaration
 *   (`// dist/generated/database.d.ts:1817:5 - (ae-forgotten-export) ...`): adding one query
 *   parameter to a spec moved every later one, and rewrote some 35 lines of a report. The place
 *   is dropped; the finding stays.
 * - the types openapi-typescript generates from the spec (`paths`, `components`, `operations`),
 *   which an export reaches: 2,757 of identity's 3,505 lines. They follow the spec, whose every
 *   change `npm run changes` reports and classifies; here each is one summary line (how many
 *   paths, operations, schemas, ...), so a spec change moves a count, not a page.
 */

/** The declarations openapi-typescript writes (API Extractor adds `_2` where two collide). */
const GENERATED =
  /^(?:export )?(?:declare )?interface (paths|components|operations|webhooks|\$defs)(_\d+)? \{$/;

/** Members of an interface body at the given indentation (`    name: ...`, `    "/path": ...`). */
function membersAt(lines: readonly string[], indent: number): number {
  const member = new RegExp(`^ {${indent}}(?:readonly )?(?:"[^"]*"|'[^']*'|[\\w$-]+)\\??:`);
  return lines.filter((line) => member.test(line)).length;
}

/** The summary of one generated declaration's body. */
function summary(name: string, body: readonly string[]): string {
  if (name !== "components") {
    const count = membersAt(body, 4);
    const noun = name === "$defs" ? "definitions" : name;
    return `${count} ${count === 1 ? noun.replace(/s$/, "") : noun}`;
  }
  // components: each group (schemas, responses, ...) with its member count.
  const groups: string[] = [];
  let group: { name: string; start: number } | undefined;
  const close = (end: number) => {
    if (group === undefined) return;
    const count = membersAt(body.slice(group.start, end), 8);
    if (count > 0) groups.push(`${group.name} (${count})`);
  };
  for (const [index, line] of body.entries()) {
    const key = /^ {4}([\w$]+): /.exec(line)?.[1];
    if (key === undefined) continue;
    close(index);
    group = { name: key, start: index + 1 };
  }
  close(body.length);
  return groups.join(", ") || "none";
}

/** The report with line numbers dropped and the generated declarations summarized. */
export function tidyReport(report: string): string {
  const lines = report.split("\n");
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const generated = GENERATED.exec(line);
    if (generated === null) {
      out.push(line.replace(/^\/\/ (?:dist|src|generated)\/\S+:\d+:\d+ - /, "// "));
      continue;
    }
    const end = lines.findIndex((candidate, at) => at > index && candidate === "}");
    if (end < 0) {
      out.push(line);
      continue;
    }
    const name = generated[1] ?? "";
    const head = line.slice(0, -1).trimEnd();
    out.push(
      `${head} { /* generated from the spec by openapi-typescript: ${summary(name, lines.slice(index + 1, end))}; npm run changes reports their changes */ }`,
    );
    index = end;
  }
  return out.join("\n");
}
