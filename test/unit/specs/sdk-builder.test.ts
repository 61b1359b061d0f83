/**
 * `x-sdk-builder` (a function that builds a body from values by key: the key manager's container
 * builders) and the `function` of an `x-sdk.adds` member (the same reading of a value the caller
 * has: `resourceId`): the vocabulary's checks, each fault planted in turn, and what the generated
 * functions do.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { genericContainer, resourceId, rsaContainer } from "../../../src/keymanager/index.ts";
import { sdkRoot } from "./sdk-root.ts";

const PAIR = {
  type: "object",
  properties: {
    kind: { type: "string", const: "pair" },
    label: { type: "string" },
    parts: {
      type: "array",
      items: { type: "object", properties: { role: { type: "string" }, ref: { type: "string" } } },
    },
  },
};
const BUILDER = {
  name: "pairOf",
  doc: "A pair.",
  list: "parts",
  key: "role",
  value: "ref",
  valueType: "PartLike",
  valueDoc: "A part: its reference, or an object holding it.",
  args: { left: "left", right: "right" },
  required: ["left"],
};
const ADDED = {
  from: "book_ref",
  pattern: "/([^/]+)$",
  doc: "The ID.",
  function: {
    name: "bookId",
    arg: "ref",
    doc: "The ID of a book reference.",
    message: "must be a reference",
  },
};

const specWith = (builder: unknown, added: unknown = ADDED, extra: Record<string, unknown> = {}) => ({
  "x-sdk": sdkRoot("Shelf"),
  components: { schemas: { Pair: { ...PAIR, "x-sdk-builder": builder }, ...extra } },
  paths: {
    "/books": {
      post: {
        operationId: "addBook",
        "x-sdk": { adds: { type: "AddedBook", doc: "A book.", members: { id: added } } },
        responses: { "201": { description: "Added." } },
      },
    },
  },
});
const problemsOf = (builder: unknown, added?: unknown, extra?: Record<string, unknown>) =>
  sdkProblems(specWith(builder, added, extra), new Set(["addBook"])).join("\n");

describe("x-sdk-builder and an added member's function", () => {
  it("take a list's key and value, arguments by key, and a function's name, argument and message", () => {
    expect(problemsOf(BUILDER)).toBe("");
    const { args: _, required: __, ...anyKeys } = BUILDER;
    expect(problemsOf(anyKeys)).toBe("");
  });

  it.each([
    [{ ...BUILDER, kind: "x" }, undefined, "x-sdk-builder.kind is not part of the x-sdk vocabulary"],
    [{ ...BUILDER, name: "pair of" }, undefined, "x-sdk-builder.name must be an identifier"],
    [{ ...BUILDER, list: "label" }, undefined, "x-sdk-builder.list names label, which is no list of objects"],
    [
      { ...BUILDER, key: "name" },
      undefined,
      "x-sdk-builder.key names name, which is no member of the list's items",
    ],
    [{ ...BUILDER, required: ["middle"] }, undefined, "x-sdk-builder.required must list arguments of args"],
    [{ ...BUILDER, args: { left: 1 } }, undefined, "x-sdk-builder.args must map argument names to the keys"],
    [{ ...BUILDER, valueDoc: undefined }, undefined, "x-sdk-builder.valueDoc must be its TSDoc"],
    [
      BUILDER,
      { ...ADDED, function: { ...ADDED.function, name: "pairOf" } },
      "names another function of the spec too",
    ],
    [BUILDER, { ...ADDED, function: { ...ADDED.function, message: "" } }, "function.message must be text"],
    [
      BUILDER,
      { ...ADDED, function: { ...ADDED.function, args: "ref" } },
      "function.args is not part of the x-sdk vocabulary",
    ],
  ])("refuses %j with %j", (builder, added, problem) => {
    expect(problemsOf(builder, added)).toContain(problem);
  });

  it("refuses builders of one spec that take their values in different forms", () => {
    const other = { ...PAIR, "x-sdk-builder": { ...BUILDER, name: "otherPair", valueType: "OtherLike" } };
    expect(problemsOf(BUILDER, ADDED, { Other: other })).toContain(
      "every builder of a spec takes one valueType, key and value",
    );
  });
});

describe("the generated functions (the key manager's)", () => {
  it("a builder puts each value under its key, from a reference or an object holding it", () => {
    expect(rsaContainer({ privateKey: "r1", publicKey: { secret_ref: "r2" } }).secret_refs).toEqual([
      { name: "private_key", secret_ref: "r1" },
      { name: "public_key", secret_ref: "r2" },
    ]);
    expect(genericContainer({ a: "r1" }, "n")).toEqual({
      type: "generic",
      name: "n",
      secret_refs: [{ name: "a", secret_ref: "r1" }],
    });
  });

  it.each([
    "https://x.test/v1/t/secrets/",
    "https://x.test/v1/t/secrets/%E0",
    "https://x.test/v1/t/..",
    "ftp://x.test/a",
    42,
  ])("an added member's function refuses a value that holds none: %j", (ref) => {
    expect(() => resourceId(ref as string)).toThrow(InvalidInputError);
  });

  it("an added member's function decodes the value as a path segment", () => {
    expect(resourceId("https://x.test/v1/t/secrets/a%20b?x#y")).toBe("a b");
  });
});
