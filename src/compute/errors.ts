/**
 * Typed errors of the compute API and its status-to-class table. Nova answers an error with
 * its fault document, an object whose one member is named after the fault (`badRequest`,
 * `itemNotFound`, `computeFault`...) and holds `code` and `message`; a token the identity
 * middleware rejects is answered with `{"error": {"code", "title", "message"}}` instead. The
 * fault name (or the middleware's title) becomes the error's `code`, the message its
 * `serverMessage`; the message itself is built by core (core/api-errors.ts).
 */
import type { ErrorBody, ErrorTable } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { SvcError } from "../core/errors.ts";
import { isObject } from "../core/read-json.ts";

/** The compute API answered with an error status. `code` is Nova's fault name, such as `itemNotFound`. */
export class ComputeError extends SvcError {
  override name = "ComputeError";
}

/** 400: a filter, sort key, limit or marker the service rejects, or a project ID that is not the token's. */
export class ComputeBadRequestError extends ComputeError {
  override name = "ComputeBadRequestError";
}
/** 401: the X-Auth-Token is missing, invalid or expired. */
export class ComputeAuthenticationError extends ComputeError {
  override name = "ComputeAuthenticationError";
}
/** 403: the token's user may not do this (policy). */
export class ComputeForbiddenError extends ComputeError {
  override name = "ComputeForbiddenError";
}
/** 404: the resource is not visible in the project. */
export class ComputeNotFoundError extends ComputeError {
  override name = "ComputeNotFoundError";
}
/** 404: no server with this ID is visible in the project. */
export class ServerNotFoundError extends ComputeNotFoundError {
  override name = "ServerNotFoundError";
}
/** 5xx: the compute service failed; GETs were already retried on 502, 503 and 504. */
export class ComputeServerError extends ComputeError {
  override name = "ComputeServerError";
}

/** The compute API's error table. */
export const computeErrors: ErrorTable = {
  byStatus: {
    400: [
      ComputeBadRequestError,
      "Check the filters, sort keys, limit and marker, and that tenantId is the token's project.",
    ],
    401: [
      ComputeAuthenticationError,
      "The X-Auth-Token was rejected: get a new token from the identity API and retry.",
    ],
    403: [ComputeForbiddenError, "The token's user lacks the role for this; ask the project administrator."],
    404: [
      ServerNotFoundError,
      "Check the server ID and tenantId; the server may have been deleted, or belong to another project.",
    ],
  },
  server: [ComputeServerError, "The compute service failed; retry later, and report it if it persists."],
  other: [ComputeError, "Check the request against the compute API reference."],
};

/**
 * Reads Nova's fault document (`{"<fault>": {"code", "message"}}`), the identity middleware's
 * rejection, or a proxy's plain text page.
 */
export function readComputeError(body: unknown): ErrorBody {
  if (!isObject(body)) return textErrorBody(body);
  const rejection = identityRejection(body);
  if (rejection !== undefined) return rejection;
  for (const [fault, detail] of Object.entries(body)) {
    if (isObject(detail) && typeof detail.message === "string")
      return { code: fault, message: detail.message };
  }
  return {};
}
