/**
 * The XML family's shared code (DNS, software support): document descriptions that mirror an
 * XML Schema (shape.ts), one codec over two engines (fast-xml-parser, the browser's DOMParser),
 * and the client plumbing every XML API shares (the XML client, the error base class, the Date
 * header); each API's error body reader is generated from its spec (`x-sdk.errors.body`). Not a
 * public entry point: each API's entry points choose the engine (`index.ts` fast-xml-parser,
 * `browser.ts` DOMParser).
 */

export { createXmlCodec, type DecodeContext, type XmlCodec } from "./codec.ts";
export { dateHeaderPolicy } from "./date-header.ts";
export type { XmlEngine } from "./engine.ts";
export { sendXml, type XmlHeld } from "./send-xml.ts";
export {
  type ElementShape,
  type EnumShape,
  type FieldShape,
  type LeafShape,
  type ListShape,
  type OptionalShape,
  type Shape,
  type XmlDocument,
  xmlDocument,
} from "./shape.ts";
export type { XmlElement, XmlNode } from "./tree.ts";
export { encodeXml } from "./write-xml.ts";
export {
  createXmlApiClient,
  XML_MEDIA_TYPE,
  type XmlApiClient,
  type XmlApiParts,
  type XmlRuntime,
} from "./xml-api-client.ts";
export { XmlApiError } from "./xml-api-error.ts";
