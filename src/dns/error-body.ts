/**
 * Reads the body of a DNS error response: an ErrorResponse (namespaced), an
 * AccessDeniedException (403, no namespace) or nothing (401). A body that is none of these
 * does not hide the status: the error is still typed by status, with what could be read.
 */
import { decodeXml } from "../xml/decode.ts";
import { AccessDeniedExceptionXml, ErrorResponseXml } from "./documents.ts";

export interface DnsFailure {
  status: number;
  /** `Error/Type`, e.g. `Sender`. */
  type?: string;
  /** `Error/Code`, e.g. `Unauthorized`. */
  code?: string;
  /** `Error/Message`, or the AccessDeniedException message. */
  message?: string;
  /** `RequestId` of the body, else the `x-svc-request-id` header. */
  requestId?: string;
}

export function readFailure(response: Response, text: string): DnsFailure {
  const status = response.status;
  const header = response.headers.get("x-svc-request-id") ?? undefined;
  const body = text.trim();
  if (body.includes("ErrorResponse")) {
    try {
      const { Error: error, RequestId } = decodeXml(ErrorResponseXml, body, { status });
      return {
        status,
        type: error.Type,
        code: error.Code,
        message: error.Message,
        requestId: RequestId || header,
      };
    } catch {
      // Fall through: an unreadable body still leaves the status to go by.
    }
  }
  if (body.includes("AccessDeniedException")) {
    try {
      return {
        status,
        message: decodeXml(AccessDeniedExceptionXml, body, { status }).Message,
        requestId: header,
      };
    } catch {
      // As above.
    }
  }
  return { status, requestId: header };
}
