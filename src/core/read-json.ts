/**
 * Parses a response body read as text and checks its shape. A body that is not JSON, or JSON
 * without what the client relies on, becomes a MalformedResponseError naming what was
 * expected, instead of a SyntaxError, or a TypeError later in the caller's code.
 */
import { MalformedResponseError, type SvcErrorDetails } from "./errors.ts";

/** A check that a parsed body has the shape the caller relies on. */
export type Guard<T> = (value: unknown) => value is T;

/**
 * Parses `text` as JSON (rewritten by `reshape`, if given) and checks it with `guard`; `what`
 * names the body in the error ("the listUsers response"), `details` are the error's.
 */
export function readJson<T>(
  text: string,
  guard: Guard<T>,
  what: string,
  details: SvcErrorDetails = {},
  reshape?: (body: unknown) => unknown,
): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new MalformedResponseError(
      `${what} is not valid JSON (${text.length === 0 ? "empty" : `${text.length} characters`})`,
      details,
    );
  }
  if (reshape !== undefined) value = reshape(value);
  if (!guard(value)) throw new MalformedResponseError(`${what} does not have the documented shape`, details);
  return value;
}

/** A member of a parsed body as a string, or undefined when it is not one (error bodies). */
export function asString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Narrows an unknown value to a plain object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A guard for an object whose `member` is an array (a list) or an object (one resource). */
export function hasMember<T>(member: string, kind: "array" | "object"): Guard<T> {
  return (value: unknown): value is T => {
    const inner = isObject(value) ? value[member] : undefined;
    return kind === "array" ? Array.isArray(inner) : isObject(inner);
  };
}
