/**
 * The arguments of a generated operation, checked against the spec's request schemas before
 * anything is sent: a path parameter, the options that become the query, a body. A problem is an
 * InvalidInputError naming the argument and the path to the offending part
 * (`options.sort_key[1]`, `user.name`), saying what the spec asks, never quoting the value.
 */
import { InvalidInputError } from "./errors.ts";
import { encodePathSegment } from "./path-params.ts";
import { problemOf, type Schema } from "./schema.ts";

/**
 * `value`, if it conforms to `schema`.
 * @throws {InvalidInputError} naming `field` (and the path inside it) on the first problem
 */
export function checkInput<T>(field: string, value: T, schema: Schema): T {
  const found = problemOf(value, schema);
  if (found) throw new InvalidInputError(field + found.path, found.problem);
  return value;
}

/**
 * A path parameter: conforming to its schema, and one that stays in its own segment (not blank,
 * not `.` or `..`, no lone surrogate: core's path serializer would refuse it later under the
 * spec's name; here the error names the caller's argument).
 * @throws {InvalidInputError} naming `field`
 */
export function checkPathParam(field: string, value: unknown, schema: Schema = {}): string {
  checkInput(field, value, schema);
  encodePathSegment(field, value);
  if ((value as string).trim() === "") throw new InvalidInputError(field, "must not be blank");
  return value as string;
}

/**
 * The options object of an operation (its query parameters, by the SDK's names), checked, and
 * renamed to the wire's names where `wire` says so, in the spec's order; a Date becomes its
 * ISO text, as the query carries it. Left out, it is `{}`.
 * @throws {InvalidInputError} naming `field`
 */
export function checkOptions(
  field: string,
  value: unknown,
  schema: Schema,
  wire?: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const given = checkInput(field, value ?? {}, schema) as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  // In the spec's order of the parameters, whatever the caller's.
  for (const name of Object.keys(schema.properties ?? {})) {
    const member = given[name];
    if (member !== undefined)
      query[wire?.[name] ?? name] = member instanceof Date ? member.toISOString() : member;
  }
  return query;
}
