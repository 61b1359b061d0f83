/**
 * What a zipped option's entries get before its rules (`x-sdk.zip`'s `input`, `defaults`, `fill`
 * and `text`: telemetry's query triples), the serializer that writes zipped lists interleaved
 * (`x-sdk.bareClient.querySerializer: zipped`), and a bare client's own checked options
 * (`x-sdk.bareClient.settings`): the vocabulary's checks, each fault planted in turn, what the
 * spec model derives, the core functions the generated code calls, and the serializer it writes.
 */
import { describe, expect, it } from "vitest";
import {
  createTelemetryBareClient,
  telemetryQueryString,
} from "../../../generated/sdk/telemetry/bare-client.ts";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { readSpecModel } from "../../../scripts/generate/sdk/model.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { zipEntries } from "../../../src/core/zipped-entries.ts";
import { sdkRoot } from "./sdk-root.ts";

const list = (name: string, items: object) => ({ name, in: "query", schema: { type: "array", items } });

/** A spec of one operation, `GET /books`, with filter lists and `zip` as its x-sdk.zip. */
const specWith = (zip: unknown, root: object = sdkRoot("Shelf")) => ({
  "x-sdk": root,
  paths: {
    "/books": {
      get: {
        operationId: "listBooks",
        "x-sdk": { zip },
        parameters: [
          list("q.field", { type: "string" }),
          list("q.op", { type: "string", enum: ["eq", "lt"] }),
          list("q.value", { type: "string" }),
        ],
        responses: { "200": { description: "The books." } },
      },
    },
  },
});
const problemsOf = (zip: unknown) => sdkProblems(specWith(zip), new Set(["listBooks"])).join("\n");
const Q = {
  input: "filters.ts#Filters",
  members: { field: "q.field", op: "q.op", value: "q.value" },
  defaults: { op: "eq" },
  text: { value: "utc-seconds" },
};

describe("x-sdk.zip's input, defaults, fill and text", () => {
  it("takes a hand-written input type in place of an entry type, and what its entries get", () => {
    expect(problemsOf({ q: Q })).toBe("");
    expect(problemsOf({ q: { ...Q, fill: { op: "eq" } } })).toBe("");
  });

  it.each([
    ["an input that is no hook", { ...Q, input: "Filters" }, "q.input must be a hook"],
    ["no input and no type", { ...Q, input: undefined }, "q.type must name the entries' type"],
    ["a default of no member", { ...Q, defaults: { kind: "x" } }, "defaults names kind, which is no member"],
    [
      "a default of the first member",
      { ...Q, defaults: { field: "x" } },
      "defaults names field, the first member",
    ],
    ["a fill that is no map", { ...Q, fill: "x" }, "fill must map members to values"],
    ["a text member of no Date form", { ...Q, text: { value: "local" } }, "text.value must be a Date form"],
    ["a misspelt key", { ...Q, default: {} }, "x-sdk.zip.q.default is not part of the x-sdk vocabulary"],
  ])("refuses %s", (_what, zip, problem) => {
    expect(problemsOf({ q: zip })).toContain(problem);
  });

  it("gives the entries the lists' bounds, and the first member's uniqueness", () => {
    const model = readSpecModel("specs/telemetry/openapi.yaml");
    const q = (id: string) =>
      model.operations.find((op) => op.operationId === id)?.queryParams.find((p) => p.sdk === "q");
    expect(q("getAlarmHistory")?.schema).toMatchObject({ type: "array", maxItems: 10 });
    expect(q("listAlarms")?.schema).toMatchObject({ "x-sdk-unique-by": "field" });
    expect(q("listAlarms")?.zip).toMatchObject({ input: "q-triples.ts#QueryInput", defaults: { op: "eq" } });
  });
});

describe("zipEntries", () => {
  const spec = { defaults: { op: "eq" }, fill: { type: "" }, text: { value: "utc-seconds" } } as const;

  it("takes any iterable, and gives each entry its defaults, fill and text", () => {
    const triples = new Set([
      { field: "a", value: 5 },
      { field: "b", op: "lt", value: new Date("2026-11-20T09:30:15.999Z"), type: "datetime" },
      { field: "c", value: false },
    ]);
    expect(zipEntries("options", { limit: 1, q: triples }, "q", spec)).toEqual({
      limit: 1,
      q: [
        { field: "a", op: "eq", value: "5", type: "" },
        { field: "b", op: "lt", value: "2026-11-20T09:30:15", type: "datetime" },
        { field: "c", op: "eq", value: "false", type: "" },
      ],
    });
  });

  it("fills nothing when no entry gives the member, and leaves the rest to the rules", () => {
    expect(zipEntries("options", { q: [{ field: "a", value: "x" }] }, "q", spec)).toEqual({
      q: [{ field: "a", op: "eq", value: "x" }],
    });
    expect(zipEntries("options", { q: "a" }, "q", spec)).toEqual({ q: "a" });
    expect(zipEntries("options", { q: [7] }, "q", spec)).toEqual({ q: [7] });
    expect(zipEntries("options", undefined, "q", spec)).toBeUndefined();
  });

  it.each([
    [Number.NaN, "must be a finite number"],
    [new Date("nope"), "is an invalid Date"],
  ])("refuses a text member of %s, naming the entry", (value, message) => {
    const call = () => zipEntries("options", { q: [{ field: "a", value }] }, "q", spec);
    expect(call).toThrow(
      expect.objectContaining({ field: "options.q[0].value", message: expect.stringContaining(message) }),
    );
    expect(() => zipEntries("", { q: [{ field: "a", value }] }, "q", spec)).toThrow(
      expect.objectContaining({ field: "q[0].value" }),
    );
  });
});

describe("the zipped serializer the generator writes (telemetry's: q and aggregate zipped)", () => {
  it("writes each zip's lists interleaved at the place of its first, the others as given", () => {
    expect(
      telemetryQueryString({
        limit: 2,
        "q.op": ["eq", "lt"],
        "q.field": ["a", "b"],
        "q.value": ["1", "2:3"],
        sort: ["x", "y"],
      }),
    ).toBe("limit=2&q.field=a&q.op=eq&q.value=1&q.field=b&q.op=lt&q.value=2%3A3&sort=x&sort=y");
  });

  it("refuses lists of one zip with different lengths, naming the zip", () => {
    expect(() => telemetryQueryString({ "aggregate.func": ["max"], "aggregate.param": [] })).toThrow(
      expect.objectContaining({ name: "InvalidInputError", field: "aggregate.*" }),
    );
  });
});

describe("x-sdk.bareClient.settings", () => {
  const rootWith = (settings: unknown, querySerializer?: string) => {
    const { client: _client, ...root } = sdkRoot("Shelf");
    return { ...root, bareClient: { settings, ...(querySerializer && { querySerializer }) } };
  };
  const settingsProblems = (settings: unknown, querySerializer?: string) =>
    sdkProblems(specWith({ q: Q }, rootWith(settings, querySerializer)), new Set(["listBooks"])).join("\n");
  const PAGING = { description: "How pages go.", schema: { enum: ["offset", "marker"], default: "offset" } };
  const SIZE = {
    description: "Per page.",
    schema: { type: "integer", minimum: 1, maximum: 50, default: 50 },
  };

  it("takes a closed set and an integer range, each with its default, and a zipped serializer", () => {
    expect(settingsProblems({ paging: PAGING, pageSize: SIZE }, "zipped")).not.toMatch(
      /settings|querySerializer/,
    );
  });

  it.each([
    ["a map of no settings", "x", "settings must map option names"],
    ["a name that is not camelCase", { "page-size": SIZE }, "the option's name must be camelCase"],
    ["no description", { pageSize: { schema: SIZE.schema } }, "pageSize.description must be a sentence"],
    [
      "a default outside the set",
      { paging: { ...PAGING, schema: { enum: ["a"], default: "b" } } },
      "with a default in it",
    ],
    [
      "a range without a maximum",
      { pageSize: { ...SIZE, schema: { type: "integer", minimum: 1, default: 1 } } },
      "an integer range",
    ],
    [
      "a misspelt key",
      { pageSize: { ...SIZE, doc: "x" } },
      "settings.pageSize.doc is not part of the x-sdk vocabulary",
    ],
  ])("refuses %s", (_what, settings, problem) => {
    expect(settingsProblems(settings)).toContain(problem);
  });

  // The check is written into the generated bare client (telemetry's historyPaging).
  it("a closed set's setting takes the default, a value of the set, or is refused naming the values", () => {
    const bare = (historyPaging?: unknown) =>
      createTelemetryBareClient({
        baseUrl: "https://telemetry.test",
        auth: "token-abcdef",
        historyPaging,
      } as never);
    expect(() => bare()).not.toThrow();
    expect(() => bare(null)).not.toThrow();
    expect(() => bare("marker")).not.toThrow();
    expect(() => bare("pages")).toThrow(
      new InvalidInputError("historyPaging", 'must be "offset" or "marker"'),
    );
  });
});
