/**
 * The root element an XML answer must have (and the schema it answers by): for an operation, a
 * status and a media type, the element the spec's response schema names (its `xml.name`, else the name of the component
 * schema it refers to, as OpenAPI says) in the namespace it names (`xml.namespace`, else none).
 * The XSD alone accepts any of its global elements, so another operation's document, an
 * `ErrorResponse` sent with 200 or the request's document sent back all pass it; the root
 * element tells them apart.
 */

import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import { operationEntries } from "../lib/openapi/operations.ts";
import { resolveRef } from "../lib/openapi/refs.ts";

export interface XmlRoot {
  name: string;
  /** "" for no namespace. */
  namespace: string;
}

/** A documented XML answer: its root element, and the response schema the document must match. */
export interface DocumentedXml extends XmlRoot {
  schema: unknown;
}

/** The documented answer of (operationId, status, media type), undefined where the spec names none. */
export type XmlRootLookup = (
  operationId: string,
  status: number,
  mediaType: string,
) => DocumentedXml | undefined;

/** The lookup over a bundled spec. */
export function xmlRoots(doc: JsonObject): XmlRootLookup {
  const responsesOf = new Map<string, JsonObject>();
  for (const { operation } of operationEntries(doc)) {
    if (typeof operation.operationId === "string" && isJsonObject(operation.responses))
      responsesOf.set(operation.operationId, operation.responses);
  }
  return (operationId, status, mediaType) => {
    const responses = responsesOf.get(operationId);
    if (responses === undefined) return undefined;
    const key =
      String(status) in responses
        ? String(status)
        : Object.keys(responses).find((k) => k.toUpperCase() === `${String(status)[0]}XX`);
    const response = key === undefined ? undefined : resolveRef(doc, responses[key]);
    if (!isJsonObject(response) || !isJsonObject(response.content)) return undefined;
    const media = Object.entries(response.content).find(([type]) => type.toLowerCase() === mediaType)?.[1];
    if (!isJsonObject(media) || !isJsonObject(media.schema)) return undefined;
    const ref = typeof media.schema.$ref === "string" ? media.schema.$ref : undefined;
    const schema = resolveRef(doc, media.schema);
    if (!isJsonObject(schema)) return undefined;
    const xml = isJsonObject(schema.xml) ? schema.xml : {};
    const name = typeof xml.name === "string" ? xml.name : ref?.split("/").at(-1);
    if (name === undefined) return undefined;
    return { name, namespace: typeof xml.namespace === "string" ? xml.namespace : "", schema: media.schema };
  };
}

/** The root element of a document: its local name and namespace; undefined when there is none. */
export function rootOf(xml: string): XmlRoot | undefined {
  // Past the declaration, comments, processing instructions and a doctype.
  const text = xml
    .replace(/^\uFEFF/, "")
    .replace(/^(\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/, "");
  const tag =
    /^<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/.exec(
      text,
    );
  if (tag === null) return undefined;
  const qname = tag[1] ?? "";
  const prefix = qname.includes(":") ? qname.slice(0, qname.indexOf(":")) : "";
  const name = qname.slice(prefix === "" ? 0 : prefix.length + 1);
  const attribute = prefix === "" ? "xmlns" : `xmlns:${prefix}`;
  let namespace = "";
  for (const match of (tag[2] ?? "").matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    if (match[1] === attribute) namespace = match[2] ?? match[3] ?? "";
  return { name, namespace };
}
