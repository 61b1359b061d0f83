/**
 * Reads the token API's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`): the OAuth 2.0 error body `{error, error_description}`, the description ending
 * in the platform's response code (`RCM` and six digits) where one applies. The error's `code` is
 * the response code when there is one, else the OAuth 2.0 error; both also travel as the fields
 * the error classes read (`oauthError`, `rcmCode`).
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { isObject } from "../core/read-json.ts";

/** `{error, error_description}`, the description ending in the RCM code. */
export function readTokenError(body: unknown): ErrorBody {
  const oauthError = isObject(body) && typeof body.error === "string" ? body.error : undefined;
  const description =
    isObject(body) && typeof body.error_description === "string" ? body.error_description : undefined;
  const rcmCode = description?.match(/(RCM\d{6})\s*$/)?.[1];
  return { code: rcmCode ?? oauthError, message: description, fields: { oauthError, rcmCode } };
}
