/**
 * Plain objects to XML, on fast-xml-parser's builder, guided by a document description
 * (shape.ts): the namespace goes on the root, child elements come out in the shape's (the
 * XSD's) order whatever the order of the input's keys, lists are wrapped, and text is escaped.
 * A value that cannot be written (a control character, a number that is not an integer, a
 * value outside an enumeration, a missing required field) is an InvalidInputError naming it.
 */
import { XMLBuilder } from "fast-xml-parser";
import { InvalidInputError } from "../core/errors.ts";
import type { AnyShape, XmlDocument } from "./shape.ts";
import { escapeText, unrepresentable } from "./xml-text.ts";

const DECLARATION = { "@_version": "1.0", "@_encoding": "UTF-8" };

let sharedBuilder: XMLBuilder | undefined;

function builder(): XMLBuilder {
  sharedBuilder ??= new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    suppressEmptyNode: false,
    // Text arrives escaped by escapeText, which also protects carriage returns.
    processEntities: false,
    format: false,
  });
  return sharedBuilder;
}

/** Encodes `value` as the document `doc`. `field` names the argument in error messages. */
export function encodeXml<T>(doc: XmlDocument<T>, value: T, field = doc.root): string {
  const root = build(value, doc.shape as unknown as AnyShape, field);
  const attributes = doc.namespace === undefined ? {} : { "@_xmlns": doc.namespace };
  const body = typeof root === "object" && !Array.isArray(root) ? { ...attributes, ...root } : root;
  return builder().build({ "?xml": DECLARATION, [doc.root]: body }) as string;
}

type Built = string | Record<string, unknown>;

function build(value: unknown, shape: AnyShape, path: string): Built {
  if (typeof shape === "string") return leaf(value, shape, path);
  if ("oneOf" in shape) {
    if (typeof value !== "string" || !shape.oneOf.includes(value))
      throw new InvalidInputError(path, `must be one of ${shape.oneOf.join(", ")}`);
    return value;
  }
  if ("list" in shape) {
    if (!Array.isArray(value)) throw new InvalidInputError(path, "must be an array");
    if (value.length < (shape.min ?? 0)) throw new InvalidInputError(path, "must have at least one item");
    if (value.length === 0) return "";
    return { [shape.list]: value.map((item, i) => build(item, shape.of, `${path}[${i}]`)) };
  }
  return element(value, shape, path);
}

function element(value: unknown, shape: Extract<AnyShape, { element: unknown }>, path: string): Built {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new InvalidInputError(path, "must be an object");
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape.element)) {
    const optional = typeof field === "object" && "optional" in field;
    const inner = optional ? field.optional : field;
    const child = input[key];
    if (child === undefined) {
      if (optional) continue;
      throw new InvalidInputError(`${path}.${key}`, "is required");
    }
    out[key] = build(child, inner, `${path}.${key}`);
  }
  // An element with no children must still be written, as an empty element.
  return Object.keys(out).length === 0 ? "" : out;
}

function leaf(value: unknown, shape: "string" | "integer" | "boolean", path: string): string {
  if (shape === "integer") {
    if (typeof value !== "number" || !Number.isSafeInteger(value))
      throw new InvalidInputError(path, "must be an integer");
    return String(value);
  }
  if (shape === "boolean") {
    if (typeof value !== "boolean") throw new InvalidInputError(path, "must be true or false");
    return String(value);
  }
  if (typeof value !== "string") throw new InvalidInputError(path, "must be a string");
  const problem = unrepresentable(value);
  if (problem !== undefined) throw new InvalidInputError(path, problem);
  return escapeText(value);
}
