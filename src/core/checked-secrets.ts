/**
 * A request body that holds secrets (`format: password` in its schema: a user's password, a
 * database's master password), checked as every body is, then each secret registered, so that no
 * error can show it. A module of its own: only an app that sends such a body carries the walk.
 */
import { checkInput } from "./checked-input.ts";
import { registerSecret } from "./redact.ts";
import type { Schema } from "./schema.ts";

/**
 * `value`, if it conforms to `schema`, with every `format: password` string in it registered as a secret.
 * @throws {InvalidInputError} naming `field` (and the path inside it) on the first problem
 */
export function checkSecretInput<T>(field: string, value: T, schema: Schema): T {
  registerSecretsIn(checkInput(field, value, schema), schema);
  return value;
}

function registerSecretsIn(value: unknown, schema: Schema | undefined): void {
  if (schema === undefined) return;
  if (typeof value === "string") {
    if (schema.format === "password") registerSecret(value);
    return;
  }
  for (const part of [schema.allOf, schema.anyOf, [schema.then, schema.else]])
    for (const alternative of part ?? []) registerSecretsIn(value, alternative);
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) registerSecretsIn(item, schema.items);
    return;
  }
  const extra = typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined;
  for (const [name, member] of Object.entries(value))
    registerSecretsIn(member, schema.properties?.[name] ?? extra);
}
