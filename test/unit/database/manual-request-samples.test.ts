/**
 * Every request sample of the platform's database manual (all 16, with the errata, in
 * test/support/database-manual-requests.ts) validates against the database spec's request
 * schema of its operation, objects closed as the spec closes them. The manual's samples have typos, which the spec names rather than accepts:
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
import {
  corrected,
  hasErrata,
  keysOf,
  keyTypos,
  type ManualRequestSample,
  manualRequestSamples,
  valueErrata,
  withTableKeys,
} from "../../support/database-manual-requests.ts";

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

const problems = (sample: ManualRequestSample, body: unknown) =>
  validator.component(requestSchema.get(sample.operationId) ?? "(no request schema)", body);

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
