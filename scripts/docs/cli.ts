/**
 * Builds the docs portal into build/docs (`npm run docs`, and `npm start` before it serves it):
 * - index.html, the landing page (docs/landing.ts);
 * - guides/<slug>.html, the guides (docs/guides.ts, from docs/guides/);
 * - what-changed.html, the change report since the last release and CHANGELOG.md (docs/what-changed.ts);
 * - <api>.html, one self-contained Redoc page per API of redocly.yaml (Redoc inlined, so opening
 *   a page sends no request off the machine), from the spec made readable (docs/reference-spec.ts),
 *   rendered in the browser so that every link is a hash route that works in a new tab
 *   (docs/reference-routes.ts), under the portal's bar and search (docs/reference-page.ts), with
 *   every file the page links copied beside it (Redoc's render of a spec is kept by content:
 *   docs/redoc-build.ts);
 * - search-index.js, the search over every API, operation and guide (docs/search-index.ts), with
 *   the pages' scripts (search.js, copy-code.js: docs/browser-scripts.ts) and the stylesheet of
 *   the code highlighting done at build time (docs/highlight.ts).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { stringify } from "yaml";
import { collectChanges } from "../changes/collect.ts";
import { ChangesError } from "../changes/errors.ts";
import { type ApiEntry, loadApis, repoRoot } from "../lib/api-registry.ts";
import { portSettings } from "../lib/port-settings.ts";
import { bundleSpec } from "../lib/spec-bundle.ts";
import { frontFor } from "../mocks/fronts/registry.ts";
import { BROWSER_SCRIPTS, browserScript } from "./browser-scripts.ts";
import { GUIDES, guidePage } from "./guides.ts";
import { HIGHLIGHT_STYLESHEETS } from "./highlight.ts";
import { landingPage } from "./landing.ts";
import { CSP, NO_FAVICON } from "./layout.ts";
import { readmeSnippets } from "./readme-snippets.ts";
import { redocBuild } from "./redoc-build.ts";
import { REFERENCE_STYLESHEETS, withPortalBar } from "./reference-page.ts";
import { clientRendered } from "./reference-routes.ts";
import { copyLinkedFiles, readableReference, withSdkSamples } from "./reference-spec.ts";
import { apiDocuments, guideDocuments, searchIndexScript, sectionDocuments } from "./search-index.ts";
import { computeSignatureExample, signatureExampleHtml } from "./signature-example.ts";
import { specSummary } from "./spec-summary.ts";
import { specVersions, whatChangedPage } from "./what-changed.ts";

export const docsDir = resolve(repoRoot, "build/docs");

/**
 * Redoc's "API docs by Redocly" badge loads its logo from a CDN, and no option turns it off.
 * Point it at an inline image instead, and add the Content-Security-Policy that forbids every
 * request off the page's own origin.
 */
const CDN_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='60' height='14'%3E%3Ctext x='0' y='11' font-family='sans-serif' font-size='11'%3ERedocly%3C/text%3E%3C/svg%3E";

export function makeOffline(html: string): string {
  return html
    .replace(CDN_LOGO, INLINE_LOGO)
    .replace(
      /<head>/i,
      `<head>\n<meta http-equiv="Content-Security-Policy" content="${CSP}">\n${NO_FAVICON}`,
    );
}

export interface BuildDocsOptions {
  apis?: ApiEntry[];
  /** The mocks' URLs the pages show; default the fixed ports of `npm start` (with SVC_PORT_OFFSET). */
  mockUrls?: Record<string, string>;
  /** Where the portal goes; default build/docs. */
  outDir?: string;
}

/** The mock URLs of `npm start`: each API's x-mock-port plus SVC_PORT_OFFSET. */
export function startMockUrls(apis: readonly ApiEntry[], env: NodeJS.ProcessEnv = process.env) {
  const { portOffset } = portSettings(env);
  return Object.fromEntries(apis.map((api) => [api.name, `http://127.0.0.1:${api.mockPort + portOffset}`]));
}

/** Builds the reference page of one API into `outDir`; `work` holds the intermediate spec. */
function buildReference(api: ApiEntry, title: string, outDir: string, work: string): void {
  const document = bundleSpec(api.name);
  copyLinkedFiles(api, document, outDir);
  const readable = withSdkSamples(api, readableReference(document));
  const source = resolve(work, `${api.name}.yaml`);
  writeFileSync(source, stringify(readable, { lineWidth: 0 }));
  const output = resolve(outDir, `${api.name}.html`);
  redocBuild(api.name, source, title, output);
  writeFileSync(output, withPortalBar(clientRendered(makeOffline(readFileSync(output, "utf8")))));
}

/** The stylesheet, scripts and search index the portal's own pages load. */
function writePageAssets(outDir: string, documents: Parameters<typeof searchIndexScript>[0]): void {
  for (const file of new Set(["portal.css", ...REFERENCE_STYLESHEETS]))
    copyFileSync(resolve(repoRoot, "docs", file), resolve(outDir, file));
  const require = createRequire(import.meta.url);
  for (const [file, stylesheet] of Object.entries(HIGHLIGHT_STYLESHEETS))
    copyFileSync(require.resolve(stylesheet), resolve(outDir, file));
  for (const [file, source] of Object.entries(BROWSER_SCRIPTS))
    writeFileSync(resolve(outDir, file), browserScript(source));
  writeFileSync(resolve(outDir, "search-index.js"), searchIndexScript(documents));
}

/** The "What changed" page's content: this build against the last release, and the changelog. */
function whatChangedContext(apis: readonly ApiEntry[]) {
  let report: ReturnType<typeof collectChanges> | { error: string };
  try {
    report = collectChanges({ sinceRelease: true });
  } catch (error) {
    // A copy without git history (an unpacked tarball) still gets its portal.
    if (!(error instanceof ChangesError)) throw error;
    report = { error: error.message };
  }
  const changelog = readFileSync(resolve(repoRoot, "CHANGELOG.md"), "utf8");
  return { report, changelog, versions: specVersions(apis) };
}

export async function buildDocs(options: BuildDocsOptions = {}): Promise<void> {
  const apis = options.apis ?? loadApis();
  const outDir = options.outDir ?? docsDir;
  const mockUrls = options.mockUrls ?? startMockUrls(apis);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(resolve(outDir, "guides"), { recursive: true });
  const work = mkdtempSync(resolve(tmpdir(), "svc-cloud-docs-"));
  try {
    const entries = apis.map((api) => ({ api, summary: specSummary(api) }));
    for (const { api, summary } of entries) buildReference(api, summary.title, outDir, work);
    const snippets = readmeSnippets();
    const mockEnv = Object.assign(
      {},
      ...apis.map((api) => frontFor(api, { apis, urls: mockUrls })?.env ?? {}),
    );
    const signatureExample = signatureExampleHtml(await computeSignatureExample());
    for (const guide of GUIDES) {
      const html = guidePage(guide, { apis, mockUrls, mockEnv, snippets, signatureExample });
      writeFileSync(resolve(outDir, "guides", `${guide.slug}.html`), html);
    }
    const landing = landingPage({ entries, mockUrls, snippets, guides: GUIDES });
    writeFileSync(resolve(outDir, "index.html"), landing);
    writeFileSync(resolve(outDir, "what-changed.html"), whatChangedPage(whatChangedContext(apis)));
    writePageAssets(outDir, [
      ...apiDocuments(entries),
      ...guideDocuments(GUIDES),
      ...sectionDocuments(landing, { url: "index.html", where: "Getting started" }),
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildDocs();
  console.log(`docs written to ${docsDir}`);
}
