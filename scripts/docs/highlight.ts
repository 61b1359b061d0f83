/**
 * Syntax highlighting for the portal's own pages (landing page and guides), done once when the
 * portal is built, with highlight.js: the pages get coloured HTML and a stylesheet, and run no
 * highlighter of their own (nothing to load, nothing that could reach the network).
 */
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import json from "highlight.js/lib/languages/json";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";

hljs.registerLanguage("ts", typescript);
hljs.registerLanguage("sh", bash);
hljs.registerLanguage("json", json);
hljs.registerLanguage("xml", xml);

/** The languages code blocks may name; anything else (`text`) is shown as it is. */
export const HIGHLIGHTED = ["ts", "sh", "json", "xml"] as const;

/** The stylesheet of the highlighted tokens, in highlight.js's package (copied beside the pages). */
export const HIGHLIGHT_STYLESHEET = "highlight.js/styles/github.css";

/**
 * `code` as HTML: highlight.js's token spans for a known language, the text escaped for any
 * other. Either way the element's text is `code` exactly (what the copy button copies).
 */
export function highlight(code: string, language: string, escapeText: (text: string) => string): string {
  if (!(HIGHLIGHTED as readonly string[]).includes(language)) return escapeText(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
