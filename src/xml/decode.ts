/**
 * XML to plain objects, on fast-xml-parser, guided by a document description (shape.ts).
 *
 * What a response must survive before it is trusted:
 * - A DTD (`<!DOCTYPE`) is refused outright: its entities can expand without bound (an
 *   "entity bomb") or name external files, and no API of the platform sends one.
 * - The text must be well-formed XML, so a truncated or garbled body fails here instead of
 *   parsing into something plausible (fast-xml-parser alone accepts unclosed elements).
 * - The root element and its namespace must be the expected ones; required elements must be
 *   there and appear once; integers, booleans and enumerations must parse.
 * Every failure is a MalformedResponseError naming the element at fault. Elements the shape
 * does not know are ignored, so a server that adds elements does not break the client.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { MalformedResponseError } from "../core/errors.ts";
import type { AnyShape, XmlDocument } from "./shape.ts";
import { BadReference, decodeReferences } from "./xml-text.ts";

/** Where the XML came from, for the error message. */
export interface DecodeContext {
  /** What the body is, e.g. "the CreateHostedZone response". */
  what?: string;
  /** HTTP status of the response. */
  status?: number;
}

type Node = string | Record<string, unknown> | unknown[];

const TEXT = "#text";
const CDATA = "#cdata";

let sharedParser: XMLParser | undefined;

// One parser for every document: building the options is costly, parsing is stateless.
function parser(): XMLParser {
  sharedParser ??= new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    textNodeName: TEXT,
    cdataPropName: CDATA,
    // Values stay text: the shape decides what is a number, and "007" must stay "007".
    parseTagValue: false,
    parseAttributeValue: false,
    // References are resolved by decodeReferences, which knows only XML's own.
    processEntities: false,
    // Whitespace in a value is data (xsd:string); whitespace between elements is ignored below.
    trimValues: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  return sharedParser;
}

class Malformed extends Error {}

/** Decodes `text` as the document `doc`; throws MalformedResponseError when it is not one. */
export function decodeXml<T>(doc: XmlDocument<T>, text: string, context: DecodeContext = {}): T {
  const what = context.what ?? `the ${doc.root} document`;
  const fail = (problem: string): never => {
    throw new MalformedResponseError(`${what} ${problem}`, { status: context.status });
  };
  if (typeof text !== "string" || text.trim() === "")
    return fail(`is empty; expected a <${doc.root}> element`);
  if (/<!DOCTYPE/i.test(text))
    return fail(
      "declares a DTD (<!DOCTYPE ...>), which svc-cloud refuses to read: DTD entities can expand without bound or read local files",
    );
  const wellFormed = XMLValidator.validate(text);
  if (wellFormed !== true) {
    const { msg, line, col } = wellFormed.err;
    // fast-xml-parser reports elements still open at the end as "Invalid '[ "a", "b" ]' found."
    const unclosed = /^Invalid '\[(.*)\]' found\.$/s.exec(msg)?.[1]?.match(/"[^"]*"/g);
    if (unclosed) {
      const names = unclosed.map((name) => `<${name.slice(1, -1)}>`).join(", ");
      return fail(
        `is not well-formed XML: it ends before ${names} ${unclosed.length > 1 ? "are" : "is"} closed, so it was probably cut off`,
      );
    }
    return fail(`is not well-formed XML (line ${line}, column ${col}: ${msg})`);
  }
  let parsed: Record<string, unknown>;
  try {
    parsed = parser().parse(text) as Record<string, unknown>;
  } catch (error) {
    return fail(`could not be parsed as XML (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    return readDocument(doc, parsed);
  } catch (error) {
    if (error instanceof Malformed || error instanceof BadReference) return fail(error.message);
    throw error;
  }
}

function readDocument<T>(doc: XmlDocument<T>, parsed: Record<string, unknown>): T {
  const rootKey = Object.keys(parsed).find((key) => key === doc.root || key.endsWith(`:${doc.root}`));
  if (rootKey === undefined) {
    const found = Object.keys(parsed).find((key) => !key.startsWith("?"));
    throw new Malformed(`has the root element <${found ?? "none"}>, expected <${doc.root}>`);
  }
  const prefix = rootKey.slice(0, rootKey.length - doc.root.length);
  const root = parsed[rootKey] as Node;
  const attributes = typeof root === "object" && !Array.isArray(root) ? root : {};
  const namespace = attributes[prefix === "" ? "@_xmlns" : `@_xmlns:${prefix.slice(0, -1)}`];
  if ((namespace ?? undefined) !== doc.namespace) {
    const actual = typeof namespace === "string" ? `namespace '${namespace}'` : "no namespace";
    const expected = doc.namespace === undefined ? "no namespace" : `namespace '${doc.namespace}'`;
    throw new Malformed(`has its <${doc.root}> element in ${actual}, expected ${expected}`);
  }
  return new Reader(prefix).value(root, doc.shape as unknown as AnyShape, doc.root) as T;
}

/** Walks a parsed tree along a shape. `prefix` is the root's namespace prefix ("ns:" or ""). */
class Reader {
  constructor(private readonly prefix: string) {}

  value(node: Node, shape: AnyShape, path: string): unknown {
    if (Array.isArray(node))
      throw new Malformed(`has ${node.length} <${leafName(path)}> elements, expected one`);
    if (typeof shape === "string") return leaf(this.text(node, path), shape, path);
    if ("oneOf" in shape) return oneOf(this.text(node, path), shape, path);
    if ("list" in shape) return this.list(node, shape, path);
    return this.element(node, shape, path);
  }

  private children(node: Node, path: string): Record<string, unknown> {
    if (typeof node === "object") return node as Record<string, unknown>;
    // An empty element, or one holding only whitespace, has no children.
    if (node.trim() === "") return {};
    throw new Malformed(`has text in <${path}>, where child elements were expected`);
  }

  private element(node: Node, shape: Extract<AnyShape, { element: unknown }>, path: string) {
    const children = this.children(node, path);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape.element)) {
      const optional = typeof field === "object" && "optional" in field;
      const inner = optional ? field.optional : field;
      const child = children[this.prefix + key] as Node | undefined;
      if (child === undefined) {
        if (optional) continue;
        throw new Malformed(`lacks the required element <${path}/${key}>`);
      }
      out[key] = this.value(child, inner, `${path}/${key}`);
    }
    return out;
  }

  private list(node: Node, shape: Extract<AnyShape, { list: string }>, path: string): unknown[] {
    const items = this.children(node, path)[this.prefix + shape.list] as Node | undefined;
    const all = items === undefined ? [] : Array.isArray(items) ? (items as Node[]) : [items];
    if (all.length < (shape.min ?? 0)) throw new Malformed(`lacks a <${path}/${shape.list}> element (1..n)`);
    return all.map((item, i) => this.value(item, shape.of, `${path}/${shape.list}[${i + 1}]`));
  }

  private text(node: Node, path: string): string {
    if (typeof node === "string") return decodeReferences(node);
    const record = node as Record<string, unknown>;
    const nested = Object.keys(record).find((key) => key !== TEXT && key !== CDATA && !key.startsWith("@_"));
    if (nested !== undefined)
      throw new Malformed(`has the element <${nested}> in <${path}>, where text was expected`);
    const text = record[TEXT];
    const cdata = record[CDATA];
    return (
      (typeof text === "string" ? decodeReferences(text) : "") +
      (Array.isArray(cdata) ? cdata.join("") : typeof cdata === "string" ? cdata : "")
    );
  }
}

function leafName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
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
      throw new Malformed(`has '${clip(text)}' in <${path}>, expected an integer`);
    return value;
  }
  if (trimmed === "true" || trimmed === "1") return true;
  if (trimmed === "false" || trimmed === "0") return false;
  throw new Malformed(`has '${clip(text)}' in <${path}>, expected true or false`);
}

function oneOf(text: string, shape: Extract<AnyShape, { oneOf: unknown }>, path: string): string {
  const trimmed = text.trim();
  if (shape.oneOf.includes(trimmed)) return trimmed;
  throw new Malformed(`has '${clip(text)}' in <${path}>, expected one of ${shape.oneOf.join(", ")}`);
}

/** Keeps a bad value short in a message: it comes from the server and could be huge. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
