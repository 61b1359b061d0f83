/**
 * The list walk of the JSON APIs' generated operations (`listX()`; `listXPage()` is a plain
 * operation), after gophercloud's page bases. A definition says how to request a page for a
 * query, how to read it, where its items are, and its cursor: how the query of the page after a
 * page is made. Every list of the platform pages by a next link, a marker, an offset, or not at
 * all (one page). The walk itself is core's `paginate`.
 *
 * The operation checks the caller's arguments into a query before handing it over, so a bad
 * argument is an InvalidInputError when `listX()` is called, never while the list is iterated.
 */
import type { Answer, AnyApiClient } from "./api-client.ts";
import type { CallOptions, ListOptions } from "./call-options.ts";
import { MalformedResponseError } from "./errors.ts";
import { IGNORED, type PageWalk, type Paginated, paginate } from "./paginate.ts";
import { serializePath } from "./path-params.ts";
import { type Method, type RequestParts, requestOf } from "./send-operation.ts";

/** How the page after a page is asked for: one of the cursors below. */
export interface Cursor<Query, Page> {
  /**
   * The query of the page after `page`, which was asked for with `query` and holds `count`
   * items (the walk's first page was asked for with `first`, at `path`, its parameters encoded
   * as sent); undefined when `page` is the last.
   */
  next(page: Page, query: Query, walk: { first: Query; count: number; path: string }): Query | undefined;
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

/**
 * The walking call of a list operation (`listX()`): every item, page by page from the query on,
 * through core's `paginate` (its loop guard, the client's `pageLimit`, `maxPages`, `signal`).
 * Each page is one `send` of `operation` under the caller's call options: the request its page
 * operation (`listXPage()`) sends, `method` and the spec's `path` with `parts` (path parameters
 * checked, headers), under the walk's query. `read` reads a page from its answer (core/answer-shape.ts's
 * `shapedPage`), `items` gives its items in order, `cursor` the query of the page after it, and
 * `itemKey` an item's identity, for the cursor's check of a server that ignores it. One call of
 * positional arguments, not a definition object: the generator writes one for every list, and
 * a client app carries them all.
 */
export function listWalk<Page, Item>(
  { api }: { api: Pick<AnyApiClient, "send" | "pageLimit" | "raw"> },
  operation: string,
  method: Method,
  path: string,
  parts: RequestParts,
  read: (answer: Answer, operation: string) => Page,
  items: (page: Page) => readonly Item[],
  cursor: Cursor<Record<string, unknown>, Page>,
  itemKey?: (item: Item) => string,
  statuses: readonly number[] = [200],
): (first: Record<string, unknown>, options?: ListOptions) => Paginated<Page, Item> {
  return (first, options = {}) => {
    const call: CallOptions = { signal: options.signal, timeoutMs: options.timeoutMs };
    // The path a next link must lead to: the list's own, its parameters encoded as sent.
    const own = serializePath(path, parts.path ?? {});
    // A walk factory: each walk (every toArray(), pages() and for await) has its own state.
    return paginate<Page, Item, Record<string, unknown>>(
      (): PageWalk<Page, Item, Record<string, unknown>> => {
        let previousFirst: string | undefined;
        return {
          load: async (query = first) =>
            read(
              await api.send(operation, statuses, call, requestOf(api, method, path, { ...parts, query })),
              operation,
            ),
          items,
          next(page, query = first) {
            const pageItems = items(page);
            if (pageItems.length === 0 && cursor.emptyPageEnds) return undefined;
            if (itemKey !== undefined && cursor.repeats === "first-item" && pageItems.length > 0) {
              const key = itemKey(pageItems[0] as Item);
              if (key === previousFirst) throw new MalformedResponseError(IGNORED);
              previousFirst = key;
            }
            return cursor.next(page, query, { first, count: pageItems.length, path: own });
          },
          ...(itemKey !== undefined && cursor.repeats === "every-item" && { itemKey }),
        };
      },
      { ...options, name: operation, pageLimit: api.pageLimit },
    );
  };
}

/** Query parameters, with repeated names as arrays. */
type LinkQuery = Record<string, string | string[]>;

/**
 * The query of a server's "next page" `link`, after checking that its path ends with
 * `expectedPath` (the path of the list operation being paged), so a link to some other resource
 * is never followed. Only the link's query is used: the request goes to the client's own base URL
 * with the client's own credentials, which keeps a token from ever being sent to a host named in
 * a response body, and works behind proxies whose servers write their internal URL into links
 * (OpenStack services commonly do).
 * @throws {MalformedResponseError} when `link` is not a URL, or leads elsewhere than `expectedPath`
 */
export function nextLinkQuery(link: string, expectedPath: string): LinkQuery {
  let url: URL;
  try {
    url = new URL(link, "http://relative.invalid");
  } catch {
    throw new MalformedResponseError("a page's next link is not a URL");
  }
  const path = url.pathname.replace(/\/+$/, "");
  if (!path.endsWith(expectedPath.replace(/\/+$/, ""))) {
    throw new MalformedResponseError(`a page's next link leads to ${url.pathname}, not to ${expectedPath}`);
  }
  const query: LinkQuery = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** Options of a next-link cursor. */
export interface NextLinkOptions {
  /**
   * Send the first page's query (the caller's filter) again under the link's query: for servers
   * whose links drop the filter (OpenStack Barbican writes only `limit` and `offset`).
   */
  keepFilter?: boolean;
  /** `every-item` when the link's cursor is an offset (it never repeats); default `first-item`. */
  repeats?: Cursor<unknown, unknown>["repeats"];
  /** Follow the link of a page without items (default: such a page is the last). */
  followEmptyPages?: boolean;
}

/**
 * Pages linked by a URL in each page. `link` reads it (undefined or null after the last page).
 * A link's path must end with the list's whole path as the client sends it, its parameters
 * encoded (`/v2/<tenant>/servers/detail`, `/v3/groups/<id>/users`), or with `path` where given:
 * the list's path less a prefix the server leaves out of its links (OpenStack Barbican writes
 * `/v1/secrets` for the platform's `/v1/<tenant>/secrets`, so the key manager passes `/secrets`).
 */
export function nextLink<Query, Page>(
  link: (page: Page) => string | null | undefined,
  path?: string,
  options: NextLinkOptions = {},
): Cursor<Query, Page> {
  return {
    next(page, _query, walk) {
      const href = link(page);
      if (typeof href !== "string") return undefined;
      // A next link's query is the server's own rendering of the filter plus its cursor.
      const query = nextLinkQuery(href, path ?? walk.path) as Query;
      return options.keepFilter ? { ...walk.first, ...query } : query;
    },
    repeats: options.repeats ?? "first-item",
    emptyPageEnds: options.followEmptyPages !== true,
  };
}

/**
 * Pages that start where the page before says: `after` gives the query parameters of the next
 * page (`{ marker }`, DNS `{ name, type }`), or undefined after the last page.
 */
export function marker<Query, Page>(
  after: (page: Page, query: Query, count: number) => Partial<Query> | undefined,
): Cursor<Query, Page> {
  return {
    next(page, query, { count }) {
      const start = after(page, query, count);
      return start === undefined ? undefined : { ...query, ...start };
    },
    repeats: "first-item",
    emptyPageEnds: true,
  };
}

/** Options of a last-item marker cursor. */
export interface LastItemOptions<Query> {
  /** The query parameter of the marker; default `marker`. */
  param?: keyof Query & string;
  /** The query parameter of the page size; default `limit`. */
  sizeParam?: keyof Query & string;
  /** The server's page size when the query does not ask for one; without it, such a page is the only one. */
  defaultSize?: number;
}

/**
 * Pages that start after the last item of the page before, named by its ID (`lastId`), when
 * that page was full: a shorter page is the last.
 */
export function lastItemMarker<Query, Page>(
  lastId: (page: Page) => string | undefined,
  options: LastItemOptions<Query> = {},
): Cursor<Query, Page> {
  const { param = "marker", sizeParam = "limit", defaultSize } = options;
  return {
    next(page, query, { count }) {
      const asked = (query as Record<string, unknown>)[sizeParam];
      const size = typeof asked === "number" ? asked : defaultSize;
      const id = size !== undefined && count >= size ? lastId(page) : undefined;
      return id === undefined ? undefined : { ...query, [param]: id };
    },
    repeats: "first-item",
    emptyPageEnds: true,
  };
}

/**
 * Pages that skip the items read so far, by the query parameter `param`, of the size the query
 * parameter `sizeParam` asks for. A page of another size is the last: a shorter one ends the
 * list, and a longer one means the server does not page by size and sent everything.
 */
export function offset<Query extends object, Page>(
  param: keyof Query & string,
  sizeParam: keyof Query & string,
): Cursor<Query, Page> {
  return {
    next(_page, query, { count }) {
      const { [param]: skipped, [sizeParam]: size } = query as Record<string, unknown>;
      if (count !== size) return undefined;
      return { ...query, [param]: (typeof skipped === "number" ? skipped : 0) + count };
    },
    repeats: "every-item",
    emptyPageEnds: true,
  };
}

/** A list that comes in one answer: its only page is the last. */
export const singlePage: Cursor<never, unknown> = {
  next: () => undefined,
  repeats: "first-item",
  emptyPageEnds: true,
};
