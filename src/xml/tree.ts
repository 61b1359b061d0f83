/**
 * The parsed XML the codec reads, whichever parser made it: the part of the DOM the codec needs.
 * An element has its namespace, its local name and its child nodes in document order; character
 * data is a text node or a CDATA section, with references resolved and line ends normalised to
 * `\n`; any other node (a comment, a processing instruction) is skipped by the reader. A browser's
 * own Element is one as it is (domEngine hands it over unchanged); fxpEngine builds plain objects
 * of this shape.
 */

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const CDATA_SECTION_NODE = 4;

/** Any node: what its `nodeType` says it is. */
export interface XmlNode {
  readonly nodeType: number;
}

/** An element (`nodeType` 1): its namespace (null for none), its local name and its children. */
export interface XmlElement extends XmlNode {
  readonly namespaceURI: string | null;
  readonly localName: string;
  readonly childNodes: ArrayLike<XmlNode> & Iterable<XmlNode>;
}

/** Character data (`nodeType` 3 or 4). */
export interface XmlText extends XmlNode {
  readonly data: string;
}

export const isElement = (node: XmlNode): node is XmlElement => node.nodeType === ELEMENT_NODE;
export const isText = (node: XmlNode): node is XmlText =>
  node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE;

/** Why a document is not the one expected; the codec turns it into a MalformedResponseError. */
export class XmlProblem extends Error {}

/** Thrown by an engine for a document that is not (namespace-)well-formed XML; `reason` says why. */
export class NotWellFormed extends XmlProblem {
  constructor(reason: string) {
    super(`is not well-formed XML: ${reason}`);
  }
}
