/**
 * Plain objects to a document tree (tree.ts), along a shape (shape.ts): child elements in the
 * shape's (the XSD's) order whatever the order of the input's keys, lists wrapped, every element
 * in the document's namespace. A value that cannot be written (a control character or a lone
 * surrogate, a number that is not an integer, a value outside an enumeration, a missing required
 * field) is an InvalidInputError naming it, before any engine sees the tree.
 */
import { InvalidInputError } from "../core/errors.ts";
import type { AnyShape, LeafShape } from "./shape.ts";
import { ELEMENT_NODE, TEXT_NODE, type XmlElement, type XmlNode } from "./tree.ts";
import { xmlText } from "./xml-text.ts";

/** The tree of `value` as the element `name` of `shape`; `path` names the argument in errors. */
export function buildShape(
  name: string,
  namespace: string | undefined,
  value: unknown,
  shape: AnyShape,
  path: string,
): XmlElement {
  const element = (name: string, value: unknown, shape: AnyShape, path: string): XmlElement => ({
    nodeType: ELEMENT_NODE,
    namespaceURI: namespace ?? null,
    localName: name,
    childNodes: content(value, shape, path),
  });

  /** The children of an element of `shape` holding `value`. */
  const content = (value: unknown, shape: AnyShape, path: string): XmlNode[] => {
    if (typeof shape === "string") return text(leaf(value, shape, path));
    if ("oneOf" in shape) {
      if (typeof value === "string" && shape.oneOf.includes(value)) return text(value);
      throw new InvalidInputError(path, `must be one of ${shape.oneOf.join(", ")}`);
    }
    if ("list" in shape) {
      if (!Array.isArray(value)) throw new InvalidInputError(path, "must be an array");
      if (value.length < (shape.min ?? 0)) throw new InvalidInputError(path, "must have at least one item");
      return value.map((item, i) => element(shape.list, item, shape.of, `${path}[${i}]`));
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new InvalidInputError(path, "must be an object");
    const input = value as Record<string, unknown>;
    const children: XmlNode[] = [];
    for (const [key, field] of Object.entries(shape.element)) {
      const optional = typeof field === "object" && "optional" in field;
      if (input[key] !== undefined)
        children.push(element(key, input[key], optional ? field.optional : field, `${path}.${key}`));
      else if (!optional) throw new InvalidInputError(`${path}.${key}`, "is required");
    }
    return children;
  };

  return element(name, value, shape, path);
}

/** An element's text as its children: none for the empty string, which is written `<X/>`. */
const text = (data: string): XmlNode[] => (data === "" ? [] : [{ nodeType: TEXT_NODE, data } as XmlNode]);

/** What a leaf's value must be, for the message when it is not. */
const MUST = { string: "a string", integer: "an integer", boolean: "true or false" } as const;

/** A leaf's text: a string XML can carry as it is, a safe integer or a boolean written out. */
function leaf(value: unknown, shape: LeafShape, path: string): string {
  // typeof names the string and boolean shapes' types.
  if (shape === "integer" ? !Number.isSafeInteger(value) : typeof value !== shape)
    throw new InvalidInputError(path, `must be ${MUST[shape]}`);
  return xmlText(String(value), path);
}
