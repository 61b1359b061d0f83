/**
 * The one test for "a JSON object" that every reader of a parsed spec uses: a plain object, not
 * `null` and not an array (an array is walked by index, never by member name).
 */

/** A parsed JSON or YAML object. */
export type JsonObject = Record<string, unknown>;

/** Whether `value` is a JSON object (not null, not an array). */
export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
