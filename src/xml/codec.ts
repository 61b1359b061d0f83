/**
 * The XML codec: XML to typed objects, guided by document descriptions (shape.ts), parsing on an
 * engine (`XmlEngine`). Writing is write-xml.ts's `encodeXml`, the same for every engine and kept
 * out of the codec, so an app that sends no XML body does not carry it. Everything a response must
 * survive before it is trusted is checked here, the same way whichever engine parses:
 * - A DTD (`<!DOCTYPE`) is refused outright, before any parser sees it: its entities can expand
 *   without bound (an "entity bomb") or name external files, and no API of the platform sends one.
 * - Characters XML 1.0 forbids (controls, lone surrogates) are refused.
 * - The text must be namespace-well-formed XML (the engine's check), so a truncated or garbled
 *   body fails instead of parsing into something plausible.
 * - The root element and its namespace must be the expected ones, and the content must fit the
 *   shape (read-shape.ts).
 * Every failure is a MalformedResponseError naming the body, and the element at fault.
 */
import { MalformedResponseError } from "../core/errors.ts";
import { readShape } from "./read-shape.ts";
import type { AnyShape, XmlDocument } from "./shape.ts";
import { NotWellFormed, type XmlElement, XmlProblem } from "./tree.ts";
import { unrepresentable } from "./xml-text.ts";

/**
 * What the codec needs from an XML parser: an engine on fast-xml-parser (Node, workers, edge
 * runtimes, anything without a DOM) or one on the browser's own DOMParser, picked by the
 * package's export conditions. The codec does everything else once, so both behave the same.
 */
export interface XmlEngine {
  /**
   * Parses a document that has no DTD and no character XML 1.0 forbids (the codec checked).
   * Throws NotWellFormed (tree.ts), with a short reason, for anything that is not
   * namespace-well-formed XML 1.0.
   */
  parse(text: string): XmlElement;
}

/** Where the XML came from, for the error message. */
export interface DecodeContext {
  /** What the body is, e.g. "the CreateHostedZone response". */
  what?: string;
  /** HTTP status of the response. */
  status?: number;
}

/** XML to typed objects, for the documents an API describes. */
export interface XmlCodec {
  /** Decodes `text` as the document `doc`; throws MalformedResponseError when it is not one. */
  decode<T>(doc: XmlDocument<T>, text: string, context?: DecodeContext): T;
}

const inNamespace = (namespace: string | undefined) =>
  namespace === undefined ? "no namespace" : `namespace '${namespace}'`;

/** The codec on `engine`. */
export function createXmlCodec(engine: XmlEngine): XmlCodec {
  return {
    decode<T>(doc: XmlDocument<T>, text: string, context: DecodeContext = {}): T {
      try {
        if (typeof text !== "string" || text.trim() === "")
          throw new XmlProblem(`is empty; expected a <${doc.root}> element`);
        // A decoded body has lost its byte order mark already; a string from elsewhere may not have.
        const body = text.replace(/^\uFEFF/, "");
        if (/<!DOCTYPE/i.test(body))
          throw new XmlProblem("declares a DTD (<!DOCTYPE>), which svc-cloud refuses");
        const forbidden = unrepresentable(body);
        if (forbidden !== undefined) throw new NotWellFormed(`it ${forbidden}`);
        const root = engine.parse(body);
        const namespace = root.namespaceURI ?? undefined;
        if (root.localName !== doc.root)
          throw new XmlProblem(`has the root element <${root.localName}>, expected <${doc.root}>`);
        if (namespace !== doc.namespace)
          throw new XmlProblem(
            `has its <${doc.root}> element in ${inNamespace(namespace)}, expected ${inNamespace(doc.namespace)}`,
          );
        // Every element the shapes name is in the root's namespace (elementFormDefault="qualified").
        return readShape(root, doc.shape as unknown as AnyShape, root.namespaceURI, root.localName) as T;
      } catch (error) {
        if (!(error instanceof XmlProblem)) throw error;
        throw new MalformedResponseError(`${context.what ?? `the ${doc.root} document`} ${error.message}`, {
          status: context.status,
        });
      }
    },
  };
}
