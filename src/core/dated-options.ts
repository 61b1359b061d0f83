/**
 * Options that the SDK takes as a Date too (the spec's `x-sdk-date`): a filter's time, which
 * the wire carries as ISO 8601 text or as a POSIX time in seconds. The Date becomes the wire's
 * form before the spec's rules see it, so the rules hold a Date as they hold the text.
 */
import { isRecord } from "./checks.ts";
import { InvalidInputError } from "./errors.ts";

/**
 * `options` with each Date member that `dates` names as the wire takes it: `iso` text
 * (`2026-11-20T00:00:00.000Z`) or `seconds` since the epoch. Anything else is left to the
 * spec's rules, the options too when they are not an object.
 * @throws {InvalidInputError} naming `field.member` for an invalid Date
 */
export function datedOptions<T>(
  field: string,
  options: T,
  dates: Readonly<Record<string, "iso" | "seconds">>,
): T {
  if (!isRecord(options)) return options;
  let copy: Record<string, unknown> | undefined;
  for (const [name, form] of Object.entries(dates)) {
    const value = options[name];
    if (!(value instanceof Date)) continue;
    const ms = value.getTime();
    if (Number.isNaN(ms)) throw new InvalidInputError(`${field}.${name}`, "must be a valid Date");
    copy ??= { ...options };
    copy[name] = form === "iso" ? value.toISOString() : Math.floor(ms / 1000);
  }
  return (copy ?? options) as T;
}
