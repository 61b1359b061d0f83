/**
 * The XML engine on the browser's own DOMParser, for apps bundled with the
 * `browser` condition: no XML library travels with the app. DOMParser is strict XML 1.0 with
 * namespaces; it reports an error not by throwing but by putting a `<parsererror>` element into
 * the document it returns (in the XHTML namespace in Chromium and WebKit, in Mozilla's own in
 * Firefox), so its presence, in whatever namespace, is what makes a document not well-formed here
 * (a document that holds a `<parsererror>` of its own is refused too, which costs nothing). The
 * DOM is handed to the reader as it is: no copy is made. DOMParser refuses documents nested more
 * than 5000 deep (Chromium), as fxpEngine does.
 *
 * DOMParser exists only in a window: a web worker, a service worker and the server runtimes have
 * none, which is why those get the fast-xml-parser engine through their own export conditions
 * (`worker`, `workerd`, `edge-light`, default). A build that still lands here without one gets
 * a SvcError that says so, not a ReferenceError.
 */
import { SvcError } from "../core/errors.ts";
import type { XmlEngine } from "./codec.ts";
import { NotWellFormed, type XmlElement } from "./tree.ts";

/**
 * The document's root element, as the DOM gives it: the reader walks it as it is. A document
 * with a `<parsererror>` is refused with the parser's own words for the first error, without its
 * heading and its rendering of the rest (a CSS type selector matches the element in any namespace).
 */
function parse(text: string): XmlElement {
  if (typeof DOMParser !== "function")
    throw new SvcError("No DOMParser here: bundle svc-cloud with the worker condition, or without browser.");
  const doc = new DOMParser().parseFromString(text, "application/xml");
  const error = doc.querySelector("parsererror");
  if (error !== null) {
    const said = (error.querySelector("div") ?? error).textContent?.trim() || "DOMParser refused it";
    throw new NotWellFormed(said.length > 200 ? `${said.slice(0, 200)}...` : said);
  }
  const root = doc.documentElement;
  if (root === null) throw new NotWellFormed("it has no root element");
  return root;
}

/** The engine on DOMParser. */
export const domEngine: XmlEngine = { parse };
