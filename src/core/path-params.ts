/**
 * Puts path parameters into a path so that each stays inside its own segment. Every value is
 * percent-encoded whole (a `/`, `?` or `#` in an ID cannot start another segment, query or
 * fragment), and the values the URL parser would still resolve as dot segments (`.` and `..`,
 * which would turn `DELETE /v3/groups/{id}` into `DELETE /v3/`) are refused, as are empty values
 * and strings that cannot be encoded (lone surrogates). Used as openapi-fetch's `pathSerializer`
 * by every client, so no API can forget it.
 */
import { InvalidInputError } from "./errors.ts";

const PLACEHOLDER = /\{([^{}]+)\}/;
// With the u flag a surrogate pair is one code point, so this matches only unpaired halves.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Encodes one path parameter, or throws InvalidInputError naming it. Only strings are taken:
 * every ID of the platform is text, and a number (`getUser(123)`) is a caller's mistake that
 * would otherwise reach the server as "123".
 * @throws {InvalidInputError} naming `name` when `text` is not a string, is empty, `.` or `..`, or holds a lone surrogate
 */
export function encodePathSegment(name: string, text: unknown): string {
  if (typeof text !== "string" || text.length === 0)
    throw new InvalidInputError(name, "must be a non-empty string");
  if (text === "." || text === "..")
    throw new InvalidInputError(name, `must not be "${text}": it would leave its path segment`);
  if (LONE_SURROGATE.test(text))
    throw new InvalidInputError(name, "must be well-formed text (it holds a lone UTF-16 surrogate)");
  return encodeURIComponent(text);
}

// Each path template split once into its literal parts and parameter names (this runs on every
// request). The templates are the spec's paths, a few dozen; the bound only keeps a caller who
// builds templates at run time from growing the cache without end.
const templates = new Map<string, readonly string[]>();
const MAX_TEMPLATES = 1000;

/** `path` as [literal, name, literal, name, ..., literal]. */
function partsOf(path: string): readonly string[] {
  let parts = templates.get(path);
  if (parts === undefined) {
    parts = path.split(PLACEHOLDER);
    if (templates.size < MAX_TEMPLATES) templates.set(path, parts);
  }
  return parts;
}

/** openapi-fetch `pathSerializer`: fills every `{name}` of `path` from `params`. */
export function serializePath(path: string, params: Record<string, unknown>): string {
  const parts = partsOf(path);
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    out += encodePathSegment(name, params[name]) + parts[i + 1];
  }
  return out;
}
