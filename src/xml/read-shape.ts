/**
 * Reads a parsed document (tree.ts) along a shape (shape.ts) into plain objects. Child elements
 * are looked up by name in the document's namespace, whatever their order; elements the shape
 * does not know, and elements of other namespaces, are ignored, so a server that adds elements
 * does not break the client. Required elements must be there exactly once, 1..n lists hold at
 * least one item and always come back as arrays, and integers, booleans (xsd:boolean: true,
 * false, 1 or 0) and enumerations must parse, whitespace around them ignored. Only the elements the shape names are visited, so how deep the rest is does not matter.
 * Every failure is an XmlProblem naming the element at fault.
 */
import { type AnyShape, describeText, type TextShape } from "./shape.ts";
import { isElement, isText, type XmlElement, type XmlNode, XmlProblem } from "./tree.ts";

/** xsd:boolean's lexical forms, whitespace collapsed: at an odd index the value is true. */
const BOOLEANS = ["false", "true", "0", "1"];

/** A leaf's value: a string as it is; an integer, a boolean or an enumeration's value trimmed. */
function leaf(said: string, shape: TextShape, path: string): unknown {
  if (shape === "string") return said;
  const trimmed = said.trim();
  if (shape === "integer") {
    if (/^[+-]?\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed))) return Number(trimmed);
  } else if (shape === "boolean") {
    const at = BOOLEANS.indexOf(trimmed);
    if (at >= 0) return at % 2 === 1;
  } else if (shape.oneOf.includes(trimmed)) return trimmed;
  // A bad value from the server, kept short in the message: it could be huge.
  throw new XmlProblem(
    `has '${said.length > 40 ? `${said.slice(0, 40)}...` : said}' in <${path}>, expected ${describeText(shape)}`,
  );
}

/**
 * Reads `element` as `shape`, its child elements those in namespace `ns`; `path` names it in
 * errors. Module-level functions rather than closures made per document: a small document's read
 * is a few microseconds, and making four closures per read was a measurable part of it.
 */
export function readShape(element: XmlElement, shape: AnyShape, ns: string | null, path: string): unknown {
  const holdsText = typeof shape === "string" || "oneOf" in shape;
  // One pass over the children: the character data, and the child elements in namespace `ns` by
  // name. An index loop: a DOM NodeList's iterator costs more than its indexed access.
  // No map for a leaf, which holds no elements: a leaf is most of a document's elements.
  const found = holdsText ? undefined : new Map<string, XmlElement[]>();
  let text = "";
  const nodes = element.childNodes;
  for (let i = 0, count = nodes.length; i < count; i++) {
    const node = nodes[i] as XmlNode;
    if (isElement(node)) {
      if (holdsText)
        throw new XmlProblem(`has the element <${node.localName}> in <${path}>, which holds text`);
      if (node.namespaceURI !== ns) continue;
      const same = found?.get(node.localName);
      if (same) same.push(node);
      else found?.set(node.localName, [node]);
    } else if (isText(node)) text += node.data;
  }
  if (holdsText) return leaf(text, shape, path);
  if (text.trim()) throw new XmlProblem(`has text in <${path}>, which holds elements`);
  if ("list" in shape) {
    const items = found?.get(shape.list) ?? [];
    if (items.length < (shape.min ?? 0))
      throw new XmlProblem(`lacks the required element <${path}/${shape.list}>`);
    return items.map((item, i) => readShape(item, shape.of, ns, `${path}/${shape.list}[${i + 1}]`));
  }
  const out: Record<string, unknown> = {};
  const fields = shape.element;
  for (const key in fields) {
    const field = fields[key] as (typeof fields)[string];
    const optional = typeof field === "object" && "optional" in field;
    const same = found?.get(key);
    if (!same) {
      if (optional) continue;
      throw new XmlProblem(`lacks the required element <${path}/${key}>`);
    }
    if (same.length > 1)
      throw new XmlProblem(`has ${same.length} <${key}> elements in <${path}>, expected one`);
    out[key] = readShape(same[0] as XmlElement, optional ? field.optional : field, ns, `${path}/${key}`);
  }
  return out;
}
