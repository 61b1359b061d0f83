/**
 * Reads the software support API's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`): an ErrorResponse gives the error its code, message, request ID and
 * `Error/Type`; anything else leaves the error to its status.
 */
import { ErrorResponseXml } from "../../generated/sdk/software/documents.ts";
import type { ErrorBody } from "../core/api-errors.ts";
import type { XmlCodec } from "../xml/codec.ts";
import { readErrorResponse } from "../xml/error-response.ts";

/**
 * The code of the change-prohibited period's 400 (assumed: the reference documents no body),
 * which the error table makes a ChangeProhibitedPeriodError.
 */
export const SOFTWARE_CHANGE_PROHIBITED_CODE = "ChangeProhibitedPeriod";

/** Reads an error body: an ErrorResponse, or anything else (the error is then chosen by its status). */
export function readSoftwareError(codec: XmlCodec, body: unknown): ErrorBody {
  return readErrorResponse(codec, ErrorResponseXml, body) ?? {};
}
