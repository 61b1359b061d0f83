/**
 * An XML Schema as a flat list of facts the change report can compare: every global component
 * (`complexType HostedZone`), every element and attribute in it with its type and occurrences,
 * every facet of a restriction (`maxLength`, each `enumeration` value, `pattern`), every base,
 * the order of each sequence's elements (significant in XML), and the documentation. Each fact
 * is keyed by its place (`complexType HostedZone › sequence › element Id`), so two versions of a
 * schema compare key by key. Also which global components each component refers to (by `type`,
 * `base` or `ref`), for telling which documents a change reaches.
 */
import { XMLParser } from "fast-xml-parser";
import { ChangesError } from "./errors.ts";

export type FactKind =
  | "component"
  | "element"
  | "attribute"
  | "facet"
  | "enumeration"
  | "base"
  | "order"
  | "documentation";

export interface Fact {
  kind: FactKind;
  /** Its place in the schema: `complexType HostedZone › sequence › element Id`. */
  key: string;
  /** The global component it belongs to: `complexType HostedZone`. */
  component: string;
  /** What it says: `type=Count minOccurs=1 maxOccurs=1`, a facet's value, a sequence's order. */
  value: string;
  /** For elements and attributes: their occurrence bounds and type, to compare one by one. */
  attrs?: Readonly<Record<string, string>>;
  /** For facets: the facet's name (`maxLength`). */
  facet?: string;
}

export interface XsdModel {
  facts: Map<string, Fact>;
  /** Global component to the global components it refers to (`complexType Changes` → `complexType Change`). */
  refs: Map<string, Set<string>>;
}

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const COMPONENT_KINDS = new Set([
  "element",
  "complexType",
  "simpleType",
  "attribute",
  "group",
  "attributeGroup",
]);
const COMPOSITORS = new Set(["sequence", "choice", "all"]);
const FACETS = new Set([
  "length",
  "minLength",
  "maxLength",
  "pattern",
  "minInclusive",
  "maxInclusive",
  "minExclusive",
  "maxExclusive",
  "totalDigits",
  "fractionDigits",
  "whiteSpace",
]);

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** fast-xml-parser's ordered output as plain nodes (names without their prefix). */
function toNodes(items: unknown[]): XmlNode[] {
  const nodes: XmlNode[] = [];
  for (const item of items as Record<string, unknown>[]) {
    const name = Object.keys(item).find((key) => key !== ":@");
    if (name === undefined || name === "#text" || name.startsWith("?")) continue;
    const rawAttrs = (item[":@"] ?? {}) as Record<string, unknown>;
    const attrs = Object.fromEntries(Object.entries(rawAttrs).map(([key, value]) => [key, String(value)]));
    const content = (item[name] ?? []) as Record<string, unknown>[];
    const text = content
      .map((child) => child["#text"])
      .filter((value) => value !== undefined)
      .join("")
      .trim();
    nodes.push({ name: localName(name), attrs, children: toNodes(content), text });
  }
  return nodes;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
});

/** The facts of an XML Schema's text. */
export function readXsd(text: string, where: string): XsdModel {
  let nodes: XmlNode[];
  try {
    nodes = toNodes(parser.parse(text) as unknown[]);
  } catch (error) {
    throw new ChangesError(`${where} is not well-formed XML (${(error as Error).message.split("\n")[0]})`);
  }
  const schema = nodes.find((node) => node.name === "schema");
  if (schema === undefined) throw new ChangesError(`${where} has no xs:schema root element`);
  const model: XsdModel = { facts: new Map(), refs: new Map() };
  for (const node of schema.children) {
    if (!COMPONENT_KINDS.has(node.name) || node.attrs.name === undefined) continue;
    const component = `${node.name} ${node.attrs.name}`;
    model.refs.set(component, new Set());
    add(model, { kind: "component", key: component, component, value: "" });
    walk(model, node, component, component);
  }
  return model;
}

function add(model: XsdModel, fact: Fact): void {
  model.facts.set(fact.key, fact);
}

/** Records a reference to a global type or element (`xs:` built-ins are not components). */
function refer(model: XsdModel, component: string, kinds: string[], name: string | undefined): void {
  if (name === undefined || name.startsWith("xs:") || name.startsWith("xsd:")) return;
  for (const kind of kinds) model.refs.get(component)?.add(`${kind} ${localName(name)}`);
}

function walk(model: XsdModel, node: XmlNode, component: string, key: string): void {
  const seen = new Map<string, number>();
  const order: string[] = [];
  for (const child of node.children) {
    const count = (seen.get(child.name) ?? 0) + 1;
    seen.set(child.name, count);
    const indexed = `${child.name}${count > 1 ? `[${count}]` : ""}`;
    if (child.name === "annotation") {
      const text = child.children
        .filter((doc) => doc.name === "documentation")
        .map((doc) => doc.text)
        .join(" ");
      add(model, { kind: "documentation", key: `${key} › documentation`, component, value: text });
    } else if (child.name === "element" || child.name === "attribute") {
      const name = child.attrs.name ?? `ref=${child.attrs.ref ?? "?"}`;
      const childKey = `${key} › ${child.name} ${name}`;
      const attrs: Record<string, string> = {
        type: child.attrs.type ?? child.attrs.ref ?? "(inline)",
        ...(child.name === "element"
          ? { minOccurs: child.attrs.minOccurs ?? "1", maxOccurs: child.attrs.maxOccurs ?? "1" }
          : { use: child.attrs.use ?? "optional" }),
        ...(child.attrs.nillable === undefined ? {} : { nillable: child.attrs.nillable }),
        ...(child.attrs.default === undefined ? {} : { default: child.attrs.default }),
        ...(child.attrs.fixed === undefined ? {} : { fixed: child.attrs.fixed }),
      };
      const value = Object.entries(attrs)
        .map(([attr, text]) => `${attr}=${text}`)
        .join(" ");
      add(model, { kind: child.name, key: childKey, component, value, attrs });
      refer(model, component, ["complexType", "simpleType"], child.attrs.type);
      refer(model, component, [child.name], child.attrs.ref);
      if (child.name === "element") order.push(name);
      walk(model, child, component, childKey);
    } else if (child.name === "enumeration") {
      const value = child.attrs.value ?? "";
      add(model, { kind: "enumeration", key: `${key} › enumeration ${value}`, component, value });
    } else if (FACETS.has(child.name)) {
      const value = child.attrs.value ?? "";
      add(model, { kind: "facet", key: `${key} › ${indexed}`, component, value, facet: child.name });
    } else if (child.name === "restriction" || child.name === "extension") {
      const base = child.attrs.base ?? "";
      add(model, { kind: "base", key: `${key} › ${child.name}`, component, value: base });
      refer(model, component, ["complexType", "simpleType"], base);
      walk(model, child, component, `${key} › ${child.name}`);
    } else if (child.name === "group" || child.name === "attributeGroup") {
      refer(model, component, [child.name], child.attrs.ref);
      add(model, {
        kind: "base",
        key: `${key} › ${child.name} ${child.attrs.ref ?? ""}`,
        component,
        value: "",
      });
    } else {
      walk(model, child, component, `${key} › ${indexed}`);
    }
  }
  if (COMPOSITORS.has(node.name) && order.length > 1) {
    add(model, { kind: "order", key: `${key} › order`, component, value: order.join(", ") });
  }
}
