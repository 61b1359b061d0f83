/**
 * Reads the DNS API's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`): an ErrorResponse (namespaced) gives the error its code, message, request ID
 * and `Error/Type`; the 403's AccessDeniedException (no namespace) its message; a 401 has no body.
 */
import { AccessDeniedExceptionXml, ErrorResponseXml } from "../../generated/sdk/dns/documents.ts";
import type { ErrorBody } from "../core/api-errors.ts";
import type { XmlCodec } from "../xml/codec.ts";
import { readErrorResponse } from "../xml/error-response.ts";

/**
 * Reads a DNS error body. A body that is none of the documents does not hide the status: the
 * error is still chosen by status, with what could be read (an AccessDeniedException that
 * cannot be read throws, and the shared client reads nothing from the body). `body` is the
 * error text (or whatever openapi-fetch made of a body that happened to be JSON).
 */
export function readDnsError(codec: XmlCodec, body: unknown): ErrorBody {
  return (
    readErrorResponse(codec, ErrorResponseXml, body) ??
    (typeof body === "string" && body.includes(AccessDeniedExceptionXml.root)
      ? { message: codec.decode(AccessDeniedExceptionXml, body.trim()).Message }
      : {})
  );
}
