/**
 * The data store's error responses: one error class, the status-to-advice table and the reader
 * of the error body (`{"code": "E404001", "error": "No data available."}`). One class with a
 * code, not a class per code: the code (`E` + status + three digits) is what callers test, and
 * every class would cost bytes in the browser bundle.
 */
import type { ErrorBody, ErrorKind, ErrorTable } from "../core/api-errors.ts";
import { SvcError } from "../core/errors.ts";
import { isObject } from "../core/read-json.ts";

/** An error response of the data store. Test `code` (e.g. `E404001`) or `status`. */
export class DatastoreError extends SvcError {
  override name = "DatastoreError";
}

const advise = (advice: string): ErrorKind => [DatastoreError, advice];

/** Advice for the codes that need more than their status says. */
const BY_CODE: Record<string, string> = {
  E401002: "Sign the user in again: the session token is not valid.",
  E404002: "Enable the data store for this application.",
  E404005: "Check applicationKey: no application has it.",
};

export const datastoreErrors: ErrorTable = {
  byStatus: {
    400: advise("Fix what the message names."),
    401: advise("Check applicationKey, clientKey and this machine's clock (the timestamp is signed)."),
    403: advise("The ACL or the data store's rules forbid this."),
    404: advise("Check the class name and objectId."),
    409: advise("A value that must be unique is taken: use another."),
    415: advise("Check baseUrl (a proxy may have changed Content-Type)."),
    429: advise("The application used up a limit of its plan: wait until it resets."),
  },
  server: advise("Retry later."),
  other: advise("Look the code up in the data store's error reference."),
  refine(_, { code }) {
    if (code === undefined)
      return advise("The body is not a data store error. Check baseUrl (a proxy may have answered).");
    const advice = BY_CODE[code];
    return advice === undefined ? undefined : advise(advice);
  },
};

/** `{code, error}`, as far as the body has them. */
export function readDatastoreError(body: unknown): ErrorBody {
  if (!isObject(body)) return {};
  const { code, error } = body;
  return {
    code: typeof code === "string" ? code : undefined,
    message: typeof error === "string" ? error : undefined,
  };
}
