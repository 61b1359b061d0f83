/**
 * Builds the docs site into build/docs: one self-contained Redoc page per API in
 * redocly.yaml (Redoc inlined, so opening a page sends no request off the machine)
 * and an index page that links them all.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { type ApiEntry, loadApis, repoRoot } from "./api-registry.ts";

export const docsDir = resolve(repoRoot, "build/docs");

interface SpecInfo {
  title: string;
  summary: string;
}

function specInfo(api: ApiEntry): SpecInfo {
  const spec = parse(readFileSync(api.root, "utf8")) as { info?: { title?: string; summary?: string } };
  return { title: spec.info?.title ?? api.name, summary: spec.info?.summary ?? "" };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * Redoc's "API docs by Redocly" badge loads its logo from a CDN, and no option turns it off.
 * Point it at an inline image instead, and add a Content-Security-Policy that forbids every
 * request off the page's own origin, so the pages stay offline whatever Redoc adds later.
 */
const CDN_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='60' height='14'%3E%3Ctext x='0' y='11' font-family='sans-serif' font-size='11'%3ERedocly%3C/text%3E%3C/svg%3E";
const CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' blob: data:";

export function makeOffline(html: string): string {
  return html
    .replace(CDN_LOGO, INLINE_LOGO)
    .replace(/<head>/i, `<head>\n<meta http-equiv="Content-Security-Policy" content="${CSP}">`);
}

function indexPage(entries: { api: ApiEntry; info: SpecInfo }[]): string {
  const items = entries
    .map(
      ({ api, info }) =>
        `<li><a href="${api.name}.html">${escapeHtml(info.title)}</a><p>${escapeHtml(info.summary)}</p></li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>svc-cloud API reference</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 3rem auto; padding: 0 1rem; color: #1d2330; }
h1 { font-size: 1.6rem; }
ul { list-style: none; padding: 0; }
li { border-bottom: 1px solid #e3e6ec; padding: 0.75rem 0; }
li a { font-weight: 600; font-size: 1.1rem; }
li p { margin: 0.25rem 0 0; color: #5a6272; }
</style>
</head>
<body>
<h1>svc-cloud API reference</h1>
<p>One page per API of the platform. Every page works offline.</p>
<ul id="apis">
${items}
</ul>
</body>
</html>
`;
}

export function buildDocs(apis: ApiEntry[] = loadApis()): void {
  mkdirSync(docsDir, { recursive: true });
  const entries = apis.map((api) => ({ api, info: specInfo(api) }));
  for (const { api, info } of entries) {
    const result = spawnSync(
      resolve(repoRoot, "node_modules/.bin/redocly"),
      [
        "build-docs",
        api.name,
        "--inlineBundle",
        "--title",
        info.title,
        "--output",
        resolve(docsDir, `${api.name}.html`),
      ],
      { cwd: repoRoot, env: { ...process.env, REDOCLY_TELEMETRY: "off" }, encoding: "utf8" },
    );
    if (result.status !== 0) {
      throw new Error(`redocly build-docs failed for ${api.name}:\n${result.stdout}${result.stderr}`);
    }
    const page = resolve(docsDir, `${api.name}.html`);
    writeFileSync(page, makeOffline(readFileSync(page, "utf8")));
  }
  writeFileSync(resolve(docsDir, "index.html"), indexPage(entries));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildDocs();
  console.log(`docs written to ${docsDir}`);
}
