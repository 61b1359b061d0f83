/**
 * Typed errors of the identity API and its status-to-class table: one class per kind of
 * failure a caller handles differently. Keystone's error body is `{error: {code, message,
 * title}}`; the title (`Conflict`, `Not Found`...) becomes the error's `code` and the message
 * its `serverMessage`. The message itself is built by core (core/api-errors.ts).
 */
import type { ErrorBody, ErrorTable } from "../core/api-errors.ts";
import { SvcError } from "../core/errors.ts";
import { isObject } from "../core/read-json.ts";

/** The identity API answered an operation with an error status. */
export class IdentityError extends SvcError {
  override name = "IdentityError";
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

/** Status to class and advice. */
export const identityErrors: ErrorTable = {
  byStatus: {
    400: [IdentityBadRequestError, "Check the arguments; the server rejected the request as invalid."],
    401: [
      IdentityAuthenticationError,
      "Check the user, password, domain and scope, or get a fresh token: the token is missing, expired or revoked.",
    ],
    403: [IdentityForbiddenError, "The token's roles do not allow this; use a token with the needed role."],
    404: [
      IdentityNotFoundError,
      "Check the ID; the resource does not exist or is not visible to this token.",
    ],
    409: [IdentityConflictError, "A resource with that name (or state) already exists; choose another name."],
  },
  server: [
    IdentityServerError,
    "The identity service failed; retry later, and report it with the request ID if it persists.",
  ],
  other: [IdentityError, "The identity API answered with an error status svc-cloud does not expect here."],
};

/** Keystone's `{error: {code, message, title}}`, or what can be read of it. */
export function readIdentityError(body: unknown): ErrorBody {
  const error = isObject(body) && isObject(body.error) ? body.error : undefined;
  return {
    code: typeof error?.title === "string" ? error.title : undefined,
    message: typeof error?.message === "string" ? error.message : undefined,
  };
}
