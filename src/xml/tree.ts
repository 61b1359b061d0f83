/**
 * The parsed XML that the codec reads, whichever parser made it: elements with their namespace
 * and local name, and their content in document order. Text is character data as XML defines it
 * (references resolved, CDATA sections unwrapped, line ends normalised to `\n`); comments and
 * processing instructions are gone. Both engines (fast-xml-parser, DOMParser) produce it, so
 * that everything above them (the shapes, the checks, the messages) is one code path.
 */

/** An element: its namespace (undefined for none), its local name and its children. */
export interface XmlElement {
  readonly namespace: string | undefined;
  readonly name: string;
  readonly children: readonly XmlNode[];
}

/** A child of an element: an element, or a run of character data. */
export type XmlNode = XmlElement | string;

/**
 * Deepest nesting either engine hands on. The platform's documents are at most eight levels
 * deep; a deeper one is refused before it can exhaust the stack of a recursive walk.
 */
export const MAX_DEPTH = 100;

/** Why a document is not the one expected; the codec turns it into a MalformedResponseError. */
export class XmlProblem extends Error {}

/** Thrown by an engine for a document that is not (namespace-)well-formed XML; `reason` says why. */
export class NotWellFormed extends XmlProblem {
  constructor(reason: string) {
    super(`is not well-formed XML: ${reason}`);
  }
}
