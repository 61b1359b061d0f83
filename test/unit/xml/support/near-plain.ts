/**
 * Documents at the edge of what plain-document.ts proves well-formed: a small well-formed plain
 * document (declaration, nested elements, attributes quoted either way, blanks where XML allows
 * them), then, most of the time, one edit that may break it: a character dropped, a fragment
 * inserted (a stray tag, a repeated attribute, a comment, a non-breaking space, a late
 * declaration...), or the end cut off. The quick check must never call one of them well-formed
 * where XMLValidator or a browser's DOMParser does not.
 */
import fc from "fast-check";

const NAMES = ["a", "b", "x:y", "_c", "d.e-f", "A1"];
const BLANK = fc.constantFrom("", " ", "\n", "\t", "\r\n", "  ");
const VALUE = fc.constantFrom("", "1", "a b", "&amp;", ">", "x'y", 'x"y');

const quoted = VALUE.chain((value) =>
  fc.constantFrom(
    ...(value.includes('"')
      ? [`'${value}'`]
      : value.includes("'")
        ? [`"${value}"`]
        : [`"${value}"`, `'${value}'`]),
  ),
);

const attributes = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...NAMES), BLANK, BLANK, quoted), {
    maxLength: 3,
    selector: ([name]) => name,
  })
  .map((list) => list.map(([name, before, after, value]) => ` ${name}${before}=${after}${value}`).join(""));

const text = fc.constantFrom("", "t", " ", "a &amp; b", "x > y", "\n  ", "é");

/** A well-formed element, up to `depth` levels of children. */
const element: (depth: number) => fc.Arbitrary<string> = (depth) =>
  fc
    .tuple(
      fc.constantFrom(...NAMES),
      attributes,
      BLANK,
      depth > 0 ? fc.array(fc.oneof(text, element(depth - 1)), { maxLength: 3 }) : fc.constant([]),
      fc.boolean(),
    )
    .map(([name, attrs, blank, children, empty]) =>
      empty && children.length === 0
        ? `<${name}${attrs}${blank}/>`
        : `<${name}${attrs}${blank}>${children.join("")}</${name}${blank}>`,
    );

const DECLARATIONS = [
  "",
  '<?xml version="1.0"?>',
  "<?xml version='1.0' encoding='UTF-8'?>",
  '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n',
];

/** A well-formed plain document; its root declares the prefix `x` that names may use. */
export const plainDocument: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...DECLARATIONS), fc.array(element(2), { maxLength: 3 }), BLANK)
  .map(
    ([declaration, children, after]) => `${declaration}<r xmlns:x="urn:x">${children.join("")}</r>${after}`,
  );

/** What one edit may insert. */
const INSERTS = [
  "<",
  ">",
  "/",
  "</a>",
  "<a>",
  "<b/>",
  ' a="1"',
  " a='2'",
  "=",
  '"',
  "'",
  "\u00a0",
  "<!-- c -->",
  "<![CDATA[x]]>",
  "<?pi x?>",
  '<?xml version="1.0"?>',
  "x",
  " ",
  "é",
  "<é/>",
];

/** A plain document, edited at most once. */
export const nearPlainDocument: fc.Arbitrary<string> = fc
  .tuple(
    plainDocument,
    fc.nat(),
    fc.oneof(
      fc.constant<"none">("none"),
      fc.constant<"drop">("drop"),
      fc.constant<"cut">("cut"),
      fc.constantFrom(...INSERTS),
    ),
  )
  .map(([doc, n, edit]) => {
    const at = n % (doc.length + 1);
    if (edit === "none") return doc;
    if (edit === "drop") return doc.slice(0, at) + doc.slice(at + 1);
    if (edit === "cut") return doc.slice(0, at);
    return doc.slice(0, at) + edit + doc.slice(at);
  });
