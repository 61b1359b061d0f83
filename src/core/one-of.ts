/**
 * An option that is one of a closed set of strings, with a default (a bare client's setting, the
 * spec's `x-sdk.bareClient.settings`: telemetry's `historyPaging`).
 */
import { InvalidInputError } from "./errors.ts";

/**
 * `value`, or `fallback` when it is left out, if it is one of `values`.
 * @throws {InvalidInputError} naming `field` (`must be "offset" or "marker"`) on any other value
 */
export function optionalOneOf<const T extends string>(
  field: string,
  value: unknown,
  values: readonly T[],
  fallback: T,
): T {
  const given = value ?? fallback;
  const found = values.find((v) => v === given);
  if (found !== undefined) return found;
  const names = values.map((v) => JSON.stringify(v));
  throw new InvalidInputError(field, `must be ${names.slice(0, -1).join(", ")} or ${names.at(-1)}`);
}
