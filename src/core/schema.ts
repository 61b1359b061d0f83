/**
 * The part of a JSON Schema the SDK checks, and the one walk that checks it. The generator
 * (scripts/generate/sdk/) writes each spec's schemas as constants of this type: a request's
 * schema whole (every keyword below), an answer's as its shape only (types, members and
 * alternatives), since a server may use values the spec does not list yet, but must send what
 * it documents. Descriptions, examples and extensions are left out.
 *
 * `problemOf` finds the first thing `value` breaks, with the path to it, and builds no text on
 * the way: a valid value (every request, every answer) costs only the comparisons.
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
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  properties?: Readonly<Record<string, Schema>>;
  required?: readonly string[];
  /** false closes the object; a schema checks the members `properties` does not name. */
  additionalProperties?: boolean | Schema;
  anyOf?: readonly Schema[];
  oneOf?: readonly Schema[];
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// RFC 3339: a date, a time with an optional fraction, and a zone.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

function typeOf(value: unknown): JsonType | "other" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (value instanceof Date) return "string";
  switch (typeof value) {
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "number":
      return Number.isInteger(value) ? "integer" : Number.isFinite(value) ? "number" : "other";
    case "object":
      return "object";
    default:
      return "other";
  }
}

const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(", ");

/** A step of a path: `.name`, or `["odd name"]` for a member that is no identifier. */
const step = (key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key.slice(0, 40)}` : `[${JSON.stringify(key.slice(0, 40))}]`;

function typeProblem(value: unknown, type: Schema["type"]): string | undefined {
  if (type === undefined) return undefined;
  const actual = typeOf(value);
  const types = typeof type === "string" ? [type] : type;
  if (types.includes(actual as JsonType) || (actual === "integer" && types.includes("number")))
    return undefined;
  const named = types.map((t) => (t === "integer" ? "an integer" : t === "array" ? "an array" : `a ${t}`));
  return `must be ${named.join(" or ")}`;
}

function stringProblem(value: string | Date, schema: Schema): string | undefined {
  const { format } = schema;
  if (value instanceof Date) {
    if (format !== "date-time" && format !== "date") return "must be a string, not a Date";
    return Number.isNaN(value.getTime()) ? "is an invalid Date" : undefined;
  }
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength)
    return schema.minLength === 1
      ? "must not be empty"
      : `must be at least ${schema.minLength} characters long`;
  if (schema.maxLength !== undefined && length > schema.maxLength)
    return `must be at most ${schema.maxLength} characters long`;
  if (format === "uuid" && !UUID.test(value)) return "must be a UUID";
  if (format === "date-time" && (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value))))
    return "must be a Date or a date and time such as 2026-11-20T00:00:00Z";
  if (format === "date" && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
    return "must be a Date or a date such as 2026-11-20";
  if (schema.pattern !== undefined && !schema.pattern.test(value))
    return `must match ${schema.pattern.source}`;
  return undefined;
}

function numberProblem(value: number, schema: Schema): string | undefined {
  const { minimum, maximum, exclusiveMinimum: above, exclusiveMaximum: below } = schema;
  if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
    if (maximum === undefined) return `must be ${minimum} or more`;
    if (minimum === undefined) return `must be ${maximum} or less`;
    return `must be from ${minimum} to ${maximum}`;
  }
  if (above !== undefined && value <= above) return `must be more than ${above}`;
  if (below !== undefined && value >= below) return `must be less than ${below}`;
  return undefined;
}

/** JSON equality, for `uniqueItems`, `enum` and `const` over objects. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function arrayProblem(value: readonly unknown[], schema: Schema, path: string): Problem | undefined {
  const { minItems, maxItems } = schema;
  if (minItems !== undefined && value.length < minItems)
    return { path, problem: minItems === 1 ? "must not be empty" : `must have at least ${minItems} items` };
  if (maxItems !== undefined && value.length > maxItems)
    return { path, problem: `must have at most ${maxItems} items` };
  if (schema.uniqueItems)
    for (let i = 1; i < value.length; i++)
      for (let j = 0; j < i; j++)
        if (same(value[i], value[j])) return { path: `${path}[${i}]`, problem: `repeats item ${j}` };
  if (schema.items !== undefined)
    for (let i = 0; i < value.length; i++) {
      const found = problemOf(value[i], schema.items, `${path}[${i}]`);
      if (found) return found;
    }
  return undefined;
}

function objectProblem(value: Record<string, unknown>, schema: Schema, path: string): Problem | undefined {
  const { properties = {}, additionalProperties: extra } = schema;
  for (const name of schema.required ?? [])
    if (value[name] === undefined) return { path: path + step(name), problem: "is required" };
  for (const name of Object.keys(value)) {
    const member = value[name];
    const known = Object.hasOwn(properties, name) ? properties[name] : undefined;
    // A member given as undefined is left out of the JSON: it is not sent.
    if (member === undefined) continue;
    if (known === undefined && extra === false) {
      const names = Object.keys(properties).join(", ");
      return { path: path + step(name), problem: `is not a member here; use ${names}` };
    }
    const rule = known ?? (typeof extra === "object" ? extra : undefined);
    const found = rule && problemOf(member, rule, path + step(name));
    if (found) return found;
  }
  return undefined;
}

/** Of several alternatives' problems, the one that reached deepest into the value: the likeliest meant. */
const deepest = (problems: Problem[]): Problem | undefined =>
  problems.reduce<Problem | undefined>(
    (a, b) => (a === undefined || b.path.length > a.path.length ? b : a),
    undefined,
  );

function alternativesProblem(value: unknown, schema: Schema, path: string): Problem | undefined {
  for (const part of schema.allOf ?? []) {
    const found = problemOf(value, part, path);
    if (found) return found;
  }
  for (const [alternatives, exactlyOne] of [
    [schema.anyOf, false],
    [schema.oneOf, true],
  ] as const) {
    if (alternatives === undefined) continue;
    const problems: Problem[] = [];
    for (const alternative of alternatives) {
      const found = problemOf(value, alternative, path);
      if (found) problems.push(found);
    }
    const matched = alternatives.length - problems.length;
    if (matched === 0) {
      const best = deepest(problems);
      return best && best.path !== path ? best : { path, problem: "matches none of its documented forms" };
    }
    if (exactlyOne && matched > 1) return { path, problem: "matches more than one of its documented forms" };
  }
  if (schema.not !== undefined && problemOf(value, schema.not, path) === undefined)
    return { path, problem: "has a form the API refuses" };
  if (schema.if !== undefined) {
    const branch = problemOf(value, schema.if, path) === undefined ? schema.then : schema.else;
    return branch && problemOf(value, branch, path);
  }
  return undefined;
}

/**
 * The first thing `value` breaks of `schema`, or undefined when it conforms. `path` is where
 * `value` sits, prefixed to the problem's path.
 */
export function problemOf(value: unknown, schema: Schema, path = ""): Problem | undefined {
  const wrongType = typeProblem(value, schema.type);
  if (wrongType) return { path, problem: wrongType };
  if (schema.const !== undefined && !same(value, schema.const))
    return { path, problem: `must be ${JSON.stringify(schema.const)}` };
  if (schema.enum !== undefined && !schema.enum.some((option) => same(value, option)))
    return { path, problem: `must be one of ${quoted(schema.enum)}` };
  let found: Problem | string | undefined;
  if (typeof value === "string" || value instanceof Date) found = stringProblem(value, schema);
  else if (typeof value === "number") found = numberProblem(value, schema);
  else if (Array.isArray(value)) found = arrayProblem(value, schema, path);
  else if (isObject(value)) found = objectProblem(value, schema, path);
  if (typeof found === "string") return { path, problem: found };
  return found ?? alternativesProblem(value, schema, path);
}
