/**
 * Character data both ways. The codec turns the parser's entity handling off and does it here
 * instead, so that exactly XML's own references are understood: the five predefined entities
 * and numeric character references. Anything else (`&nbsp;`, or an entity a DTD would declare)
 * is an error, because a document that needs a DTD to be read is one we refuse to read.
 */
import { InvalidInputError } from "../core/errors.ts";
import { NotWellFormed } from "./tree.ts";

const PREDEFINED: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** A character XML 1.0 cannot carry: controls other than tab/LF/CR, lone surrogates, U+FFFE/U+FFFF. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Why `text` cannot go into an XML document, or undefined when it can. */
export function unrepresentable(text: string): string | undefined {
  const bad = NOT_XML_CHAR.exec(text)?.[0];
  if (bad === undefined) return undefined;
  const code = bad.codePointAt(0) ?? 0;
  return `contains U+${code.toString(16).toUpperCase().padStart(4, "0")}, a character XML 1.0 cannot carry`;
}

/** `text` if XML can carry it; an InvalidInputError naming `field` (nothing was sent) otherwise. */
export function xmlText(field: string, text: string): string {
  const problem = unrepresentable(text);
  if (problem !== undefined) throw new InvalidInputError(field, problem);
  return text;
}

/**
 * Escapes text for element content. `\r` is escaped too: a parser would otherwise turn it
 * into `\n` (XML end-of-line handling) and the value would not survive the round trip.
 */
export function escapeText(text: string): string {
  if (!/[&<>\r]/.test(text)) return text;
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
}

function resolveReference(name: string): string {
  const predefined = PREDEFINED[name];
  if (predefined !== undefined) return predefined;
  const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(name);
  if (numeric === null)
    throw new NotWellFormed(`it uses &${name};, which is not an XML entity (only a DTD could define it)`);
  const code = numeric[1] === undefined ? Number(numeric[2]) : Number.parseInt(numeric[1], 16);
  const char = code <= 0x10ffff ? String.fromCodePoint(code) : "";
  if (char === "" || unrepresentable(char) !== undefined)
    throw new NotWellFormed(`it uses &${name};, which is not a character XML allows`);
  return char;
}

/**
 * Replaces the references in raw character data by the characters they stand for; an undefined
 * entity or a bare `&` is not well-formed.
 */
export function decodeReferences(raw: string): string {
  if (!raw.includes("&")) return raw;
  const parts = raw.split("&");
  let out = parts[0] ?? "";
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i] ?? "";
    const end = part.indexOf(";");
    if (end < 0) throw new NotWellFormed("it has a bare '&' that starts no reference");
    out += resolveReference(part.slice(0, end)) + part.slice(end + 1);
  }
  return out;
}
