/**
 * A header parameter of a generated operation (identity's `X-Subject-Token`), checked against its
 * schema and as a header value (printable ASCII, no line break, no blank at either end: fetch
 * would refuse it with a TypeError that quotes it, or send it altered). A secret one
 * (`format: password`) is registered as a token before anything can quote it.
 */
import { checkInput } from "./checked-input.ts";
import { requireHeaderValue } from "./input.ts";
import { registerSecret } from "./redact.ts";
import type { Schema } from "./schema.ts";

/**
 * `value`, if it conforms to `schema` and can be sent as a header value.
 * @throws {InvalidInputError} naming `field`, never quoting the value
 */
export function checkHeaderParam(field: string, value: unknown, schema: Schema): string {
  const text = requireHeaderValue(field, value);
  if (schema.format === "password") registerSecret(text, "token");
  return checkInput(field, text, schema);
}
