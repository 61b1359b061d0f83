/**
 * The entries of a zipped option (the spec's `x-sdk.zip`) as its rules check them: taken from
 * any iterable (a list, or a builder such as telemetry's `query()`), each with the members the
 * spec gives a default (`defaults`: an operator left out is `eq`), a member some entries give
 * filled in the others (`fill`: an empty `q.type`, so that positions stay paired), and members
 * sent as text (`text`) written as text: a number or boolean as written, a Date in the form
 * named (`iso`, or `utc-seconds`: `2026-11-20T09:30:15`, UTC without a zone).
 */
import { isRecord } from "./checks.ts";
import { InvalidInputError } from "./errors.ts";

/** What a zipped option's entries get before its rules (the spec's `defaults`, `fill`, `text`). */
export interface ZipEntrySpec {
  readonly defaults?: Readonly<Record<string, unknown>>;
  readonly fill?: Readonly<Record<string, unknown>>;
  readonly text?: Readonly<Record<string, "iso" | "utc-seconds">>;
}

function asText(at: string, value: unknown, form: "iso" | "utc-seconds"): unknown {
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new InvalidInputError(at, "must be a finite number");
    return String(value);
  }
  if (!(value instanceof Date)) return value;
  if (Number.isNaN(value.getTime())) throw new InvalidInputError(at, "is an invalid Date");
  const iso = value.toISOString();
  return form === "iso" ? iso : iso.slice(0, 19);
}

/**
 * `options` with its option `name` as a list of entries made as `spec` says; anything else (a
 * value that is no iterable object, an entry that is no object) is left to the spec's rules.
 * @throws {InvalidInputError} naming `field.name[i].member` (`name[i].member` for a `field` of "") for a text member that is a non-finite number or an invalid Date
 */
export function zipEntries<T>(field: string, options: T, name: string, spec: ZipEntrySpec): T {
  const given = isRecord(options) ? options[name] : undefined;
  if (typeof given !== "object" || given === null || !(Symbol.iterator in given)) return options;
  const list: unknown[] = Array.from(given as Iterable<unknown>);
  const fill = Object.entries(spec.fill ?? {}).filter(([member]) =>
    list.some((entry) => isRecord(entry) && entry[member] !== undefined),
  );
  const entries = list.map((entry, i) => {
    if (!isRecord(entry)) return entry;
    const made: Record<string, unknown> = { ...entry };
    for (const [member, value] of [...Object.entries(spec.defaults ?? {}), ...fill]) made[member] ??= value;
    for (const [member, form] of Object.entries(spec.text ?? {}))
      made[member] = asText(`${field === "" ? "" : `${field}.`}${name}[${i}].${member}`, made[member], form);
    return made;
  });
  return { ...options, [name]: entries };
}
