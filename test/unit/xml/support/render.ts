/**
 * Values and documents for the differential test, made with fast-check: a value of any document
 * description (shape.ts), and that value written as XML in the many ways XML allows (CDATA,
 * character references, a namespace prefix, whitespace, CRLF, comments, elements the shape does
 * not know, with or without a declaration), every way meaning the same value.
 */
import fc from "fast-check";
import type { AnyShape, XmlDocument } from "../../../../src/xml/shape.ts";
import { unrepresentable } from "../../../../src/xml/xml-text.ts";

/** Text with what XML makes awkward: markup characters, `]]>`, line ends, non-ASCII, blanks. */
const ODD = [
  "&",
  "<",
  ">",
  "]",
  "]]>",
  '"',
  "'",
  "\r",
  "\n",
  "\r\n",
  "\t",
  " ",
  "\u00a0",
  "\u2028",
  "\u0085",
  "😀",
  "例",
  "é",
  "a",
  "Z",
  "0",
  "&amp;",
  "<![CDATA[",
];
export const oddText: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ unit: fc.constantFrom(...ODD), maxLength: 12 }),
    fc.string({ unit: "grapheme", maxLength: 12 }),
  )
  .filter((text) => unrepresentable(text) === undefined);

/** A value of `shape`. */
export function arbitraryValue(shape: AnyShape): fc.Arbitrary<unknown> {
  if (shape === "string") return oddText;
  if (shape === "integer") return fc.integer({ min: -1_000_000, max: 2_147_483_647 });
  if (shape === "boolean") return fc.boolean();
  if ("oneOf" in shape) return fc.constantFrom(...shape.oneOf);
  if ("list" in shape) return fc.array(arbitraryValue(shape.of), { minLength: shape.min ?? 0, maxLength: 3 });
  const fields = Object.entries(shape.element);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of fields) {
    const optional = typeof field === "object" && "optional" in field;
    record[key] = arbitraryValue(optional ? field.optional : field);
    if (!optional) required.push(key);
  }
  return fc.record(record, { requiredKeys: required });
}

/** How a document is written. */
export interface Style {
  declaration: boolean;
  prefix: boolean;
  text: "escaped" | "cdata" | "references";
  between: "" | "\n  " | "\r\n\t";
  comments: boolean;
  unknown: boolean;
  padScalars: boolean;
}

export const style: fc.Arbitrary<Style> = fc.record({
  declaration: fc.boolean(),
  prefix: fc.boolean(),
  text: fc.constantFrom("escaped", "cdata", "references"),
  between: fc.constantFrom("", "\n  ", "\r\n\t"),
  comments: fc.boolean(),
  unknown: fc.boolean(),
  padScalars: fc.boolean(),
});

/** Character data written so that it reads back as `text`, in the style's way. */
function characters(text: string, how: Style["text"]): string {
  if (how === "references")
    return [...text].map((char) => `&#x${(char.codePointAt(0) ?? 0).toString(16)};`).join("");
  const escaped = (part: string) =>
    part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
  if (how === "escaped") return escaped(text);
  // CDATA cannot hold `]]>`, and a carriage return in it would read back as a line feed.
  return text
    .split(/(\r|\]\]>)/)
    .map((part) =>
      part === "\r" ? "&#13;" : part === "]]>" ? "]]&gt;" : part === "" ? "" : `<![CDATA[${part}]]>`,
    )
    .join("");
}

/** `value` as the document `doc`, written in `how` style. */
export function render(doc: XmlDocument<unknown>, value: unknown, how: Style): string {
  const prefix = how.prefix && doc.namespace !== undefined ? "p:" : "";
  const name = (local: string) => prefix + local;
  const between = how.between + (how.comments ? "<!-- between -->" : "");
  const unknown = how.unknown
    ? `<Unknown${doc.namespace === undefined ? "" : ' xmlns="urn:other"'}>x<i/></Unknown>`
    : "";
  const write = (tag: string, value: unknown, shape: AnyShape, attributes = ""): string => {
    if (typeof shape === "string" || "oneOf" in shape) {
      const text = String(value);
      const padded = how.padScalars && shape !== "string" ? ` ${text}\t` : text;
      return `<${name(tag)}${attributes}>${characters(padded, how.text)}</${name(tag)}>`;
    }
    const children =
      "list" in shape
        ? (value as unknown[]).map((item) => write(shape.list, item, shape.of))
        : Object.entries(shape.element).flatMap(([key, field]) => {
            const item = (value as Record<string, unknown>)[key];
            if (item === undefined) return [];
            return [
              write(key, item, typeof field === "object" && "optional" in field ? field.optional : field),
            ];
          });
    const inner = [unknown, ...children].filter(Boolean);
    return `<${name(tag)}${attributes}>${between}${inner.join(between)}${between}</${name(tag)}>`;
  };
  const xmlns =
    doc.namespace === undefined ? "" : prefix ? ` xmlns:p="${doc.namespace}"` : ` xmlns="${doc.namespace}"`;
  const declaration = how.declaration
    ? `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${how.between}`
    : "";
  return declaration + write(doc.root, value, doc.shape as unknown as AnyShape, xmlns);
}
