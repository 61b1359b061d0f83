/**
 * From an error response to the API's typed error, the same way for every API: the API reads
 * its error body (a code and a message), a table maps the status to an error class and the
 * advice to give, and the message is built here, always the same way:
 *
 *   "<API> <operation> failed with HTTP <status> (<code>): <server message>. <advice>"
 */
import type { SvcError, SvcErrorDetails } from "./errors.ts";
import { redactQuote } from "./redact.ts";

/** An error class of an API (a SvcError subclass constructed like SvcError) and the advice that goes with it. */
export type ErrorKind = readonly [new (message: string, details: SvcErrorDetails) => SvcError, string];

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
  /**
   * What a status means for one operation, over the table: by `"<status>"`, or by
   * `"<status> <code>"` for one error code of that status (tried first).
   */
  byOperation?: Readonly<Record<string, Readonly<Record<string, ErrorKind>>>>;
  /** Class and advice by the platform's error code, over the status. */
  byCode?: Readonly<Record<string, ErrorKind>>;
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
  const own = entry(table.byOperation, operation);
  const [ErrorClass, advice] =
    table.refine?.(status, failure, operation) ??
    entry(own, `${status} ${failure.code}`) ??
    entry(own, String(status)) ??
    entry(table.byCode, failure.code) ??
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

/** `map[key]`, own members only: an error code is the server's text (`constructor`, `__proto__`). */
function entry<T>(map: Readonly<Record<string, T>> | undefined, key: string | undefined): T | undefined {
  return map !== undefined && key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;
}

/** The API-specific fields, redacted like everything else the error holds: they come from the server. */
function redactFields(
  fields: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(fields)) out[name] = value && redactQuote(value);
  return out;
}
