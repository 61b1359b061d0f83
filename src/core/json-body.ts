/**
 * Parses a response body read as text. A body that is not JSON becomes a typed
 * MalformedResponseError instead of a SyntaxError escaping to the caller.
 */
import { MalformedResponseError } from "./errors.ts";

export function parseJsonBody(text: string, status: number, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedResponseError(`${what} is not valid JSON (HTTP ${status}, ${text.length} bytes)`, {
      status,
    });
  }
}

/** Narrows an unknown value to a plain object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
