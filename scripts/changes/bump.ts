/**
 * The suggested bump of a report. By severity (semver from 1.0.0): major for any breaking change
 * (for clients or for the mock), minor for any other change to what the APIs or the SDK do (an
 * addition, a loosening, a deprecation), patch when only documentation changed, none when
 * nothing did. Before 1.0.0 the version policy (docs/guides/platform-team.md, "Versions and releases") shifts it one
 * place, as Cargo and npm's caret ranges read 0.x versions: a breaking change raises the minor
 * version (0.1.0 → 0.2.0), anything else the patch version.
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

/** The bump the version policy gives a severity at `version`, and why, in words for the report. */
export function releaseBump(severity: Bump, version: string): { bump: Bump; why: string } {
  const major = /^(\d+)\./.exec(version)?.[1];
  if (severity === "none") return { bump: "none", why: "nothing changed" };
  if (major !== "0") {
    const why: Record<Exclude<Bump, "none">, string> = {
      major: "a breaking change raises the major version",
      minor: "an addition raises the minor version",
      patch: "a docs-only change raises the patch version",
    };
    return { bump: severity, why: why[severity] };
  }
  if (severity === "major")
    return { bump: "minor", why: "before 1.0.0 a breaking change raises the minor version" };
  return {
    bump: "patch",
    why: `before 1.0.0 ${severity === "minor" ? "an addition" : "a docs-only change"} raises the patch version`,
  };
}
