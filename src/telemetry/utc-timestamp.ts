/**
 * Timestamps of the telemetry API, exact to the microsecond.
 *
 * The API writes times without a zone suffix (`2026-11-20T09:15:02.418237`), and they are UTC.
 * `Date.parse` would read such a string as *local* time and drop the last three digits, so
 * this parser reads it as UTC, keeps the instant in whole microseconds, and keeps the text
 * exactly as it came.
 */

/** An instant, exact to the microsecond, with the text it was read from. */
export interface UtcTimestamp {
  /** The text exactly as the server sent it or the caller gave it. */
  readonly raw: string;
  /** Microseconds since 1970-01-01T00:00:00Z (exact: a Date keeps only milliseconds). */
  readonly epochMicros: number;
  /** The same instant as a Date, cut to the millisecond. */
  readonly date: Date;
}

// Date, optional time with optional fraction, optional zone. A space may stand for the T.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

const MICROS_PER_SECOND = 1_000_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function zoneOffsetMinutes(zone: string | undefined): number | undefined {
  if (zone === undefined || zone === "Z" || zone === "z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return undefined;
  return sign * (hours * 60 + minutes);
}

/**
 * Reads an ISO 8601 time. Without a zone suffix it is UTC (the API's convention), with one
 * (`Z`, `+09:00`) it is converted to UTC. A date alone is midnight UTC. Digits past the
 * microsecond are cut. Returns undefined for anything else, including impossible dates
 * such as February 30, and years before 100.
 */
export function parseUtcTimestamp(text: string): UtcTimestamp | undefined {
  const match = ISO_8601.exec(text);
  if (match === null) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "", zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const offset = zoneOffsetMinutes(zone);
  if (offset === undefined || hour > 23 || minute > 59 || second > 59) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  // Date.UTC maps years 0-99 to 1900-1999; no telemetry time is that old, so they are refused.
  if (year < 100) return undefined;
  const calendarMs = Date.UTC(year, month - 1, day, hour, minute, second);
  const micros = Number(fraction.slice(0, 6).padEnd(6, "0"));
  const epochMicros = calendarMs * 1000 + micros - offset * 60 * MICROS_PER_SECOND;
  return { raw: text, epochMicros, date: new Date(Math.floor(epochMicros / 1000)) };
}

/** The instant of a Date, with its ISO form as the text. Undefined for an invalid Date. */
export function timestampFromDate(date: Date): UtcTimestamp | undefined {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return undefined;
  return { raw: date.toISOString(), epochMicros: ms * 1000, date: new Date(ms) };
}

/**
 * Formats whole seconds since the epoch as the API's query time, `YYYY-MM-DDThh:mm:ss` in UTC
 * (the colon becomes `%3A` when the query string is encoded): the spec's zip of `q` sends a
 * Date in the same form (`utc-seconds`).
 */
export function formatQueryTime(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 19);
}

/** Whole seconds at or before the instant. */
export const floorSeconds = (t: UtcTimestamp) => Math.floor(t.epochMicros / MICROS_PER_SECOND);
/** Whole seconds at or after the instant. */
export const ceilSeconds = (t: UtcTimestamp) => Math.ceil(t.epochMicros / MICROS_PER_SECOND);
