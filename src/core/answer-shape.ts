/**
 * The JSON body of a documented answer, checked against the spec's shape of it (a function the
 * generator wrote, core/checks.ts: the types, the members the spec requires, closed sets, not
 * the value rules a request is held to). A body that is not JSON, or lacks what the spec
 * promises, is a MalformedResponseError that says where (`at servers[3].status`), instead of a
 * TypeError later in the caller's code.
 */
import type { Answer } from "./api-client.ts";
import { type Shape, under } from "./checks.ts";
import { MalformedResponseError } from "./errors.ts";

/**
 * Parses the answer's text, rewrites it with `reshape` if given (for servers whose bodies differ
 * from their documentation in ways the client accepts), and checks it against `shape`.
 * @throws {MalformedResponseError} when the body is not JSON or does not have the shape
 */
export function readShaped<T>(
  answer: Answer,
  shape: Shape,
  operation: string,
  reshape?: (body: unknown) => unknown,
): T {
  const { text } = answer;
  // Made only for an error: reading the request ID looks up response headers.
  const details = () => ({ status: answer.status, requestId: answer.requestId, operation });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new MalformedResponseError(
      `the ${operation} answer is not valid JSON (${text.length === 0 ? "empty" : `${text.length} characters`})`,
      details(),
    );
  }
  if (reshape !== undefined) value = reshape(value);
  const broken = under("", shape(value));
  if (broken)
    throw new MalformedResponseError(
      `the ${operation} answer does not have the documented shape (at ${broken.path.replace(/^\./, "") || "its body"})`,
      details(),
    );
  return value as T;
}

/** A page reader for core's list builder (list.ts) that checks each page against `shape`. */
export const shapedPage =
  <Page>(shape: Shape, reshape?: (body: unknown) => unknown) =>
  (answer: Answer, operation: string): Page =>
    readShaped<Page>(answer, shape, operation, reshape);
