/**
 * The arguments of a generated operation, checked against the spec's request schemas before
 * anything is sent: a path parameter, the options that become the query, a body. A problem is an
 * InvalidInputError naming the argument and the path to the offending part
 * (`options.sort_key[1]`, `user.name`), saying what the spec asks, never quoting the value.
 */
import { InvalidInputError } from "./errors.ts";
import { encodePathSegment } from "./path-params.ts";
import { registerSecret } from "./redact.ts";
import { problemOf, type Schema } from "./schema.ts";

/**
 * `value`, if it conforms to `schema`.
 * @param secrets - the schema holds a `format: password` member: every such string is registered
 *   as a secret once the value is found valid, so that no error can show it
 * @throws {InvalidInputError} naming `field` (and the path inside it) on the first problem
 */
export function checkInput<T>(field: string, value: T, schema: Schema, secrets = false): T {
  const found = problemOf(value, schema);
  if (found) throw new InvalidInputError(field + found.path, found.problem);
  if (secrets) registerSecretsIn(value, schema);
  return value;
}

/**
 * A path parameter: conforming to its schema, and one that stays in its own segment (not blank,
 * not `.` or `..`, no lone surrogate: core's path serializer would refuse it later under the
 * spec's name; here the error names the caller's argument).
 * @throws {InvalidInputError} naming `field`
 */
export function checkPathParam(field: string, value: unknown, schema: Schema): string {
  const text = checkInput(field, value, { type: "string", ...schema }) as string;
  encodePathSegment(field, text);
  if (text.trim() === "") throw new InvalidInputError(field, "must not be blank");
  return text;
}

/**
 * The options object of an operation (its query parameters, by the SDK's names), checked, and
 * renamed to the wire's names where `wire` says so; a Date becomes its ISO text, as the query
 * carries it. Left out, it is `{}`.
 * @throws {InvalidInputError} naming `field`
 */
export function checkOptions(
  field: string,
  value: unknown,
  schema: Schema,
  wire?: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const given = checkInput(field, value ?? {}, { type: "object", ...schema }) as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  for (const name of Object.keys(given)) {
    const member = given[name];
    if (member !== undefined)
      query[wire?.[name] ?? name] = member instanceof Date ? member.toISOString() : member;
  }
  return query;
}

function registerSecretsIn(value: unknown, schema: Schema | undefined): void {
  if (schema === undefined || value === null || typeof value !== "object") {
    if (typeof value === "string" && schema?.format === "password") registerSecret(value);
    return;
  }
  for (const part of [schema.allOf, schema.anyOf, schema.oneOf, [schema.then, schema.else]])
    for (const alternative of part ?? []) registerSecretsIn(value, alternative);
  if (Array.isArray(value)) {
    for (const item of value) registerSecretsIn(item, schema.items);
    return;
  }
  const members = value as Record<string, unknown>;
  for (const [name, member] of Object.entries(members)) {
    const known = schema.properties?.[name];
    const extra = schema.additionalProperties;
    registerSecretsIn(member, known ?? (typeof extra === "object" ? extra : undefined));
  }
}
