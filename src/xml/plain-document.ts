/**
 * A quick proof that a plain document is well-formed, so the usual answer skips fast-xml-parser's
 * XMLValidator, a second full pass that cost 8 to 11% of a DNS call.
 *
 * "Plain" is what the platform sends: an optional XML declaration (xml-declaration.ts), then one
 * root element of elements, attributes and text, with ASCII names. For such a document this pass
 * checks what XMLValidator checks: every tag is well made, every end tag closes the element that
 * is open, no attribute is repeated, and nothing but blanks lies outside the root. Anything else
 * (a comment, CDATA, a processing instruction, another declaration, a non-ASCII name, or any
 * mistake at all) answers false, and the engine asks XMLValidator, whose reason it reports. This
 * pass may only say "well-formed" where XML says so; it never says why not.
 *
 * The engine checks the rest either way: references, `]]>` in text, `<` in attribute values,
 * namespaces; the codec has refused DTDs and characters XML forbids before any of this.
 */

import { declarationLength } from "./xml-declaration.ts";

/** XML's blanks: space, tab, carriage return, line feed (JavaScript's `\s` has more). */
const S = "[ \\t\\r\\n]";
/** An XML name, ASCII only; a colon may stand anywhere, the namespace check judges it later. */
const NAME = "[A-Za-z_:][A-Za-z0-9_:.-]*";

/** A start tag (with its attributes, perhaps empty-element), or an end tag; at `lastIndex` only. */
const TAG = new RegExp(`<(/?)(${NAME})((?:${S}+${NAME}${S}*=${S}*(?:"[^"<]*"|'[^'<]*'))*)${S}*(/?)>`, "y");

/** The names of a start tag's attributes. */
const ATTRIBUTE_NAME = new RegExp(`(${NAME})${S}*=`, "g");

/** Blanks only, for the text outside the root element. */
const BLANKS = /^[ \t\r\n]*$/;

/**
 * Whether no two of the attributes (the text after the tag's name) have the same name. Written
 * with `match` and no Set for a single attribute (a root's `xmlns`, the usual case): the shorter
 * `new Set(matchAll(...))` clones the regular expression per call and cost 5% of a getHostedZone.
 */
function distinctNames(attributes: string): boolean {
  const names = attributes.match(ATTRIBUTE_NAME) ?? [];
  if (names.length < 2) return true;
  const seen = new Set<string>();
  for (const found of names) {
    const name = found.slice(0, found.search(/[ \t\r\n=]/));
    if (seen.has(name)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * True when `text` is a plain document and well-formed; false when it is not plain or not
 * well-formed (the caller then asks a full validator, which tells which).
 */
export function isPlainWellFormed(text: string): boolean {
  const open: string[] = [];
  let at = declarationLength(text);
  if (at < 0) return false;
  let rooted = false;
  for (;;) {
    const next = text.indexOf("<", at);
    // Outside the root element only blanks may stand (inside it, text is the engine's to judge).
    if (open.length === 0 && !BLANKS.test(text.slice(at, next < 0 ? text.length : next))) return false;
    if (next < 0) return rooted && open.length === 0;
    TAG.lastIndex = next;
    const tag = TAG.exec(text);
    if (tag === null) return false;
    const [, slash, name = "", attributes = "", empty] = tag;
    at = TAG.lastIndex;
    if (slash === "/") {
      if (attributes !== "" || empty === "/" || open.pop() !== name) return false;
      continue;
    }
    if (open.length === 0) {
      if (rooted) return false; // a second root element
      rooted = true;
    }
    if (attributes !== "" && !distinctNames(attributes)) return false;
    if (empty !== "/") open.push(name);
  }
}
