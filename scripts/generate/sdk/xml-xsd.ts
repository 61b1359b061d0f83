/**
 * A small reader of XML Schemas (XSD 1.0), for the subset the XML APIs' schemas use: global
 * elements and named types, `xs:sequence` and `xs:choice` of elements with `minOccurs` and
 * `maxOccurs`, simple types that restrict a built-in type or another simple type (their
 * enumerations; other facets are read past), and `xs:import` / `xs:include` of schemas beside
 * it. What it cannot read (attributes, `xs:all`, groups, extensions, substitution groups, `ref=`)
 * is an error that names the construct and the file, never a silent guess: the SDK's XML
 * documents (xml-documents.ts) are made from what this reads, and a document that leaves out what
 * the schema says would be read wrongly.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { XMLParser } from "fast-xml-parser";

/** The namespace of XML Schema itself. */
const XS = "http://www.w3.org/2001/XMLSchema";

/** A name in a namespace (undefined: no namespace). */
export interface QName {
  namespace: string | undefined;
  local: string;
}

/** An element of a content model: its name, its type, and how often it occurs. */
export interface XsdElement {
  name: string;
  type: XsdType;
  minOccurs: number;
  /** `Infinity` for `unbounded`. */
  maxOccurs: number;
}

/** What an element holds. */
export type XsdType = XsdSimpleType | XsdComplexType;

/** Text: a built-in XSD type (`string`, `long`, `boolean`...), restricted to `enumeration` if given. */
export interface XsdSimpleType {
  kind: "simple";
  /** The type's name, for named types. */
  name?: string;
  /** The built-in type it restricts in the end (its local name in the XSD namespace). */
  builtin: string;
  /** The values of the nearest restriction that lists some. */
  enumeration?: string[];
}

/** Child elements, in a sequence or a choice of alternatives. */
export interface XsdComplexType {
  kind: "complex";
  name?: string;
  content: XsdParticle;
}

export type XsdParticle =
  | { kind: "sequence"; items: (XsdElement | XsdParticle)[] }
  | { kind: "choice"; items: (XsdElement | XsdParticle)[] };

/** The global elements of a schema and the schemas it imports, by namespace and name. */
export interface XsdSet {
  /** The target namespace of the schema first read. */
  targetNamespace: string | undefined;
  element(name: QName): XsdElement | undefined;
}

/** A construct the reader does not know, or a reference it cannot resolve. */
export class XsdError extends Error {
  override name = "XsdError";
}

/** A node of fast-xml-parser's ordered output, as a plain tree. */
interface Node {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
}

function toNodes(ordered: unknown[]): Node[] {
  const nodes: Node[] = [];
  for (const entry of ordered as Record<string, unknown>[]) {
    const tag = Object.keys(entry).find((key) => key !== ":@");
    if (tag === undefined || tag.startsWith("#") || tag.startsWith("?")) continue;
    nodes.push({
      tag,
      attrs: (entry[":@"] ?? {}) as Record<string, string>,
      children: toNodes(entry[tag] as unknown[]),
    });
  }
  return nodes;
}

/** One schema document: its namespace bindings and its named definitions, read lazily. */
interface SchemaDoc {
  file: string;
  targetNamespace: string | undefined;
  prefixes: Map<string, string>;
  elements: Map<string, Node>;
  types: Map<string, Node>;
}

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: "" });

/** Reads the schema at `file` and every schema it imports or includes. @throws {XsdError} */
export function readXsd(file: string): XsdSet {
  const docs = new Map<string, SchemaDoc>();
  const load = (path: string): SchemaDoc => {
    const known = docs.get(path);
    if (known !== undefined) return known;
    const root = toNodes(parser.parse(readFileSync(path, "utf8")) as unknown[])[0];
    if (root === undefined) throw new XsdError(`${path} has no root element`);
    const prefixes = new Map<string, string>();
    for (const [name, value] of Object.entries(root.attrs))
      if (name === "xmlns" || name.startsWith("xmlns:")) prefixes.set(name.slice(6), value);
    const doc: SchemaDoc = {
      file: path,
      targetNamespace: root.attrs.targetNamespace,
      prefixes,
      elements: new Map(),
      types: new Map(),
    };
    if (localOf(doc, root.tag) !== "schema") throw new XsdError(`${path} is not an XML Schema`);
    docs.set(path, doc);
    for (const child of root.children) {
      const kind = localOf(doc, child.tag);
      if (kind === "annotation") continue;
      if (kind === "import" || kind === "include") {
        const location = child.attrs.schemaLocation;
        if (location === undefined) throw new XsdError(`${path}: an xs:${kind} without schemaLocation`);
        load(resolve(dirname(path), location));
      } else if (kind === "element") doc.elements.set(required(doc, child, "name"), child);
      else if (kind === "simpleType" || kind === "complexType")
        doc.types.set(required(doc, child, "name"), child);
      else throw new XsdError(`${path}: xs:${kind} at the top level is not read by the SDK's XSD reader`);
    }
    return doc;
  };
  const first = load(resolve(file));
  const inNamespace = (namespace: string | undefined) =>
    [...docs.values()].filter((doc) => doc.targetNamespace === namespace);

  const typeNamed = (name: QName, where: string): XsdType => {
    if (name.namespace === XS) return { kind: "simple", builtin: name.local };
    for (const doc of inNamespace(name.namespace)) {
      const node = doc.types.get(name.local);
      if (node !== undefined) return typeOf(doc, node, name.local);
    }
    throw new XsdError(`${where}: no type ${name.local} in ${name.namespace ?? "no namespace"}`);
  };

  const typeOf = (doc: SchemaDoc, node: Node, name?: string): XsdType => {
    const kind = localOf(doc, node.tag);
    const children = node.children.filter((child) => localOf(doc, child.tag) !== "annotation");
    if (kind === "simpleType") {
      const restriction = children[0];
      if (restriction === undefined || localOf(doc, restriction.tag) !== "restriction" || children.length > 1)
        throw new XsdError(`${doc.file}: simple type ${name ?? "(anonymous)"} is not a restriction`);
      const base = typeNamed(qname(doc, required(doc, restriction, "base")), doc.file);
      if (base.kind !== "simple") throw new XsdError(`${doc.file}: ${name} restricts a complex type`);
      const values = restriction.children
        .filter((facet) => localOf(doc, facet.tag) === "enumeration")
        .map((facet) => required(doc, facet, "value"));
      return {
        kind: "simple",
        ...(name !== undefined && { name }),
        builtin: base.builtin,
        ...((values.length > 0 || base.enumeration) && {
          enumeration: values.length > 0 ? values : base.enumeration,
        }),
      };
    }
    if (kind === "complexType") {
      const model = children[0];
      if (model === undefined)
        return { kind: "complex", ...(name && { name }), content: { kind: "sequence", items: [] } };
      if (children.length > 1)
        throw new XsdError(`${doc.file}: complex type ${name} has more than a content model`);
      return { kind: "complex", ...(name !== undefined && { name }), content: particleOf(doc, model) };
    }
    throw new XsdError(`${doc.file}: xs:${kind} is not a type the SDK's XSD reader knows`);
  };

  const particleOf = (doc: SchemaDoc, node: Node): XsdParticle => {
    const kind = localOf(doc, node.tag);
    if (kind !== "sequence" && kind !== "choice")
      throw new XsdError(
        `${doc.file}: xs:${kind} is not read by the SDK's XSD reader (only sequences and choices)`,
      );
    const items = node.children
      .filter((child) => localOf(doc, child.tag) !== "annotation")
      .map((child) =>
        localOf(doc, child.tag) === "element" ? elementOf(doc, child) : particleOf(doc, child),
      );
    return { kind, items };
  };

  const elementOf = (doc: SchemaDoc, node: Node): XsdElement => {
    if (node.attrs.ref !== undefined)
      throw new XsdError(`${doc.file}: element ref= is not read by the SDK's XSD reader`);
    const name = required(doc, node, "name");
    const inline = node.children.find((child) =>
      ["simpleType", "complexType"].includes(localOf(doc, child.tag)),
    );
    const type =
      inline !== undefined
        ? typeOf(doc, inline)
        : node.attrs.type !== undefined
          ? typeNamed(qname(doc, node.attrs.type), `${doc.file} element ${name}`)
          : undefined;
    if (type === undefined) throw new XsdError(`${doc.file}: element ${name} has no type`);
    const max = node.attrs.maxOccurs ?? "1";
    return {
      name,
      type,
      minOccurs: Number(node.attrs.minOccurs ?? "1"),
      maxOccurs: max === "unbounded" ? Number.POSITIVE_INFINITY : Number(max),
    };
  };

  return {
    targetNamespace: first.targetNamespace,
    element(name) {
      for (const doc of inNamespace(name.namespace)) {
        const node = doc.elements.get(name.local);
        if (node !== undefined) return elementOf(doc, node);
      }
      return undefined;
    },
  };
}

/** The local name of a tag in the XSD namespace; what else it is otherwise, prefixed by `!`. */
function localOf(doc: SchemaDoc, tag: string): string {
  const { namespace, local } = qname(doc, tag);
  return namespace === XS ? local : `!${tag}`;
}

/** `prefix:local` (or `local`, in the default namespace) as a QName by the document's bindings. */
function qname(doc: SchemaDoc, name: string): QName {
  const colon = name.indexOf(":");
  const prefix = colon < 0 ? "" : name.slice(0, colon);
  const namespace = doc.prefixes.get(prefix);
  if (namespace === undefined && prefix !== "")
    throw new XsdError(`${doc.file}: the prefix ${prefix} is not declared`);
  return { namespace, local: name.slice(colon + 1) };
}

function required(doc: SchemaDoc, node: Node, attribute: string): string {
  const value = node.attrs[attribute];
  if (value === undefined) throw new XsdError(`${doc.file}: <${node.tag}> without ${attribute}`);
  return value;
}
