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

/**
 * The stylesheets of the highlighted tokens, in highlight.js's package, copied beside the pages
 * under these names: its "a11y" themes, whose colours meet WCAG AA on their own background (the
 * portal's code background, portal-bar.css), one for the light theme and one for the dark.
 */
export const HIGHLIGHT_STYLESHEETS = {
  "highlight.css": "highlight.js/styles/a11y-light.css",
  "highlight-dark.css": "highlight.js/styles/a11y-dark.css",
} as const;

/**
 * `code` as HTML: highlight.js's token spans for a known language, the text escaped for any
 * other. Either way the element's text is `code` exactly (what the copy button copies).
 */
export function highlight(code: string, language: string, escapeText: (text: string) => string): string {
  if (!(HIGHLIGHTED as readonly string[]).includes(language)) return escapeText(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
