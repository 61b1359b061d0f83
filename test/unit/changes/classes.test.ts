/**
 * Every change class the issues list (and the extras the diff library misses: our x- extensions,
 * examples, oneOf variants, open sets, security, schemas reached through contentSchema, changes
 * nothing classifies), each proven on a single-change pair of specs: written whole in fixtures/,
 * or made by one edit of fixtures/edits/base.yaml in fixtures/edits/. Each fixture's `expect`
 * states the classification and bump the repository's policy calls for (docs/guides/platform-team.md, "Versions and
 * releases"); the change is found as one entry listing the operations it touches, classified for clients and for the mock as `expect`
 * says, and the report's suggested bump is the expected one. Pure diffs: no git, no process.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { suggestBump } from "../../../scripts/changes/bump.ts";
import type { Bump, Impact } from "../../../scripts/changes/model.ts";
import { specChanges } from "../../../scripts/changes/spec-changes.ts";

interface Expectation {
  client: Impact;
  mock: Impact;
  bump: Bump;
  /** The operations the change lists ([]: none, a component no operation uses). */
  operations: string[];
  /** Text the change's message contains. */
  message: string;
  /** Text the change's message must not contain ("required" for an optional parameter). */
  absent?: string;
  /** How many distinct changes the pair makes in all; default 1 (0: none, nothing else is checked). */
  changes?: number;
  /** The rule that decided, where it is one of ours. */
  rule?: string;
  /** Text the change's reason contains. */
  reason?: string;
}

interface Pair {
  name: string;
  expect: Expectation;
  before: unknown;
  after: unknown;
}

/** An edit of fixtures/edits/: a value set, pushed or deleted at a path, or a path item renamed. */
type Edit =
  | { set: (string | number)[]; value: unknown }
  | { push: (string | number)[]; value: unknown }
  | { delete: (string | number)[] }
  | { renamePath: string; to: string };

type Node = Record<string | number, unknown>;

function applyEdit(document: Node, edit: Edit): void {
  if ("renamePath" in edit) {
    const paths = document.paths as Node;
    document.paths = Object.fromEntries(
      Object.entries(paths).map(([key, value]) => [key === edit.renamePath ? edit.to : key, value]),
    );
    return;
  }
  const path = "set" in edit ? edit.set : "push" in edit ? edit.push : edit.delete;
  const parent = path.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, document);
  const key = path.at(-1) as string | number;
  if ("set" in edit) parent[key] = edit.value;
  else if ("push" in edit) (parent[key] as unknown[]).push(edit.value);
  else delete parent[key];
}

const read = (path: string) => parse(readFileSync(path, "utf8")) as Record<string, unknown>;
const folder = resolve(import.meta.dirname, "fixtures");
const yamlIn = (dir: string) =>
  readdirSync(dir).filter((name) => name.endsWith(".yaml") && name !== "base.yaml");

/** Pairs written whole (fixtures/*.yaml), and pairs made by one edit of fixtures/edits/base.yaml. */
const whole: Pair[] = yamlIn(folder).map((name) => ({
  name: name.slice(0, -".yaml".length),
  ...(read(resolve(folder, name)) as Omit<Pair, "name">),
}));
const base = read(resolve(folder, "edits/base.yaml"));
/**
 * An edit fixture's `given` edits make the state both sides share (a header to remove, a pattern to
 * loosen); its `edit` is then the one change.
 */
const edited: Pair[] = yamlIn(resolve(folder, "edits")).map((name) => {
  const { expect, edit, given } = read(resolve(folder, "edits", name)) as {
    expect: Expectation;
    edit: Edit[];
    given?: Edit[];
  };
  const before = structuredClone(base);
  for (const step of given ?? []) applyEdit(before, step);
  const after = structuredClone(before);
  for (const step of edit) applyEdit(after, step);
  return { name: `edits/${name.slice(0, -".yaml".length)}`, expect, before, after };
});
const fixtures = [...whole, ...edited];

/** The classes the issue lists, each of which must have its fixture pair. */
const ISSUE_CLASSES = [
  "operation-removed",
  "operation-added",
  "operation-renamed",
  "path-removed",
  "path-renamed",
  "parameter-removed",
  "parameter-renamed",
  "edits/parameter-moved-to-header",
  "edits/path-parameter-renamed",
  "property-removed",
  "property-renamed",
  "enum-value-removed",
  "status-removed",
  "security-scheme-removed",
  "security-scheme-renamed",
  "edits/security-requirement-added-existing-scheme",
  "edits/security-requirement-removed",
  "edits/security-scheme-unused-added",
  "edits/security-scheme-header-changed",
  "request-member-required",
  "type-narrowed",
  "format-narrowed",
  "pattern-narrowed",
  "response-member-optional",
  "response-enum-widened",
  "response-property-added",
  "open-set-value-added-response",
  "edits/open-set-value-added-allof",
  "edits/open-set-value-removed-request",
  "docs-only",
  "edits/example-value-changed",
  "edits/schema-example-changed",
  "edits/content-schema-type-changed",
  "edits/unclassified-xml-added",
  "extension-x-source",
  "oneof-variant-removed",
];

describe("change classes", () => {
  it("has a fixture pair for every class the issue lists, and at least 40 pairs with the XML Schema ones", () => {
    const names = fixtures.map((fixture) => fixture.name);
    for (const name of ISSUE_CLASSES) expect(names).toContain(name);
    const xsdPairs = readdirSync(resolve(folder, "xsd")).filter((name) => name !== "spec.yaml").length;
    expect(fixtures.length + xsdPairs).toBeGreaterThanOrEqual(40);
  });

  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))("%s", (name, fixture) => {
    const { changes } = specChanges(
      "items",
      { text: stringify(fixture.before), where: `${name} (before)` },
      { text: stringify(fixture.after), where: `${name} (after)` },
    );
    const want = fixture.expect;
    expect(changes.map((change) => change.message)).toHaveLength(want.changes ?? 1);
    expect(suggestBump(changes)).toBe(want.bump);
    if (want.changes === 0) return;
    const change = changes.find((candidate) => candidate.message.includes(want.message));
    expect(change, `no change mentions ${want.message}`).toBeDefined();
    expect(change).toMatchObject({ api: "items", source: "spec", client: want.client, mock: want.mock });
    expect(change?.operations ?? []).toEqual(want.operations);
    if (want.absent !== undefined) expect(change?.message).not.toContain(want.absent);
    if (want.rule !== undefined) expect(change?.rule).toBe(want.rule);
    if (want.reason !== undefined) expect(change?.reason).toContain(want.reason);
  });
});
