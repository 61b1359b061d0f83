/**
 * A Date given for a body member the spec takes as time text (`x-sdk-sent-as: { date:
 * iso-seconds }`, the database's restore time), which the generated operation sends as ISO 8601.
 */
import { InvalidInputError } from "./errors.ts";

/**
 * `date` as ISO 8601 UTC to the second (`2014-07-10T10:00:00Z`).
 * @throws {InvalidInputError} naming `field` for an invalid Date
 */
export function isoSeconds(field: string, date: Date): string {
  if (Number.isNaN(date.getTime())) throw new InvalidInputError(field, "must be a valid Date");
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
