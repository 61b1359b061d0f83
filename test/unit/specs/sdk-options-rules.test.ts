/**
 * `x-sdk-date` (a query parameter the SDK takes as a Date too) and `x-sdk.optionsRules` (a rule
 * over the options as a whole): the vocabulary's checks, as `npm run generate` and `npm run lint`
 * run them, each fault planted in turn; core's datedOptions; and what the database's listEvents,
 * whose categories depend on its source type, refuses before anything is sent.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { SchemaSource } from "../../../scripts/generate/sdk/schema-source.ts";
import { dependent } from "../../../src/core/checks.ts";
import { datedOptions } from "../../../src/core/dated-options.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { sdkRoot } from "./sdk-root.ts";

const ROOT = sdkRoot("Shelf");

/** A spec of `GET /books` with a kind filter, a renamed `published-since` and `sdk` as its x-sdk. */
const specWith = (sdk: unknown, since: Record<string, unknown> = { "x-sdk-date": "iso" }) => ({
  "x-sdk": ROOT,
  paths: {
    "/books": {
      get: {
        operationId: "listBooks",
        "x-sdk": sdk,
        parameters: [
          { name: "kind", in: "query", schema: { type: "string" } },
          {
            name: "published-since",
            in: "query",
            "x-sdk-name": "since",
            schema: { type: "string" },
            ...since,
          },
        ],
        responses: { "200": { description: "The books." } },
      },
    },
  },
});
const problemsOf = (sdk: unknown, since?: Record<string, unknown>) =>
  sdkProblems(specWith(sdk, since), new Set(["listBooks"])).join("\n");

describe("x-sdk-date", () => {
  it("takes iso and seconds on a query parameter", () => {
    expect(problemsOf({})).toBe("");
    expect(problemsOf({}, { "x-sdk-date": "seconds" })).toBe("");
  });

  it("is for a JSON API's options: an XML API's generator does not write it, nor zip (optionsRules it does)", () => {
    const xml = (sdk: unknown, since?: Record<string, unknown>) => {
      const spec = { ...specWith(sdk, since), "x-sdk": { ...ROOT, xsd: "shelf.xsd" } };
      return sdkProblems(spec, new Set(["listBooks"])).join("\n");
    };
    expect(xml({})).toContain("x-sdk-date is for a JSON API's options");
    expect(xml({ optionsRules: { dependentRequired: { kind: ["since"] } } }, {})).toBe("");
    // An XML operation's options hold its optional headers too.
    const header = { in: "header", "x-sdk-name": "sinceHeader" };
    expect(xml({ optionsRules: { dependentRequired: { sinceHeader: ["kind"] } } }, header)).toBe("");
    expect(problemsOf({ optionsRules: { dependentRequired: { sinceHeader: ["kind"] } } }, header)).toContain(
      "names sinceHeader, which is no option",
    );
    expect(xml({ zip: {} }, {})).toContain("zip is for a JSON API's options");
    expect(xml({}, {})).not.toContain("JSON API");
  });

  it("refuses another form, and a date on anything but a query parameter", () => {
    expect(problemsOf({}, { "x-sdk-date": "unix" })).toContain(
      "x-sdk-date must be on a query parameter, one of iso, seconds",
    );
    expect(problemsOf({}, { in: "header", "x-sdk-date": "iso" })).toContain(
      "x-sdk-date must be on a query parameter",
    );
  });
});

describe("x-sdk.optionsRules", () => {
  const RULE = {
    if: { required: ["kind"] },
    // biome-ignore lint/suspicious/noThenProperty: a JSON Schema's then, not a thenable
    then: { properties: { since: { minLength: 10 } } },
  };

  it("takes a schema over the options by their SDK names", () => {
    expect(problemsOf({ optionsRules: RULE })).toBe("");
  });

  it.each([
    ["a rule that is no schema", ["kind"], "optionsRules must be a schema of the options"],
    [
      "a wire name for an option the SDK renames",
      { properties: { "published-since": {} } },
      "names published-since, which is no option",
    ],
    [
      "an unknown option in an if",
      { if: { required: ["author"] } },
      "optionsRules.if names author, which is no option",
    ],
    [
      "an unknown option in an allOf",
      { allOf: [{ properties: { year: {} } }] },
      "optionsRules.allOf[0] names year",
    ],
    [
      "an unknown option a dependentRequired needs",
      { dependentRequired: { kind: ["author"] } },
      "optionsRules names author, which is no option",
    ],
    [
      "an unknown option a dependentRequired names",
      { dependentRequired: { year: ["kind"] } },
      "optionsRules names year, which is no option",
    ],
    ["a misspelt member of x-sdk", "misspelt", "is not part of the x-sdk vocabulary"],
  ])("refuses %s", (_what, rule, problem) => {
    const sdk = rule === "misspelt" ? { optionRules: RULE } : { optionsRules: rule };
    expect(problemsOf(sdk)).toContain(problem);
  });
});

describe("x-sdk-message", () => {
  const notBoth = { not: { required: ["kind", "since"] }, "x-sdk-message": "takes kind or since, not both" };

  it("says a refusal beside a schema's not", () => {
    expect(problemsOf({ optionsRules: notBoth })).toBe("");
  });

  it.each([
    ["no text", { ...notBoth, "x-sdk-message": 3 }],
    ["blank text", { ...notBoth, "x-sdk-message": " " }],
    ["a message with no not beside it", { required: ["kind"], "x-sdk-message": "needs kind" }],
    [
      "a message beside a pattern of no string",
      { properties: { kind: { pattern: "^a", "x-sdk-message": "must start with a" } } },
    ],
    [
      "a message beside a string with no rule of its own",
      { properties: { kind: { type: "string", "x-sdk-message": "must be text" } } },
    ],
  ])("refuses %s", (_what, rule) => {
    expect(problemsOf({ optionsRules: rule })).toContain(
      "x-sdk-message must be the text of a refusal, beside a schema's not, a string's pattern or lengths, or an integer's bounds",
    );
  });

  it("says any refusal of a string beside its pattern, or of an integer beside its bounds", () => {
    const id = { type: "string", pattern: "^\\S+$", "x-sdk-message": "must be an ID" };
    expect(problemsOf({ optionsRules: { properties: { kind: id } } })).toBe("");
    const size = { type: "integer", minimum: 1, maximum: 100, "x-sdk-message": "must be from 1 to 100" };
    expect(problemsOf({ optionsRules: { properties: { kind: size } } })).toBe("");
  });
});

describe("x-sdk-unique-by", () => {
  const list = (extra: object) => ({ schema: { type: "array", items: { type: "object" }, ...extra } });

  it("names a member no two items may share, on an array schema", () => {
    expect(problemsOf({}, list({ "x-sdk-unique-by": "name" }))).toBe("");
  });

  it.each([
    ["a member that is no name", list({ "x-sdk-unique-by": 3 })],
    ["a schema that is no array", { schema: { type: "string", "x-sdk-unique-by": "name" } }],
  ])("refuses %s", (_what, since) => {
    expect(problemsOf({}, since)).toContain(
      "x-sdk-unique-by must name a member of the items, on an array schema",
    );
  });
});

describe("datedOptions", () => {
  const dates = { since: "iso", until: "seconds" } as const;

  it("sends a Date as ISO 8601 text or as POSIX seconds, in a copy", () => {
    const options = {
      since: new Date(Date.UTC(2009, 6, 8, 18)),
      until: new Date(1_414_330_786_900),
      kind: "a",
    };
    expect(datedOptions("options", options, dates)).toEqual({
      since: "2009-07-08T18:00:00.000Z",
      until: 1_414_330_786,
      kind: "a",
    });
    expect(options.since).toBeInstanceOf(Date);
  });

  it("leaves text, numbers and what is not an object to the spec's rules", () => {
    const options = { since: "2009-07-08T18:00Z", until: 5 };
    expect(datedOptions("options", options, dates)).toBe(options);
    expect(datedOptions("options", undefined, dates)).toBeUndefined();
    expect(datedOptions("options", "x", dates)).toBe("x");
  });

  it("refuses an invalid Date, naming it", () => {
    const call = () => datedOptions("options", { until: new Date(Number.NaN) }, dates);
    expect(call).toThrow(InvalidInputError);
    expect(call).toThrow(expect.objectContaining({ field: "options.until" }));
  });
});

describe("the rules the generator writes (schema-source.ts)", () => {
  const written = (schema: Record<string, unknown>) => {
    const source = new SchemaSource({});
    source.named("thingsOptionsRules", schema);
    return { code: source.declarations(), pieces: [...source.pieces] };
  };

  it("writes dependentRequired as core's dependent, named at the member that needs the others", () => {
    const { code, pieces } = written({ dependentRequired: { type: ["name"] } });
    expect(code).toContain('dependent(value, {"type":["name"]})');
    expect(pieces).toContain("dependent");
    const found = dependent({ type: "A" }, { type: ["name"], identifier: ["name", "type"] });
    expect(found).toEqual({ path: ".type", problem: "needs name too" });
    expect(dependent({ name: "a", identifier: "x" }, { identifier: ["name", "type"] })).toEqual({
      path: ".identifier",
      problem: "needs name and type too",
    });
    expect(dependent({ name: "a", type: undefined }, { type: ["name"] })).toBeUndefined();
  });

  it("writes a value with an x-sdk-message as one test with that message, and no piece of core", () => {
    const id = {
      type: "string",
      minLength: 1,
      maxLength: 9,
      pattern: "^[^\\s]*$",
      "x-sdk-message": "must be an ID",
    };
    const size = { type: "integer", minimum: 1, maximum: 100, "x-sdk-message": "must be 1 to 100" };
    const { code, pieces } = written({ type: "object", properties: { id, size } });
    expect(code).toContain('/^[^\\s]{1,9}$/u.test(value) ? undefined : "must be an ID"');
    expect(code).toContain('(v as number) <= 100 ? undefined : "must be 1 to 100"');
    expect(pieces).not.toContain("text");
    expect(pieces).not.toContain("number");
  });
});
