/**
 * Typed errors for the data store's error responses. Each carries the HTTP status, the
 * platform's code (`E` + status + three digits) and the server's message, plus a hint
 * on what to do. One class per status family, so callers can catch what they handle.
 */
import { SvcError } from "../core/errors.ts";
import { isObject } from "../core/json-body.ts";

/** An error response of the data store. */
export class DatastoreError extends SvcError {
  override name = "DatastoreError";
  /** The server's own message, e.g. `No data available.` */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, code?: string, serverMessage?: string) {
    super(message, { status, code });
    this.serverMessage = serverMessage;
  }
}

/** 400 or 415: the request was malformed (bad JSON, wrong type or format, wrong Content-Type). */
export class DatastoreBadRequestError extends DatastoreError {
  override name = "DatastoreBadRequestError";
}
/** 401: the signature headers or the session token were rejected. */
export class DatastoreAuthenticationError extends DatastoreError {
  override name = "DatastoreAuthenticationError";
}
/** 403: an ACL or a rule forbids the operation. */
export class DatastoreForbiddenError extends DatastoreError {
  override name = "DatastoreForbiddenError";
}
/** 404: no such object (E404001), application (E404005) or service (E404002). */
export class DatastoreNotFoundError extends DatastoreError {
  override name = "DatastoreNotFoundError";
}
/** 409: a value that must be unique is taken. */
export class DatastoreConflictError extends DatastoreError {
  override name = "DatastoreConflictError";
}
/** 429: the application used up a limit of its plan; retrying does not help. */
export class DatastoreLimitError extends DatastoreError {
  override name = "DatastoreLimitError";
}
/** 5xx: the data store failed; retry later. */
export class DatastoreServerError extends DatastoreError {
  override name = "DatastoreServerError";
}

const HINTS: Record<string, string> = {
  E400001: "The body is not valid JSON; pass a plain object of JSON values.",
  E400002: "A parameter or field has the wrong type; check the name in the message.",
  E400003: "A required value is empty; check the name in the message.",
  E400004: "A parameter or field has the wrong format; check the name in the message.",
  E400005: "A parameter or field holds a value that is not allowed; check the name in the message.",
  E400006: "A value refers to something that does not exist, such as a Pointer to a missing object.",
  E401001:
    "The signature was rejected: check applicationKey and clientKey, and that this machine's clock is right (the timestamp is signed).",
  E401002: "The session token is not valid; sign the user in again.",
  E403001:
    "The ACL does not let this caller do that; use a session token of a user with access, or change the ACL.",
  E403003: "The data store does not allow this operation.",
  E403005: "The body sets a field that cannot be set; remove it.",
  E404001: "There is no object with this objectId in this class; it may have been deleted.",
  E404002: "The data store service is not available to this application; check the application settings.",
  E404005: "No application has this application key; check applicationKey.",
  E409001: "A value that must be unique is already taken; use another value.",
  E415001:
    "The server did not accept the Content-Type; a proxy may have changed it to something other than application/json.",
  E429001:
    "The application used up a limit of its plan (API calls, push notifications or storage); retrying will not help until the limit resets.",
  E500001: "The data store had an internal error; retry later.",
};

const BY_STATUS: Record<number, typeof DatastoreError> = {
  400: DatastoreBadRequestError,
  401: DatastoreAuthenticationError,
  403: DatastoreForbiddenError,
  404: DatastoreNotFoundError,
  409: DatastoreConflictError,
  415: DatastoreBadRequestError,
  429: DatastoreLimitError,
};

/** Maps an error response (body already parsed by openapi-fetch, or its raw text) to a typed error. */
export function datastoreErrorFromResponse(operation: string, status: number, body: unknown): DatastoreError {
  const code = isObject(body) && typeof body.code === "string" ? body.code : undefined;
  const serverMessage = isObject(body) && typeof body.error === "string" ? body.error : undefined;
  const what = code === undefined ? "no data store error code" : code;
  const hint =
    code === undefined
      ? "The body is not a data store error; a proxy may have answered. Check the base URL."
      : (HINTS[code] ??
        (status >= 500 ? "Retry later." : "See the data store error reference for this code."));
  const message = `The data store rejected ${operation} with HTTP ${status} (${what})${serverMessage ? `: ${serverMessage}` : ""}. ${hint}`;
  const ErrorClass = status >= 500 ? DatastoreServerError : (BY_STATUS[status] ?? DatastoreError);
  return new ErrorClass(message, status, code, serverMessage);
}
