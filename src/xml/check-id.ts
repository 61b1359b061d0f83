/**
 * The check of the identifiers the XML APIs take (zone and change IDs, markers, instance,
 * software and support IDs): a non-empty string without blanks, controls or lone surrogates,
 * of at most a given length, because it goes into a path, a query or an XML element as it is.
 * A lone surrogate would make the query encoder throw a URIError, which would look like a
 * network failure; a control character cannot be written in XML at all.
 */
import { InvalidInputError } from "../core/errors.ts";

/** Blanks and controls, and (with the u flag) unpaired surrogates. */
const NOT_ID = /[\s\p{Cc}\p{Cs}]/u;

/** `value` if it is such an identifier; InvalidInputError naming `field` otherwise. */
export function checkId(field: string, value: unknown, max = 1024): string {
  if (typeof value !== "string" || value.length === 0 || value.length > max || NOT_ID.test(value))
    throw new InvalidInputError(
      field,
      `must be a non-empty string of at most ${max} characters without spaces, controls or lone surrogates`,
    );
  return value;
}
