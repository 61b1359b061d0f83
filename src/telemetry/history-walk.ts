/**
 * An alarm's whole history, walked page by page over the spec's one history operation
 * (`listHistoryPage`, generated): a workflow the spec names, because how the pages go on is the
 * client's to say, not the spec's. The platform pages with `limit` and `offset`; OpenStack Aodh
 * rejects `offset` and pages with `limit` and `marker` (the `event_id` of the last entry read);
 * the client is told which (`historyPaging`). A page shorter than `limit` is the last one.
 * Entries are de-duplicated by `event_id`: with offset paging, an entry recorded while the pages
 * are read pushes the older ones down, and the next page repeats one.
 */

import type {
  TelemetryBareClient,
  TelemetryClientOptions,
} from "../../generated/sdk/telemetry/bare-client.ts";
import { listHistoryPage, type TelemetryHeld } from "../../generated/sdk/telemetry/operations.ts";
import type { AlarmChange } from "../../generated/sdk/telemetry/types.ts";
import { heldBy } from "../core/bare-clients.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { checkPathParam } from "../core/checked-input.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import { type Paginated, paginate } from "../core/paginate.ts";
import { entryTime } from "./history-detail.ts";
import { historyFilter, type ListHistoryOptions } from "./history-query.ts";
import type { TimeWindow } from "./time-window.ts";

/** The platform's largest history page, and its default (the spec's `historyPageSize`). */
export const TELEMETRY_MAX_HISTORY_PAGE = 1440;

/** How the server pages alarm history: `offset` (the platform) or `marker` (OpenStack Aodh). */
export type HistoryPaging = NonNullable<TelemetryClientOptions["historyPaging"]>;

/** The history options of `createTelemetryBareClient` and `createTelemetryClient`. */
export type TelemetryHistoryOptions = Pick<TelemetryClientOptions, "historyPaging" | "historyPageSize">;

/**
 * What `client` holds (its history options checked and defaulted by the generated factory), for
 * the hand-written workflows.
 * @throws {InvalidInputError} when `client` was not made by createTelemetryBareClient or createTelemetryClient
 */
export const heldOf = (client: object): TelemetryHeld =>
  heldBy<TelemetryHeld>(client, "createTelemetryBareClient or createTelemetryClient");

/** Where the page after a page starts: past the entries read so far, or after the last entry's ID. */
type HistoryCursor = { offset: number } | { marker: string };

/**
 * A walk's view of the history pages: each entry once (offset pages shift when an entry is
 * recorded meanwhile), and only those inside the window. A full page with nothing new means the
 * server ignores the paging parameter; the error says which option fixes it.
 */
function freshEntries(
  window: TimeWindow | undefined,
  { historyPaging: paging, historyPageSize: pageSize }: TelemetryHeld,
) {
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
    const kept =
      window === undefined ? entries : entries.filter((entry) => window.contains(entryTime(entry)));
    fresh.set(page, kept);
    return kept;
  };
}

/** The cursor of the page after `page`, read at `cursor`; undefined after a page that is not full. */
function nextCursor(
  page: AlarmChange[],
  cursor: HistoryCursor | undefined,
  { historyPaging: paging, historyPageSize: pageSize }: TelemetryHeld,
): HistoryCursor | undefined {
  if (page.length !== pageSize) return undefined;
  if (paging === "marker") {
    const last = page[page.length - 1];
    return last === undefined ? undefined : { marker: last.event_id };
  }
  const skipped = cursor !== undefined && "offset" in cursor ? cursor.offset : 0;
  return { offset: skipped + page.length };
}

/**
 * An alarm's whole history, newest first, loaded lazily page by page with the client's
 * `historyPaging` and `historyPageSize` (`for await`, `.toArray()`). Each entry comes once
 * (offset pages shift when an entry is recorded meanwhile), and with `window` only entries
 * with start <= timestamp < end, checked page by page. `.pages()` gives the pages exactly
 * as the server sent them, before either.
 * @throws {InvalidInputError} on a bad alarm ID, filter or window, before anything is sent
 * @throws what `listHistoryPage` throws, while the list is read
 */
export function listHistory(
  client: TelemetryBareClient,
  alarmId: string,
  options: ListHistoryOptions = {},
  list: ListOptions = {},
): Paginated<AlarmChange[], AlarmChange> {
  const held = heldOf(client);
  const id = checkPathParam("alarmId", alarmId);
  const { q, window } = requireObject("options", options);
  const filter = historyFilter(q, window);
  const call: CallOptions = { signal: list.signal, timeoutMs: list.timeoutMs };
  return paginate<AlarmChange[], AlarmChange, HistoryCursor>(
    // A walk factory: each walk (every toArray(), pages() and for await) sees entries afresh.
    () => {
      const view = freshEntries(filter.window, held);
      return {
        load: (cursor = held.historyPaging === "offset" ? { offset: 0 } : undefined) =>
          listHistoryPage(client, id, { q: filter.triples, limit: held.historyPageSize, ...cursor }, call),
        items: view,
        next(page, cursor) {
          // A walk sees every page in order, `pages()` included.
          view(page);
          return nextCursor(page, cursor, held);
        },
      };
    },
    { maxPages: list.maxPages, signal: list.signal, name: "listHistory", pageLimit: held.api.pageLimit },
  );
}
