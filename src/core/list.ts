/**
 * The list builder: from one definition of a list operation, the two calls every client
 * exposes for it (`listX()` walks every item lazily, `listXPage()` returns one page as the
 * server sent it), the way gophercloud's page bases do it for Go.
 *
 * A definition says how to request a page for a query, how to read its body (`jsonPage`, or an
 * XML reader), where its items are, and its cursor: how the query of the page after a page is
 * made. Four cursors cover every list of the platform (list-cursors.ts): a next link, a marker, an
 * offset, and the single page of a list that does not page. The walk itself is core's `paginate`
 * (its loop guard, its page limit, `maxPages`, `signal`); each page is one `send` under the
 * caller's call options, and a walk reads at most the client's `pageLimit` pages, failing with a
 * PageLimitError that names the operation past it.
 *
 * The API checks the caller's arguments into a query before handing it over, so a bad argument
 * is an InvalidInputError when `listX()` is called (thrown) or `listXPage()` is called (rejected),
 * never later while the list is iterated.
 */
import { type Answer, type AnyApiClient, type RawResult, readAnswer, type SendInit } from "./api-client.ts";
import type { CallOptions, ListOptions } from "./call-options.ts";
import { MalformedResponseError } from "./errors.ts";
import { IGNORED, type PageWalk, type Paginated, paginate } from "./paginate.ts";
import type { Guard } from "./read-json.ts";

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

/** What one page of a list needs: enough for `listPage`. */
export type PageDefinition<Query, Page> = Pick<
  ListDefinition<Query, Page, unknown>,
  "operation" | "statuses" | "request" | "read"
>;

/** One list operation of an API. */
export interface ListDefinition<Query, Page, Item> {
  /** The walk's name in errors (`listServers`); one page is `<operation>Page`. */
  operation: string;
  /** Statuses that carry a page; default 200. */
  statuses?: readonly number[];
  /** Sends the request of one page (spread `init` into the openapi-fetch call's options). */
  request(query: Query, init: SendInit): Promise<RawResult>;
  /** Reads a page from its answer: `jsonPage(guard, what)`, or the XML client's reader. */
  read(answer: Answer, operation: string): Page;
  /** The items of a page, in order. */
  items(page: Page): readonly Item[];
  cursor: Cursor<Query, Page>;
  /** An item's identity, for the cursor's check of a server that ignores it. */
  itemKey?(item: Item): string;
  /**
   * For a walk that keeps state across its pages (entries already seen, a window): the items
   * of each page as this walk sees them, in place of `items`. Called once per walk; the function
   * it returns must give the same answer for a page each time it is asked.
   */
  walkItems?(): (page: Page) => readonly Item[];
}

/** The two calls of one list. */
export interface ApiList<Query, Page, Item> {
  /** One page for `query`, as the server sent it (operation `<operation>Page`). */
  page(query: Query, call?: CallOptions): Promise<Page>;
  /** Every item, page by page from `query` on, loaded as the caller iterates. */
  walk(query: Query, list?: ListOptions): Paginated<Page, Item>;
}

/**
 * A JSON page reader: the body parsed by `readAnswer` (rewritten by `reshape`, if given) and
 * checked with `guard`; `what` names it in errors.
 */
export function jsonPage<Page>(
  guard: Guard<Page>,
  what: string,
  reshape?: (body: unknown) => unknown,
): (answer: Answer, operation: string) => Page {
  return (answer, operation) => readAnswer(answer, guard, what, operation, reshape);
}

/**
 * The one-page call of a list (`listXPage()`): one `send` under the caller's call options, its
 * answer read by the definition's `read`. A separate builder from `listWalk`, so that an app
 * that only calls `listXPage` functions carries no page walker (paginate.ts, PageLimitError).
 */
export function listPage<Query, Page>(
  api: Pick<AnyApiClient, "send">,
  list: PageDefinition<Query, Page>,
): (query: Query, call?: CallOptions) => Promise<Page> {
  return (query, call) => loadPage(api, list, query, `${list.operation}Page`, call);
}

/** One page of `list` for `query`, sent and read as operation `name`. */
async function loadPage<Query, Page>(
  api: Pick<AnyApiClient, "send">,
  { statuses = [200], request, read }: PageDefinition<Query, Page>,
  query: Query,
  name: string,
  call: CallOptions | undefined,
): Promise<Page> {
  return read(await api.send(name, statuses, call, (init) => request(query, init)), name);
}

/**
 * The walking call of a list (`listX()`): every item, page by page from the query on, through
 * core's `paginate` (its loop guard, the client's `pageLimit`, `maxPages`, `signal`).
 */
export function listWalk<Query, Page, Item>(
  api: Pick<AnyApiClient, "send" | "pageLimit">,
  list: ListDefinition<Query, Page, Item>,
): ApiList<Query, Page, Item>["walk"] {
  const { operation, items, cursor, itemKey } = list;
  return (first, options = {}) => {
    const call: CallOptions = { signal: options.signal, timeoutMs: options.timeoutMs };
    // A walk factory: each walk (every toArray(), pages() and for await) has its own state.
    return paginate<Page, Item, Query>(
      (): PageWalk<Page, Item, Query> => {
        const view = list.walkItems?.() ?? items;
        let previousFirst: string | undefined;
        return {
          load: (query = first) => loadPage(api, list, query, operation, call),
          items: view,
          next(page, query = first) {
            // A walk with state sees every page in order, `pages()` included.
            if (view !== items) view(page);
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

/**
 * Builds the two calls of a list from its definition. An app that calls only one page of a
 * list carries less with `listPage` alone (the page walker stays out of its bundle).
 */
export function defineList<Query, Page, Item>(
  api: Pick<AnyApiClient, "send" | "pageLimit">,
  list: ListDefinition<Query, Page, Item>,
): ApiList<Query, Page, Item> {
  return { page: listPage(api, list), walk: listWalk(api, list) };
}
