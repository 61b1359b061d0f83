/**
 * Every request sample of the platform's database manual (manual-request-samples.ts, all 16)
 * validates against the database spec's request schema of its operation, objects closed as the
 * spec closes them. The manual's samples have typos, which the spec names rather than accepts:
 * keys (`autoMinorVersinUpgrade`, `"name "`, ...) the field tables spell otherwise, and two
 * values that break the field tables (an underscore in a name, a 2 GB disk). The test reads each
 * sample with those errata corrected, and holds the errata list to the spec and to the samples:
 * each erratum is named in the spec, each is needed (the sample fails without it), and the
 * samples without errata validate as the manual wrote them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadSpecValidator } from "../../../scripts/verify/spec-validator.ts";
import { type ManualRequestSample, manualRequestSamples } from "./manual-request-samples.ts";

type Node = Record<string, unknown>;

const specText = readFileSync("specs/database/openapi.yaml", "utf8");
const spec = parse(specText) as { paths: Record<string, Record<string, Node>> };
const validator = loadSpecValidator("database");

/** The request schema (a component name) of each operation with a body. */
const requestSchema = new Map<string, string>();
for (const item of Object.values(spec.paths)) {
  for (const operation of Object.values(item)) {
    const content = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> })
      ?.content;
    const ref = content?.["application/json"]?.schema?.$ref;
    if (typeof operation.operationId === "string" && ref) {
      requestSchema.set(operation.operationId, ref.replace("#/components/schemas/", ""));
    }
  }
}

/** Keys of the samples spelt otherwise by the field tables (and named so in the spec). */
const keyTypos: Record<string, string> = {
  autoMinorVersinUpgrade: "autoMinorVersionUpgrade",
  "securityGroupIds.": "securityGroupIds",
  "subnetGroupId.": "subnetGroupId",
  character_set: "characterSet",
  "subnetIds ": "subnetIds",
  "name ": "name",
  "value ": "value",
};

/** Values of the samples that break the field tables: the section, where, the value, and a value that does not. */
const valueErrata = [
  {
    section: "1.1.3.10",
    path: ["instance", "name"],
    wrong: "json_rack_instance",
    right: "json-rack-instance",
  },
  { section: "1.1.3.4", path: ["instance", "volume", "size"], wrong: 2, right: 20 },
] as const;

/** The sample with its keys as the field tables spell them, recursively. */
function withTableKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withTableKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [keyTypos[k] ?? k, withTableKeys(v)]));
}

/** Every key of a sample, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
}

/** The sample read with every erratum corrected. */
function corrected(sample: ManualRequestSample): unknown {
  const body = structuredClone(withTableKeys(sample.body)) as Node;
  for (const erratum of valueErrata.filter((e) => sample.section.startsWith(`${e.section} `))) {
    let node: Node = body;
    for (const key of erratum.path.slice(0, -1)) node = node[key] as Node;
    const last = erratum.path.at(-1) as string;
    expect(node[last], `${sample.section}: the erratum's value`).toBe(erratum.wrong);
    node[last] = erratum.right;
  }
  return body;
}

const problems = (sample: ManualRequestSample, body: unknown) =>
  validator.component(requestSchema.get(sample.operationId) ?? "(no request schema)", body);

const hasErrata = (sample: ManualRequestSample) =>
  keysOf(sample.body).some((k) => k in keyTypos) ||
  valueErrata.some((e) => sample.section.startsWith(`${e.section} `));

describe("the database manual's request samples", () => {
  it("are all 16, each sent to an operation with a request body", () => {
    expect(manualRequestSamples).toHaveLength(16);
    for (const sample of manualRequestSamples) expect(requestSchema.has(sample.operationId)).toBe(true);
  });

  it.each(manualRequestSamples.map((s) => [s.section, s] as const))(
    "%s validates against the spec, errata corrected",
    (_section, sample) => {
      expect(problems(sample, corrected(sample))).toEqual([]);
    },
  );

  it("validate as the manual wrote them where they have no erratum, and fail where they have one", () => {
    const verdicts = manualRequestSamples.map((s) => [s.section, problems(s, s.body).length === 0]);
    expect(verdicts).toEqual(manualRequestSamples.map((s) => [s.section, !hasErrata(s)]));
  });

  it("have errata the spec names, each one needed by a sample", () => {
    const used = new Set(manualRequestSamples.flatMap((s) => keysOf(s.body)));
    for (const typo of Object.keys(keyTypos)) {
      expect(used.has(typo), `a sample has the key ${JSON.stringify(typo)}`).toBe(true);
      expect(specText, `the spec names the typo ${JSON.stringify(typo)}`).toContain(`\`${typo}\``);
    }
    for (const erratum of valueErrata) {
      expect(specText, `the spec names the erratum ${erratum.wrong}`).toContain(`\`${erratum.wrong}\``);
    }
  });

  it("hold a name with an underscore to the naming rules (the read replica's erratum is refused as written)", () => {
    const replica = manualRequestSamples.find((s) => s.section.startsWith("1.1.3.10 "));
    expect(replica && problems(replica, withTableKeys(replica.body)).join("\n")).toMatch(/\/instance\/name/);
  });
});
