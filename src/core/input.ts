/**
 * Argument checks every client shares. A bad argument is an InvalidInputError naming it,
 * thrown before anything is sent, instead of a request to a wrong path, a raw TypeError from
 * `Headers` that quotes the value, or a body that silently means something else.
 */
import { InvalidInputError } from "./errors.ts";

/** `value` if it is a non-empty string. */
export function requireText(field: string, value: unknown): string {
  if (typeof value !== "string" || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty string");
  return value;
}

/** `value` if it is an object (not null, not an array); used for bodies and option bags. */
export function requireObject<T extends object>(field: string, value: T | undefined | null): T {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new InvalidInputError(field, "must be an object");
  return value;
}

// Not exported: the SDK calls optionalInteger. Kept apart from it: written into optionalInteger,
// the check bundled a few bytes larger.
function requireInteger(field: string, value: unknown, min: number, max: number): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw new InvalidInputError(field, `must be an integer from ${min} to ${max}`);
  return value as number;
}

/** `value` if given, as an integer in [min, max]; undefined when left out. */
export function optionalInteger(
  field: string,
  value: unknown,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  return value === undefined ? undefined : requireInteger(field, value, min, max);
}

/** The longest duration any option takes: a year. Longer waits are refused rather than overflowing dates. */
const MAX_DURATION_MS = 365 * 24 * 3_600_000;

/**
 * `value` as a duration in milliseconds: a finite number from `min` to a year. Waits longer
 * than a timer can hold (2^31-1 ms) are fine: core's timers wait them in legs (timers.ts).
 */
export function requireDuration(field: string, value: unknown, min = 0, note = ""): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > MAX_DURATION_MS)
    throw new InvalidInputError(
      field,
      `must be a number of milliseconds from ${min} to ${MAX_DURATION_MS} (a year)${note}`,
    );
  return value;
}

/** `value` as a duration (see requireDuration) if given; undefined when left out. */
export function optionalDuration(field: string, value: unknown, min = 0, note = ""): number | undefined {
  return value === undefined ? undefined : requireDuration(field, value, min, note);
}

// Visible ASCII and inner spaces: what every HTTP stack sends unchanged. Fetch strips leading
// and trailing blanks and refuses CR, LF, NUL and characters above U+00FF (with a TypeError that
// quotes the value), so a credential with any of those would be sent altered or not at all.
const HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * `value` if it can go into an HTTP header exactly as given: printable ASCII, no line breaks,
 * no leading or trailing blanks (a token read from a file with its newline is the usual cause).
 * The message never quotes the value: it may be a credential.
 */
export function requireHeaderValue(field: string, value: unknown): string {
  if (typeof value !== "string" || !HEADER_VALUE.test(value))
    throw new InvalidInputError(
      field,
      "must be non-empty printable ASCII without line breaks or spaces at either end (trim a value read from a file)",
    );
  return value;
}

/** Whether `value` is a plain object (`{...}` or `Object.create(null)`), not a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  const prototype = typeof value === "object" && value !== null && Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` as the JSON text that is sent. Refuses what JSON.stringify would drop or change
 * without a word (functions, symbols, undefined, NaN and Infinity, class instances other than
 * Date) and what makes it throw (cycles, BigInt), naming the path of the offending value.
 */
export function jsonText(field: string, value: unknown): string {
  const steps: string[] = [];
  const problem = jsonProblem(value, steps, new Set());
  if (problem !== undefined) throw new InvalidInputError(field + steps.reverse().join(""), problem);
  return JSON.stringify(value);
}

/**
 * What makes `value` unfit for JSON, or undefined when nothing does. On a problem, `steps` holds
 * the path to the offending value, innermost step first: the path is only spelled out for an
 * error, so checking a valid body builds no strings (this runs on every request with a body).
 */
function jsonProblem(value: unknown, steps: string[], ancestors: Set<object>): string | undefined {
  switch (typeof value) {
    case "string":
    case "boolean":
      return undefined;
    case "number":
      return Number.isFinite(value) ? undefined : "is NaN or Infinity, which JSON cannot carry";
    case "object":
      break;
    default:
      return `is a ${typeof value}, which JSON cannot carry`;
  }
  if (value === null || value instanceof Date) return undefined;
  if (ancestors.has(value)) return "is a cycle, which JSON cannot carry";
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value))
    return "is a class instance, which JSON cannot carry (use a plain object)";
  ancestors.add(value);
  const keys = isArray ? undefined : Object.keys(value);
  const count = keys === undefined ? (value as unknown[]).length : keys.length;
  for (let i = 0; i < count; i++) {
    const key = keys === undefined ? i : (keys[i] as string);
    const problem = jsonProblem((value as Record<string | number, unknown>)[key], steps, ancestors);
    if (problem !== undefined) {
      steps.push(keys === undefined ? `[${i}]` : `.${key}`);
      return problem;
    }
  }
  ancestors.delete(value);
  return undefined;
}
