/**
 * The arguments of a generated operation, checked by the rules the generator wrote from the
 * spec's request schemas (core/checks.ts), before anything is sent: a path parameter, the options
 * that become the query, a body. A problem is an InvalidInputError naming the argument and the
 * path to the offending part (`options.sort_key[1]`, `user.name`), saying what the spec asks,
 * never quoting the value.
 */
import { type Rule, under } from "./checks.ts";
import { InvalidInputError } from "./errors.ts";
import { encodePathSegment } from "./path-params.ts";

/**
 * `value`, if it passes `rule`.
 * @throws {InvalidInputError} naming `field` (and the path inside it) on the first problem
 */
export function checkInput<T>(field: string, value: T, rule: Rule): T {
  const found = under("", rule(value));
  if (found) throw new InvalidInputError(field + found.path, found.problem);
  return value;
}

/**
 * A body built from the caller's arguments (by a hand-written builder), if it passes `rule`. A
 * problem is named after the argument its part of the body came from: `places` pairs a body path
 * (as problems write it, `.instance`; deepest first) with the argument (`settings`); elsewhere
 * it is named `body`.
 * @throws {InvalidInputError} naming the argument (and the path inside it) on the first problem
 */
export function checkBuilt<T>(value: T, rule: Rule, places: readonly (readonly [string, string])[]): T {
  const found = under("", rule(value));
  if (!found) return value;
  const { path, problem } = found;
  for (const [at, field] of places)
    if (path === at || path.startsWith(`${at}.`) || path.startsWith(`${at}[`))
      throw new InvalidInputError(field + path.slice(at.length), problem);
  throw new InvalidInputError(`body${path}`, problem);
}

/**
 * A path parameter: passing its rule, if the spec gives it more than "a string", and staying in
 * its own segment (not blank, not `.` or `..`, no lone surrogate: core's path serializer would
 * refuse it later under the spec's name; here the error names the caller's argument).
 * @throws {InvalidInputError} naming `field`
 */
export function checkPathParam(field: string, value: unknown, rule?: Rule): string {
  if (rule) checkInput(field, value, rule);
  encodePathSegment(field, value);
  if ((value as string).trim() === "") throw new InvalidInputError(field, "must not be blank");
  return value as string;
}

/**
 * The options object of an operation (its query parameters, by the SDK's names), checked, and
 * put in the spec's order of `names`, renamed to the wire's names where `wire` says so; a Date
 * becomes its ISO text, as the query carries it. Left out, it is `{}`; anything else that is
 * not an object (null too) is refused. A member it leaves out takes its value in `defaults` (an
 * offset walk's start and page size), if any.
 * @throws {InvalidInputError} naming `field`
 */
export function checkOptions(
  field: string,
  value: unknown,
  rule: Rule,
  names: readonly string[],
  wire?: Readonly<Record<string, string>>,
  defaults?: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const given = checkInput(field, value === undefined ? {} : value, rule) as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  for (const name of names) {
    const member = given[name] ?? defaults?.[name];
    if (member !== undefined)
      query[wire?.[name] ?? name] = member instanceof Date ? member.toISOString() : member;
  }
  return query;
}
