/**
 * Plain objects to XML text, along a shape (shape.ts), the same in every runtime: child elements
 * in the shape's (the XSD's) order whatever the order of the input's keys, lists wrapped, the
 * document's namespace declared once, on the root (every element is in it), text escaped by
 * escapeText (`&`, `<`, `>` and a carriage return, which would otherwise come back as a line
 * feed), an element without content as `<X/>`. Names come from the shapes, never from input.
 * A value that cannot be written (a control character or a lone surrogate, a number that is not
 * an integer, a value outside an enumeration, a missing required field) is an InvalidInputError
 * naming it. A few lines of string building serve every engine: neither fast-xml-parser's builder
 * nor the browser's XMLSerializer is needed, and the output cannot differ between them.
 */
import { InvalidInputError } from "../core/errors.ts";
import { type AnyShape, describeText, type TextShape, type XmlDocument } from "./shape.ts";
import { escapeText, xmlText } from "./xml-text.ts";

/**
 * The text of a value of `shape`: a string XML can carry as it is, a safe integer or a boolean
 * written out, a value of the enumeration.
 */
function text(value: unknown, shape: TextShape, path: string): string {
  // typeof names the string and boolean shapes' types.
  if (
    typeof shape === "string"
      ? shape === "integer"
        ? !Number.isSafeInteger(value)
        : typeof value !== shape
      : !shape.oneOf.includes(value as string)
  )
    throw new InvalidInputError(path, `must be ${describeText(shape)}`);
  return xmlText(path, String(value));
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * `value` as the document `doc`, with an XML declaration and the document's namespace declared
 * on the root; throws InvalidInputError naming the field (under `field`) that XML cannot carry
 * or the shape does not allow. `wrap` names the root's one member that `field` holds (a body
 * made of one argument, `{ ChangeBatch: changeBatch }`), which the names of its fields leave out.
 */
export const encodeXml = <T>(
  doc: XmlDocument<T>,
  value: T,
  field: string = doc.root,
  wrap?: string,
): string =>
  DECLARATION +
  element(
    doc.root,
    value,
    doc.shape as unknown as AnyShape,
    field,
    doc.namespace === undefined ? "" : ` xmlns="${escapeText(doc.namespace).replace(/"/g, "&quot;")}"`,
    wrap,
  );

/** `value` as the element `name` of `shape`; `path` names the argument in errors (`wrap`: see encodeXml). */
function element(
  name: string,
  value: unknown,
  shape: AnyShape,
  path: string,
  attributes = "",
  wrap?: string,
): string {
  const inner = content(value, shape, path, wrap);
  return inner === "" ? `<${name}${attributes}/>` : `<${name}${attributes}>${inner}</${name}>`;
}

/** The content of an element of `shape` holding `value`, as XML. */
function content(value: unknown, shape: AnyShape, path: string, wrap?: string): string {
  if (typeof shape === "string" || "oneOf" in shape) return escapeText(text(value, shape, path));
  if ("list" in shape) {
    if (!Array.isArray(value)) throw new InvalidInputError(path, "must be an array");
    if (value.length < (shape.min ?? 0)) throw new InvalidInputError(path, "must have at least one item");
    return value.map((item, i) => element(shape.list, item, shape.of, `${path}[${i}]`)).join("");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new InvalidInputError(path, "must be an object");
  const input = value as Record<string, unknown>;
  let out = "";
  for (const [key, field] of Object.entries(shape.element)) {
    const optional = typeof field === "object" && "optional" in field;
    if (input[key] !== undefined)
      out += element(
        key,
        input[key],
        optional ? field.optional : field,
        key === wrap ? path : `${path}.${key}`,
      );
    else if (!optional) throw new InvalidInputError(`${path}.${key}`, "is required");
  }
  return out;
}
