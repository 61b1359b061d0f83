/**
 * The XML declaration, by XML 1.0's grammar (https://www.w3.org/TR/xml/#NT-XMLDecl): version
 * `1.` and digits, then an optional encoding name and an optional standalone of yes or no, in
 * that order, each `name = "value"` with either quote. fast-xml-parser's XMLValidator reads the
 * declaration as any processing instruction and takes `<?xml verson="1.0"?>` or a value with
 * `<` in it; a browser's DOMParser refuses those, and so do we.
 */

const S = "[ \\t\\r\\n]";
const quoted = (value: string) => `(?:"${value}"|'${value}')`;
const pseudoAttribute = (name: string, value: string) => `${S}+${name}${S}*=${S}*${quoted(value)}`;

const DECLARATION = new RegExp(
  `^<\\?xml${pseudoAttribute("version", "1\\.[0-9]+")}(?:${pseudoAttribute("encoding", "[A-Za-z][A-Za-z0-9._-]*")})?(?:${pseudoAttribute("standalone", "(?:yes|no)")})?${S}*\\?>`,
);

/** A document that starts with a declaration (a `<?xml` processing instruction). */
const DECLARED = /^<\?xml(?:[ \t\r\n]|\?>)/;

/**
 * How many characters of `text` its XML declaration takes: 0 when it has none, -1 when it starts
 * with one that breaks the grammar.
 */
export function declarationLength(text: string): number {
  if (!DECLARED.test(text)) return 0;
  return DECLARATION.exec(text)?.[0].length ?? -1;
}
