/**
 * The part of a JSON Schema the SDK checks, and the one walk that checks it. The generator
 * (scripts/generate/sdk/) writes each spec's schemas as constants of this type: a request's
 * schema whole (every keyword below), an answer's as its shape only (types, members and
 * alternatives), since a server may use values the spec does not list yet, but must send what
 * it documents. Descriptions, examples and extensions are left out; a keyword the walk does not
 * know stops the generator, so no rule of a spec is silently unchecked.
 *
 * `problemOf` finds the first thing `value` breaks, with the path to it, and builds no text on
 * the way: a valid value (every request, every answer) costs only the comparisons. Every app
 * carries this walk, so it is written small.
 */
export type JsonType = "string" | "integer" | "number" | "boolean" | "object" | "array" | "null";

export interface Schema {
  type?: JsonType | readonly JsonType[];
  enum?: readonly unknown[];
  const?: unknown;
  pattern?: RegExp;
  /** `uuid`, `date-time` and `date` are checked (a Date passes for the last two); `password` marks a secret. */
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  /** Some item must conform (at least `minContains`, default 1, and at most `maxContains`). */
  contains?: Schema;
  minContains?: number;
  maxContains?: number;
  minProperties?: number;
  maxProperties?: number;
  properties?: Readonly<Record<string, Schema>>;
  required?: readonly string[];
  /** false closes the object; a schema checks the members `properties` does not name. */
  additionalProperties?: boolean | Schema;
  /** One at least must take the value (the generator writes a spec's oneOf so too: a request the platform could read two ways is the spec's to rule out). */
  anyOf?: readonly Schema[];
  allOf?: readonly Schema[];
  not?: Schema;
  if?: Schema;
  then?: Schema;
  else?: Schema;
}

/** What a value breaks: the path to the offending part (`[0].name`) and what is wrong with it. */
export interface Problem {
  path: string;
  problem: string;
}

const FORMATS: Record<string, [RegExp, string]> = {
  uuid: [/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, "a UUID"],
  // A date's text must also be a real date (no 2026-02-30), which Date.parse tells.
  // RFC 3339: a date, a time with an optional fraction, and a zone.
  "date-time": [
    /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/,
    "a Date or a date and time such as 2026-11-20T00:00:00Z",
  ],
  date: [/^\d{4}-\d\d-\d\d$/, "a Date or a date such as 2026-11-20"],
};

const json = (value: unknown) => JSON.stringify(value);

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (value instanceof Date) return "string";
  if (typeof value === "number")
    return Number.isInteger(value) ? "integer" : Number.isFinite(value) ? "number" : "NaN";
  return typeof value;
}

/** JSON equality, for `uniqueItems`, `enum` and `const` over objects and arrays. */
function same(a: unknown, b: unknown): boolean {
  if (a === b || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return (
    Array.isArray(a) === Array.isArray(b) &&
    keys.length === Object.keys(b).length &&
    keys.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** `.name`, or `["odd name"]` for a member that is no identifier (at most 40 characters of it). */
const step = (key: string) => {
  const name = key.slice(0, 40);
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${json(name)}]`;
};

/**
 * What is wrong with `size` when it is out of [min, max]: a number's value (`must be from 1 to
 * 100`), or the count of a string's characters or an array's items (`noun`).
 */
function range(size: number, min = -Infinity, max = Infinity, noun?: string): string | undefined {
  if (size >= min && size <= max) return undefined;
  if (noun && min === 1 && size < 1) return "must not be empty";
  const bound =
    max === Infinity ? `at least ${min}` : min === -Infinity ? `at most ${max}` : `${min} to ${max}`;
  return noun ? `must have ${bound} ${noun}` : `must be ${bound}`;
}

/** A problem of `value` itself (its path is the caller's to prefix). */
const here = (problem: string | undefined): Problem | undefined =>
  problem ? { path: "", problem } : undefined;

/** `found`, one step further from the root: under member or index `key`. */
function under(key: string | number, found: Problem | undefined): Problem | undefined {
  if (found) found.path = (typeof key === "number" ? `[${key}]` : step(key)) + found.path;
  return found;
}

/** The number of characters of `text` as JSON Schema counts them (code points), when a bound needs it. */
function length(text: string, min = 0, max = Infinity): number {
  // UTF-16 units are never fewer than code points, nor more than twice as many: within these
  // bounds every count the text may have is within the schema's.
  return text.length <= max && text.length >= 2 * min ? text.length : [...text].length;
}

/**
 * The first thing `value` breaks of `schema`, or undefined when it conforms; the problem's path
 * leads from `value` to the offending part. A conforming value costs no text and no allocation.
 */
export function problemOf(value: unknown, schema: Schema): Problem | undefined {
  const { type } = schema;
  if (type !== undefined) {
    const actual = typeOf(value);
    if (
      typeof type === "string"
        ? type !== actual && !(type === "number" && actual === "integer")
        : !type.includes(actual as JsonType) && !(actual === "integer" && type.includes("number"))
    ) {
      const types: readonly string[] = typeof type === "string" ? [type] : type;
      return here(`must be ${types.map((t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`)).join(" or ")}`);
    }
  }
  if (schema.const !== undefined && !same(value, schema.const)) return here(`must be ${json(schema.const)}`);
  if (schema.enum !== undefined && !schema.enum.some((option) => same(value, option)))
    return here(`must be one of ${schema.enum.map(json).join(", ")}`);
  let found: Problem | undefined;
  if (typeof value === "string") {
    const { minLength, maxLength, format, pattern } = schema;
    const size = minLength === undefined && maxLength === undefined ? 0 : length(value, minLength, maxLength);
    const rule = format === undefined ? undefined : FORMATS[format];
    found = here(
      range(size, minLength, maxLength, "characters") ??
        (rule && (!rule[0].test(value) || (format !== "uuid" && Number.isNaN(Date.parse(value))))
          ? `must be ${rule[1]}`
          : pattern !== undefined && !pattern.test(value)
            ? `must match ${pattern.source}`
            : undefined),
    );
  } else if (typeof value === "number") {
    const { multipleOf: step } = schema;
    found = here(
      range(value, schema.minimum, schema.maximum) ??
        (step !== undefined && !Number.isInteger(value / step) ? `must be a multiple of ${step}` : undefined),
    );
  } else if (Array.isArray(value)) found = arrayProblem(value, schema);
  else if (value instanceof Date) {
    if (!schema.format?.startsWith("date")) return here("must be a string, not a Date");
    if (Number.isNaN(value.getTime())) return here("is an invalid Date");
  } else if (typeof value === "object" && value !== null)
    found = objectProblem(value as Record<string, unknown>, schema);
  if (found) return found;
  if (schema.allOf !== undefined)
    for (const part of schema.allOf) {
      found = problemOf(value, part);
      if (found) return found;
    }
  if (schema.anyOf !== undefined) {
    let best: Problem | undefined;
    for (const alternative of schema.anyOf) {
      found = problemOf(value, alternative);
      if (!found) {
        best = undefined;
        break;
      }
      // The alternative that reached deepest into the value is the likeliest meant.
      if (best === undefined || found.path.length > best.path.length) best = found;
    }
    if (best) return best.path === "" ? here("matches none of its documented forms") : best;
  }
  if (schema.not !== undefined && !problemOf(value, schema.not))
    return here("has a form the API refuses here");
  if (schema.if !== undefined) {
    const branch = problemOf(value, schema.if) ? schema.else : schema.then;
    return branch && problemOf(value, branch);
  }
  return undefined;
}

function arrayProblem(value: readonly unknown[], schema: Schema): Problem | undefined {
  let found = here(range(value.length, schema.minItems, schema.maxItems, "items"));
  const { items, uniqueItems, contains } = schema;
  for (let i = 0; !found && i < value.length; i++) {
    if (uniqueItems)
      for (let j = 0; !found && j < i; j++)
        if (same(value[i], value[j])) found = under(i, here(`repeats item ${j}`));
    if (!found && items !== undefined) found = under(i, problemOf(value[i], items));
  }
  if (!found && contains !== undefined) {
    const { minContains = 1, maxContains = Infinity } = schema;
    let count = 0;
    for (const item of value) if (!problemOf(item, contains)) count++;
    if (count < minContains)
      found = here(
        `must hold ${minContains === 1 ? "an item" : `${minContains} items`} of the form the API asks for here`,
      );
    else if (count > maxContains) found = here(`must hold at most ${maxContains} items of that form`);
  }
  return found;
}

function objectProblem(members: Record<string, unknown>, schema: Schema): Problem | undefined {
  const { properties, additionalProperties: extra, required, minProperties, maxProperties } = schema;
  if (minProperties !== undefined || maxProperties !== undefined) {
    let count = 0;
    for (const name in members) if (members[name] !== undefined) count++;
    const size = range(count, minProperties, maxProperties, "members");
    if (size) return here(size);
  }
  if (required !== undefined)
    for (const name of required) if (members[name] === undefined) return under(name, here("is required"));
  if (extra === undefined || extra === true) {
    // Only the named members have rules: walk them, not the value's (an answer has many more).
    if (properties !== undefined)
      for (const name in properties) {
        const member = Object.hasOwn(members, name) ? members[name] : undefined;
        // A member given as undefined is left out of the JSON: it is not sent.
        const found = member === undefined ? undefined : problemOf(member, properties[name] as Schema);
        if (found) return under(name, found);
      }
    return undefined;
  }
  for (const name of Object.keys(members)) {
    const member = members[name];
    if (member === undefined) continue;
    const rule = properties !== undefined && Object.hasOwn(properties, name) ? properties[name] : extra;
    if (rule === false)
      return under(name, here(`is not a member here; use ${Object.keys(properties ?? {}).join(", ")}`));
    const found = problemOf(member, rule as Schema);
    if (found) return under(name, found);
  }
  return undefined;
}
