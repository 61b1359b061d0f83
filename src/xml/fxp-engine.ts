/**
 * The XML engine on fast-xml-parser, for Node and for every runtime without a DOM (web and
 * service workers, Cloudflare Workers, Vercel Edge, Deno, Bun). fast-xml-parser is lenient
 * where XML is strict, so the strictness is added here, to match what a browser's DOMParser
 * refuses:
 * - the structure is checked first (the parser alone accepts unclosed elements): by a quick
 *   pass for the plain documents the platform sends (plain-document.ts), by XMLValidator otherwise;
 * - the XML declaration must follow XML's grammar, and a processing instruction's target must be
 *   a name other than `xml` (XMLValidator takes `<?xml verson="1.0"?>` and `<? x?>`);
 * - namespaces are resolved here, and an undeclared prefix is an error;
 * - references are resolved by xml-text.ts, which knows only XML's own (an undefined entity
 *   such as `&nbsp;` is an error), and `]]>` in text, `<` in an attribute value, a second root
 *   element and text after the root are errors.
 * Tag names reach the parser's objects with a `<` in front (a character no XML name has), so
 * that no element name, `__proto__` or `toString` included, is special to it or to us.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { XmlEngine } from "./codec.ts";
import { isPlainWellFormed } from "./plain-document.ts";
import {
  CDATA_SECTION_NODE,
  ELEMENT_NODE,
  NotWellFormed,
  TEXT_NODE,
  type XmlElement,
  type XmlNode,
} from "./tree.ts";
import { declarationLength } from "./xml-declaration.ts";
import { decodeReferences } from "./xml-text.ts";

/** A node of fast-xml-parser's `preserveOrder` output: one key (a tag, `#text` or `#cdata`), plus `:@`. */
type Ordered = Record<string, unknown>;

const TAG = "<";
/** What a processing instruction's key starts with, before its target (the parser's own mark). */
const INSTRUCTION = "?";
const TEXT = "#text";
const CDATA = "#cdata";
const ATTRIBUTES = ":@";
const ATTRIBUTE = "@_";
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
const MAX_NESTING = 5000;

let sharedParser: XMLParser | undefined;

// One parser for every document: building the options is costly, parsing is stateless.
function parser(): XMLParser {
  sharedParser ??= new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE,
    textNodeName: TEXT,
    cdataPropName: CDATA,
    // Values stay text: the shape decides what is a number, and "007" must stay "007".
    parseTagValue: false,
    parseAttributeValue: false,
    // References are resolved by decodeReferences, which knows only XML's own.
    processEntities: false,
    // Whitespace in a value is data (xsd:string); whitespace between elements is ignored by the reader.
    trimValues: false,
    // Kept, to be checked: a declaration anywhere but at the start, or an instruction without a
    // valid target, is not well-formed (XMLValidator takes both).
    ignoreDeclaration: false,
    ignorePiTags: false,
    transformTagName: (name) => TAG + name,
    // Chromium's DOMParser refuses documents nested deeper than this; so does this engine.
    maxNestedTags: MAX_NESTING,
    // No callback here reads a path: without this, the parser spells each element's path out as
    // a string for callbacks anyway (about 13% of a small document's parse).
    jPath: false,
  });
  return sharedParser;
}

/** The prefixes in scope and what they are bound to; "" is the default namespace. */
type Scope = ReadonlyMap<string, string | undefined>;

const ROOT_SCOPE: Scope = new Map([["xml", XML_NAMESPACE]]);

/** XMLValidator's complaint, as a reason; an unclosed element at the end means the body was cut off. */
function validatorReason(error: { msg: string; line: number; col: number }): string {
  const open = /^Unclosed tag '([^']*)'\.$/.exec(error.msg)?.[1];
  const stack = /^Invalid '\[(.*)\]' found\.$/s.exec(error.msg)?.[1]?.match(/"[^"]*"/g);
  const names = open !== undefined ? [open] : stack?.map((quoted) => quoted.slice(1, -1));
  if (names !== undefined)
    return `it ends before ${names.map((name) => `<${name}>`).join(", ")} ${names.length > 1 ? "are" : "is"} closed, so it was probably cut off`;
  return `line ${error.line}, column ${error.col}: ${error.msg}`;
}

/** An attribute value as XML normalises it: literal tabs and line ends become spaces, references resolve. */
function attributeValue(raw: string): string {
  if (raw.includes("<"))
    throw new NotWellFormed("an attribute value holds '<', which XML does not allow there");
  return decodeReferences(raw.replace(/[\t\n]/g, " "));
}

/** The scope inside an element with these attributes, and the attributes' own prefixes checked. */
function scopeOf(attributes: Record<string, unknown> | undefined, outer: Scope): Scope {
  if (attributes === undefined) return outer;
  let scope: Map<string, string | undefined> | undefined;
  const prefixed: string[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    const name = key.slice(ATTRIBUTE.length);
    if (name === "xmlns" || name.startsWith("xmlns:")) {
      const prefix = name === "xmlns" ? "" : name.slice("xmlns:".length);
      if (name !== "xmlns" && (prefix === "" || prefix.includes(":")))
        throw new NotWellFormed(`the attribute name '${name}' is not a valid qualified name`);
      const uri = attributeValue(String(value));
      if (prefix !== "" && uri === "")
        throw new NotWellFormed(`it undeclares the namespace prefix '${prefix}'`);
      scope ??= new Map(outer);
      scope.set(prefix, uri === "" ? undefined : uri);
    } else {
      attributeValue(String(value));
      if (name.includes(":")) prefixed.push(name);
    }
  }
  const inner = scope ?? outer;
  for (const name of prefixed) namespaceOf(name, inner, "attribute", true);
  return inner;
}

/** The namespace of a qualified name; attributes without a prefix are in none. */
function namespaceOf(qualified: string, scope: Scope, kind: string, attribute = false) {
  const colon = qualified.indexOf(":");
  if (colon < 0) return { namespace: attribute ? undefined : scope.get(""), name: qualified };
  const prefix = qualified.slice(0, colon);
  const name = qualified.slice(colon + 1);
  if (prefix === "" || name === "" || name.includes(":"))
    throw new NotWellFormed(`the ${kind} name '${qualified}' is not a valid qualified name`);
  const namespace = scope.get(prefix);
  if (namespace === undefined)
    throw new NotWellFormed(`the ${kind} ${qualified} uses the undeclared prefix '${prefix}'`);
  return { namespace, name };
}

/**
 * The key of a node: an element's tag behind one or more `<`, an instruction's target behind `?`,
 * `#text` or `#cdata` (a tag cannot be confused with those: it always starts with `<`).
 */
function keyOf(node: Ordered): string {
  for (const key in node) if (key !== ATTRIBUTES) return key;
  return "";
}

/** XML's Name production (https://www.w3.org/TR/xml/#NT-Name). */
const NAME =
  /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}][-.0-9:A-Z_a-z\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C-\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}]*$/u;

/**
 * Checks a processing instruction (`key` is `?` and its target): the target must be a name, and
 * `xml` in any case is reserved to the declaration, which only the start of a document may hold.
 */
function checkInstruction(key: string, isDeclaration: boolean): void {
  const target = key.slice(INSTRUCTION.length);
  if (isDeclaration && target === "xml") return;
  if (/^xml$/i.test(target))
    throw new NotWellFormed("it has an XML declaration where only the start of the document may have one");
  if (!NAME.test(target))
    throw new NotWellFormed(`a processing instruction's target ('${target.slice(0, 40)}') is not a name`);
}

/** An element being converted: its parsed children, how far along they are, its scope and its converted children. */
interface Frame {
  readonly nodes: Ordered[];
  index: number;
  readonly scope: Scope;
  readonly childNodes: XmlNode[];
}

/** The element of `node` (whose key is `key`), and the frame that converts its children. */
function open(node: Ordered, key: string, outer: Scope): [XmlElement, Frame] {
  const scope = scopeOf(node[ATTRIBUTES] as Record<string, unknown> | undefined, outer);
  // fast-xml-parser transforms the name of a self-closing tag twice: `<<Config`.
  const qualified = key.startsWith(TAG, 1) ? key.replace(/^<+/, "") : key.slice(1);
  const { namespace, name } = namespaceOf(qualified, scope, "element");
  const childNodes: XmlNode[] = [];
  const element = { nodeType: ELEMENT_NODE, namespaceURI: namespace ?? null, localName: name, childNodes };
  return [element, { nodes: node[key] as Ordered[], index: 0, scope, childNodes }];
}

/** The tree of a parsed root element; a loop, not a recursion, as documents may nest 5000 deep. */
function convert(node: Ordered, key: string): XmlElement {
  const [root, first] = open(node, key, ROOT_SCOPE);
  const stack: Frame[] = [first];
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    const child = frame.nodes[frame.index++];
    if (child === undefined) {
      stack.pop();
      continue;
    }
    const childKey = keyOf(child);
    if (childKey.startsWith(TAG)) {
      const [element, inner] = open(child, childKey, frame.scope);
      frame.childNodes.push(element);
      stack.push(inner);
    } else if (childKey.startsWith(INSTRUCTION)) {
      checkInstruction(childKey, false);
    } else if (childKey === TEXT) {
      const raw = String(child[TEXT]);
      if (raw.includes("]]>"))
        throw new NotWellFormed("its text holds ']]>', which XML allows only to end a CDATA section");
      frame.childNodes.push({ nodeType: TEXT_NODE, data: decodeReferences(raw) } as XmlNode);
    } else if (childKey === CDATA) {
      for (const part of child[CDATA] as Ordered[])
        frame.childNodes.push({ nodeType: CDATA_SECTION_NODE, data: String(part[TEXT] ?? "") } as XmlNode);
    }
  }
  return root;
}

function parse(text: string): XmlElement {
  // The platform's plain answers are proven well-formed in one quick pass; the rest, and every
  // broken body, go through XMLValidator, whose reason is the one reported.
  if (!isPlainWellFormed(text)) {
    const valid = XMLValidator.validate(text);
    if (valid !== true) throw new NotWellFormed(validatorReason(valid.err));
    if (declarationLength(text) < 0)
      throw new NotWellFormed(
        "its XML declaration breaks XML's grammar (version, then encoding, then standalone)",
      );
  }
  // The parser drops what follows the root element; anything but markup there is an error.
  if (text.slice(text.lastIndexOf(">") + 1).trim() !== "")
    throw new NotWellFormed("it has text after the root element");
  let nodes: Ordered[];
  try {
    nodes = parser().parse(text) as Ordered[];
  } catch (error) {
    // What the validator let through and the parser still refuses: nesting past MAX_NESTING, above all.
    const reason = error instanceof Error ? error.message : String(error);
    throw new NotWellFormed(
      reason.startsWith("Maximum nested tags")
        ? `its elements are nested more than ${MAX_NESTING} deep`
        : `fast-xml-parser refused it (${reason})`,
    );
  }
  const roots: XmlElement[] = [];
  nodes.forEach((node, i) => {
    const key = keyOf(node);
    if (key.startsWith(TAG)) roots.push(convert(node, key));
    else if (key.startsWith(INSTRUCTION)) checkInstruction(key, i === 0 && text.startsWith("<?xml"));
  });
  const [root, ...more] = roots;
  if (root === undefined) throw new NotWellFormed("it has no root element");
  if (more.length > 0) throw new NotWellFormed(`it has ${roots.length} root elements, where XML allows one`);
  return root;
}

/** The engine on fast-xml-parser. */
export const fxpEngine: XmlEngine = { parse };
