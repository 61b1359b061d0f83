/**
 * `x-sdk.entry`: an API's entry point written from its spec (module TSDoc, examples, the
 * hand-written modules and older names it exports). The vocabulary's checks (as
 * `npm run generate` and `npm run lint` run them) and lint's hold on src/ and the generated
 * types, each fault planted in turn in a copy of the compute spec and its src/ folder.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { entrySource } from "../../../scripts/generate/sdk/entry.ts";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { type ApiEntry, loadApis, repoRoot } from "../../../scripts/lib/api-registry.ts";
import { sdkExtensionProblems } from "../../../scripts/lint-specs/sdk-extensions.ts";
import { sdkRoot } from "./sdk-root.ts";

type Entry = Record<string, unknown>;
const spec = (entry: unknown, more: object = {}) => ({
  "x-sdk": { ...sdkRoot("Shelf"), ...more, entry },
  paths: { "/books": { get: { operationId: "listBooks", responses: { "200": { description: "Books." } } } } },
});
const problemsOf = (entry: unknown, more: object = {}) =>
  sdkProblems(spec(entry, more), new Set(["listBooks"]));

describe("x-sdk.entry, the vocabulary", () => {
  it("takes a doc, examples, exports and aliases", () => {
    expect(
      problemsOf({
        doc: "the books of a shelf.",
        given: "declare const baseUrl: string;",
        examples: [{ code: "import {} from 'svc-cloud/shelf';" }, { title: "Bare:", given: "x", code: "y" }],
        exports: { "shelf-walk.ts": ["type ShelfWalk", "walkShelf"] },
        aliases: { OldOptions: "ListBooksOptions" },
      }),
    ).toEqual([]);
  });

  it.each([
    ["a misspelt member", { example: [] }, "x-sdk.entry.example is not part of the x-sdk vocabulary"],
    ["a misspelt example member", { examples: [{ cod: "x" }] }, "x-sdk.entry.examples[0].cod is not part"],
    ["an example without code", { examples: [{ title: "A" }] }, "x-sdk.entry.examples[0].code must be"],
    ["code that ends the comment", { examples: [{ code: "/* x */" }] }, "must not end the doc comment"],
    ["exports as a list", { exports: ["a.ts"] }, "x-sdk.entry.exports must map modules"],
    ["a module outside src/<api>/", { exports: { "../core/x.ts": ["a"] } }, "a module is a .ts file under"],
    ["a name that is none", { exports: { "a.ts": ["type 1x"] } }, "x-sdk.entry.exports.a.ts must list"],
    ["an alias of no identifier", { aliases: { Old: "New-Type" } }, "an alias and its type are identifiers"],
  ])("refuses %s", (_, entry, message) => {
    expect(problemsOf(entry).join("\n")).toContain(message);
  });

  it("takes them beside x-sdk.runtimes too, for every entry", () => {
    const runtimes = {
      entries: { index: { for: "Node", xml: "dom" }, browser: { for: "browsers", xml: "dom" } },
    };
    expect(
      problemsOf(
        { doc: "x", exports: { "a.ts": ["a"] }, aliases: { A: "B" } },
        { xsd: "shelf.xsd", runtimes },
      ),
    ).toEqual([]);
  });
});

describe("x-sdk.entry, the generated entry", () => {
  it("writes the module TSDoc, the layer, core's entry types, the modules' names in the spec's order and the aliases", () => {
    const source = entrySource(
      "shelf",
      {
        examples: [{ code: "walk();\n" }, { title: "Bare:", code: "bare();\n" }],
        exports: { "walk.ts": ["walkShelf", "type ShelfWalk"], "types.ts": ["type B", "type A"] },
        aliases: { OldOptions: "ListBooksOptions" },
      },
      "The books of a shelf.",
      "../../../src/shelf",
      "../../../src/core",
    );
    expect(source).toBe(
      [
        "/**",
        " * `svc-cloud/shelf`: The books of a shelf.",
        " *",
        " * @example",
        " * ```ts",
        " * walk();",
        " * ```",
        " *",
        " * @example Bare:",
        " * ```ts",
        " * bare();",
        " * ```",
        " */",
        'export * from "./index.ts";',
        'export * from "../../../src/core/entry-types.ts";',
        'export { walkShelf, type ShelfWalk } from "../../../src/shelf/walk.ts";',
        'export type { B, A } from "../../../src/shelf/types.ts";',
        "// Generated types under the names they had before the SDK was generated (x-sdk.entry.aliases).",
        'export type { ListBooksOptions as OldOptions } from "./types.ts";',
      ].join("\n"),
    );
  });
});

describe("x-sdk.entry, held to src/ by lint", () => {
  let root: string;
  let api: ApiEntry;
  const original = parse(readFileSync(join(repoRoot, "specs/compute/openapi.yaml"), "utf8")) as {
    "x-sdk": { entry: Entry };
  };
  const problemsAfter = (plant: (entry: Entry) => void): string[] => {
    const copy = structuredClone(original);
    plant(copy["x-sdk"].entry);
    writeFileSync(api.root, stringify(copy));
    return sdkExtensionProblems(root, api);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "svc-cloud-sdk-entry-"));
    mkdirSync(join(root, "specs/compute"), { recursive: true });
    cpSync(join(repoRoot, "src/compute"), join(root, "src/compute"), { recursive: true });
    cpSync(join(repoRoot, "generated/sdk/compute"), join(root, "generated/sdk/compute"), { recursive: true });
    const compute = loadApis().find((entry) => entry.name === "compute") as ApiEntry;
    api = { ...compute, root: join(root, "specs/compute/openapi.yaml") };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds nothing in the compute spec as it is", () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it.each<[string, (entry: Entry) => void, string]>([
    [
      "a module that does not exist",
      (entry) => {
        entry.exports = { "placment.ts": ["dedicatedHostOf"] };
      },
      "x-sdk.entry.exports.placment.ts names src/compute/placment.ts, which does not exist",
    ],
    [
      "a name the module does not export",
      (entry) => {
        entry.exports = { "placement.ts": ["dedicatedHostFor"] };
      },
      "x-sdk.entry.exports.placement.ts names dedicatedHostFor, which src/compute/placement.ts does not export",
    ],
    [
      "a type without its mark",
      (entry) => {
        entry.exports = { "placement.ts": ["DedicatedHostAnswer"] };
      },
      "DedicatedHostAnswer is a type of src/compute/placement.ts: write it `type DedicatedHostAnswer`",
    ],
    [
      "a value marked a type",
      (entry) => {
        entry.exports = { "placement.ts": ["type dedicatedHostOf"] };
      },
      "dedicatedHostOf is a value of src/compute/placement.ts: write it without `type`",
    ],
    [
      "an alias of no generated type",
      (entry) => {
        entry.aliases = { ServerOptions: "ListServerOptions" };
      },
      "x-sdk.entry.aliases.ServerOptions names ListServerOptions, which is no type of generated/sdk/compute/types.ts",
    ],
  ])("refuses %s", (_, plant, message) => {
    expect(problemsAfter(plant).join("\n")).toContain(message);
  });

  it("takes an alias of a generated type", () => {
    expect(
      problemsAfter((entry) => {
        entry.aliases = { ServerOptions: "ListServersOptions" };
      }),
    ).toEqual([]);
  });

  it("refuses a src/<api>/index.ts that exports more than the generated entry", () => {
    const index = join(root, "src/compute/index.ts");
    writeFileSync(index, `${readFileSync(index, "utf8")}export { dedicatedHostOf } from "./placement.ts";\n`);
    expect(problemsAfter(() => {})).toEqual([
      expect.stringContaining(
        'src/compute/index.ts must be the one line export * from "../../generated/sdk/compute/entry-index.ts";',
      ),
    ]);
  });
});
