/**
 * The body of an XML request, as a call's options take it: written by encodeXml (write-xml.ts)
 * when openapi-fetch serialises it, with its Content-Type. A function of its own, imported by the
 * operations that send a body, so an app that calls none of them carries no XML writer.
 */
import type { XmlDocument } from "./shape.ts";
import { encodeXml } from "./write-xml.ts";
import { XML_MEDIA_TYPE } from "./xml-api-client.ts";

/** The part of an openapi-fetch call's options that sends an XML body. */
export interface XmlBody<T> {
  bodySerializer: (value: T) => string;
  headers: Record<string, string>;
}

/**
 * Spread into a call's options: the body written as `doc` (an input the document cannot carry is
 * an InvalidInputError under `field`), and the Content-Type with `headers`.
 */
export const xmlBody = <T>(
  doc: XmlDocument<T>,
  field: string,
  headers: Record<string, string> = {},
): XmlBody<T> => ({
  bodySerializer: (value) => encodeXml(doc, value, field),
  headers: { "Content-Type": XML_MEDIA_TYPE, ...headers },
});
