/**
 * Typed errors of the database API and its status-to-class table. The server answers errors
 * with the OpenStack fault document, one member named after the fault holding `code`,
 * `message` and maybe `details` (`{"itemNotFound": {"code": 404, "message": "..."}}`); `code`
 * of the error is the fault's name, `serverMessage` its message (redacted by core).
 */
import type { ErrorBody, ErrorTable } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { SvcError, type SvcErrorDetails } from "../core/errors.ts";
import { asString, isObject } from "../core/read-json.ts";
import { redactQuote } from "../core/redact.ts";

/** An error response of the database API. `code` is the fault's name, such as `itemNotFound`. */
export class DatabaseError extends SvcError {
  override name = "DatabaseError";
  /** The fault's `details`, when the server sent any (redacted). */
  readonly details: string | undefined;

  constructor(message: string, details: SvcErrorDetails = {}) {
    super(message, details);
    this.details = details.fields?.details;
  }
}

/** 400 badRequest: the request is invalid. */
export class DatabaseBadRequestError extends DatabaseError {
  override name = "DatabaseBadRequestError";
}
/** 401 unauthorized: the X-Auth-Token is missing, invalid or expired. */
export class DatabaseAuthenticationError extends DatabaseError {
  override name = "DatabaseAuthenticationError";
}
/** 403 forbidden: the token's user may not do this. */
export class DatabaseForbiddenError extends DatabaseError {
  override name = "DatabaseForbiddenError";
}
/** 404 itemNotFound: no such resource (or one the request refers to) in the project. */
export class DatabaseNotFoundError extends DatabaseError {
  override name = "DatabaseNotFoundError";
}
/** 413 overLimit: a quota is used up, or too many requests. */
export class DatabaseOverLimitError extends DatabaseError {
  override name = "DatabaseOverLimitError";
}
/** 422 unprocessableEntity: the resource is not in a state that allows this now. */
export class DatabaseUnprocessableError extends DatabaseError {
  override name = "DatabaseUnprocessableError";
}
/** 5xx, 500 instanceFault: the service failed. */
export class DatabaseServerError extends DatabaseError {
  override name = "DatabaseServerError";
}
/** 501 notImplemented: the service does not implement this. */
export class DatabaseNotImplementedError extends DatabaseServerError {
  override name = "DatabaseNotImplementedError";
}
/** 503 serviceUnavailable: the service is unavailable for now; idempotent calls were retried. */
export class DatabaseUnavailableError extends DatabaseServerError {
  override name = "DatabaseUnavailableError";
}
/** 504 gatewayTimeout: the service did not answer in time; idempotent calls were retried. */
export class DatabaseGatewayTimeoutError extends DatabaseServerError {
  override name = "DatabaseGatewayTimeoutError";
}

/** A waiter saw the resource reach a state it will not leave by itself (`ERROR`, `FAILED`). */
export class ResourceFailedError extends DatabaseError {
  override name = "ResourceFailedError";
  /** The state the resource reached. */
  readonly state: string;

  constructor(what: string, state: string) {
    super(
      `${what} reached state ${redactQuote(state)} and will not become available by itself. Check it, and delete it or contact support.`,
      { code: "resource_failed" },
    );
    this.state = redactQuote(state);
  }
}

const RETRY_LATER = "Retry later, report it if it persists.";

/** The database API's error table. */
export const databaseErrors: ErrorTable = {
  byStatus: {
    400: [DatabaseBadRequestError, "Check the IDs, names, ranges and members of the request."],
    401: [DatabaseAuthenticationError, "Get a new token from the identity API and retry."],
    403: [DatabaseForbiddenError, "Ask the project administrator for a role that allows this."],
    404: [DatabaseNotFoundError, "Check the IDs: the resource may be deleted, or another project's."],
    413: [DatabaseOverLimitError, "Free resources, ask for a higher quota, or send fewer requests."],
    422: [
      DatabaseUnprocessableError,
      "Wait until the resource is available (not being built, modified or backed up) and retry.",
    ],
    501: [DatabaseNotImplementedError, "The service does not implement this."],
    503: [DatabaseUnavailableError, RETRY_LATER],
    504: [DatabaseGatewayTimeoutError, RETRY_LATER],
  },
  server: [DatabaseServerError, RETRY_LATER],
  other: [DatabaseError, "Check the request against the API reference."],
};

/**
 * Reads an OpenStack fault document (`{"<fault>": {code, message, details}}`), the identity
 * middleware's rejection, or plain text (a proxy's page).
 */
export function readDatabaseError(body: unknown): ErrorBody {
  if (!isObject(body)) return textErrorBody(body);
  const rejection = identityRejection(body);
  if (rejection !== undefined) return rejection;
  const names = Object.keys(body);
  const name = names.length === 1 ? names[0] : undefined;
  const fault = name === undefined ? undefined : body[name];
  if (name === undefined || !isObject(fault)) return {};
  const message = asString(fault.message) ?? asString(fault.title);
  return { code: name, message, fields: { details: asString(fault.details) } };
}
