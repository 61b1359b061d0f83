/**
 * Indents an XML example for the docs (the specs keep XML examples on one line, which the
 * reference pages would show clipped). Only whitespace between tags changes: an element that
 * holds only text stays on one line with its text as it was. Anything it cannot pair up is
 * returned unchanged.
 */

const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![^>]*>|<\/?[^>]+>|[^<]+/g;

type Kind = "open" | "close" | "empty" | "other" | "text";

function kindOf(token: string): Kind {
  if (!token.startsWith("<")) return "text";
  if (token.startsWith("</")) return "close";
  if (token.startsWith("<?") || token.startsWith("<!")) return "other";
  return token.endsWith("/>") ? "empty" : "open";
}

const nameOf = (tag: string) => /^<\/?\s*([^\s/>]+)/.exec(tag)?.[1] ?? "";

/** `xml` indented by `indent` per level; unchanged if it is not well-nested XML. */
export function prettyXml(xml: string, indent = "  "): string {
  const tokens = (xml.match(TOKEN) ?? []).filter((token) => token.trim() !== "");
  const lines: string[] = [];
  const open: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const kind = kindOf(token);
    const pad = indent.repeat(open.length);
    if (kind === "open") {
      const text = tokens[i + 1];
      const close = tokens[i + 2];
      // <a>text</a> stays on one line, its text untouched.
      if (text !== undefined && kindOf(text) === "text" && close !== undefined && kindOf(close) === "close") {
        if (nameOf(close) !== nameOf(token)) return xml;
        lines.push(`${pad}${token}${text}${close}`);
        i += 2;
        continue;
      }
      lines.push(`${pad}${token}`);
      open.push(nameOf(token));
    } else if (kind === "close") {
      if (open.pop() !== nameOf(token)) return xml;
      lines.push(`${indent.repeat(open.length)}${token}`);
    } else if (kind === "text") {
      lines.push(`${pad}${token.trim()}`);
    } else {
      lines.push(`${pad}${token}`);
    }
  }
  return open.length === 0 && lines.length > 0 ? `${lines.join("\n")}\n` : xml;
}

/** True for a string that is an XML document or fragment (an example worth indenting). */
export function looksLikeXml(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith("<") && trimmed.endsWith(">");
}
