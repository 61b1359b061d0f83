/**
 * What the generated checks are made of (scripts/generate/sdk/schema-source.ts writes them from
 * the spec's schemas): a request's rules, which say what is wrong and where (`user.name must
 * not be empty`), and an answer's shape, which says where it breaks (`.servers[3].status`).
 * Each is a check (`Check`) the generator wrote for one schema; these are the pieces they
 * share, the same pieces for both forms (a shape is walked as rules are, and only the path of
 * its problem is told), so that an app carries one walker of each kind. An object's members are
 * a table (`members`: name, check, required) that names each member once, since a bundle keeps
 * member names and these tables are most of a client's checks. An app carries
 * only the pieces its operations' checks use, and a conforming value costs only the
 * comparisons: no text is built until something is wrong.
 */

/** What a value breaks: the path to the offending part (`.user.name`) and what is wrong with it. */
export interface Problem {
  path: string;
  problem: string;
}

/**
 * What a check finds: undefined when the value conforms, the text of what is wrong with the
 * value itself (`must be a string`; an answer's shape says "" here: only its path is told), or
 * the Problem of a part of it. A plain value's check is core's own piece (`text`), with no
 * wrapper to make a Problem of its text: the walker that called it names the place.
 */
export type Found = Problem | string | undefined;

/**
 * A check of a value: a request's rules (which say what is wrong and where) or an answer's
 * shape (which says where it breaks). One kind, so that both are walked by the same pieces.
 */
export type Check = (value: unknown) => Found;

/** A request's rules. */
export type Rule = Check;

/** An answer's shape: its problems' text is "" (what broke is the type at the path). */
export type Shape = Check;

/** A JSON object: not null, not an array (nor a Date, which JSON writes as a string). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * `found`, one step further from the root (`path` before its own): the value's own problem
 * becomes the problem at `path`. Mutates a Problem in place, which no one else holds. With
 * path "", what a whole check found as a Problem (or undefined), for its caller.
 */
export function under(path: string, found: Found): Problem | undefined {
  if (typeof found === "string") return { path, problem: found };
  if (found) found.path = path + found.path;
  return found;
}

/** A member's step in a path: `.name`, or `["odd name"]` (at most 40 characters of it). */
export function key(name: string): string {
  const part = name.slice(0, 40);
  return /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`;
}

/**
 * What is wrong with `size` when it is out of [min, max]: a number's value (`must be from 1 to
 * 100`), or the count of a string's characters or an array's items (`noun`).
 */
export function range(size: number, min = -Infinity, max = Infinity, noun?: string): string | undefined {
  if (size >= min && size <= max) return undefined;
  if (noun && min === 1 && size < 1) return "must not be empty";
  const bound =
    max === Infinity ? `at least ${min}` : min === -Infinity ? `at most ${max}` : `${min} to ${max}`;
  return noun ? `must have ${bound} ${noun}` : `must be ${bound}`;
}

/**
 * A string format the checks know: its test, what a value must be, and whether it is a date's
 * (a Date stands for it, and its text must be a real date: no 2026-02-30, which Date.parse
 * tells). One constant each, so that an app carries only the formats its checks name.
 */
export type Format = readonly [test: RegExp, what: string, date?: true];

/** `format: uuid`. */
export const uuidFormat: Format = [/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, "a UUID"];

/** `format: date-time` (RFC 3339). */
export const dateTimeFormat: Format = [
  /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/,
  "a Date or a date and time such as 2026-11-20T00:00:00Z",
  true,
];

/** `format: date`. */
export const dateFormat: Format = [/^\d{4}-\d\d-\d\d$/, "a Date or a date such as 2026-11-20", true];

/**
 * What is wrong with `value` as a string of the spec: its type (a Date is not one), its length
 * in characters (code points, as JSON Schema counts them), its pattern. A string of a format is
 * `formatted`'s, so that an app whose checks name no format carries no format nor Date test.
 */
export function text(value: unknown, min?: number, max?: number, pattern?: RegExp): string | undefined {
  if (typeof value !== "string")
    return value instanceof Date ? "must be a string, not a Date" : "must be a string";
  if (min !== undefined || max !== undefined) {
    // UTF-16 units are never fewer than code points, nor more than twice as many.
    const size =
      value.length <= (max ?? Infinity) && value.length >= 2 * (min ?? 0) ? value.length : [...value].length;
    const wrong = range(size, min, max, "characters");
    if (wrong) return wrong;
  }
  return pattern && !pattern.test(value) ? `must match ${pattern.source}` : undefined;
}

/**
 * What is wrong with `value` as a string of `format` (where a date's, a Date is taken and must be
 * a valid one): its type and length as `text`'s, then its format. A pattern beside the format is
 * the generator's to check after it, on a string (a valid Date passes here, as it did in `text`).
 */
export function formatted(value: unknown, format: Format, min?: number, max?: number): string | undefined {
  if (value instanceof Date && format[2])
    return Number.isNaN(value.getTime()) ? "is an invalid Date" : undefined;
  return (
    text(value, min, max) ??
    (!format[0].test(value as string) || (format[2] && Number.isNaN(Date.parse(value as string)))
      ? `must be ${format[1]}`
      : undefined)
  );
}

/** What is wrong with `value` as a number of the spec (an integer where `integer`), in [min, max]. */
export function number(value: unknown, integer: boolean, min?: number, max?: number): string | undefined {
  if (typeof value !== "number" || !Number.isFinite(value))
    return integer ? "must be an integer" : "must be a number";
  if (integer && !Number.isInteger(value)) return "must be an integer";
  return range(value, min, max);
}

/**
 * What is wrong with `value`, a number `number` found no fault with, when it is not a multiple of
 * `step` (`multipleOf`): a piece of its own, which only an app whose checks name a step carries.
 */
export const multipleOf = (value: unknown, step: number): string | undefined =>
  (value as number) % step !== 0 ? `must be a multiple of ${step}` : undefined;

/** What is wrong with `value` as a boolean. */
export const boolean = (value: unknown): string | undefined =>
  typeof value === "boolean" ? undefined : "must be true or false";

/** JSON equality, for `uniqueItems`, `enum` and `const` over objects and arrays. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return (
    Array.isArray(a) === Array.isArray(b) &&
    keys.length === Object.keys(b).length &&
    keys.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** What `value` must be when it is none of `values`. */
const notAmong = (values: readonly unknown[]): string =>
  values.length === 1
    ? `must be ${JSON.stringify(values[0])}`
    : `must be one of ${values.map((v) => JSON.stringify(v)).join(", ")}`;

/** What is wrong with `value` when it is none of `values` (an enum, or a const of one, with objects or arrays among them). */
export const oneOf = (value: unknown, values: readonly unknown[]): string | undefined =>
  values.some((option) => same(value, option)) ? undefined : notAmong(values);

/**
 * What is wrong with `value` when it is none of `values`, all of them strings, numbers, booleans
 * or null (an enum's usual): `oneOf` without JSON equality, which such values do not need.
 */
export const among = (value: unknown, values: readonly unknown[]): string | undefined =>
  values.indexOf(value) >= 0 ? undefined : notAmong(values);

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** What is wrong with `value` when it has none of the JSON `types` (`string`, `integer`, `null`...). */
export function type(value: unknown, types: readonly string[]): string | undefined {
  const actual =
    value === null
      ? "null"
      : Array.isArray(value)
        ? "array"
        : typeof value === "number"
          ? Number.isInteger(value)
            ? "integer"
            : "number"
          : typeof value;
  return types.includes(actual) || (actual === "integer" && types.includes("number"))
    ? undefined
    : `must be ${types.map(article).join(" or ")}`;
}

/** The first problem of the items of `value` (an array) under `check`, with its index. */
export function each(value: readonly unknown[], check: Check): Problem | undefined {
  for (let i = 0; i < value.length; i++) {
    const found = check(value[i]);
    if (found !== undefined) return under(`[${i}]`, found);
  }
  return undefined;
}

/** An array's own problems: its count of items, an item that repeats another. */
export function items(value: readonly unknown[], min?: number, max?: number, unique?: boolean): Found {
  const wrong = range(value.length, min, max, "items");
  if (wrong || !unique) return wrong;
  for (let i = 1; i < value.length; i++)
    for (let j = 0; j < i; j++) if (same(value[i], value[j])) return under(`[${i}]`, `repeats item ${j}`);
  return undefined;
}

/**
 * The second item of `value` whose `member` repeats an earlier item's (the spec's
 * `x-sdk-unique-by`: a container's secrets by name), at that member.
 */
export function uniqueBy(value: readonly unknown[], member: string): Problem | undefined {
  const seen = new Set<unknown>();
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    const name = isRecord(item) ? item[member] : undefined;
    if (name === undefined) continue;
    if (seen.has(name))
      return { path: `[${i}]${key(member)}`, problem: "repeats an earlier item's; each must be unique" };
    seen.add(name);
  }
  return undefined;
}

/** How many items of `value` pass `check`, when that is not from `min` (default 1) to `max`. */
export function contains(
  value: readonly unknown[],
  check: Check,
  min = 1,
  max = Infinity,
): string | undefined {
  let count = 0;
  for (const item of value) if (check(item) === undefined) count++;
  if (count < min)
    return `must hold ${min === 1 ? "an item" : `${min} items`} of the form the API asks for here`;
  return count > max ? `must hold at most ${max} items of that form` : undefined;
}

/** The first member of `names` that `value` lacks (undefined counts as lacking: it is not sent). */
export function required(value: Record<string, unknown>, names: readonly string[]): Problem | undefined {
  for (const name of names) if (value[name] === undefined) return under(key(name), "is required");
  return undefined;
}

/** The members of an object, when their count (undefined ones left out: they are not sent) is out of range. */
export function size(value: Record<string, unknown>, min?: number, max?: number): string | undefined {
  let count = 0;
  for (const name in value) if (value[name] !== undefined) count++;
  return range(count, min, max, "members");
}

/**
 * A row of an object's table of members: its name, its check (none where the spec names the
 * member but sets no rule for it), and 1 when the spec requires it.
 */
export type Member = readonly [name: string, check?: Check, required?: 1];

/**
 * What the members of `value` that a table does not name must be, given the names it does
 * (`known`): `closed` (a closed object), or `others` under a check (additionalProperties).
 */
export type Rest = (value: Record<string, unknown>, known: readonly string[]) => Found;

/**
 * The first problem of the members of `value` under `table` (in the spec's order), under the
 * member's name: a required member that is missing (undefined counts: it is not sent), or a
 * present one that fails its check; then, given `rest`, of the others. One table instead of a
 * line per member: a generated check names each member once, and a request's rules and an
 * answer's shape are walked alike.
 */
export function members(value: Record<string, unknown>, table: readonly Member[], rest?: Rest): Found {
  for (const [name, check, needed] of table) {
    const member = value[name];
    const found = member === undefined ? (needed ? "is required" : undefined) : check?.(member);
    if (found !== undefined) return under(key(name), found);
  }
  return rest?.(
    value,
    table.map(([name]) => name),
  );
}

/** The first member of `value` that is not in `known` (a closed object's), under its name. */
export function closed(value: Record<string, unknown>, known: readonly string[]): Problem | undefined {
  for (const name of Object.keys(value))
    if (value[name] !== undefined && !known.includes(name))
      return under(key(name), `is not a member here; use ${known.join(", ")}`);
  return undefined;
}

/** The first problem of the members of `value` that `known` does not name, under `check` (additionalProperties, a map's values). */
export function others(value: Record<string, unknown>, check: Check, known: readonly string[] = []): Found {
  for (const name of Object.keys(value)) {
    if (value[name] === undefined || known.includes(name)) continue;
    const found = check(value[name]);
    if (found !== undefined) return under(key(name), found);
  }
  return undefined;
}

/**
 * The first problem of `value` under `alternatives` when it passes none: the problem of the
 * alternative that reached deepest into the value, the likeliest meant.
 */
export function anyOf(value: unknown, alternatives: readonly Check[]): Found {
  let best: Problem | undefined;
  for (const alternative of alternatives) {
    const found = under("", alternative(value));
    if (!found) return undefined;
    if (!best || found.path.length > best.path.length) best = found;
  }
  return best && best.path === "" ? "matches none of its documented forms" : best;
}

/** All of `checks` (allOf), each in turn: the first problem of one. */
export const allOf =
  (checks: readonly Check[]): Check =>
  (value) => {
    for (const check of checks) {
      const found = check(value);
      if (found !== undefined) return found;
    }
    return undefined;
  };

// Whole checks of the commonest schemas, made once when checks.ts loads: an object of named
// members, an array of items, a map. A generated check that is no more than one of them is
// written as it (`/* @__PURE__ */ objectOf([...])`), which an app drops when it does not call it.

/** An object: its type, then its members (`members`) and, given `rest`, the others. */
export const objectOf =
  (table: readonly Member[], rest?: Rest): Check =>
  (value) =>
    isRecord(value) ? members(value, table, rest) : "must be an object";

/** An array: its type, then each item. */
export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) ? each(value, check) : "must be an array";

/** A map (an object of any members): its type, then each member's value. */
export const mapOf =
  (check: Check): Check =>
  (value) =>
    isRecord(value) ? others(value, check) : "must be an object";

/**
 * The first member of `value` given without the members it needs (`dependentRequired`: a list's
 * `type` filter needs its `name`), under its name: undefined counts as not given (it is not sent).
 */
export function dependent(
  value: Record<string, unknown>,
  needs: Readonly<Record<string, readonly string[]>>,
): Problem | undefined {
  for (const name in needs)
    if (value[name] !== undefined && needs[name]?.some((other) => value[other] === undefined))
      return under(key(name), `needs ${needs[name]?.join(" and ")} too`);
  return undefined;
}

/** Whether `value` is absent (undefined) or passes `test` (an optional member, in an answer's test). */
export const absentOr = (value: unknown, test: (value: unknown) => boolean): boolean =>
  value === undefined || test(value);
