/**
 * The suggested semver bump of a report: major for any breaking change (for clients or for the
 * mock), minor for any other change to what the APIs or the SDK do (an addition, a loosening, a
 * deprecation), patch when only documentation changed, none when nothing did.
 */
import type { Bump, Change, Impact } from "./model.ts";

const RANK: Record<Impact, number> = { none: 0, "docs-only": 1, "non-breaking": 2, breaking: 3 };

/** The worse of a change's two impacts. */
export const overall = (change: Change): Impact =>
  RANK[change.client] >= RANK[change.mock] ? change.client : change.mock;

export function suggestBump(changes: readonly Change[]): Bump {
  const worst = Math.max(0, ...changes.map((change) => RANK[overall(change)]));
  return (["none", "patch", "minor", "major"] as const)[worst] ?? "none";
}

export function countImpacts(changes: readonly Change[]) {
  const count = (impact: Impact) => changes.filter((change) => overall(change) === impact).length;
  return { breaking: count("breaking"), nonBreaking: count("non-breaking"), docsOnly: count("docs-only") };
}

/** `version` raised by `bump`, as changesets would (a prerelease or odd version is returned as it is). */
export function bumped(version: string, bump: Bump): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (match === null || bump === "none") return version;
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  if (bump === "major") return `${major + 1}.0.0`;
  if (bump === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
