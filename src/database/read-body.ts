/**
 * Reads the body of a documented answer: parsed as JSON, with the member names the manual's
 * samples misspell read as documented (tolerant-keys.ts), then checked with a guard. A body that
 * is not JSON, or not of the shape the client relies on, is a MalformedResponseError naming the
 * operation, status and request ID.
 */
import type { Answer } from "../core/api-client.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { type Guard, parseJson } from "../core/read-json.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";

/**
 * The body of `answer` with documented member names, checked with `guard`; `what` names it.
 * `reshape` rewrites what the manual's samples shape differently from its field tables.
 */
export function readBody<T>(
  answer: Answer,
  guard: Guard<T>,
  what: string,
  operation: string,
  reshape: (body: unknown) => unknown = (body) => body,
): T {
  const details = { status: answer.status, requestId: answer.requestId, operation };
  const body = reshape(withDocumentedNames(parseJson(answer.text, what, details)));
  if (!guard(body)) throw new MalformedResponseError(`${what} does not have the documented shape`, details);
  return body;
}
