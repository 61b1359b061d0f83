/**
 * The typed error for the data store's error responses. It carries the HTTP status, the
 * platform's code (`E` + status + three digits, e.g. `E404001`) and the server's message, and
 * says what to do. One class with a code, not a class per code: the code is what callers test,
 * and every class would cost bytes in the browser bundle.
 */
import { SvcError } from "../core/errors.ts";
import { isObject } from "../core/json-body.ts";
import { redact } from "../core/redact.ts";

/** An error response of the data store. Test `code` (e.g. `E404001`) or `status`. */
export class DatastoreError extends SvcError {
  override name = "DatastoreError";
  /** The server's own message, e.g. `No data available.` */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, code?: string, serverMessage?: string) {
    super(message, { status, code });
    // Redacted like the message: a server may echo a key or token back.
    this.serverMessage = serverMessage === undefined ? undefined : redact(serverMessage);
  }
}

/** What to do, by code where one code needs its own advice, else by status. */
const HINTS: Record<string, string> = {
  E401002: "Sign the user in again: the session token is not valid.",
  E404002: "The data store is not enabled for this application.",
  E404005: "Check applicationKey: no application has it.",
  400: "Fix the parameter or field the message names.",
  401: "Check applicationKey and clientKey, and this machine's clock: the timestamp is signed.",
  403: "The ACL or the data store's rules forbid this to this caller.",
  404: "No object of this class has this objectId.",
  409: "A value that must be unique is taken; use another.",
  415: "Send Content-Type: application/json; a proxy may have changed it.",
  429: "The application used up a limit of its plan; retrying will not help until the limit resets.",
};

/** Maps an error response (its body parsed by openapi-fetch, or raw text) to a DatastoreError. */
export function datastoreErrorFromResponse(operation: string, status: number, body: unknown): DatastoreError {
  const code = isObject(body) && typeof body.code === "string" ? body.code : undefined;
  const serverMessage = isObject(body) && typeof body.error === "string" ? body.error : undefined;
  const hint =
    code === undefined
      ? "The body is not a data store error: check baseUrl, a proxy may have answered."
      : (HINTS[code] ?? HINTS[status] ?? "Retry later.");
  // The server's messages end with a period of their own ("No data available.").
  const said = serverMessage ? `: ${serverMessage.replace(/[\s.]+$/, "")}` : "";
  return new DatastoreError(
    `The data store rejected ${operation} with HTTP ${status} (${code ?? "no error code"})${said}. ${hint}`,
    status,
    code,
    serverMessage,
  );
}
