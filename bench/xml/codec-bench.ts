/**
 * Benchmarks of the XML codec, for the XML APIs' bench files (bench/dns.bench.ts,
 * bench/software.bench.ts): parse and build of one document through each engine against the bare
 * parser (and builder) underneath, in the same run, goal at least 0.7x each:
 * - fast-xml-parser, in Node: `decode` (DTD and character checks, XMLValidator, the parse,
 *   namespaces, the shape) vs `new XMLParser().parse`; `encode` (checks, the shape's order, the
 *   writer) vs `XMLBuilder.build` of the same document already in its object form;
 * - DOMParser, in headless Chromium: `decode` vs `DOMParser.parseFromString`; `encode` vs building
 *   the same DOM with createElementNS and XMLSerializer, the browser's own way to write XML.
 * Then the gzipped size of an app that imports only the API, per entry point (export condition).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { chromium } from "playwright-core";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { createXmlCodec } from "../../src/xml/codec.ts";
import { fxpEngine } from "../../src/xml/fxp-engine.ts";
import type { XmlDocument } from "../../src/xml/shape.ts";
import { encodeXml } from "../../src/xml/write-xml.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from "../../test/support/chromium.ts";
import { type Comparison, compare, misses, report } from "../measure.ts";

/** One document to measure. */
export interface CodecBench<T> {
  /** What it is, in the report: `CreateHostedZoneResponse`. */
  name: string;
  /** Its description, and where the page imports it from: `./generated/sdk/dns/documents.ts`. */
  doc: XmlDocument<T>;
  module: string;
  exportName: string;
  /** The document as the server sends it. */
  xml: string;
  /** The same document in fast-xml-parser's builder form (attributes `@_`, repeated elements as arrays). */
  builderForm: unknown;
  /** Operations per round: large enough for a round to take tens of milliseconds. */
  batch: number;
}

const GOAL = 0.7;
let missed = false;

/** fast-xml-parser in Node: the codec vs the bare parser and builder. */
async function inNode<T>(bench: CodecBench<T>): Promise<void> {
  const codec = createXmlCodec(fxpEngine);
  const value = codec.decode(bench.doc, bench.xml);
  const bareParser = new XMLParser();
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_" });
  const ours = encodeXml(bench.doc, value);
  const theirs = builder.build(bench.builderForm) as string;
  if (ours !== theirs.replace(/<(\w+)><\/\1>/g, "<$1/>"))
    throw new Error(`the codec and XMLBuilder write different documents:\n${ours}\n${theirs}`);
  for (const result of [
    await compare(
      `parse ${bench.name}, fast-xml-parser codec vs bare XMLParser`,
      () => codec.decode(bench.doc, bench.xml),
      () => bareParser.parse(bench.xml),
      { goal: GOAL, batch: bench.batch, rounds: 11 },
    ),
    await compare(
      `build ${bench.name}, codec vs bare XMLBuilder`,
      () => encodeXml(bench.doc, value),
      () => builder.build(bench.builderForm),
      { goal: GOAL, batch: bench.batch, rounds: 11 },
    ),
  ])
    record(result);
}

function record(result: Comparison): void {
  report(result);
  missed ||= misses(result);
}

/** In the page: two warm-up rounds, then paired blocks, the ratio their median, as bench/measure.ts does in Node. */
const PAGE_MEASURE = `
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const timeOf = (op, count) => { const start = performance.now(); for (let i = 0; i < count; i++) op(); return performance.now() - start; };
  globalThis.measure = (candidate, baseline, batch, rounds) => {
    for (let i = 0; i < 2; i++) { timeOf(candidate, batch); timeOf(baseline, batch); }
    const block = Math.max(1, Math.round(batch / 20));
    const blocks = Math.max(2, Math.round((batch * rounds) / block));
    let c = 0, b = 0;
    const ratios = [];
    for (let i = 0; i < blocks; i++) {
      const [tc, tb] = i % 2 === 0
        ? [timeOf(candidate, block), timeOf(baseline, block)]
        : [timeOf(baseline, block), timeOf(candidate, block)].reverse();
      c += tc; b += tb; ratios.push(tb / tc);
    }
    const ops = blocks * block;
    return { candidate: ops / (c / 1000), baseline: ops / (b / 1000), ratio: median(ratios) };
  };
`;

/** DOMParser in Chromium: the codec vs the bare DOMParser, and vs building with the DOM and XMLSerializer. */
async function inChromium<T>(bench: CodecBench<T>): Promise<void> {
  if (!hasChromium) {
    console.log(`  (DOMParser in Chromium: skipped, no Chromium at ${CHROMIUM_PATH})`);
    return;
  }
  const page = await build({
    stdin: {
      contents: `
        import { createXmlCodec } from "./src/xml/codec.ts";
        import { domEngine } from "./src/xml/dom-engine.ts";
        import { encodeXml } from "./src/xml/write-xml.ts";
        import { ${bench.exportName} as doc } from "${bench.module}";
        ${PAGE_MEASURE}
        const codec = createXmlCodec(domEngine);
        /** The value as a DOM, written by XMLSerializer: what a browser app without the codec would do. */
        const domBuild = (value) => {
          const d = document.implementation.createDocument(doc.namespace ?? null, doc.root, null);
          const fill = (parent, value) => {
            if (typeof value !== "object") { parent.appendChild(d.createTextNode(String(value))); return; }
            for (const [key, item] of Object.entries(value))
              for (const one of Array.isArray(item) ? item : [item]) {
                const child = d.createElementNS(doc.namespace ?? null, key);
                fill(child, one);
                parent.appendChild(child);
              }
          };
          fill(d.documentElement, value);
          return new XMLSerializer().serializeToString(d);
        };
        globalThis.bench = (xml, batch, shaped) => {
          const value = codec.decode(doc, xml);
          return {
            parse: measure(() => codec.decode(doc, xml), () => new DOMParser().parseFromString(xml, "application/xml"), batch, 11),
            build: measure(() => encodeXml(doc, value), () => domBuild(shaped), batch, 11),
          };
        };
      `,
      resolveDir: repoRoot,
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    platform: "browser",
    conditions: ["browser"],
    write: false,
    logLevel: "error",
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage();
    await tab.setContent("<!doctype html><title>XML bench</title>");
    await tab.addScriptTag({ content: page.outputFiles[0]?.text ?? "" });
    const result = await tab.evaluate(
      ([xml, batch, shaped]) =>
        (
          globalThis as unknown as {
            bench(
              xml: string,
              batch: number,
              shaped: unknown,
            ): Record<"parse" | "build", { candidate: number; baseline: number; ratio: number }>;
          }
        ).bench(xml, batch, shaped),
      [bench.xml, bench.batch, domForm(bench.builderForm)] as const,
    );
    for (const [kind, against] of [
      ["parse", "bare DOMParser"],
      ["build", "createElementNS + XMLSerializer"],
    ] as const) {
      const { candidate, baseline, ratio } = result[kind];
      record({
        name: `${kind} ${bench.name} in Chromium, DOMParser codec vs ${against}`,
        candidate: { opsPerSec: candidate },
        baseline: { opsPerSec: baseline },
        ratio,
        goal: GOAL,
      });
    }
  } finally {
    await browser.close();
  }
}

/** The builder form's content for the DOM build: its root's children, without attributes, lists under their item's name. */
function domForm(builderForm: unknown): unknown {
  const root = Object.entries(builderForm as Record<string, unknown>).find(([key]) => key !== "?xml")?.[1];
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.startsWith("@_"))
        .map(([key, item]) => [key, strip(item)]),
    );
  };
  return strip(root);
}

/** Measures `bench` on both engines. */
export async function benchCodec<T>(bench: CodecBench<T>): Promise<void> {
  await inNode(bench);
  await inChromium(bench);
}

/** The gzipped size of `app` (which imports from `svc-cloud/<api>`) bundled with `conditions`. */
async function appSize(
  api: string,
  app: string,
  conditions: string[],
): Promise<{ gzipped: number; xml: string }> {
  const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
    exports: Record<string, unknown>;
  };
  const pick = (target: unknown): string | undefined => {
    if (typeof target === "string") return target;
    if (typeof target !== "object" || target === null) return undefined;
    for (const [condition, inner] of Object.entries(target))
      if (condition === "default" || conditions.includes(condition)) return pick(inner);
    return undefined;
  };
  const entry = pick(pkg.exports[`./${api}`])
    ?.replace(/^\.\/dist\//, "./")
    .replace(/\.js$/, ".ts");
  const result = await build({
    stdin: { contents: app.replace(`svc-cloud/${api}`, entry ?? ""), resolveDir: repoRoot, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions,
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const inputs = Object.keys(result.metafile.inputs);
  const xml = inputs.some((file) => file.includes("fast-xml-parser/")) ? "fast-xml-parser" : "DOMParser";
  return { gzipped: gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length, xml };
}

/**
 * The budget of a browser app importing one XML API's bare client and the operations it calls:
 * XML_BUDGET in .size-limit.js (15 KiB since issue 29, whose operation functions made it fit).
 */
const BROWSER_BUDGET_KIB = 15;

/** The bundle size of an app importing only `svc-cloud/<api>`, for each entry point; budget (browser) BROWSER_BUDGET_KIB. */
export async function bundleSizes(api: string, app: string): Promise<void> {
  const goal = BROWSER_BUDGET_KIB * 1024;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  for (const [runtime, conditions] of [
    ["browser", ["browser", "import"]],
    ["Cloudflare Workers (workerd, worker, browser)", ["workerd", "worker", "browser"]],
    ["Vercel Edge (edge-light, worker, browser)", ["edge-light", "worker", "browser"]],
    ["default (Node, Deno, Bun)", ["node", "import"]],
  ] as const) {
    const { gzipped, xml } = await appSize(api, app, [...conditions]);
    const verdict =
      runtime === "browser"
        ? ` (${gzipped <= goal ? "meets" : "MISSES"} goal <= ${BROWSER_BUDGET_KIB} KiB)`
        : "";
    console.log(
      `bundle of an app importing only svc-cloud/${api}, ${runtime}: ${kb(gzipped)} gzipped, XML on ${xml}${verdict}`,
    );
  }
}

/** Whether any comparison missed its goal. */
export const anyMissed = () => missed;
