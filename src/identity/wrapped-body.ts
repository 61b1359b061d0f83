/**
 * Keystone wraps every resource in a member named after it: `{"user": {...}}`,
 * `{"token": {...}}`. This reads a success body that way, through core's `readAnswer`, so a body
 * that is not JSON, or lacks its member, is a MalformedResponseError naming the operation, not
 * a SyntaxError or a TypeError later in the caller's code.
 */
import { type Answer, readAnswer } from "../core/api-client.ts";
import { type Guard, isObject } from "../core/read-json.ts";
import { wraps } from "./guards.ts";

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
  const what = `the ${operation} response (its "${member}" object)`;
  return readAnswer(answer, wraps(member, inner), what, operation)[member] as T;
}
