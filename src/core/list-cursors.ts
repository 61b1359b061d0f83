/**
 * The cursors of the list builder (list.ts): how the query of the page after a page is made.
 * Every list of the platform pages one of four ways:
 *
 * - `nextLink`: the page names the next one by a link (identity `links.next`, compute
 *   `servers_links`, key manager `next`). Only the link's query is used, against the client's
 *   own base URL and the list's own path (core/next-link.ts): no credential follows a link to
 *   another host.
 * - `marker`: the page says where the next one starts (a `marker` the server sends, DNS
 *   `NextMarker`); `lastItemMarker`: a full page's last item is where the next one starts.
 * - `offset`: the next page skips the items read so far (data store `skip`, telemetry `offset`).
 * - `singlePage`: the list comes in one answer (the API does not page it).
 */
import type { Cursor } from "./list.ts";
import { nextLinkQuery } from "./next-link.ts";

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
 * Pages linked by a URL in each page. `link` reads it (undefined or null after the last page);
 * `path` is what a link's path must end with: the list's whole path as the client sends it,
 * its parameters encoded (`/v2/<tenant>/servers/detail`, `/v3/groups/<id>/users`), less only a
 * prefix the server leaves out of its links (OpenStack Barbican writes `/v1/secrets` for the
 * platform's `/v1/<tenant>/secrets`, so the key manager passes `/secrets`).
 */
export function nextLink<Query, Page>(
  link: (page: Page) => string | null | undefined,
  path: string,
  options: NextLinkOptions = {},
): Cursor<Query, Page> {
  return {
    next(page, _query, { first }) {
      const href = link(page);
      if (typeof href !== "string") return undefined;
      // A next link's query is the server's own rendering of the filter plus its cursor.
      const query = nextLinkQuery(href, path) as Query;
      return options.keepFilter ? { ...first, ...query } : query;
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
