/**
 * Turns what openapi-fetch returns for a data store call into the success body or a typed
 * error. Success bodies are read as text (`parseAs: "text"`) and parsed here, so a malformed
 * body becomes a MalformedResponseError instead of a SyntaxError.
 */
import { MalformedResponseError, UnexpectedResponseError } from "../core/errors.ts";
import { isObject, parseJsonBody } from "../core/json-body.ts";
import { datastoreErrorFromResponse } from "./errors.ts";

export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Throws the typed error for anything but `expected`; returns the raw success text. */
export function successText(operation: string, expected: number, result: FetchResult): string {
  const { status } = result.response;
  if (status === expected) return typeof result.data === "string" ? result.data : "";
  if (status >= 400) throw datastoreErrorFromResponse(operation, status, result.error);
  throw new UnexpectedResponseError(operation, { status });
}

/** The success body as a JSON object whose fields pass `isValid`. */
export function successObject<T>(
  operation: string,
  expected: number,
  result: FetchResult,
  isValid: (body: Record<string, unknown>) => boolean,
): T {
  const status = result.response.status;
  const body = parseJsonBody(successText(operation, expected, result), status, `the ${operation} response`);
  if (!isObject(body) || !isValid(body))
    throw new MalformedResponseError(`the ${operation} response does not have the documented shape`, {
      status,
    });
  return body as T;
}
