/**
 * The ErrorResponse document of the XML APIs (`<ErrorResponse><Error><Type/><Code/><Message/>
 * </Error><RequestId/></ErrorResponse>`, Route 53's form), in the API's namespace (each API's
 * documents.ts has it, made from its XSD), and its reading into the shared error model: the code, the message, the request ID the body gives and
 * the error's `Type` (`Sender` or `Receiver`) as the `type` field.
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { MalformedResponseError } from "../core/errors.ts";
import type { XmlCodec } from "./codec.ts";
import type { XmlDocument } from "./shape.ts";

/** An ErrorResponse as plain objects. */
export interface ErrorResponse {
  Error: { Type: string; Code: string; Message: string };
  RequestId: string;
}

/**
 * What an error body says, if it is the ErrorResponse `doc`; undefined when it is not one (the
 * error is then chosen by its status alone). `body` is the error text as openapi-fetch gave it.
 */
export function readErrorResponse(
  codec: XmlCodec,
  doc: XmlDocument<ErrorResponse>,
  body: unknown,
): ErrorBody | undefined {
  if (typeof body !== "string" || !body.includes(doc.root)) return undefined;
  try {
    const { Error: error, RequestId } = codec.decode(doc, body.trim());
    return {
      code: error.Code,
      message: error.Message,
      // An empty RequestId leaves the request ID header to go by.
      requestId: RequestId || undefined,
      fields: { type: error.Type },
    };
  } catch (error) {
    if (error instanceof MalformedResponseError) return undefined;
    throw error;
  }
}
