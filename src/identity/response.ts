/**
 * Reads the answer to an identity call made with `parseAs: "text"`: an error status becomes
 * its typed IdentityError, and a success body is parsed here (not by openapi-fetch), so a body
 * that is not JSON or lacks its main member becomes a MalformedResponseError rather than a
 * SyntaxError or a TypeError later in the caller's code.
 */
import { MalformedResponseError } from "../core/errors.ts";
import { isObject, parseJsonBody } from "../core/json-body.ts";
import { identityErrorFromResponse } from "./errors.ts";

/** What openapi-fetch resolves to. */
export interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Throws the typed error unless the answer is a success (2xx). */
export function expectSuccess(operation: string, result: CallResult): void {
  if (!result.response.ok) throw identityErrorFromResponse(operation, result.response, result.error);
}

/**
 * The JSON body of a successful answer, checked to hold `member` as an array (a list) or an
 * object (one resource). The generated type `T` describes the rest.
 */
export function readBody<T>(
  operation: string,
  result: CallResult,
  member: string,
  kind: "array" | "object",
): T {
  expectSuccess(operation, result);
  const { status } = result.response;
  const text = typeof result.data === "string" ? result.data : "";
  const body = parseJsonBody(text, status, `the ${operation} response`);
  const value = isObject(body) ? body[member] : undefined;
  const fits = kind === "array" ? Array.isArray(value) : isObject(value);
  if (!fits) {
    throw new MalformedResponseError(`the ${operation} response has no "${member}" ${kind}`, { status });
  }
  return body as T;
}

/** A HEAD check's answer: 204 yes, 404 no, anything else its typed error. */
export function checkAnswer(operation: string, result: CallResult): boolean {
  if (result.response.status === 404) return false;
  expectSuccess(operation, result);
  return true;
}
