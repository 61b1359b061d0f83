/**
 * The CreateHostedZoneRequest body, written out directly rather than by the generic writer
 * (xml/write-xml.ts's encodeXml): the createHostedZone `write` hook the spec names.
 * checkCreateRequest (input.ts) has already done the writer's
 * checks: the name is a normalised ASCII zone name and the comment a string XML can carry, of at
 * most 255 characters. What is left is dns.xsd's element order and escaping, a few templates, so
 * an app that creates zones does not carry the writer (about 300 B of a gzipped browser app).
 * test/unit/dns/create-request-xml.test.ts holds it to encodeXml's output for the same request,
 * and xsd.test.ts validates what a create sends against dns.xsd.
 */
import { DNS_NAMESPACE } from "../../generated/sdk/dns/documents.ts";
import type { CreateHostedZoneRequest } from "../../generated/sdk/dns/types.ts";
import { escapeText } from "../xml/xml-text.ts";

/** An element holding `inner` (already escaped), written `<name/>` when it holds nothing, as encodeXml does. */
const element = (name: string, inner: string) =>
  inner === "" ? `<${name}/>` : `<${name}>${inner}</${name}>`;

/** The body of a create, `request` already checked by checkCreateRequest. */
export function createRequestXml({ Name, HostedZoneConfig: config }: CreateHostedZoneRequest): string {
  const comment = config?.Comment;
  return `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneRequest xmlns="${DNS_NAMESPACE}">${element("Name", escapeText(Name))}${
    config
      ? element("HostedZoneConfig", comment === undefined ? "" : element("Comment", escapeText(comment)))
      : ""
  }</CreateHostedZoneRequest>`;
}
