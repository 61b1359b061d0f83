/**
 * The arguments of a generated operation (a path parameter, the options that become the query, a
 * body, a header, a facade's argument), checked by the rules the generator wrote from the spec's
 * request schemas (core/checks.ts), before anything is sent. A problem is an InvalidInputError
 * naming the argument and the path to the offending part (`options.sort_key[1]`, `user.name`),
 * saying what the spec asks, never quoting the value.
 */
import { type Rule, under } from "./checks.ts";
import { InvalidInputError } from "./errors.ts";
import { requireHeaderValue, requireObject } from "./input.ts";
import { encodePathSegment } from "./path-params.ts";
import { registerSecret } from "./redact.ts";

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

/**
 * A header parameter (identity's `X-Subject-Token`), if it passes `rule` and can be sent as a
 * header value (printable ASCII, no line break, no blank at either end: fetch would refuse it
 * with a TypeError that quotes it, or send it altered).
 * @param secret - the spec's schema says `format: password`: a token, registered as one before
 *   anything can quote it
 * @throws {InvalidInputError} naming `field`, never quoting the value
 */
export function checkHeaderParam(field: string, value: unknown, rule: Rule, secret?: boolean): string {
  const header = requireHeaderValue(field, value);
  if (secret) registerSecret(header, "token");
  return checkInput(field, header, rule);
}

/**
 * Which of `forms` a facade's argument (`x-sdk.facades`: one object standing for the path
 * parameters of one of several operations, `{ userId, projectId }` for a role on a project) gives
 * exactly, and those members' values in that order, each checked as a path segment under the
 * caller's name for it (`grant.projectId`). Each form is the member names of one operation's path
 * parameters, in its path's order.
 * @throws {InvalidInputError} naming `field` when it gives none of them, or a member is no path segment
 */
export function facadeForm(
  field: string,
  value: object,
  forms: readonly (readonly string[])[],
): [form: number, ids: string[]] {
  const given = requireObject(field, value) as Record<string, unknown>;
  const names = Object.keys(given).filter((name) => given[name] !== undefined);
  const form = forms.findIndex((f) => f.length === names.length && f.every((name) => names.includes(name)));
  if (form < 0)
    throw new InvalidInputError(
      field,
      `must be one of ${forms.map((f) => `{ ${f.join(", ")} }`).join(", ")}`,
    );
  return [
    form,
    (forms[form] as readonly string[]).map((name) => checkPathParam(`${field}.${name}`, given[name])),
  ];
}
