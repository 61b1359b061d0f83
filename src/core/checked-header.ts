/**
 * A header parameter of a generated operation (identity's `X-Subject-Token`), checked by its
 * rule and as a header value (printable ASCII, no line break, no blank at either end: fetch
 * would refuse it with a TypeError that quotes it, or send it altered). A secret one (a token)
 * is registered before anything can quote it.
 */

import { checkInput } from "./checked-input.ts";
import type { Rule } from "./checks.ts";
import { requireHeaderValue } from "./input.ts";
import { registerSecret } from "./redact.ts";

/**
 * `value`, if it passes `rule` and can be sent as a header value.
 * @param secret - the spec's schema says `format: password`: a token, registered as one
 * @throws {InvalidInputError} naming `field`, never quoting the value
 */
export function checkHeaderParam(field: string, value: unknown, rule: Rule, secret?: boolean): string {
  const header = requireHeaderValue(field, value);
  if (secret) registerSecret(header, "token");
  return checkInput(field, header, rule);
}
