/**
 * Provenance for the reference pages. The specs mark where each part comes from with
 * `x-source` (an extension the pages do not show) and sometimes in the prose as
 * "(x-source: ncmb)". The pages show it one way instead: a short "Source: ..." line on every
 * operation (unmarked operations come from the platform reference) and on every marked part,
 * and the prose mentions read "source: <label>".
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { repoRoot } from "../lib/api-registry.ts";

/**
 * The words a page shows for each `x-source` value, from the provenance vocabulary
 * (specs/provenance.yaml, where the values are declared once); an unknown value is shown as it is.
 */
export const SOURCE_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(
    parse(readFileSync(resolve(repoRoot, "specs/provenance.yaml"), "utf8")) as Record<
      string,
      { label: string }
    >,
  ).map(([value, entry]) => [value, entry.label]),
);

/** What an operation without `x-source` comes from. */
export const DEFAULT_OPERATION_SOURCE = "platform";

export const sourceLabel = (value: string) => SOURCE_LABELS[value] ?? value;

// "x-source: ncmb", "`x-source: openstack`", and the colon-less "x-source assumption" some prose uses.
const INLINE = /`?x-source:?\s+([A-Za-z0-9_-]+)`?/g;

/** Prose with every "x-source: value" mention written as "*source: label*". */
export function rewriteMentions(text: string): string {
  return text.replace(INLINE, (_, value: string) => `*source: ${sourceLabel(value)}*`);
}

/** The "Source: ..." line a described part gets. */
export const sourceLine = (value: string) => `*Source: ${sourceLabel(value)}.*`;

/**
 * The description with its source line appended. Unless `always` (operations: every one shows
 * the line), a part whose prose already names the same source gets none: a parameter marked
 * `x-source: ncmb` whose text says "(x-source: ncmb)" needs it only once.
 */
export function withSourceLine(description: string | undefined, value: string, always = false): string {
  const text = rewriteMentions(description ?? "").trimEnd();
  if (!always && text.includes(`*source: ${sourceLabel(value)}*`)) return text;
  return text === "" ? sourceLine(value) : `${text}\n\n${sourceLine(value)}`;
}
