/**
 * An XML answer read as the spec's answer: the document turned into the value its response
 * schema describes, by OpenAPI's `xml` rules (an element per property, named by its `xml.name`
 * or the property's name; an array's items repeated in place, or inside a wrapper element where
 * `xml.wrapped` says so; a leaf's text read as the schema's type), so the spec's schema can
 * judge it as it judges a JSON body.
 *
 * Why both this and the XSD: the XSD accepts any of its global forms, and where it offers a
 * choice (software support's `SupportSoftware` is a request's three elements or an answer's
 * seven), the spec's answer is narrower. A list answered in the request's form passes the XSD
 * and breaks the spec. Each converted value carries the XPath of its element, so a finding is
 * reported where the document has it (`/SupportSoftwares/SupportSoftware[2]`), as the XSD's are.
 */
import { fxpEngine } from "../../src/xml/fxp-engine.ts";
import { isElement, isText, type XmlElement } from "../../src/xml/tree.ts";
import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import { resolveRef } from "../lib/openapi/refs.ts";

export interface XmlAnswer {
  /** The document as the schema's value. */
  value: unknown;
  /** The XPath of each value's element, by the JSON pointer of the value (`/0` -> `/A/B`). */
  xpaths: Map<string, string>;
}

const childElements = (element: XmlElement) => [...element.childNodes].filter(isElement);

const textOf = (element: XmlElement) =>
  [...element.childNodes]
    .filter(isText)
    .map((node) => node.data)
    .join("");

const xmlOf = (schema: JsonObject): JsonObject => (isJsonObject(schema.xml) ? schema.xml : {});

const typesOf = (schema: JsonObject): string[] =>
  Array.isArray(schema.type)
    ? schema.type.filter((t): t is string => typeof t === "string")
    : typeof schema.type === "string"
      ? [schema.type]
      : [];

/** A leaf's text as the schema's type; text that is not of that type stays text, for the schema to refuse. */
function leafValue(text: string, schema: JsonObject): unknown {
  const types = typesOf(schema);
  if (
    (types.includes("integer") || types.includes("number")) &&
    /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(text)
  )
    return Number(text);
  if (types.includes("boolean") && (text.trim() === "true" || text.trim() === "false"))
    return text.trim() === "true";
  return text;
}

/** Reads documents by their response schemas, over a bundled spec. */
export function createXmlAnswerReader(spec: JsonObject) {
  const resolved = (node: unknown): JsonObject => {
    const target = resolveRef(spec, node);
    return isJsonObject(target) ? target : {};
  };

  /** The properties of a schema and its allOf members, and whether it is an object or an array. */
  const shapeOf = (schema: JsonObject): { properties: [string, JsonObject][]; items?: JsonObject } => {
    const properties: [string, JsonObject][] = [];
    let items: JsonObject | undefined;
    const visit = (node: JsonObject) => {
      if (isJsonObject(node.properties))
        for (const [name, member] of Object.entries(node.properties))
          properties.push([name, resolved(member)]);
      if (node.items !== undefined) items = resolved(node.items);
      if (Array.isArray(node.allOf)) for (const member of node.allOf) visit(resolved(member));
    };
    visit(schema);
    return { properties, ...(items !== undefined && { items }) };
  };

  /** The branch of an anyOf/oneOf that fits an element: an object for one with children, else a leaf. */
  const branchOf = (schema: JsonObject, element: XmlElement): JsonObject => {
    const branches = [
      ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
      ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ].map(resolved);
    if (branches.length === 0) return schema;
    const hasChildren = childElements(element).length > 0;
    const fits = branches.find((branch) => {
      const shape = shapeOf(branch);
      const complex =
        shape.properties.length > 0 || shape.items !== undefined || typesOf(branch).includes("object");
      return complex === hasChildren;
    });
    return fits ?? branches[0] ?? schema;
  };

  const read = (
    schemaIn: JsonObject,
    element: XmlElement,
    pointer: string,
    xpath: string,
    xpaths: Map<string, string>,
  ): unknown => {
    const schema = branchOf(schemaIn, element);
    xpaths.set(pointer, xpath);
    const { properties, items } = shapeOf(schema);
    if (items !== undefined) {
      // An array at this element: the element is its wrapper, its items the children.
      const itemName = typeof xmlOf(items).name === "string" ? String(xmlOf(items).name) : undefined;
      return listed(childElements(element), itemName, items, pointer, xpath, xpaths);
    }
    if (properties.length === 0 && !typesOf(schema).includes("object"))
      return leafValue(textOf(element), schema);
    const value: JsonObject = {};
    const children = childElements(element);
    for (const [name, member] of properties) {
      const hint = xmlOf(member);
      const elementName = typeof hint.name === "string" ? hint.name : name;
      const memberItems = shapeOf(member).items;
      if (memberItems !== undefined && hint.wrapped !== true) {
        // Items repeated in place, each named by the items' xml.name or the property's.
        const itemHint = xmlOf(memberItems);
        const itemName = typeof itemHint.name === "string" ? itemHint.name : name;
        if (children.some((child) => child.localName === itemName))
          value[name] = listed(children, itemName, memberItems, `${pointer}/${name}`, xpath, xpaths);
        continue;
      }
      const child = children.find((candidate) => candidate.localName === elementName);
      if (child === undefined) continue;
      value[name] = read(member, child, `${pointer}/${name}`, `${xpath}/${elementName}`, xpaths);
    }
    return value;
  };

  /** The items among `elements` named `itemName` (all of them, without a name), each read by `items`. */
  const listed = (
    elements: XmlElement[],
    itemName: string | undefined,
    items: JsonObject,
    pointer: string,
    xpath: string,
    xpaths: Map<string, string>,
  ): unknown[] => {
    const picked = elements.filter((child) => itemName === undefined || child.localName === itemName);
    return picked.map((child, index) =>
      read(
        items,
        child,
        `${pointer}/${index}`,
        `${xpath}/${child.localName}${index > 0 ? `[${index + 1}]` : ""}`,
        xpaths,
      ),
    );
  };

  return {
    /** The document read by `schema`; undefined when it is not well-formed (the XSD check says so). */
    read(xml: string, schema: unknown): XmlAnswer | undefined {
      let root: XmlElement;
      try {
        root = fxpEngine.parse(xml);
      } catch {
        return undefined;
      }
      const xpaths = new Map<string, string>();
      const value = read(resolved(schema), root, "", `/${root.localName}`, xpaths);
      return { value, xpaths };
    },
  };
}

export type XmlAnswerReader = ReturnType<typeof createXmlAnswerReader>;

/** The XPath of the element nearest a JSON pointer into the value (its own, else its parent's). */
export function xpathOf(answer: XmlAnswer, pointer: string): string {
  for (let at = pointer; ; at = at.slice(0, Math.max(0, at.lastIndexOf("/")))) {
    const found = answer.xpaths.get(at);
    if (found !== undefined) return found;
    if (at === "") return "";
  }
}
