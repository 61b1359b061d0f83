/**
 * What the codec needs from an XML parser. Two engines implement it: one on fast-xml-parser
 * (Node, workers, edge runtimes, anything without a DOM) and one on the browser's own
 * DOMParser, picked by the package's export conditions. The codec (codec.ts) does everything
 * else once, and writing XML needs no engine (write-xml.ts), so both behave the same.
 */
import type { XmlElement } from "./tree.ts";

export interface XmlEngine {
  /** The parser it wraps, for tests and benchmarks. */
  readonly name: string;
  /**
   * Parses a document that has no DTD and no character XML 1.0 forbids (the codec checked).
   * Throws NotWellFormed (tree.ts), with a short reason, for anything that is not
   * namespace-well-formed XML 1.0.
   */
  parse(text: string): XmlElement;
}
