/**
 * Reads an alarm history to the end, page by page. The platform pages with `limit` and
 * `offset`; OpenStack Aodh rejects `offset` and pages with `limit` and `marker` (the
 * `event_id` of the last entry read). A page shorter than `limit` is the last one.
 *
 * Entries are de-duplicated by `event_id`: with offset paging, an entry recorded while the
 * pages are read pushes the older ones down, and the next page repeats one.
 */
import { MalformedResponseError } from "../core/errors.ts";
import type { AlarmChange } from "./history-detail.ts";

/** How the server pages the history: `offset` (the platform) or `marker` (OpenStack Aodh). */
export type HistoryPaging = "offset" | "marker";

/** One page to ask for. */
export interface HistoryPageRequest {
  limit: number;
  offset?: number;
  marker?: string;
}

/** Fetches one page of the history. */
export type FetchHistoryPage = (page: HistoryPageRequest) => Promise<AlarmChange[]>;

export interface ReadAllOptions {
  /** Entries per request (the platform allows 1 to 1440). */
  pageSize: number;
  paging: HistoryPaging;
}

/**
 * Fetches pages until one is short, and returns every entry once, in the server's order.
 * @throws {MalformedResponseError} when a full page brings nothing new: the server ignores the
 *   paging parameter, and reading on would never end
 */
export async function readAllPages(
  fetchPage: FetchHistoryPage,
  options: ReadAllOptions,
): Promise<AlarmChange[]> {
  const { pageSize: limit, paging } = options;
  const seen = new Set<string>();
  const entries: AlarmChange[] = [];
  let offset = 0;
  let marker: string | undefined;
  for (;;) {
    const page = await fetchPage(paging === "offset" ? { limit, offset } : { limit, marker });
    let fresh = 0;
    for (const entry of page) {
      if (seen.has(entry.event_id)) continue;
      seen.add(entry.event_id);
      entries.push(entry);
      fresh += 1;
    }
    // Short: the end. Longer than asked: the server ignored limit and sent everything.
    if (page.length !== limit) return entries;
    if (fresh === 0) {
      const other = paging === "offset" ? "marker" : "offset";
      throw new MalformedResponseError(
        `the server sent the same page of alarm history twice with ${paging} paging, so it does not page that way; create the client with historyPaging: "${other}"`,
      );
    }
    if (paging === "offset") offset += page.length;
    else marker = page[page.length - 1]?.event_id;
  }
}
