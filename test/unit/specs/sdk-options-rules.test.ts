/**
 * `x-sdk-date` (a query parameter the SDK takes as a Date too) and `x-sdk.optionsRules` (a rule
 * over the options as a whole): the vocabulary's checks, as `npm run generate` and `npm run lint`
 * run them, each fault planted in turn; core's datedOptions; and what the database's listEvents,
 * whose categories depend on its source type, refuses before anything is sent.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
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

  it("is for a JSON API's options: an XML API's generator does not write it, nor zip and optionsRules", () => {
    const xml = (sdk: unknown, since?: Record<string, unknown>) => {
      const spec = { ...specWith(sdk, since), "x-sdk": { ...ROOT, xsd: "shelf.xsd" } };
      return sdkProblems(spec, new Set(["listBooks"])).join("\n");
    };
    expect(xml({})).toContain("x-sdk-date is for a JSON API's options");
    expect(xml({ optionsRules: {} }, {})).toContain("optionsRules is for a JSON API's options");
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
  ])("refuses %s", (_what, rule) => {
    expect(problemsOf({ optionsRules: rule })).toContain(
      "x-sdk-message must be the text of a refusal, beside a schema's not",
    );
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
