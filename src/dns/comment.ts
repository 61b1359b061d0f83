/**
 * Zone and change-batch comments: at most 255 characters, counting each fullwidth character
 * (each code point) as one, not its UTF-8 bytes; XSD `maxLength` counts the same way.
 */
import { InvalidInputError } from "../core/errors.ts";
import { xmlText } from "../xml/xml-text.ts";

export const DNS_MAX_COMMENT_LENGTH = 255;

/** Returns `value` if it is a valid comment; throws InvalidInputError naming `field` otherwise. */
export function checkComment(field: string, value: unknown): string {
  if (typeof value !== "string") throw new InvalidInputError(field, "must be a string");
  const length = [...value].length;
  if (length > DNS_MAX_COMMENT_LENGTH)
    throw new InvalidInputError(
      field,
      `is ${length} characters long; at most ${DNS_MAX_COMMENT_LENGTH} are allowed`,
    );
  return xmlText(field, value);
}
