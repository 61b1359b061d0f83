/**
 * The portal's search: one index over every API (its card), every operation of every spec and
 * every section of the landing page and the guides, built with MiniSearch when the portal is built
 * and shipped as a script beside the pages (search-index.js). The pages' own small script
 * (browser/search.ts) loads it into MiniSearch in the browser: no server, no request off the page.
 */
import MiniSearch from "minisearch";
import type { ApiEntry } from "../lib/api-registry.ts";
import { type Guide, guideHtml, guidesDir } from "./guides.ts";
import { textOfHtml, textOfMarkdown } from "./plain-text.ts";
import { rewriteMentions } from "./provenance.ts";
import { operationRoute } from "./reference-routes.ts";
import { SEARCH_OPTIONS, type SearchDocument, type SearchPayload } from "./search-options.ts";
import type { SpecSummary } from "./spec-summary.ts";

type Fields = Omit<SearchDocument, "id">;

/** Spec prose (Markdown, with our `x-source` mentions) as plain text, on one line. */
export const plainText = (text: string) => textOfMarkdown(rewriteMentions(text));

/** The first sentence of `text`, at most about 160 characters. */
export function excerptOf(text: string): string {
  const sentence = /^.{20,}?\.(?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 157).replace(/\s+\S*$/, "")}...`;
}

function documentOf(fields: Fields): Fields {
  return { ...fields, excerpt: excerptOf(fields.excerpt || fields.text) };
}

/** Each API's card and each of its operations, linked to its reference page. */
export function apiDocuments(entries: readonly { api: ApiEntry; summary: SpecSummary }[]): Fields[] {
  return entries.flatMap(({ api, summary }) => [
    documentOf({
      kind: "api",
      title: summary.title,
      where: `svc-cloud/${api.name}`,
      text: plainText(`${summary.summary} ${summary.auth} ${api.name}`),
      excerpt: plainText(summary.summary),
      url: `${api.name}.html`,
    }),
    ...summary.operations.map((operation) =>
      documentOf({
        kind: "operation",
        title: operation.summary || operation.operationId,
        where: summary.title,
        method: operation.method,
        path: operation.path,
        operationId: operation.operationId,
        text: plainText(operation.description),
        excerpt: plainText(operation.description),
        url: `${api.name}.html${operationRoute(operation.tags[0] ?? "", operation.operationId)}`,
      }),
    ),
  ]);
}

const SECTION = /<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;

/** Each section (an `<h2 id>` or `<h3 id>`) of a page's HTML, linked by its id. */
export function sectionDocuments(html: string, page: { url: string; where: string }): Fields[] {
  const heads = [...html.matchAll(SECTION)];
  return heads.map((head, i) => {
    const end = heads[i + 1]?.index ?? html.length;
    const body = textOfHtml(html.slice((head.index ?? 0) + head[0].length, end));
    return documentOf({
      kind: "page",
      title: textOfHtml(head[3] ?? ""),
      where: page.where,
      text: body,
      excerpt: body,
      url: `${page.url}#${head[2] ?? ""}`,
    });
  });
}

/** Each guide, and each of its sections, from its HTML or Markdown in docs/guides/. */
export function guideDocuments(guides: readonly Guide[], dir = guidesDir): Fields[] {
  return guides.flatMap((guide) => {
    const html = guideHtml(guide, dir);
    const url = `guides/${guide.slug}.html`;
    const intro = html.slice(0, html.search(SECTION) === -1 ? html.length : html.search(SECTION));
    return [
      documentOf({
        kind: "guide",
        title: guide.title,
        where: "Guide",
        text: textOfHtml(`${guide.summary} ${intro}`),
        excerpt: guide.summary,
        url,
      }),
      ...sectionDocuments(html, { url, where: guide.title }).map((section) => ({
        ...section,
        kind: "guide" as const,
      })),
    ];
  });
}

/** The index as a script that sets `window.svcSearch` for browser/search.ts. */
export function searchIndexScript(documents: readonly Fields[]): string {
  const search = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  search.addAll(documents.map((document, i) => ({ ...document, id: String(i) })));
  const payload: SearchPayload = { index: JSON.stringify(search), count: documents.length };
  // A script rather than JSON to fetch: it loads from file:// too.
  return `// The portal's search index (scripts/docs/search-index.ts).\nwindow.svcSearch = ${JSON.stringify(payload)};\n`;
}
