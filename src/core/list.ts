/**
 * The list walk of the JSON APIs' generated operations (`listX()`; `listXPage()` is a plain
 * operation), after gophercloud's page bases. A definition says how to request a page for a
 * query, how to read it, where its items are, and its cursor (list-cursors.ts): how the query of
 * the page after a page is made. The walk itself is core's `paginate`.
 *
 * The operation checks the caller's arguments into a query before handing it over, so a bad
 * argument is an InvalidInputError when `listX()` is called, never while the list is iterated.
 */
import type { Answer, AnyApiClient, RawResult, SendInit } from "./api-client.ts";
import type { CallOptions, ListOptions } from "./call-options.ts";
import { MalformedResponseError } from "./errors.ts";
import { IGNORED, type PageWalk, type Paginated, paginate } from "./paginate.ts";

/** How the page after a page is asked for: one of core's cursors (list-cursors.ts). */
export interface Cursor<Query, Page> {
  /**
   * The query of the page after `page`, which was asked for with `query` and holds `count`
   * items (the walk's first page was asked for with `first`); undefined when `page` is the last.
   */
  next(page: Page, query: Query, walk: { first: Query; count: number }): Query | undefined;
  /**
   * How the walk tells a server that ignores the cursor: `first-item` (a page that starts with
   * the item the page before started with), enough where a repeated cursor is caught by itself;
   * `every-item` (a page of items all seen before in the walk), for offsets, which never repeat.
   */
  repeats: "first-item" | "every-item";
  /**
   * Whether a page without items is the last, whatever it says (a server that offers more after
   * one would be walked forever); false where the server's pages may be empty mid-list.
   */
  emptyPageEnds: boolean;
}

/** One list operation of an API. */
export interface ListDefinition<Query, Page, Item> {
  /** The walk's name in errors (`listServers`). */
  operation: string;
  /** Statuses that carry a page; default 200. */
  statuses?: readonly number[];
  /** Sends the request of one page (spread `init` into the openapi-fetch call's options). */
  request(query: Query, init: SendInit): Promise<RawResult>;
  /** Reads a page from its answer (core/answer-shape.ts's `shapedPage`). */
  read(answer: Answer, operation: string): Page;
  /** The items of a page, in order. */
  items(page: Page): readonly Item[];
  cursor: Cursor<Query, Page>;
  /** An item's identity, for the cursor's check of a server that ignores it. */
  itemKey?(item: Item): string;
}

/**
 * The walking call of a list (`listX()`): every item, page by page from the query on, through
 * core's `paginate` (its loop guard, the client's `pageLimit`, `maxPages`, `signal`). Each page
 * is one `send` under the caller's call options.
 */
export function listWalk<Query, Page, Item>(
  api: Pick<AnyApiClient, "send" | "pageLimit">,
  { operation, statuses = [200], request, read, items, cursor, itemKey }: ListDefinition<Query, Page, Item>,
): (first: Query, options?: ListOptions) => Paginated<Page, Item> {
  return (first, options = {}) => {
    const call: CallOptions = { signal: options.signal, timeoutMs: options.timeoutMs };
    // A walk factory: each walk (every toArray(), pages() and for await) has its own state.
    return paginate<Page, Item, Query>(
      (): PageWalk<Page, Item, Query> => {
        let previousFirst: string | undefined;
        return {
          load: async (query = first) =>
            read(await api.send(operation, statuses, call, (init) => request(query, init)), operation),
          items,
          next(page, query = first) {
            const pageItems = items(page);
            if (pageItems.length === 0 && cursor.emptyPageEnds) return undefined;
            if (itemKey !== undefined && cursor.repeats === "first-item" && pageItems.length > 0) {
              const key = itemKey(pageItems[0] as Item);
              if (key === previousFirst) throw new MalformedResponseError(IGNORED);
              previousFirst = key;
            }
            return cursor.next(page, query, { first, count: pageItems.length });
          },
          ...(itemKey !== undefined && cursor.repeats === "every-item" && { itemKey }),
        };
      },
      { ...options, name: operation, pageLimit: api.pageLimit },
    );
  };
}
