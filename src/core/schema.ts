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

/**
 * The first thing `value` breaks of `schema`, or undefined when it conforms. `path` is where
 * `value` sits, prefixed to the problem's path.
 */
export function problemOf(value: unknown, schema: Schema, path = ""): Problem | undefined {
  const at = (problem: string | undefined, where = path) => (problem ? { path: where, problem } : undefined);
  const { type } = schema;
  if (type !== undefined) {
    const types: readonly string[] = typeof type === "string" ? [type] : type;
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === "integer" && types.includes("number")))
      return at(`must be ${types.map((t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`)).join(" or ")}`);
  }
  if (schema.const !== undefined && !same(value, schema.const)) return at(`must be ${json(schema.const)}`);
  if (schema.enum?.some((option) => same(value, option)) === false)
    return at(`must be one of ${schema.enum.map(json).join(", ")}`);
  let found: Problem | undefined;
  if (value instanceof Date) {
    if (!schema.format?.startsWith("date")) return at("must be a string, not a Date");
    if (Number.isNaN(value.getTime())) return at("is an invalid Date");
  } else if (typeof value === "string") {
    const format = schema.format === undefined ? undefined : FORMATS[schema.format];
    found = at(
      range([...value].length, schema.minLength, schema.maxLength, "characters") ??
        (format && (!format[0].test(value) || (schema.format !== "uuid" && Number.isNaN(Date.parse(value))))
          ? `must be ${format[1]}`
          : schema.pattern?.test(value) === false
            ? `must match ${schema.pattern.source}`
            : undefined),
    );
  } else if (typeof value === "number") found = at(range(value, schema.minimum, schema.maximum));
  else if (Array.isArray(value)) {
    found = at(range(value.length, schema.minItems, schema.maxItems, "items"));
    for (let i = 0; !found && i < value.length; i++) {
      if (schema.uniqueItems)
        for (let j = 0; !found && j < i; j++)
          if (same(value[i], value[j])) found = at(`repeats item ${j}`, `${path}[${i}]`);
      found ??= schema.items && problemOf(value[i], schema.items, `${path}[${i}]`);
    }
    if (!found && schema.contains) {
      const { contains, minContains = 1, maxContains = Infinity } = schema;
      const count = value.filter((item) => !problemOf(item, contains)).length;
      if (count < minContains)
        found = at(
          `must hold ${minContains === 1 ? "an item" : `${minContains} items`} of the form the API asks for here`,
        );
      else if (count > maxContains) found = at(`must hold at most ${maxContains} items of that form`);
    }
  } else if (typeof value === "object" && value !== null) {
    const members = value as Record<string, unknown>;
    const { properties = {}, additionalProperties: extra } = schema;
    const count = Object.values(members).filter((member) => member !== undefined).length;
    const size = range(count, schema.minProperties, schema.maxProperties, "members");
    if (size) return at(size);
    for (const name of schema.required ?? [])
      if (members[name] === undefined) return at("is required", path + step(name));
    for (const name of Object.keys(members)) {
      // A member given as undefined is left out of the JSON: it is not sent.
      if (found || members[name] === undefined) continue;
      const rule = Object.hasOwn(properties, name) ? properties[name] : extra;
      if (rule === false)
        found = at(`is not a member here; use ${Object.keys(properties).join(", ")}`, path + step(name));
      else if (typeof rule === "object") found = problemOf(members[name], rule, path + step(name));
    }
  }
  if (found) return found;
  for (const part of schema.allOf ?? []) {
    found = problemOf(value, part, path);
    if (found) return found;
  }
  if (schema.anyOf) {
    const problems = schema.anyOf.map((alternative) => problemOf(value, alternative, path));
    if (problems.every((p) => p)) {
      // The alternative that reached deepest into the value is the likeliest meant.
      const best = (problems as Problem[]).reduce((a, b) => (b.path.length > a.path.length ? b : a));
      return best.path === path ? at("matches none of its documented forms") : best;
    }
  }
  if (schema.not && !problemOf(value, schema.not, path)) return at("has a form the API refuses here");
  if (schema.if !== undefined) {
    const branch = problemOf(value, schema.if, path) ? schema.else : schema.then;
    return branch && problemOf(value, branch, path);
  }
  return undefined;
}
