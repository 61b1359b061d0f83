/**
 * How the database API's lists page, as cursors for core's `paginate`. Two kinds:
 * - instances and subscriptions: `limit` (20 to 100, default 20) and `marker`, the ID of the
 *   last item of the previous page; a page shorter than the limit is the last;
 * - events and log files: the answer carries the `marker` of the next page; none, an empty
 *   one, or a page without items ends the list.
 * The other lists come in one answer. Core's walker stops a server that repeats a marker.
 */
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { type Paginated, paginate } from "../core/paginate.ts";

/** The platform's page size when `limit` is left out. */
export const DEFAULT_LIMIT = 20;

/** The marker of the page after `items` (read `limit` at a time): its last ID, or undefined after a short page. */
export function lastIdMarker(items: readonly { id: string }[], limit = DEFAULT_LIMIT): string | undefined {
  return items.length >= limit ? items.at(-1)?.id : undefined;
}

/** The server's marker for the next page, or undefined at the end of the list. */
export function nextMarker(marker: string | null | undefined, itemCount: number): string | undefined {
  return itemCount > 0 && typeof marker === "string" && marker.length > 0 ? marker : undefined;
}

/** The call options of each page of a list walk. */
export const pageCall = (list: ListOptions): CallOptions => ({
  signal: list.signal,
  timeoutMs: list.timeoutMs,
});

/** A list that comes in one answer, as a Paginated of one page. */
export function onePage<Page, Item>(
  load: (call: CallOptions) => Promise<Page>,
  items: (page: Page) => readonly Item[],
  list: ListOptions,
): Paginated<Page, Item> {
  const call = pageCall(list);
  return paginate<Page, Item, never>({ load: () => load(call), items, next: () => undefined }, list);
}
