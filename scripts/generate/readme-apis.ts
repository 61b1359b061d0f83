/**
 * The README's list of APIs, generated from redocly.yaml so it says exactly what exists: the
 * table between `<!-- apis:begin -->` and `<!-- apis:end -->` (each API, its spec, its mock URL
 * under `npm start`). `npm run generate` rewrites it and `npm run generate:check` fails when it
 * is stale, like the generated types.
 */
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { specSummary } from "../docs/spec-summary.ts";
import type { ApiEntry } from "../lib/api-registry.ts";
import { repoRoot } from "../lib/api-registry.ts";

export const readmePath = resolve(repoRoot, "README.md");
const BEGIN = "<!-- apis:begin (generated from redocly.yaml by npm run generate; do not edit) -->";
const END = "<!-- apis:end -->";

/** The Markdown table of every API, by mock port. */
export function apiTable(apis: readonly ApiEntry[]): string {
  const rows = [...apis]
    .sort((a, b) => a.mockPort - b.mockPort)
    .map((api) => {
      const spec = relative(repoRoot, api.root);
      return `| ${specSummary(api).title} | \`${api.name}\` | [\`${spec}\`](${spec}) | http://127.0.0.1:${api.mockPort} |`;
    });
  return ["| API | name | spec | mock under `npm start` |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

/** The README with its API table replaced; throws when the markers are missing. */
export function withApiTable(readme: string, apis: readonly ApiEntry[]): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) {
    throw new Error(`README.md needs the markers ${BEGIN} and ${END} around its API table`);
  }
  return `${readme.slice(0, start + BEGIN.length)}\n${apiTable(apis)}\n${readme.slice(end)}`;
}

/** True when README.md's table is what redocly.yaml says. */
export function readmeTableIsCurrent(apis: readonly ApiEntry[]): boolean {
  const readme = readFileSync(readmePath, "utf8");
  return withApiTable(readme, apis) === readme;
}
