/**
 * `x-sdk.runtimes`: the entry points of an API with one per runtime, written from the spec. The
 * vocabulary's checks (as `npm run generate` and `npm run lint` run them) and lint's hold on
 * package.json's exports and src/, each fault planted in turn.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { runtimesLayoutProblems } from "../../../scripts/lint-specs/sdk-runtimes.ts";
import { sdkRoot } from "./sdk-root.ts";

const XML_ENTRIES = {
  index: { for: "Node", xml: "fast-xml-parser", dateHeader: true },
  browser: { for: "browsers", xml: "dom" },
};
const HMAC_ENTRIES = {
  node: { for: "Node", with: "hmac/node.ts#nodeHmac" },
  browser: { for: "browsers", with: "hmac/web.ts#webHmac" },
};
const spec = (root: object) => ({
  "x-sdk": { ...sdkRoot("Shelf"), ...root },
  paths: { "/books": { get: { operationId: "listBooks", responses: { "200": { description: "Books." } } } } },
});
const problemsOf = (root: object) => sdkProblems(spec(root), new Set(["listBooks"]));

describe("x-sdk.runtimes", () => {
  it("takes an XML API's engines, and another API's pieces and factories", () => {
    expect(problemsOf({ xsd: "shelf.xsd", runtimes: { entries: XML_ENTRIES } })).toEqual([]);
    expect(
      problemsOf({
        runtimes: {
          entries: HMAC_ENTRIES,
          factories: { createSigner: { with: "sign.ts#createSignerWith", doc: "Creates a signer." } },
        },
      }),
    ).toEqual([]);
  });

  it.each([
    [
      "a misspelt member",
      { xsd: "shelf.xsd", runtimes: { entries: XML_ENTRIES, factory: {} } },
      "x-sdk.runtimes.factory is not part of the x-sdk vocabulary",
    ],
    [
      "one entry",
      { xsd: "shelf.xsd", runtimes: { entries: { index: XML_ENTRIES.index } } },
      "must map two or more entry files",
    ],
    [
      "an unknown engine",
      {
        xsd: "shelf.xsd",
        runtimes: { entries: { ...XML_ENTRIES, browser: { for: "browsers", xml: "sax" } } },
      },
      "x-sdk.runtimes.entries.browser.xml must name an XML engine (fast-xml-parser, dom)",
    ],
    [
      "an entry without its runtime's words",
      { xsd: "shelf.xsd", runtimes: { entries: { ...XML_ENTRIES, browser: { xml: "dom" } } } },
      "x-sdk.runtimes.entries.browser.for must say the runtime",
    ],
    [
      "a piece on an XML API",
      {
        xsd: "shelf.xsd",
        runtimes: { entries: { ...XML_ENTRIES, browser: { ...XML_ENTRIES.browser, with: "x.ts#y" } } },
      },
      "x-sdk.runtimes.entries.browser.with is a JSON API's",
    ],
    [
      "an engine on a JSON API",
      { runtimes: { entries: { ...HMAC_ENTRIES, node: { ...HMAC_ENTRIES.node, xml: "dom" } } } },
      "x-sdk.runtimes.entries.node.xml is an XML API's (x-sdk.xsd)",
    ],
    [
      "a JSON API's entry without its piece",
      { runtimes: { entries: { ...HMAC_ENTRIES, node: { for: "Node" } } } },
      "x-sdk.runtimes.entries.node.with must be a hook",
    ],
    [
      "an entry that is no file name",
      { runtimes: { entries: { ...HMAC_ENTRIES, "Node.ts": HMAC_ENTRIES.node } } },
      "an entry is a file's name under src/<api>/",
    ],
    [
      "a factory without its doc",
      {
        runtimes: {
          entries: HMAC_ENTRIES,
          factories: { createSigner: { with: "sign.ts#createSignerWith" } },
        },
      },
      "x-sdk.runtimes.factories.createSigner.doc must say what it makes",
    ],
    [
      "a factory that names no hook",
      { runtimes: { entries: HMAC_ENTRIES, factories: { createShelfClient: { with: "client.ts" } } } },
      "x-sdk.runtimes.factories.createShelfClient.with must be a hook",
    ],
    [
      "a hand-written client the entries cannot bind",
      { handWrittenClient: "its HMAC", runtimes: { entries: HMAC_ENTRIES } },
      "x-sdk.runtimes.factories must name createShelfClient's hook",
    ],
    [
      "a JSON API's generated bare client, which has no factory on a runtime",
      { client: undefined, bareClient: {}, runtimes: { entries: HMAC_ENTRIES } },
      "x-sdk.runtimes binds create<name>BareClientWith, which only",
    ],
  ])("refuses %s", (_fault, root, problem) => {
    expect(problemsOf(root).join("\n")).toContain(problem);
  });
});

describe("x-sdk.runtimes against package.json and src/ (lint)", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A repository of one API, `shelf`, with its exports, and its src/ files as `files` says. */
  function repository(exports: object, files: Record<string, string>) {
    root = mkdtempSync(join(tmpdir(), "svc-cloud-runtimes-"));
    writeFileSync(join(root, "package.json"), JSON.stringify({ exports: { "./shelf": exports } }));
    mkdirSync(join(root, "src", "shelf"), { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, "src", "shelf", file), text);
    return root;
  }
  const EXPORTS = {
    types: "./dist/src/shelf/index.d.ts",
    browser: "./dist/src/shelf/browser.js",
    default: "./dist/src/shelf/index.js",
  };
  const reexport = (file: string) => `export * from "../../generated/sdk/shelf/entry-${file}.ts";\n`;
  const FILES = { "index.ts": reexport("index"), "browser.ts": reexport("browser"), "api.ts": "" };
  const RUNTIMES = { entries: XML_ENTRIES };

  it("takes entries that are package.json's, each re-exported from src/", () => {
    expect(runtimesLayoutProblems(repository(EXPORTS, FILES), "shelf", RUNTIMES)).toEqual([]);
    // An API of one entry says no runtimes.
    expect(
      runtimesLayoutProblems(
        repository({ types: EXPORTS.types, default: EXPORTS.default }, {}),
        "shelf",
        undefined,
      ),
    ).toEqual([]);
  });

  it.each([
    [
      "a condition's file no entry says",
      { ...EXPORTS, worker: "./dist/src/shelf/worker.js" },
      FILES,
      "names worker, which x-sdk.runtimes.entries does not",
    ],
    [
      "an entry no condition names",
      { types: EXPORTS.types, default: EXPORTS.default },
      FILES,
      "x-sdk.runtimes.entries.browser: no condition of package.json's ./shelf export names it",
    ],
    [
      "an entry src/ does not re-export",
      EXPORTS,
      { ...FILES, "browser.ts": "export const x = 1;\n" },
      "src/shelf/browser.ts must re-export the generated entry",
    ],
    [
      "types from no entry",
      { ...EXPORTS, types: "./dist/src/shelf/api.d.ts" },
      FILES,
      "must take its types from one of its entries",
    ],
  ])("refuses %s", (_fault, exports, files, problem) => {
    expect(runtimesLayoutProblems(repository(exports, files), "shelf", RUNTIMES).join("\n")).toContain(
      problem,
    );
  });

  it("asks an API of several entry files to say their runtimes", () => {
    expect(runtimesLayoutProblems(repository(EXPORTS, FILES), "shelf", undefined)).toEqual([
      "package.json's ./shelf export names 2 entry files (browser, index): x-sdk.runtimes must say the runtime of each",
    ]);
  });
});
