/**
 * Every change class the issue lists (and the extras the diff library misses: our x- extensions,
 * examples, oneOf variants, open sets), each proven on a fixture pair of specs in fixtures/: the
 * change is found with its operationId, classified for clients and for the mock as the fixture's
 * `expect` says, and the report's suggested bump is the expected one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { suggestBump } from "../../../scripts/changes/bump.ts";
import type { Bump, Impact } from "../../../scripts/changes/model.ts";
import { specChanges } from "../../../scripts/changes/spec-changes.ts";

interface Fixture {
  expect: {
    client: Impact;
    mock: Impact;
    bump: Bump;
    operationId: string | null;
    /** Text the change's message contains. */
    message: string;
    /** How many changes the pair makes in all (one per operation a shared schema reaches); default 1. */
    changes?: number;
    /** The rule that decided, where it is one of ours. */
    rule?: string;
    /** Text the change's reason contains. */
    reason?: string;
  };
  before: unknown;
  after: unknown;
}

const folder = resolve(import.meta.dirname, "fixtures");
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => ({
    name: name.slice(0, -".yaml".length),
    ...(parse(readFileSync(resolve(folder, name), "utf8")) as Fixture),
  }));

/** The classes the issue names, each of which must have its fixture pair. */
const ISSUE_CLASSES = [
  "operation-removed",
  "operation-renamed",
  "path-removed",
  "path-renamed",
  "parameter-removed",
  "parameter-renamed",
  "property-removed",
  "property-renamed",
  "enum-value-removed",
  "status-removed",
  "security-scheme-removed",
  "security-scheme-renamed",
  "request-member-required",
  "type-narrowed",
  "format-narrowed",
  "pattern-narrowed",
  "response-member-optional",
  "response-enum-widened",
  "response-property-added",
  "docs-only",
  "extension-x-source",
  "oneof-variant-removed",
];

describe("change classes", () => {
  it("has a fixture pair for every class the issue lists", () => {
    const names = fixtures.map((fixture) => fixture.name);
    for (const name of ISSUE_CLASSES) expect(names).toContain(name);
  });

  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))("%s", (name, fixture) => {
    const { changes } = specChanges(
      "items",
      { text: stringify(fixture.before), where: `${name} (before)` },
      { text: stringify(fixture.after), where: `${name} (after)` },
    );
    const want = fixture.expect;
    expect(changes.map((change) => change.message)).toHaveLength(want.changes ?? 1);
    const change = changes.find(
      (candidate) => candidate.operationId === want.operationId && candidate.message.includes(want.message),
    );
    expect(change, `no change of ${want.operationId} mentions ${want.message}`).toBeDefined();
    expect(change).toMatchObject({ api: "items", source: "spec", client: want.client, mock: want.mock });
    if (want.rule !== undefined) expect(change?.rule).toBe(want.rule);
    if (want.reason !== undefined) expect(change?.reason).toContain(want.reason);
    expect(suggestBump(changes)).toBe(want.bump);
  });
});
