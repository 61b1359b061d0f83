/**
 * `x-sdk.zip`: query parameters the server pairs by position, taken as one option of entries.
 * The vocabulary's checks (as `npm run generate` and `npm run lint` run them), each fault planted
 * in turn, and core's unzip, which spreads the checked entries into their lists.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { readSpecModel } from "../../../scripts/generate/sdk/model.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { unzip } from "../../../src/core/zipped-options.ts";
import { sdkRoot } from "./sdk-root.ts";

const ROOT = sdkRoot("Shelf");

const list = (name: string, items: object, required = false) => ({
  name,
  in: "query",
  required,
  schema: { type: "array", items },
});

/** A spec of one operation, `GET /books`, with sort lists, a plain filter, and `zip` as its x-sdk.zip. */
const specWith = (zip: unknown, extra: object[] = []) => ({
  "x-sdk": ROOT,
  components: { parameters: { SortDir: list("sort_dir", { type: "string", enum: ["asc", "desc"] }) } },
  paths: {
    "/books": {
      get: {
        operationId: "listBooks",
        "x-sdk": { zip },
        parameters: [
          list("sort_key", { type: "string", minLength: 1 }),
          { $ref: "#/components/parameters/SortDir" },
          { name: "title", in: "query", schema: { type: "string" } },
          ...extra,
        ],
        responses: { "200": { description: "The books." } },
      },
    },
  },
});
const problemsOf = (zip: unknown, extra?: object[]) =>
  sdkProblems(specWith(zip, extra), new Set(["listBooks"]));
const SORT = { sort: { type: "BookSort", members: { key: "sort_key", dir: "sort_dir" } } };

describe("x-sdk.zip", () => {
  it("takes an option of two lists, one of them a shared parameter", () => {
    expect(problemsOf(SORT)).toEqual([]);
    expect(problemsOf({ sort: { ...SORT.sort, description: "Sort by these keys." } })).toEqual([]);
  });

  it.each([
    ["a zip that is not a map", ["sort"], "must map option names to {type, members}"],
    [
      "a misspelt member",
      { sort: { ...SORT.sort, member: {} } },
      "x-sdk.zip.sort.member is not part of the x-sdk vocabulary",
    ],
    [
      "a type that is no type name",
      { sort: { ...SORT.sort, type: "book sort" } },
      "type must name the entries' type",
    ],
    ["one member", { sort: { type: "BookSort", members: { key: "sort_key" } } }, "two or more members"],
    [
      "a member naming no parameter",
      { sort: { type: "BookSort", members: { key: "sort_keys", dir: "sort_dir" } } },
      "members.key names sort_keys, which is no array query parameter",
    ],
    [
      "a member naming a parameter that is not a list",
      { sort: { type: "BookSort", members: { key: "sort_key", dir: "title" } } },
      "members.dir names title, which is no array query parameter",
    ],
    [
      "a list zipped twice",
      { sort: SORT.sort, order: { type: "BookOrder", members: { key: "sort_key", dir: "sort_dir" } } },
      "sort_key is zipped twice",
    ],
    [
      "an option named like a parameter",
      { title: SORT.sort },
      "the option's name is a query parameter's own",
    ],
    [
      "a description that is no text",
      { sort: { ...SORT.sort, description: 3 } },
      "description must be a sentence",
    ],
  ])("refuses %s", (_what, zip, problem) => {
    expect(problemsOf(zip).join("\n")).toContain(problem);
  });

  it("refuses a required list, which an option of entries cannot be", () => {
    const spec = specWith(SORT);
    (spec.paths["/books"].get.parameters[0] as { required: boolean }).required = true;
    expect(sdkProblems(spec, new Set(["listBooks"])).join("\n")).toContain("sort_key is required");
  });

  it("is checked by npm run lint's spec model too: the compute spec's sort is one option of pairs", () => {
    const model = readSpecModel("specs/compute/openapi.yaml");
    const params = model.operations.find((op) => op.operationId === "listServers")?.queryParams ?? [];
    const sort = params.find((p) => p.sdk === "sort");
    expect(params.map((p) => p.wire)).not.toContain("sort_key");
    expect(sort?.zip?.members.map((m) => [m.member, m.wire])).toEqual([
      ["key", "sort_key"],
      ["dir", "sort_dir"],
    ]);
    expect(sort?.schema).toMatchObject({
      type: "array",
      items: { required: ["key"], additionalProperties: false },
    });
  });
});

describe("unzip", () => {
  const members = [
    ["key", "sort_key"],
    ["dir", "sort_dir"],
  ] as const;

  it("spreads the entries into their lists, in order, beside the other options", () => {
    const entries = [
      { key: "name", dir: "asc" },
      { key: "created_at", dir: "desc" },
    ];
    expect(unzip("options", { limit: 2, sort: entries }, "sort", members)).toEqual({
      limit: 2,
      sort_key: ["name", "created_at"],
      sort_dir: ["asc", "desc"],
    });
  });

  it("sends a member that no entry has as no list at all", () => {
    expect(unzip("options", { sort: [{ key: "name" }] }, "sort", members)).toEqual({ sort_key: ["name"] });
    expect(unzip("options", { sort: [] }, "sort", members)).toEqual({});
    expect(unzip("options", { limit: 1 }, "sort", members)).toEqual({ limit: 1 });
  });

  it("refuses a member in some entries only, which would pair it with the wrong entry", () => {
    const call = () => unzip("options", { sort: [{ key: "a", dir: "asc" }, { key: "b" }] }, "sort", members);
    expect(call).toThrow(InvalidInputError);
    expect(call).toThrow(
      expect.objectContaining({
        field: "options.sort",
        message: expect.stringContaining("give dir in every entry or in none"),
      }),
    );
  });
});
