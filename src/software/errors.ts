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
export class SoftwareSupportError extends XmlApiError {
  override name = "SoftwareSupportError";
}

/**
 * 400: a support level with support (`spt_24h`, `spt_daytime`) cannot be lowered to
 * `nosupport` or `spt_limited` yet; `serverMessage` gives the change-prohibited period.
 */
export class ChangeProhibitedPeriodError extends SoftwareSupportError {
  override name = "ChangeProhibitedPeriodError";
}

/** Another 4xx (400 for a bad ID or filter): the service rejected the request. */
export class SoftwareSupportRequestError extends SoftwareSupportError {
  override name = "SoftwareSupportRequestError";
}

/** 401: the X-Auth-Token was missing, invalid or expired (after one retry with a fresh token). */
export class SoftwareSupportAuthenticationError extends SoftwareSupportError {
  override name = "SoftwareSupportAuthenticationError";
}

/** 404: no such instance (or project) for the service. */
export class SoftwareSupportNotFoundError extends SoftwareSupportError {
  override name = "SoftwareSupportNotFoundError";
}

/** 5xx: the service failed. */
export class SoftwareSupportServerError extends SoftwareSupportError {
  override name = "SoftwareSupportServerError";
}

/** The code of the change-prohibited period's 400 (assumed: the reference documents no body). */
export const CHANGE_PROHIBITED_CODE = "ChangeProhibitedPeriod";

const CHANGE_PROHIBITED: ErrorKind = [
  ChangeProhibitedPeriodError,
  "A support level with support cannot be lowered to nosupport or spt_limited during its change-prohibited period: register the change after the period the message gives (see the entry's UpdateDate), or keep the level.",
];

/** The software support API's statuses; a 400's code tells the change-prohibited period apart. */
export const softwareErrors: ErrorTable = {
  byStatus: {
    401: [
      SoftwareSupportAuthenticationError,
      "The software support service rejected the X-Auth-Token: get a new token for the project (a token source was already asked for a fresh one once).",
    ],
    404: [
      SoftwareSupportNotFoundError,
      "The service knows no such instance in the project: check InstanceID (a new instance can take up to an hour to appear) and that TenantID, if given, is the token's project.",
    ],
  },
  server: [SoftwareSupportServerError, "The software support service failed; retry later."],
  other: [
    SoftwareSupportRequestError,
    "The software support service rejected the request: check the IDs, and that TenantID, if given, is the token's project.",
  ],
  refine: (status, body) =>
    status === 400 && body.code === CHANGE_PROHIBITED_CODE ? CHANGE_PROHIBITED : undefined,
};

/** Reads an error body: an ErrorResponse, or anything else (the error is then chosen by its status). */
export function readSoftwareError(codec: XmlCodec, body: unknown): ErrorBody {
  return readErrorResponse(codec, ErrorResponseXml, body) ?? {};
}
