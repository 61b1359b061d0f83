/**
 * The XML codec shared by the XML APIs (DNS, software support): document descriptions that
 * mirror an XML Schema, a safe decoder and an order-preserving encoder, on fast-xml-parser.
 */

export { type DecodeContext, decodeXml } from "./decode.ts";
export { encodeXml } from "./encode.ts";
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
