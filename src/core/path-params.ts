/**
 * Puts path parameters into a path so that each stays inside its own segment. Every value is
 * percent-encoded whole (a `/`, `?` or `#` in an ID cannot start another segment, query or
 * fragment), and the values the URL parser would still resolve as dot segments (`.` and `..`,
 * which would turn `DELETE /v3/groups/{id}` into `DELETE /v3/`) are refused, as are empty values
 * and strings that cannot be encoded (lone surrogates). Used as openapi-fetch's `pathSerializer`
 * by every client, so no API can forget it.
 */
import { InvalidInputError } from "./errors.ts";

const PLACEHOLDER = /\{([^{}]+)\}/g;
// With the u flag a surrogate pair is one code point, so this matches only unpaired halves.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Encodes one path parameter, or throws InvalidInputError naming it. Only strings are taken:
 * every ID of the platform is text, and a number (`getUser(123)`) is a caller's mistake that
 * would otherwise reach the server as "123".
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

/** openapi-fetch `pathSerializer`: fills every `{name}` of `path` from `params`. */
export function serializePath(path: string, params: Record<string, unknown>): string {
  return path.replace(PLACEHOLDER, (_, name: string) => encodePathSegment(name, params[name]));
}
