/**
 * Reads the body of a DNS call's answer as the XML document its operation documents; a body
 * that is not that document is a MalformedResponseError naming the operation.
 */
import type { Answer } from "../core/api-client.ts";
import { decodeXml } from "../xml/decode.ts";
import type { XmlDocument } from "../xml/shape.ts";

export function readAnswer<T>(doc: XmlDocument<T>, answer: Answer, operation: string): T {
  return decodeXml(doc, answer.text, { what: `the ${operation} response`, status: answer.status });
}
