/**
 * From an error response to the API's typed error, the same way for every API: the API reads
 * its error body (a code and a message), a table maps the status to an error class and the
 * advice to give, and the message is built here, always the same way:
 *
 *   "<API> <operation> failed with HTTP <status> (<code>): <server message>. <advice>"
 */
import type { SvcError, SvcErrorDetails } from "./errors.ts";
import { redactQuote } from "./redact.ts";

/** An error class of an API: a SvcError subclass constructed like SvcError. */
export type ApiErrorClass = new (message: string, details: SvcErrorDetails) => SvcError;

/** An error class and the advice that goes with it. */
export type ErrorKind = readonly [ApiErrorClass, string];

/** What an API's error body says, as far as it could be read. */
export interface ErrorBody {
  /** The platform's error code, e.g. `E404001`, `Unauthorized`, `invalid_client`. */
  code?: string;
  /** The server's message. */
  message?: string;
  /** A request ID given in the body rather than a header. */
  requestId?: string;
  /** API-specific fields, handed to the error class as `details.fields`. */
  fields?: Readonly<Record<string, string | undefined>>;
}

/** An API's mapping of error responses to classes. */
export interface ErrorTable {
  /** Class and advice per status. */
  byStatus: Readonly<Record<number, ErrorKind>>;
  /** For a 5xx the table does not list. */
  server: ErrorKind;
  /** For any other status the table does not list. */
  other: ErrorKind;
  /** A finer choice by code or operation, tried before the table; undefined to use the table. */
  refine?(status: number, body: ErrorBody, operation: string): ErrorKind | undefined;
}

/** How a response failed, as the API client read it. */
export interface Failure extends ErrorBody {
  status: number;
  operation: string;
}

/** Longest server message quoted in an error message; `serverMessage` keeps it whole. */
const MAX_QUOTED = 300;

/** The typed error for a failed response. */
export function errorFor(title: string, table: ErrorTable, failure: Failure): SvcError {
  const { status, operation } = failure;
  // The server's words, withheld whole if they hold a secret too short to mask (redact.ts).
  // (An empty text is itself: it holds no secret.)
  const code = failure.code && redactQuote(failure.code);
  const requestId = failure.requestId && redactQuote(failure.requestId);
  const [ErrorClass, advice] =
    table.refine?.(status, failure, operation) ??
    table.byStatus[status] ??
    (status >= 500 ? table.server : table.other);
  const said = failure.message && redactQuote(failure.message.trim());
  const quoted = said && said.length > MAX_QUOTED ? `${said.slice(0, MAX_QUOTED)}...` : said;
  const what = `${title} ${operation} failed with HTTP ${status}${code ? ` (${code})` : ""}${quoted ? `: ${quoted}` : ""}`;
  const support = requestId ? ` Quote request ID ${requestId} if you contact support.` : "";
  return new ErrorClass(`${what}${/[.!?]$/.test(what) ? "" : "."} ${advice}${support}`, {
    status,
    code,
    operation,
    serverMessage: said,
    requestId,
    fields: failure.fields && redactFields(failure.fields),
  });
}

/** The API-specific fields, redacted like everything else the error holds: they come from the server. */
function redactFields(
  fields: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(fields)) out[name] = value && redactQuote(value);
  return out;
}
