/**
 * The XML engine on the browser's own DOMParser and XMLSerializer, for apps bundled with the
 * `browser` condition: no XML library travels with the app. DOMParser is strict XML 1.0 with
 * namespaces; it reports an error not by throwing but by putting a `<parsererror>` element into
 * the document it returns (in the XHTML namespace in Chromium and WebKit, in Mozilla's own in
 * Firefox), so its presence is what makes a document not well-formed here.
 *
 * DOMParser exists only in a window: a web worker, a service worker and the server runtimes have
 * none, which is why those get the fast-xml-parser engine through their own export conditions
 * (`worker`, `workerd`, `edge-light`, default). A build that still lands here without one gets
 * a SvcError that says so, not a ReferenceError.
 */
import { SvcError } from "../core/errors.ts";
import type { XmlEngine } from "./engine.ts";
import { MAX_DEPTH, NotWellFormed, type XmlElement, type XmlNode } from "./tree.ts";

const PARSER_ERROR_NAMESPACES = [
  "http://www.w3.org/1999/xhtml",
  "http://www.mozilla.org/newlayout/xml/parsererror.xml",
];
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function requireDom(): void {
  if (typeof DOMParser !== "function" || typeof XMLSerializer !== "function" || typeof document !== "object")
    throw new SvcError(
      "This runtime has no DOMParser (a web or service worker, or a server runtime), but svc-cloud was bundled with its browser build, which reads XML with it. Bundle with the `worker` condition (or `workerd`, `edge-light`), or without `browser`, to get the build that reads XML with fast-xml-parser.",
    );
}

/** The parser's own words for the first error, without its heading and its rendering of the rest. */
function parserError(doc: Document): string | undefined {
  for (const namespace of PARSER_ERROR_NAMESPACES) {
    const found = doc.getElementsByTagNameNS(namespace, "parsererror")[0];
    if (found === undefined) continue;
    const said = (found.querySelector("div")?.textContent ?? found.textContent ?? "").trim();
    return said.length > 200 ? `${said.slice(0, 200)}...` : said || "DOMParser refused it";
  }
  return undefined;
}

function convert(element: Element, depth: number): XmlElement {
  if (depth > MAX_DEPTH) throw new NotWellFormed(`its elements are nested more than ${MAX_DEPTH} deep`);
  const children: XmlNode[] = [];
  for (let node = element.firstChild; node !== null; node = node.nextSibling) {
    const type = node.nodeType;
    if (type === ELEMENT_NODE) children.push(convert(node as Element, depth + 1));
    else if (type === TEXT_NODE || type === CDATA_SECTION_NODE) children.push((node as CharacterData).data);
  }
  return { namespace: element.namespaceURI ?? undefined, name: element.localName, children };
}

function parse(text: string): XmlElement {
  requireDom();
  const doc = new DOMParser().parseFromString(text, "application/xml");
  const error = parserError(doc);
  if (error !== undefined) throw new NotWellFormed(error);
  const root = doc.documentElement;
  if (root === null) throw new NotWellFormed("it has no root element");
  return convert(root, 1);
}

function fill(doc: Document, target: Element, node: XmlElement): void {
  for (const child of node.children) {
    if (typeof child === "string") target.appendChild(doc.createTextNode(child));
    else {
      const element = doc.createElementNS(child.namespace ?? null, child.name);
      fill(doc, element, child);
      target.appendChild(element);
    }
  }
}

function serialize(root: XmlElement): string {
  requireDom();
  const doc = document.implementation.createDocument(root.namespace ?? null, root.name, null);
  fill(doc, doc.documentElement, root);
  // XMLSerializer leaves a carriage return as it is, and a parser would read it as a line feed.
  return new XMLSerializer().serializeToString(doc.documentElement).replace(/\r/g, "&#13;");
}

/** The engine on DOMParser and XMLSerializer. */
export const domEngine: XmlEngine = { name: "DOMParser", parse, serialize };
