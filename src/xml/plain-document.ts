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

/**
 * Every run an expression below may have to backtrack over is bounded: an unbounded run (`*`, `+`)
 * of a hostile body's megabytes of blanks, name or value, backtracked one character at a time,
 * can overflow the engine's backtracking stack (a RangeError, not an answer) on a busy machine.
 * A run longer than its bound is not "plain", and the full validator judges the document.
 */
/** A run of XML's blanks: space, tab, carriage return, line feed (JavaScript's `\s` has more). */
const S = (min: number) => `[ \\t\\r\\n]{${min},256}`;
/** An XML name, ASCII only; a colon may stand anywhere, the namespace check judges it later. */
const NAME = (most: string) => `[A-Za-z_:][A-Za-z0-9_:.-]{0,${most}}`;

/** A tag's opening, `<` or `</` and its name; at `lastIndex` only (nothing follows to backtrack for). */
const TAG_NAME = new RegExp(`<(/?)(${NAME("")})`, "y");

/**
 * One attribute with the blanks before it; at `lastIndex` only. A tag's attributes are read one
 * at a time rather than by one expression repeating a group: over a hostile tag of 100,000
 * attributes, that expression's backtracking overflowed the stack once compiled to native code.
 */
const ATTRIBUTE = new RegExp(
  `${S(1)}(${NAME("255")})${S(0)}=${S(0)}(?:"[^"<]{0,4096}"|'[^'<]{0,4096}')`,
  "y",
);

/** A tag's end, `>` or `/>` after optional blanks; at `lastIndex` only. */
const TAG_END = new RegExp(`${S(0)}(/?)>`, "y");

/** Anything but a blank, for the text outside the root element (no run to backtrack over). */
const NOT_BLANK = /[^ \t\r\n]/;

/** A tag read at one place: its kind, its name, whether it had attributes, where it ends. */
interface Tag {
  readonly end: boolean;
  readonly name: string;
  readonly attributed: boolean;
  readonly empty: boolean;
  readonly after: number;
}

/**
 * Reads the tag at `at`, or answers null when none is well made there or an attribute repeats.
 * The first attribute's name is held in a variable and a Set made only from the second: a root's
 * lone `xmlns` is the usual case, and a Set per tag cost 5% of a getHostedZone.
 */
function readTag(text: string, at: number): Tag | null {
  TAG_NAME.lastIndex = at;
  const opening = TAG_NAME.exec(text);
  if (opening === null) return null;
  const [, slash, name = ""] = opening;
  let next = TAG_NAME.lastIndex;
  let first: string | undefined;
  let seen: Set<string> | undefined;
  for (;;) {
    ATTRIBUTE.lastIndex = next;
    const attribute = ATTRIBUTE.exec(text);
    if (attribute === null) break;
    const attributeName = attribute[1] ?? "";
    if (first === undefined) first = attributeName;
    else {
      seen ??= new Set([first]);
      if (seen.has(attributeName)) return null;
      seen.add(attributeName);
    }
    next = ATTRIBUTE.lastIndex;
  }
  TAG_END.lastIndex = next;
  const closing = TAG_END.exec(text);
  if (closing === null) return null;
  return {
    end: slash === "/",
    name,
    attributed: first !== undefined,
    empty: closing[1] === "/",
    after: TAG_END.lastIndex,
  };
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
    if (open.length === 0 && NOT_BLANK.test(text.slice(at, next < 0 ? text.length : next))) return false;
    if (next < 0) return rooted && open.length === 0;
    const tag = readTag(text, next);
    if (tag === null) return false;
    at = tag.after;
    if (tag.end) {
      if (tag.attributed || tag.empty || open.pop() !== tag.name) return false;
      continue;
    }
    if (open.length === 0) {
      if (rooted) return false; // a second root element
      rooted = true;
    }
    if (!tag.empty) open.push(tag.name);
  }
}
