/**
 * Keystone wraps every resource in a member named after it: `{"user": {...}}`,
 * `{"token": {...}}`. This reads a success body that way, so a body that is not JSON, or
 * lacks its member, is a MalformedResponseError naming the operation, not a SyntaxError or a
 * TypeError later in the caller's code.
 */
import type { Answer } from "../core/api-client.ts";
import { type Guard, isObject, readJson } from "../core/read-json.ts";

/**
 * The `member` of the JSON body of `answer`, checked with `inner` (default: it is an object).
 * Guards check what the client relies on; the generated type `T` describes the rest.
 */
export function readWrapped<T>(
  answer: Answer,
  operation: string,
  member: string,
  inner: Guard<T> = isObject as Guard<T>,
): T {
  const wrapped = (body: unknown): body is Record<string, T> => isObject(body) && inner(body[member]);
  const body = readJson(answer.text, wrapped, `the ${operation} response (its "${member}" object)`, {
    status: answer.status,
    operation,
    requestId: answer.requestId,
  });
  return body[member] as T;
}
