/**
 * Every document description of the XML APIs, by an id, for tests that run the codec on both
 * engines (the page bundle includes this module, so nothing here may need Node): DNS's by root
 * element, software support's by role, as one root element serves several of its documents.
 */
import * as dns from "../../../../generated/sdk/dns/documents.ts";
import * as software from "../../../../generated/sdk/software/documents.ts";
import type { XmlDocument } from "../../../../src/xml/shape.ts";

const isDocument = (value: unknown): value is XmlDocument<unknown> =>
  typeof value === "object" && value !== null && "root" in value && "shape" in value;

export const xmlDocuments: Readonly<Record<string, XmlDocument<unknown>>> = {
  ...Object.fromEntries(
    Object.values(dns as Record<string, unknown>)
      .filter(isDocument)
      .map((doc) => [`dns:${doc.root}`, doc]),
  ),
  "software:request": software.SupportSoftwareRegistrationsXml as XmlDocument<unknown>,
  "software:response": software.SupportSoftwaresXml as XmlDocument<unknown>,
  "software:error": software.ErrorResponseXml as XmlDocument<unknown>,
};

/** The id of the document an example of `api`'s spec is. */
export function documentId(api: "dns" | "software", root: string, direction: "request" | "response"): string {
  if (api === "dns") return `dns:${root}`;
  if (root === "ErrorResponse") return "software:error";
  return `software:${direction}`;
}
