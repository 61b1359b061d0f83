/**
 * Sends one request of a generated XML operation through the XML API client a bare client holds
 * (core's requestOf and `send`), and reads its answer with the codec: the JSON answer check of
 * core's sendOperation stays out of an XML app.
 */
import type { Answer } from "../core/api-client.ts";
import type { CallOptions } from "../core/call-options.ts";
import { type Method, type RequestParts, requestOf } from "../core/send-operation.ts";
import type { XmlDocument } from "./shape.ts";
import type { AnyXmlApiClient } from "./xml-api-client.ts";

/** What an XML API's bare client holds for its operations: its XML API client. */
export interface XmlHeld {
  api: AnyXmlApiClient;
}

/**
 * Sends `operation` (its method and path template) with `parts` (an XML body as its text) and
 * returns the answer of one of the `ok` statuses, or, given its document `doc`, the answer's
 * body read as `doc`. Throws the API's typed error for an error status.
 * @throws {MalformedResponseError} when the body is not the document `doc`
 */
export async function sendXml<T = Answer>(
  { api }: XmlHeld,
  operation: string,
  method: Method,
  path: string,
  ok: readonly number[],
  parts: RequestParts,
  call: CallOptions | undefined,
  doc?: XmlDocument<T>,
): Promise<T> {
  const answer = await api.send(operation, ok, call, requestOf(api, method, path, parts));
  return doc === undefined ? (answer as T) : api.read(doc, answer, operation);
}
