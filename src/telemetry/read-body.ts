/**
 * Reads the body of a documented answer with core's `readJson`, naming the operation, status
 * and request ID in the MalformedResponseError a body of the wrong shape becomes.
 */
import type { Answer } from "../core/api-client.ts";
import { type Guard, readJson } from "../core/read-json.ts";

/** The body of `answer`, checked with `guard`; `what` names it in the error ("the alarm"). */
export function readBody<T>(answer: Answer, guard: Guard<T>, what: string, operation: string): T {
  const { status, requestId } = answer;
  return readJson(answer.text, guard, what, { status, operation, requestId });
}
