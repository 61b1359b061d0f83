/**
 * The alarm history's options as the SDK takes them, and the hooks of its page (the spec's
 * `getAlarmHistory`, `listHistoryPage` in the SDK): beside the query triples (zipped as the spec
 * says), a time window, which goes out as its two triples on `timestamp` in whole seconds, so
 * what comes back is cut to the window's exact bounds, to the microsecond.
 */
import { listHistoryPageOptionsRules, qEntries } from "../../generated/sdk/telemetry/checks.ts";
import type { AlarmChange } from "../../generated/sdk/telemetry/types.ts";
import { checkOptions } from "../core/checked-input.ts";
import { requireObject } from "../core/input.ts";
import { zipEntries } from "../core/zipped-entries.ts";
import { entryTime } from "./history-detail.ts";
import { type QTriple, type QueryInput, triplesOf } from "./q-triples.ts";
import { type TimeWindow, type WindowInput, windowOf } from "./time-window.ts";

/** The platform's limit on query triples in a history request, the window's two included. */
export const TELEMETRY_MAX_HISTORY_TRIPLES = 10;

/** The options of `listHistory`. */
export interface ListHistoryOptions {
  /** Filters (`type eq action`, ...); at most 10 triples with the window's two. */
  q?: QueryInput;
  /** Only entries with start <= timestamp < end; applied exactly to what comes back, too. */
  window?: WindowInput;
}

/** The options of `listHistoryPage`. */
export interface ListHistoryPageOptions extends ListHistoryOptions {
  /** Entries in the page, 1 to 1440. */
  limit?: number;
  /** Entries to skip (platform paging). */
  offset?: number;
  /** `event_id` of the last entry of the previous page (OpenStack paging). */
  marker?: string;
  /** Sort keys, `key` or `key:asc|desc`, of `event_id`, `alarm_id`, `on_behalf_of`, `project_id`, `user_id`, `type`, `timestamp` or `severity`. */
  sort?: string[];
}

/** A history filter: the caller's triples, then the window's, and the window itself. */
export interface HistoryFilter {
  triples: readonly QTriple[];
  window: TimeWindow | undefined;
}

/** The caller's triples, then the window's, if any. */
function withWindow(q: QueryInput | undefined, window: TimeWindow | undefined): readonly QTriple[] {
  return window === undefined ? triplesOf(q, "options.q") : [...triplesOf(q, "options.q"), ...window.triples];
}

/**
 * The caller's triples and window as one list of triples, checked now as the history page
 * checks them (the spec's rules: at most 10, on `timestamp` or `type`), for the walk.
 * @throws {InvalidInputError} on a bad triple or window, or too many triples
 */
export function historyFilter(q: QueryInput | undefined, window: WindowInput | undefined): HistoryFilter {
  const exact = window === undefined ? undefined : windowOf(window, "options.window");
  const triples = withWindow(q, exact);
  const options = zipEntries("options", { q: triples }, "q", qEntries);
  checkOptions("options", options, listHistoryPageOptionsRules, []);
  return { triples, window: exact };
}

/**
 * A history page's options with the window's triples after the caller's `q`; the generated
 * operation zips and checks them as the spec says.
 * @throws {InvalidInputError} on a bad window, or a `q` that is no list of triples nor a builder
 */
export function historyPageQuery(options: ListHistoryPageOptions): Omit<ListHistoryPageOptions, "window"> {
  const { window, ...rest } = requireObject("options", options);
  if (window === undefined) return rest;
  return { ...rest, q: withWindow(rest.q, windowOf(window, "options.window")) };
}

/** The entries of a page inside the caller's window, exact to the microsecond; all of them without one. */
export function entriesInWindow(
  entries: AlarmChange[],
  options: ListHistoryPageOptions | undefined,
): AlarmChange[] {
  const window = options?.window;
  if (window === undefined) return entries;
  const exact = windowOf(window, "options.window");
  return entries.filter((entry) => exact.contains(entryTime(entry)));
}
