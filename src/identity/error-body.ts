/**
 * Reads the identity API's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`). Keystone's error body is `{error: {code, message, title}}`; the title
 * (`Conflict`, `Not Found`...) becomes the error's `code` and the message its `serverMessage`.
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { isObject } from "../core/read-json.ts";

/** Keystone's `{error: {code, message, title}}`, or what can be read of it. */
export function readIdentityError(body: unknown): ErrorBody {
  const error = isObject(body) && isObject(body.error) ? body.error : undefined;
  return {
    code: typeof error?.title === "string" ? error.title : undefined,
    message: typeof error?.message === "string" ? error.message : undefined,
  };
}
