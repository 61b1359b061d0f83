/**
 * Argument checks of the identity helpers: a bad argument is rejected with InvalidInputError
 * before anything is sent, instead of becoming a request to a wrong path (an empty ID would
 * turn `/v3/users/{id}` into the user list).
 */
import { InvalidInputError } from "../core/errors.ts";

/** `value` if it is a non-empty string. */
export function requireText(field: string, value: unknown): string {
  if (typeof value !== "string" || value.length === 0) {
    throw new InvalidInputError(field, "must be a non-empty string");
  }
  return value;
}

/** `value` if it is an object; used for the body of create and update calls. */
export function requireObject<T extends object>(field: string, value: T | undefined | null): T {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidInputError(field, "must be an object");
  }
  return value;
}
