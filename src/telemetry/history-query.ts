/**
 * The alarm history's options as the SDK takes them, and the hooks of its page (the spec's
 * `getAlarmHistory`, `listHistoryPage` in the SDK): filters as query triples and a time window,
 * which goes out as its two triples on `timestamp` in whole seconds, so what comes back is cut
 * to the window's exact bounds, to the microsecond.
 */
import { listHistoryPageOptionsRules } from "../../generated/sdk/telemetry/checks.ts";
import type { AlarmChange, ListHistoryPageQuery } from "../../generated/sdk/telemetry/types.ts";
import { requireObject } from "../core/input.ts";
import { entryTime } from "./history-detail.ts";
import { operationQParams, type QParams, type QTriple, type QueryInput, triplesOf } from "./q-triples.ts";
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

/**
 * The caller's triples and window as one list of triples, checked as the history takes them
 * (at most 10, on `timestamp` or `type`, as the spec says).
 * @throws {InvalidInputError} on a bad triple or window, or too many triples
 */
export function historyFilter(q: QueryInput | undefined, window: WindowInput | undefined): HistoryFilter {
  const exact = window === undefined ? undefined : windowOf(window, "options.window");
  const triples = [...triplesOf(q, "options.q"), ...(exact?.triples ?? [])];
  historyQParams(triples);
  return { triples, window: exact };
}

/** The triples as the history's query parameters, held to its rules. */
const historyQParams = (triples: readonly QTriple[]): Partial<QParams> =>
  operationQParams(triples, listHistoryPageOptionsRules);

/**
 * A history page's query: the caller's triples and the window's as `q.*`, the paging as given.
 * @throws {InvalidInputError} on a bad triple or window, or too many triples
 */
export function historyPageQuery(options: ListHistoryPageOptions): ListHistoryPageQuery {
  const { q, window, ...paging } = requireObject("options", options);
  const exact = window === undefined ? undefined : windowOf(window, "options.window");
  const triples =
    exact === undefined ? triplesOf(q, "options.q") : [...triplesOf(q, "options.q"), ...exact.triples];
  return { ...historyQParams(triples), ...paging } as ListHistoryPageQuery;
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
