/**
 * Alarm history: one page as the server sent it, the whole history loaded lazily page by page,
 * and the "did my alarm action run?" answer read from it.
 *
 * The platform pages with `limit` and `offset`; OpenStack Aodh rejects `offset` and pages with
 * `limit` and `marker` (the `event_id` of the last entry read). A page shorter than `limit` is
 * the last one. Entries are de-duplicated by `event_id`: with offset paging, an entry recorded
 * while the pages are read pushes the older ones down, and the next page repeats one.
 */
import type { paths } from "../../generated/telemetry.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { optionalInteger, optionalLimit, requireId } from "../core/input.ts";
import { type Cursor, defineList, jsonPage } from "../core/list.ts";
import { marker, offset } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { arrayOf } from "../core/read-json.ts";
import { type ActionOutcome, type OutcomeWindow, readActionOutcome } from "./action-outcome.ts";
import { isAlarmChange } from "./guards.ts";
import { entryTime } from "./history-detail.ts";
import {
  type HistoryPaging,
  type HistoryQParams,
  historyQuery,
  optionalMarker,
  optionalNames,
  TELEMETRY_MAX_HISTORY_PAGE,
  type WindowInput,
} from "./input.ts";
import type { QueryInput } from "./q-triples.ts";
import type { TimeWindow } from "./time-window.ts";
import type { Alarm, AlarmChange } from "./types.ts";

export interface ListHistoryOptions {
  /** Filters (`type eq action`, ...); at most 10 triples with the window's two. */
  q?: QueryInput;
  /** Only entries with start <= timestamp < end; applied exactly to what comes back, too. */
  window?: WindowInput;
}

export interface ListHistoryPageOptions extends ListHistoryOptions {
  /** Entries in the page, 1 to 1440. */
  limit?: number;
  /** Entries to skip (platform paging). */
  offset?: number;
  /** `event_id` of the last entry of the previous page (OpenStack paging). */
  marker?: string;
  /** Sort keys, `key` or `key:asc|desc`. */
  sort?: string[];
}

/** How the client reads a whole history. */
export interface HistoryPagingOptions {
  paging: HistoryPaging;
  /** Entries per request. */
  pageSize: number;
}

/** The query of one history request: the alarm, the filter triples and the paging parameters. */
type HistoryQuery = HistoryQParams & {
  alarmId: string;
  limit?: number;
  offset?: number;
  marker?: string;
  sort?: string[];
};

const isHistory = arrayOf(isAlarmChange);

/** Keeps the entries inside the window to the microsecond (the query went out in whole seconds). */
const inWindow = (entries: AlarmChange[], window: TimeWindow | undefined) =>
  window === undefined ? entries : entries.filter((entry) => window.contains(entryTime(entry)));

/** How the walk asks for the page after a full one: the platform's offset, or Aodh's marker. */
function historyCursor(paging: HistoryPaging): Cursor<HistoryQuery, AlarmChange[]> {
  if (paging === "offset") return offset("offset", "limit");
  return marker((page, query, count) =>
    count === query.limit ? { marker: page.at(-1)?.event_id } : undefined,
  );
}

/**
 * A walk's view of the history pages: each entry once (offset pages shift when an entry is
 * recorded meanwhile), and only those inside the window. A full page with nothing new means the
 * server ignores the paging parameter; the error says which option fixes it.
 */
function freshEntries(window: TimeWindow | undefined, { paging, pageSize }: HistoryPagingOptions) {
  const seen = new Set<string>();
  // The view must give the same answer for a page each time it is asked.
  const fresh = new WeakMap<AlarmChange[], AlarmChange[]>();
  return (page: AlarmChange[]): AlarmChange[] => {
    const known = fresh.get(page);
    if (known !== undefined) return known;
    const entries: AlarmChange[] = [];
    for (const entry of page) {
      if (seen.has(entry.event_id)) continue;
      seen.add(entry.event_id);
      entries.push(entry);
    }
    if (page.length === pageSize && entries.length === 0) {
      const other = paging === "offset" ? "marker" : "offset";
      throw new MalformedResponseError(
        `the server sent the same page of alarm history twice with ${paging} paging, so it does not page that way; create the client with historyPaging: "${other}"`,
      );
    }
    const kept = inWindow(entries, window);
    fresh.set(page, kept);
    return kept;
  };
}

export function historyOperations(
  api: ApiClient<paths>,
  historyPaging: HistoryPagingOptions,
  getAlarm: (alarmId: string, call?: CallOptions) => Promise<Alarm>,
) {
  // The alarm goes in the query, so one page call serves every alarm: a definition per call
  // (its closures, its reader, its cursor) cost about 7% of a history page on a fast transport.
  const history = (window: TimeWindow | undefined) =>
    defineList<HistoryQuery, AlarmChange[], AlarmChange>(api, {
      operation: "listHistory",
      request: ({ alarmId, ...query }, init) =>
        api.raw.GET("/v2/alarms/{alarm_id}/history", {
          params: { path: { alarm_id: alarmId }, query },
          ...init,
        }),
      read: jsonPage(isHistory, "the alarm history"),
      items: (page) => page,
      cursor: historyCursor(historyPaging.paging),
      walkItems: () => freshEntries(window, historyPaging),
    });
  // One page does not depend on the window (the caller's window is applied to it below).
  const { page } = history(undefined);

  const operations = {
    /**
     * One page of an alarm's history as the server sent it, newest first, `detail` still a
     * string (see `decodeHistoryEntry`). With `window`, only entries with start <= timestamp < end.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async listHistoryPage(
      alarmId: string,
      options: ListHistoryPageOptions = {},
      call?: CallOptions,
    ): Promise<AlarmChange[]> {
      const id = requireId("alarmId", alarmId);
      const { q, window } = historyQuery(options.q, options.window);
      const paging = {
        limit: optionalLimit("options.limit", options.limit, TELEMETRY_MAX_HISTORY_PAGE),
        offset: optionalInteger("options.offset", options.offset, 0),
        marker: optionalMarker(options.marker),
        sort: optionalNames("options.sort", options.sort),
      };
      return inWindow(await page({ alarmId: id, ...q, ...paging }, call), window);
    },

    /**
     * An alarm's whole history, newest first, loaded lazily page by page with the client's
     * `historyPaging` and `historyPageSize` (`for await`, `.toArray()`). Each entry comes once
     * (offset pages shift when an entry is recorded meanwhile), and with `window` only entries
     * with start <= timestamp < end, checked page by page. `.pages()` gives the pages exactly
     * as the server sent them, before either.
     * @throws {InvalidInputError} on a bad alarm ID, filter or window, before anything is sent
     */
    listHistory(
      alarmId: string,
      options: ListHistoryOptions = {},
      list?: ListOptions,
    ): Paginated<AlarmChange[], AlarmChange> {
      const id = requireId("alarmId", alarmId);
      const { q, window } = historyQuery(options.q, options.window);
      const { paging, pageSize: limit } = historyPaging;
      return history(window).walk(
        { alarmId: id, ...q, limit, ...(paging === "offset" && { offset: 0 }) },
        list,
      );
    },

    /**
     * Did the alarm's action run between `start` (inclusive) and `end` (exclusive)? Reads the
     * whole history in that window and answers `succeeded`, `failed` (with `error` and
     * `errorMessage`) or `not run` (with the alarm's current rule and what to check).
     * @throws {InvalidInputError} on a bad alarm ID or window, before anything is sent
     */
    async actionOutcome(alarmId: string, range: OutcomeWindow, call?: CallOptions): Promise<ActionOutcome> {
      const id = requireId("alarmId", alarmId);
      return readActionOutcome(
        {
          history: (alarm, triples) => operations.listHistory(alarm, { q: triples }, call).toArray(),
          getAlarm: (alarm) => getAlarm(alarm, call),
        },
        id,
        range,
      );
    },
  };
  return operations;
}
