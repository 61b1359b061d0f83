/**
 * A secret string of a request (`format: password` in its schema: a user's password, a
 * database's master password), checked as every string is, and registered as a secret as soon
 * as it is seen, so that no error, however it comes about, can show it. A module of its own:
 * only an app that sends a secret carries the registration.
 */
import { text } from "./checks.ts";
import { registerSecret } from "./redact.ts";

/** What is wrong with `value` as a secret string of the spec (see core/checks.ts `text`). */
export function secretText(value: unknown, min?: number, max?: number, pattern?: RegExp): string | undefined {
  if (typeof value === "string") registerSecret(value);
  return text(value, min, max, pattern);
}
