/**
 * Reads a parsed document (tree.ts) along a shape (shape.ts) into plain objects. Child elements
 * are looked up by name in the document's namespace, whatever their order; elements the shape
 * does not know, and elements of other namespaces, are ignored, so a server that adds elements
 * does not break the client. Required elements must be there exactly once, 1..n lists hold at
 * least one item and always come back as arrays, and integers, booleans and enumerations must
 * parse. Every failure is a ShapeMismatch naming the element at fault.
 */
import type { AnyShape } from "./shape.ts";
import type { XmlElement } from "./tree.ts";

/** The document is well-formed but not the one the shape describes. */
export class ShapeMismatch extends Error {}

type ElementShape = Extract<AnyShape, { element: unknown }>;
type ListShape = Extract<AnyShape, { list: string }>;

/** Reads `root` (already checked to be the document's root) as `shape`. */
export function readShape(root: XmlElement, shape: AnyShape): unknown {
  return new ShapeReader(root.namespace).value(root, shape, root.name);
}

/** A bad value from the server, kept short in a message: it could be huge. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

class ShapeReader {
  /** The document's namespace: every element the shapes name is in it (elementFormDefault="qualified"). */
  constructor(private readonly namespace: string | undefined) {}

  value(node: XmlElement, shape: AnyShape, path: string): unknown {
    if (typeof shape === "string") return leaf(this.text(node, path), shape, path);
    if ("oneOf" in shape) return oneOf(this.text(node, path), shape.oneOf, path);
    if ("list" in shape) return this.list(node, shape, path);
    return this.element(node, shape, path);
  }

  /** The child elements of `node` in the document's namespace, by name; text must be blank. */
  private children(node: XmlElement, path: string): Map<string, XmlElement[]> {
    const byName = new Map<string, XmlElement[]>();
    for (const child of node.children) {
      if (typeof child === "string") {
        if (child.trim() !== "")
          throw new ShapeMismatch(`has text in <${path}>, where child elements were expected`);
        continue;
      }
      if (child.namespace !== this.namespace) continue;
      const same = byName.get(child.name);
      if (same === undefined) byName.set(child.name, [child]);
      else same.push(child);
    }
    return byName;
  }

  private element(node: XmlElement, shape: ElementShape, path: string): Record<string, unknown> {
    const children = this.children(node, path);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape.element)) {
      const optional = typeof field === "object" && "optional" in field;
      const found = children.get(key);
      if (found === undefined) {
        if (optional) continue;
        throw new ShapeMismatch(`lacks the required element <${path}/${key}>`);
      }
      if (found.length > 1)
        throw new ShapeMismatch(`has ${found.length} <${key}> elements in <${path}>, expected one`);
      out[key] = this.value(found[0] as XmlElement, optional ? field.optional : field, `${path}/${key}`);
    }
    return out;
  }

  private list(node: XmlElement, shape: ListShape, path: string): unknown[] {
    const items = this.children(node, path).get(shape.list) ?? [];
    if (items.length < (shape.min ?? 0))
      throw new ShapeMismatch(`lacks a <${path}/${shape.list}> element (1..n)`);
    return items.map((item, i) => this.value(item, shape.of, `${path}/${shape.list}[${i + 1}]`));
  }

  /** The character data of a leaf element; a child element there is an error. */
  private text(node: XmlElement, path: string): string {
    let text = "";
    for (const child of node.children) {
      if (typeof child !== "string")
        throw new ShapeMismatch(`has the element <${child.name}> in <${path}>, where text was expected`);
      text += child;
    }
    return text;
  }
}

function leaf(
  text: string,
  shape: "string" | "integer" | "boolean",
  path: string,
): string | number | boolean {
  if (shape === "string") return text;
  const trimmed = text.trim();
  if (shape === "integer") {
    const value = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!Number.isSafeInteger(value))
      throw new ShapeMismatch(`has '${clip(text)}' in <${path}>, expected an integer`);
    return value;
  }
  // xsd:boolean: true, false, 1 or 0, with whitespace collapsed.
  if (trimmed === "true" || trimmed === "1") return true;
  if (trimmed === "false" || trimmed === "0") return false;
  throw new ShapeMismatch(`has '${clip(text)}' in <${path}>, expected true or false`);
}

function oneOf(text: string, values: readonly string[], path: string): string {
  const trimmed = text.trim();
  if (values.includes(trimmed)) return trimmed;
  throw new ShapeMismatch(`has '${clip(text)}' in <${path}>, expected one of ${values.join(", ")}`);
}
