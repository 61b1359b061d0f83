/**
 * A time window for the alarm history: the entries with start <= timestamp < end.
 *
 * The server takes it as two triples on `timestamp` (`ge` start, `lt` end) in whole seconds.
 * A start or end between two seconds cannot be sent as it is, so the triples widen the window
 * to whole seconds (start rounded down, end rounded up) and `contains` applies the exact
 * bounds, to the microsecond, to what comes back.
 */
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import type { QTriple } from "./q-triples.ts";
import {
  ceilSeconds,
  floorSeconds,
  formatQueryTime,
  parseUtcTimestamp,
  timestampFromDate,
  type UtcTimestamp,
} from "./utc-timestamp.ts";

/**
 * A time given by the caller: a Date, or an ISO 8601 string. A string without a zone suffix is
 * UTC, as everywhere in the telemetry API (`2026-11-20T09:00:00` is 09:00 UTC, not local time).
 */
export type TimeInput = Date | string;

/** A half-open time window [start, end). */
export interface TimeWindow {
  /** The first instant inside the window. */
  readonly start: UtcTimestamp;
  /** The first instant after the window. */
  readonly end: UtcTimestamp;
  /** `timestamp ge <start>` and `timestamp lt <end>`, in whole seconds, widened to cover the window. */
  readonly triples: readonly [QTriple, QTriple];
  /** Whether an instant lies in the window, exact to the microsecond. */
  contains(timestamp: UtcTimestamp): boolean;
}

/** Reads a caller's time; `field` names it in the error. */
export function toTimestamp(field: string, input: TimeInput): UtcTimestamp {
  if (input instanceof Date) {
    const timestamp = timestampFromDate(input);
    if (timestamp === undefined) throw new InvalidInputError(field, "is an invalid Date");
    return timestamp;
  }
  if (typeof input !== "string") throw new InvalidInputError(field, "must be a Date or an ISO 8601 string");
  const timestamp = parseUtcTimestamp(input.trim());
  if (timestamp === undefined) {
    const shown = input.length > 40 ? `${input.slice(0, 40)}...` : input;
    throw new InvalidInputError(
      field,
      `"${shown}" is not an ISO 8601 time; use a Date or a string such as 2026-11-20T09:00:00Z or 2026-11-20T18:00:00+09:00`,
    );
  }
  return timestamp;
}

/**
 * The window of entries with start <= timestamp < end.
 * @throws {InvalidInputError} when a time cannot be read, or end is not after start
 */
export function timeWindow(start: TimeInput, end: TimeInput): TimeWindow {
  return windowBetween(start, end, "");
}

/**
 * `timeWindow` for an argument of a method: its errors name `<field>.start` and `<field>.end`
 * (`range.start`, `options.window.end`) instead of the bare `start` and `end`.
 * @throws {InvalidInputError} as timeWindow
 */
export function windowBetween(start: TimeInput, end: TimeInput, field: string): TimeWindow {
  const prefix = field === "" ? "" : `${field}.`;
  const from = toTimestamp(`${prefix}start`, start);
  const to = toTimestamp(`${prefix}end`, end);
  if (to.epochMicros <= from.epochMicros) {
    throw new InvalidInputError(
      `${prefix}end`,
      `${to.raw} is not after the start ${from.raw}; the window holds start <= timestamp < end, so end must be later than start`,
    );
  }
  return {
    start: from,
    end: to,
    triples: [
      { field: "timestamp", op: "ge", value: formatQueryTime(floorSeconds(from)) },
      { field: "timestamp", op: "lt", value: formatQueryTime(ceilSeconds(to)) },
    ],
    contains: (t) => t.epochMicros >= from.epochMicros && t.epochMicros < to.epochMicros,
  };
}

/** A time window given as its two ends, or one built with `timeWindow`. */
export type WindowInput = { start: TimeInput; end: TimeInput } | TimeWindow;

/**
 * A caller's window as a TimeWindow; `field` is the argument's name, for the error.
 * @throws {InvalidInputError} as timeWindow, naming `<field>.start` or `<field>.end`
 */
export function windowOf(window: WindowInput, field: string): TimeWindow {
  const given: { triples?: unknown; contains?: unknown; start?: unknown; end?: unknown } = requireObject(
    field,
    window,
  );
  if (Array.isArray(given.triples) && typeof given.contains === "function") return window as TimeWindow;
  // windowBetween checks that each end is a Date or an ISO 8601 string.
  return windowBetween(given.start as TimeInput, given.end as TimeInput, field);
}
