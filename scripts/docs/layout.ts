/**
 * The page frame of the portal's own pages (landing page and guides): head with the offline
 * Content-Security-Policy, the portal's stylesheets, the top bar (the way back to the landing
 * page, the search box over every API and guide, the navigation), and the scripts for search and
 * the code blocks' copy buttons. The reference pages are Redoc's own, with the same top bar
 * (reference-page.ts).
 */
import { highlight } from "./highlight.ts";

/**
 * Forbids every request off the page's own origin, so the pages stay offline whatever Redoc
 * adds later; Redoc needs inline scripts, eval and blob workers.
 */
export const CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' blob: data:";

/** An empty icon: without one the browser asks the server for /favicon.ico and logs the 404 as an error. */
export const NO_FAVICON = '<link rel="icon" href="data:,">';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A code block for the portal's pages, highlighted when the portal is built (highlight.ts). */
export const codeBlock = (code: string, language: string) =>
  `<pre class="code"><code class="hljs language-${language}">${highlight(code.replace(/\n+$/, ""), language, escapeHtml)}</code></pre>`;

/**
 * The bar at the top of every page: the portal's name, linking back to the landing page, the
 * search box over every API and guide, and the navigation. `root` is the path from the page to
 * the portal's root ("" or "../").
 */
export function portalBar(root: string): string {
  return `<header class="site">
<a class="brand" href="${root}index.html">svc-cloud developer portal</a>
<form class="search" role="search" data-root="${root}" action="${root}index.html">
<input type="search" name="q" placeholder="Search every API and guide" aria-label="Search every API's operations and the guides" autocomplete="off">
<ol class="search-results" hidden></ol>
</form>
<nav>
<a href="${root}index.html#apis">APIs</a>
<a href="${root}index.html#getting-started">Getting started</a>
<a href="${root}index.html#guides">Guides</a>
<a href="${root}what-changed.html">What changed</a>
</nav>
</header>`;
}

/** The search index and the search box's script, after the bar (browser/search.ts). */
export const searchScripts = (root: string) =>
  `<script src="${root}search-index.js"></script>\n<script src="${root}search.js"></script>`;

export interface PageOptions {
  title: string;
  /** The page's content (HTML). */
  body: string;
  /** The path from the page to the site's root: "" for the landing page, "../" for a guide. */
  root: string;
}

export function page({ title, body, root }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
${NO_FAVICON}
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${root}highlight.css" media="not all and (prefers-color-scheme: dark)">
<link rel="stylesheet" href="${root}highlight-dark.css" media="(prefers-color-scheme: dark)">
<link rel="stylesheet" href="${root}portal-bar.css">
<link rel="stylesheet" href="${root}portal.css">
</head>
<body>
${portalBar(root)}
<main>
${body}
</main>
<footer class="site">Built from the specs in this repository by <code>npm run docs</code>. Every page works offline.</footer>
${searchScripts(root)}
<script src="${root}copy-code.js"></script>
</body>
</html>
`;
}
