/**
 * The XML APIs' entry points and the export conditions that choose between them: `svc-cloud/dns`
 * and `svc-cloud/software` have an entry on fast-xml-parser (index.ts) and one on the browser's
 * DOMParser (browser.ts), with the same exports. Runtimes without DOMParser must get the first
 * even though their bundlers also set `browser` (Cloudflare's wrangler sets workerd, worker,
 * browser; Vercel's edge runtime edge-light, worker, browser; a web worker's bundle worker,
 * browser): this is resolved here by esbuild itself, through package.json's `exports`, and the
 * bundle's inputs show which engine landed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import * as dnsBrowser from "../../../src/dns/browser.ts";
import * as dnsIndex from "../../../src/dns/index.ts";
import * as softwareBrowser from "../../../src/software/browser.ts";
import * as softwareIndex from "../../../src/software/index.ts";

const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
  exports: Record<string, unknown>;
};

describe.each([
  ["dns", dnsIndex, dnsBrowser, "createDnsClient"],
  ["software", softwareIndex, softwareBrowser, "createSoftwareClient"],
] as const)("svc-cloud/%s", (api, index, browser, factory) => {
  it("exports the same names from both entries", () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(index).sort());
    expect(Object.keys(index)).toContain(factory);
  });

  it("sends a Date header from the default entry only: a browser forbids scripts to set one", async () => {
    for (const [entry, dated] of [
      [index, true],
      [browser, false],
    ] as const) {
      const dates: (string | null)[] = [];
      const fetch = async (request: Request) => {
        dates.push(request.headers.get("date"));
        return new Response(null, { status: 204 });
      };
      const create = (entry as Record<string, unknown>)[factory] as (options: object) => {
        raw: { GET(path: string): Promise<unknown> };
      };
      const client = create({ baseUrl: "https://xml.test", auth: "entry-test-token", fetch });
      // `raw` sends one request through the client's pipeline, where the Date is set.
      await expect(client.raw.GET("/v1.0/any")).resolves.toBeDefined();
      expect(dates.length, `${api} ${dated ? "index" : "browser"}`).toBe(1);
      expect(dates[0] !== null, `${api} ${dated ? "index" : "browser"}`).toBe(dated);
    }
  });

  it("maps the conditions in package.json: the DOMParser entry for browser only, fast-xml-parser before it for workers and edge runtimes", () => {
    const entry = (file: string) => `./dist/src/${api}/${file}`;
    expect(pkg.exports[`./${api}`]).toEqual({
      types: entry("index.d.ts"),
      workerd: entry("index.js"),
      "edge-light": entry("index.js"),
      worker: entry("index.js"),
      browser: entry("browser.js"),
      default: entry("index.js"),
    });
    // Order decides: the first matching condition wins, so the worker runtimes must come before browser.
    expect(Object.keys(pkg.exports[`./${api}`] as object)).toEqual([
      "types",
      "workerd",
      "edge-light",
      "worker",
      "browser",
      "default",
    ]);
  });
});

describe("the engine that lands in a bundle, by condition (esbuild resolving package.json's exports)", () => {
  let app: string;
  beforeAll(() => {
    // An app with svc-cloud installed: its package.json, and its dist/ standing in for the
    // sources (esbuild tries a missing .js import as .ts).
    app = mkdtempSync(join(tmpdir(), "svc-cloud-conditions-"));
    const installed = join(app, "node_modules", "svc-cloud");
    mkdirSync(installed, { recursive: true });
    writeFileSync(join(installed, "package.json"), JSON.stringify(pkg));
    symlinkSync(repoRoot, join(installed, "dist"), "dir");
  });
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  async function engineFor(subpath: string, conditions: string[]): Promise<string[]> {
    const result = await build({
      stdin: { contents: `export * from "svc-cloud/${subpath}";`, resolveDir: app, loader: "js" },
      absWorkingDir: repoRoot,
      bundle: true,
      write: false,
      metafile: true,
      platform: "neutral",
      mainFields: ["module", "main"],
      conditions,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    return [
      ...inputs.filter((file) => file.startsWith("src/xml/") && file.endsWith("-engine.ts")),
      ...(inputs.some((file) => file.includes("node_modules/fast-xml-parser/")) ? ["fast-xml-parser"] : []),
    ].sort();
  }

  const FAST_XML = ["fast-xml-parser", "src/xml/fxp-engine.ts"];
  const DOM = ["src/xml/dom-engine.ts"];
  it.each([
    ["Cloudflare Workers (workerd)", ["workerd"], FAST_XML],
    ["wrangler's set (workerd, worker, browser)", ["workerd", "worker", "browser"], FAST_XML],
    ["Vercel Edge (edge-light, worker, browser)", ["edge-light", "worker", "browser"], FAST_XML],
    ["a web worker (worker, browser)", ["worker", "browser"], FAST_XML],
    ["Node (node)", ["node"], FAST_XML],
    ["no condition (the default)", [], FAST_XML],
    ["a browser app (browser)", ["browser"], DOM],
    ["a browser app (browser, import, module)", ["browser", "import", "module"], DOM],
  ])("%s gets %j", async (_runtime, conditions, expected) => {
    expect(await engineFor("dns", conditions)).toEqual(expected);
    expect(await engineFor("software", conditions)).toEqual(expected);
  });
});
