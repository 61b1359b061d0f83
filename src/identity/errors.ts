/**
 * Typed errors of the identity API, one class per kind of failure a caller handles
 * differently. Each carries Keystone's error body (`{error: {code, message, title}}`): the
 * HTTP status, the title as `code`, and Keystone's message, redacted and shortened.
 */
import { SvcError } from "../core/errors.ts";
import { isObject } from "../core/json-body.ts";
import { redact } from "../core/redact.ts";

/** The identity API answered an operation with an error status. */
export class IdentityError extends SvcError {
  override name = "IdentityError";
  /** The operation that failed, e.g. `listUserGroups`. */
  readonly operation: string;
  /** Keystone's message, as the server sent it (redacted). */
  readonly serverMessage: string | undefined;

  constructor(
    message: string,
    details: {
      operation: string;
      status: number;
      title?: string;
      serverMessage?: string;
      requestId?: string;
    },
  ) {
    super(message, { status: details.status, code: details.title, requestId: details.requestId });
    this.operation = details.operation;
    // A server may echo what it was sent (a password in a schema error): redact it too.
    this.serverMessage = details.serverMessage === undefined ? undefined : redact(details.serverMessage);
  }
}

/** 400: the request was malformed or broke the API's schema. Fix the request; do not retry it as is. */
export class IdentityBadRequestError extends IdentityError {
  override name = "IdentityBadRequestError";
}
/** 401: no token, an expired or revoked token, or wrong credentials. */
export class IdentityAuthenticationError extends IdentityError {
  override name = "IdentityAuthenticationError";
}
/** 403: the token is valid but its roles do not allow the operation. */
export class IdentityForbiddenError extends IdentityError {
  override name = "IdentityForbiddenError";
}
/** 404: the resource (user, group, project, role, trust, token...) does not exist. */
export class IdentityNotFoundError extends IdentityError {
  override name = "IdentityNotFoundError";
}
/** 409: a conflict, usually a duplicate name. */
export class IdentityConflictError extends IdentityError {
  override name = "IdentityConflictError";
}
/** 5xx: a fault on the server's side; safe to retry later. */
export class IdentityServerError extends IdentityError {
  override name = "IdentityServerError";
}

const KINDS: Record<number, [typeof IdentityError, string]> = {
  400: [IdentityBadRequestError, "Check the arguments; the server rejected the request as invalid."],
  401: [
    IdentityAuthenticationError,
    "Check the user, password, domain and scope, or get a fresh token: the token is missing, expired or revoked.",
  ],
  403: [IdentityForbiddenError, "The token's roles do not allow this; use a token with the needed role."],
  404: [IdentityNotFoundError, "Check the ID; the resource does not exist or is not visible to this token."],
  409: [IdentityConflictError, "A resource with that name (or state) already exists; choose another name."],
};
const SERVER_HINT =
  "The identity service failed; retry later, and report it with the request ID if it persists.";
const OTHER_HINT = "The identity API answered with an error status svc-cloud does not expect here.";
const MAX_SERVER_MESSAGE = 300;

/** Keystone's `{error: {code, message, title}}`, or what can be read of it. */
function readKeystoneError(body: unknown): { title?: string; message?: string } {
  const error = isObject(body) && isObject(body.error) ? body.error : undefined;
  return {
    title: typeof error?.title === "string" ? error.title : undefined,
    message: typeof error?.message === "string" ? error.message : undefined,
  };
}

/** Maps an error response of an identity operation to its typed error. */
export function identityErrorFromResponse(
  operation: string,
  response: Response,
  body: unknown,
): IdentityError {
  const { status } = response;
  const { title, message } = readKeystoneError(body);
  const requestId = response.headers.get("x-openstack-request-id") ?? undefined;
  const [ErrorClass, hint] =
    KINDS[status] ?? (status >= 500 ? [IdentityServerError, SERVER_HINT] : [IdentityError, OTHER_HINT]);
  const said = message?.trim();
  const shown = said && said.length > MAX_SERVER_MESSAGE ? `${said.slice(0, MAX_SERVER_MESSAGE)}...` : said;
  const what = `Identity ${operation} failed with HTTP ${status}${title ? ` (${title})` : ""}${shown ? `: ${shown}` : ""}`;
  const text = `${what}${/[.!?]$/.test(what) ? "" : "."} ${hint}`;
  return new ErrorClass(text, { operation, status, title, serverMessage: message, requestId });
}
