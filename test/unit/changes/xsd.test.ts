/**
 * XML Schema changes, which the OpenAPI diff cannot see, each proven on a fixture pair of XSDs in
 * fixtures/xsd/ against one spec (fixtures/xsd/spec.yaml), whose `xml.name`s say which root
 * elements a request sends and which an answer carries: every operation the change reaches is
 * classified as the fixture says (a narrowing breaks senders, a widening readers), the mock is
 * never affected, and the suggested bump is the expected one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { suggestBump } from "../../../scripts/changes/bump.ts";
import type { Bump, Impact } from "../../../scripts/changes/model.ts";
import { xsdChanges } from "../../../scripts/changes/xsd-changes.ts";

interface Fixture {
  expect: { bump: Bump; message: string; operations: Record<string, Impact> };
  before: string;
  after: string;
}

const folder = resolve(import.meta.dirname, "fixtures/xsd");
const read = (name: string) => parse(readFileSync(resolve(folder, name), "utf8")) as unknown;
const spec = read("spec.yaml");
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith(".yaml") && name !== "spec.yaml")
  .map((name) => [name.slice(0, -".yaml".length), read(name) as Fixture] as const);

describe("XML Schema changes", () => {
  it.each(fixtures)("%s", (name, fixture) => {
    const changes = xsdChanges(
      "zones",
      { file: "zones.xsd", before: fixture.before, after: fixture.after },
      spec,
    );
    expect(changes.length, name).toBeGreaterThan(0);
    for (const change of changes) {
      expect(change).toMatchObject({ api: "zones", source: "xsd", mock: "none" });
      expect(change.message).toContain(fixture.expect.message);
      expect(change.location.startsWith("zones.xsd: ")).toBe(true);
    }
    const byOperation = Object.fromEntries(changes.map((change) => [change.operationId, change.client]));
    expect(byOperation).toEqual(fixture.expect.operations);
    expect(suggestBump(changes)).toBe(fixture.expect.bump);
  });

  it("reports a schema file added or removed, and nothing for identical text", () => {
    const text = (read("documentation.yaml") as Fixture).before;
    expect(xsdChanges("zones", { file: "zones.xsd", before: text, after: text }, spec)).toEqual([]);
    const [added] = xsdChanges("zones", { file: "zones.xsd", after: text }, spec);
    expect(added).toMatchObject({ action: "add", client: "non-breaking", mock: "none" });
    const [removed] = xsdChanges("zones", { file: "zones.xsd", before: text }, spec);
    expect(removed).toMatchObject({ action: "remove", client: "breaking" });
  });

  it("says which file does not parse", () => {
    expect(() =>
      xsdChanges("zones", { file: "zones.xsd", before: "<xs:schema", after: "<a/>" }, spec),
    ).toThrow(/zones\.xsd \(base\) is not well-formed XML|zones\.xsd .*xs:schema/);
  });
});
