/**
 * Reads the compute API's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`). Nova answers an error with its fault document, an object whose one member is
 * named after the fault (`badRequest`, `itemNotFound`, `computeFault`...) and holds `code` and
 * `message`; a token the identity middleware rejects is answered with
 * `{"error": {"code", "title", "message"}}` instead. The fault name (or the middleware's title)
 * becomes the error's `code`, the message its `serverMessage`.
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { isObject } from "../core/read-json.ts";

/** Reads Nova's fault document, the identity middleware's rejection, or a proxy's plain text page. */
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
