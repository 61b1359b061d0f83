/**
 * `x-sdk.constants` (known values from the spec's enums, as constants of the entry point) and a
 * variant's `bodyRules` (the SDK's rule beside its body's schema): the vocabulary's checks, as
 * `npm run generate` and `npm run lint` run them, each fault planted in turn; and what
 * constants.ts says.
 */
import { describe, expect, it } from "vitest";
import { constantsSource } from "../../../scripts/generate/sdk/constants-source.ts";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { sdkRoot } from "./sdk-root.ts";

/** A spec of `PUT /books` (a variant with `variant` over its own), and `constants` at its root. */
const specWith = (constants: unknown, variant: Record<string, unknown> = {}) => ({
  "x-sdk": { ...sdkRoot("Shelf"), ...(constants !== undefined && { constants }) },
  paths: {
    "/books": {
      put: {
        operationId: "shelveBook",
        "x-sdk": {
          variants: [{ name: "shelveBook", args: ["book"], at: { book: "" }, schema: "Book", ...variant }],
        },
        responses: { "204": { description: "Shelved." } },
      },
    },
  },
  components: {
    schemas: {
      Kind: { type: "string", enum: ["novel", "poem"] },
      Shelf: { type: "string", enum: ["top"] },
      Book: { type: "object", properties: { kind: { $ref: "#/components/schemas/Kind" } } },
    },
  },
});
const problemsOf = (constants: unknown, variant?: Record<string, unknown>) =>
  sdkProblems(specWith(constants, variant), new Set(["shelveBook"])).join("\n");

describe("x-sdk.constants", () => {
  const good = {
    KINDS: { doc: "The kinds.", values: "Kind" },
    BY_SHELF: { doc: "The kinds by shelf.", byKey: { top: "Kind" } },
  };

  it("names enum schemas, as values or by key, and constants.ts writes them typed", () => {
    expect(problemsOf(good)).toBe("");
    const source = constantsSource(specWith(good), good) ?? "";
    expect(source).toContain('export const KINDS: readonly Kind[] = ["novel","poem"];');
    expect(source).toContain(
      'export const BY_SHELF: { readonly "top": readonly Kind[] } = { "top": ["novel","poem"] };',
    );
    expect(source).toContain('import type { Kind } from "./types.ts";');
  });

  it("reads a value the spec holds by its JSON pointer (from), and constants.ts writes it as it is", () => {
    const from = {
      MAX_KINDS: { doc: "The most.", from: "#/components/schemas/Kind/enum/1" },
      ALL_KINDS: { doc: "All.", from: "#/components/schemas/Kind/enum" },
    };
    expect(problemsOf(from)).toBe("");
    const source = constantsSource(specWith(from), from) ?? "";
    expect(source).toContain('export const MAX_KINDS = "poem";');
    expect(source).toContain('export const ALL_KINDS = ["novel","poem"] as const;');
    expect(source).not.toContain("import type");
  });

  it.each([
    [
      { MAX: { doc: "d", from: "#/components/schemas/Kind/maximum" } },
      "x-sdk.constants.MAX.from names #/components/schemas/Kind/maximum, which is no number or string of the spec, nor a list of them",
    ],
    [
      { MAX: { doc: "d", from: "#/components/schemas/Kind/enum/0", values: "Kind" } },
      "x-sdk.constants.MAX takes from alone, without values or byKey",
    ],
    [{ kinds: { doc: "d", values: "Kind" } }, "x-sdk.constants.kinds: a constant's name is UPPER_CASE"],
    [{ KINDS: { values: "Kind" } }, "x-sdk.constants.KINDS needs doc (its TSDoc) and values or byKey"],
    [
      { KINDS: { doc: "d", values: "Book" } },
      "x-sdk.constants.KINDS.values names Book, which is no component schema with an enum",
    ],
    [{ KINDS: { doc: "d", byKey: { top: "Nothing" } } }, "x-sdk.constants.KINDS.byKey.top names Nothing"],
    [
      { KINDS: { doc: "d", values: "Kind", byKey: {} } },
      "needs values (an enum schema) or byKey (keys to enum schemas), one of them",
    ],
    [
      { KINDS: { doc: "d", values: "Kind", enum: "Kind" } },
      "x-sdk.constants.KINDS.enum is not part of the x-sdk vocabulary",
    ],
  ])("refuses %j", (constants, problem) => {
    expect(problemsOf(constants)).toContain(problem);
  });
});

describe("x-sdk.variants[].bodyRules", () => {
  it("is a schema beside the variant's own", () => {
    expect(problemsOf(undefined, { bodyRules: { properties: { kind: { const: "poem" } } } })).toBe("");
    expect(problemsOf(undefined, { bodyRules: ["kind"] })).toContain(
      "x-sdk.variants[0].bodyRules must be a schema of the body, beside the variant's schema",
    );
  });
});
