/**
 * The change report: every API whose spec, XML Schema or SDK surface changed between a base (a
 * commit) and a head (a commit, or the work tree), with each change classified and the suggested
 * semver bump. Nothing is checked out: the base is read from git.
 */
import { repoRoot } from "../lib/api-registry.ts";
import { bumped, countImpacts, releaseBump, suggestBump } from "./bump.ts";
import { distinctChanges } from "./distinct.ts";
import { resolveBase, resolveHead, treeAt } from "./git-tree.ts";
import { parseSpec } from "./library-diff.ts";
import type { Change, ChangeReport, RefInfo } from "./model.ts";
import { sdkChanges } from "./sdk-changes.ts";
import { type ApiFiles, readSnapshot, type Snapshot } from "./snapshot.ts";
import { specChanges } from "./spec-changes.ts";
import { xsdChanges } from "./xsd-changes.ts";

export interface CollectOptions {
  /** The repository's root; default this repository. */
  root?: string;
  /** The base ref; default the merge base of HEAD with the default branch (git-tree.ts resolveBase). */
  base?: string;
  /** Without `base`: compare with the current release instead (what the next release holds). */
  sinceRelease?: boolean;
  /** The head ref; default the work tree. */
  head?: string;
}

const label = (at: RefInfo) => (at.commit === undefined ? "" : `${at.ref}:`);

function apiAddedOrRemoved(api: ApiFiles, added: boolean): Change {
  return {
    api: api.name,
    operationId: null,
    operation: null,
    source: "spec",
    action: added ? "add" : "remove",
    location: api.specPath,
    message: `${added ? "[Added]" : "[Removed]"} API \`${api.name}\` (${api.specPath})`,
    client: added ? "non-breaking" : "breaking",
    mock: added ? "non-breaking" : "breaking",
    rule: added ? "api-added" : "api-removed",
  };
}

function apiChanges(
  name: string,
  sides: { base: Snapshot; head: Snapshot; baseAt: RefInfo; headAt: RefInfo },
  notes: string[],
): Change[] {
  const { base, head, baseAt, headAt } = sides;
  const before = base.apis.get(name);
  const after = head.apis.get(name);
  if (before === undefined) return after === undefined ? [] : [apiAddedOrRemoved(after, true)];
  if (after === undefined) return [apiAddedOrRemoved(before, false)];
  const spec = specChanges(
    name,
    { text: before.spec, where: `${label(baseAt)}${before.specPath}` },
    { text: after.spec, where: `${label(headAt)}${after.specPath}` },
  );
  notes.push(...spec.notes);
  const changes = spec.changes;
  const files = new Set([...before.xsds.keys(), ...after.xsds.keys()]);
  if (files.size > 0) {
    const spec = parseSpec(after.spec, `${label(headAt)}${after.specPath}`);
    for (const file of [...files].sort()) {
      changes.push(
        ...xsdChanges(name, { file, before: before.xsds.get(file), after: after.xsds.get(file) }, spec),
      );
    }
  }
  return changes;
}

/** Compares the base's and the head's API reports, where both sides have them. */
function surfaceChanges(base: Snapshot, head: Snapshot, baseAt: RefInfo, notes: string[]): Change[] {
  if (base.reports.size === 0) {
    notes.push(`${baseAt.ref} has no API reports (api-reports/): the SDK's public surface was not compared.`);
    return [];
  }
  if (head.reports.size === 0) {
    notes.push(
      "The head has no API reports (api-reports/): run `npm run api-report` to compare the SDK's surface.",
    );
    return [];
  }
  const subpaths = new Set([...head.reports.keys(), ...base.reports.keys()]);
  return [...subpaths].flatMap((subpath) =>
    sdkChanges(subpath, base.reports.get(subpath), head.reports.get(subpath)),
  );
}

export function collectChanges(options: CollectOptions = {}): ChangeReport {
  const root = options.root ?? repoRoot;
  const baseAt = resolveBase(root, options.base, options.sinceRelease === true);
  const headAt = resolveHead(root, options.head);
  const base = readSnapshot(root, treeAt(root, baseAt), baseAt.ref);
  const head = readSnapshot(root, treeAt(root, headAt), headAt.ref);
  const notes: string[] = [];
  const order = [...new Set([...head.apis.keys(), ...base.apis.keys()])];
  const changes = order.flatMap((name) => apiChanges(name, { base, head, baseAt, headAt }, notes));
  changes.push(...surfaceChanges(base, head, baseAt, notes));
  // One group per API: its spec, its XML Schemas, then its SDK subpath; subpaths of no API (core) last.
  const rank = (api: string) => (order.includes(api) ? order.indexOf(api) : order.length);
  const sorted = distinctChanges(changes)
    .map((change, index) => ({ change, index }))
    .sort((a, b) => rank(a.change.api) - rank(b.change.api) || a.index - b.index)
    .map(({ change }) => change);
  const { bump, why } = releaseBump(suggestBump(sorted), head.packageVersion);
  return {
    base: baseAt,
    head: headAt,
    bump,
    version: { current: head.packageVersion, suggested: bumped(head.packageVersion, bump), why },
    counts: countImpacts(sorted),
    apis: [...new Set(sorted.map((change) => change.api))],
    changes: sorted,
    notes,
  };
}
