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
import { readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { optionalInteger } from "../core/input.ts";
import { type PageWalk, type Paginated, type PaginateOptions, paginate } from "../core/paginate.ts";
import { arrayOf } from "../core/read-json.ts";
import { type ActionOutcome, type OutcomeWindow, readActionOutcome } from "./action-outcome.ts";
import { isAlarmChange } from "./guards.ts";
import { entryTime } from "./history-detail.ts";
import {
  type HistoryPaging,
  historyQuery,
  MAX_HISTORY_PAGE,
  optionalLimit,
  optionalMarker,
  optionalNames,
  requireId,
  type WindowInput,
} from "./input.ts";
import type { QParams, QueryInput } from "./q-triples.ts";
import type { TimeWindow } from "./time-window.ts";
import type { Alarm, AlarmChange } from "./types.ts";

export interface HistoryQueryOptions {
  /** Filters (`type eq action`, ...); at most 10 triples with the window's two. */
  q?: QueryInput;
  /** Only entries with start <= timestamp < end; applied exactly to what comes back, too. */
  window?: WindowInput;
}

export interface ListHistoryPageOptions extends HistoryQueryOptions {
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

/** The paging parameters of one history request. */
type PageQuery = { limit?: number; offset?: number; marker?: string; sort?: string[] };

const isHistory = arrayOf(isAlarmChange);

/** Keeps the entries inside the window to the microsecond (the query went out in whole seconds). */
const inWindow = (entries: AlarmChange[], window: TimeWindow | undefined) =>
  window === undefined ? entries : entries.filter((entry) => window.contains(entryTime(entry)));

/**
 * The walk over one history. It has state (the entries seen so far), so every walk of the list
 * gets its own: see `freshEachWalk`.
 */
function historyWalk(
  load: (page: PageQuery) => Promise<AlarmChange[]>,
  window: TimeWindow | undefined,
  { paging, pageSize: limit }: HistoryPagingOptions,
): PageWalk<AlarmChange[], AlarmChange, number | string> {
  const seen = new Set<string>();
  // The new entries of each page inside the window; `items` must not change what it answers.
  const fresh = new WeakMap<AlarmChange[], AlarmChange[]>();
  return {
    async load(cursor) {
      const page = await load(
        paging === "offset"
          ? { limit, offset: (cursor as number | undefined) ?? 0 }
          : { limit, marker: cursor as string | undefined },
      );
      const entries: AlarmChange[] = [];
      for (const entry of page) {
        if (seen.has(entry.event_id)) continue;
        seen.add(entry.event_id);
        entries.push(entry);
      }
      // A full page with nothing new: the server ignores the paging parameter. Core's own
      // check would say so too; this one says which option fixes it.
      if (page.length === limit && entries.length === 0) {
        const other = paging === "offset" ? "marker" : "offset";
        throw new MalformedResponseError(
          `the server sent the same page of alarm history twice with ${paging} paging, so it does not page that way; create the client with historyPaging: "${other}"`,
        );
      }
      fresh.set(page, inWindow(entries, window));
      return page;
    },
    items: (page) => fresh.get(page) ?? [],
    // Short: the end. Longer than asked: the server ignored limit and sent everything.
    next: (page, cursor) =>
      page.length !== limit
        ? undefined
        : paging === "offset"
          ? ((cursor as number | undefined) ?? 0) + page.length
          : page.at(-1)?.event_id,
  };
}

/** A paginated list whose every walk (`pages()`, `toArray()`, `for await`) starts a fresh `walk()`. */
function freshEachWalk<Page, Item, Cursor>(
  walk: () => PageWalk<Page, Item, Cursor>,
  options: PaginateOptions,
): Paginated<Page, Item> {
  const list = () => paginate(walk(), options);
  return {
    pages: () => list().pages(),
    toArray: () => list().toArray(),
    [Symbol.asyncIterator]: () => list()[Symbol.asyncIterator](),
  };
}

export function historyOperations(
  api: ApiClient<paths>,
  historyPaging: HistoryPagingOptions,
  getAlarm: (alarmId: string, call?: CallOptions) => Promise<Alarm>,
) {
  async function historyPage(
    alarmId: string,
    query: QParams & PageQuery,
    operation: string,
    call: CallOptions | undefined,
  ): Promise<AlarmChange[]> {
    const answer = await api.send(operation, [200], call, (init) =>
      api.raw.GET("/v2/alarms/{alarm_id}/history", {
        params: { path: { alarm_id: alarmId }, query },
        ...init,
      }),
    );
    return readAnswer(answer, isHistory, "the alarm history", operation);
  }

  const operations = {
    /**
     * One page of an alarm's history as the server sent it, newest first, `detail` still a
     * string (see `decodeHistoryEntry`). With `window`, only entries with start <= timestamp < end.
     */
    async listHistoryPage(
      alarmId: string,
      options: ListHistoryPageOptions = {},
      call?: CallOptions,
    ): Promise<AlarmChange[]> {
      const id = requireId("alarmId", alarmId);
      const { q, window } = historyQuery(options.q, options.window);
      const page = {
        limit: optionalLimit(options.limit, MAX_HISTORY_PAGE),
        offset: optionalInteger("offset", options.offset, 0),
        marker: optionalMarker(options.marker),
        sort: optionalNames("sort", options.sort),
      };
      return inWindow(await historyPage(id, { ...q, ...page }, "listHistoryPage", call), window);
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
      options: HistoryQueryOptions = {},
      list: ListOptions = {},
    ): Paginated<AlarmChange[], AlarmChange> {
      const id = requireId("alarmId", alarmId);
      const { q, window } = historyQuery(options.q, options.window);
      const maxPages = optionalInteger("maxPages", list.maxPages, 1);
      const call = { signal: list.signal, timeoutMs: list.timeoutMs };
      const load = (page: PageQuery) => historyPage(id, { ...q, ...page }, "listHistory", call);
      return freshEachWalk(() => historyWalk(load, window, historyPaging), {
        maxPages,
        signal: list.signal,
        name: "listHistory",
        pageLimit: api.pageLimit,
      });
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
