/**
 * Prose as plain text, for the places that show no markup: the search's index and snippets
 * (search-index.ts) and the parts of a reference page Redoc shows as text (a server's
 * description, reference-spec.ts). Markdown is rendered by marked and HTML read as a browser
 * would show it: tags dropped, every character reference decoded once, code spans whole (so
 * `access_token` and `SVC_*` keep their underscores and stars).
 */
import { marked } from "marked";

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes HTML character references (`&amp;`, `&#39;`, `&#x27;`), each once. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED[name.toLowerCase()] ?? reference;
  });
}

/** Tags that break a line (a block, a cell, a line break); any other tag sits inside a line. */
const BREAKING =
  /<\/?(?:p|div|section|article|header|footer|main|nav|aside|h[1-6]|ul|ol|li|dl|dt|dd|table|thead|tbody|tr|th|td|pre|blockquote|figure|figcaption|br|hr)\b[^>]*>/gi;

/** HTML as the text a browser shows, on one line: no tags, no `{{placeholder}}`, references decoded. */
export function textOfHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(BREAKING, " ")
      .replace(/<[^>]+>/g, "")
      .replace(/\{\{[^}]*\}\}/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Markdown (which may hold HTML) as the text it renders to, on one line. */
export function textOfMarkdown(markdown: string): string {
  return textOfHtml(marked.parse(markdown, { async: false }));
}
