/**
 * Typed errors of the software support API and the table that picks one for a failed response.
 * Each carries the HTTP status, the service's error code and `Error/Type` (from the
 * ErrorResponse, when the body is one) and the request ID, and says what to do.
 */
import type { ErrorBody, ErrorKind, ErrorTable } from "../core/api-errors.ts";
import type { XmlCodec } from "../xml/codec.ts";
import { readErrorResponse } from "../xml/error-response.ts";
import { XmlApiError } from "../xml/xml-api-error.ts";
import { ErrorResponseXml } from "./documents.ts";

/** Base class of the software support API's errors; `type` is the ErrorResponse's `Error/Type`. */
export class SoftwareError extends XmlApiError {
  override name = "SoftwareError";
}

/** 400: a bad ID or filter; the service rejected the request. */
export class SoftwareBadRequestError extends SoftwareError {
  override name = "SoftwareBadRequestError";
}

/**
 * 400: a support level with support (`spt_24h`, `spt_daytime`) cannot be lowered to
 * `nosupport` or `spt_limited` yet; `serverMessage` gives the change-prohibited period.
 */
export class ChangeProhibitedPeriodError extends SoftwareBadRequestError {
  override name = "ChangeProhibitedPeriodError";
}

/** 401: the X-Auth-Token was missing, invalid or expired (after one retry with a fresh token). */
export class SoftwareAuthenticationError extends SoftwareError {
  override name = "SoftwareAuthenticationError";
}

/** 403: the token's user may not do this in the project. */
export class SoftwareForbiddenError extends SoftwareError {
  override name = "SoftwareForbiddenError";
}

/** 404: no such instance (or project) for the service. */
export class SoftwareNotFoundError extends SoftwareError {
  override name = "SoftwareNotFoundError";
}

/** 5xx: the service failed. */
export class SoftwareServerError extends SoftwareError {
  override name = "SoftwareServerError";
}

/** The code of the change-prohibited period's 400 (assumed: the reference documents no body). */
export const SOFTWARE_CHANGE_PROHIBITED_CODE = "ChangeProhibitedPeriod";

const CHANGE_PROHIBITED: ErrorKind = [
  ChangeProhibitedPeriodError,
  "A support level with support cannot be lowered to nosupport or spt_limited during its change-prohibited period: register the change after the period the message gives (see the entry's UpdateDate), or keep the level.",
];

/** The software support API's statuses; a 400's code tells the change-prohibited period apart. */
export const softwareErrors: ErrorTable = {
  byStatus: {
    400: [
      SoftwareBadRequestError,
      "The software support service rejected the request: check the IDs, and that TenantID, if given, is the token's project.",
    ],
    401: [
      SoftwareAuthenticationError,
      "The software support service rejected the X-Auth-Token: get a new token for the project (a token source was already asked for a fresh one once).",
    ],
    403: [
      SoftwareForbiddenError,
      "The token's user may not manage software support in this project; ask the project administrator for the role.",
    ],
    404: [
      SoftwareNotFoundError,
      "The service knows no such instance in the project: check InstanceID (a new instance can take up to an hour to appear) and that TenantID, if given, is the token's project.",
    ],
  },
  server: [SoftwareServerError, "The software support service failed; retry later."],
  other: [SoftwareError, "Check the request against the software support API reference."],
  refine: (status, body) =>
    status === 400 && body.code === SOFTWARE_CHANGE_PROHIBITED_CODE ? CHANGE_PROHIBITED : undefined,
};

/** Reads an error body: an ErrorResponse, or anything else (the error is then chosen by its status). */
export function readSoftwareError(codec: XmlCodec, body: unknown): ErrorBody {
  return readErrorResponse(codec, ErrorResponseXml, body) ?? {};
}
