/**
 * Walks a paginated list as one async sequence of items, following each page's link to the
 * next page until there is none. APIs differ only in where the items and the next link sit
 * in a page (identity: `links.next`; compute: `servers_links[rel=next].href`; key manager:
 * `next`), so a `PageReader` says that, and the walk itself is shared.
 */
import { MalformedResponseError } from "./errors.ts";

/** Where the items and the next page's link are in one page. */
export interface PageReader<Page, Item> {
  /** The items of a page, in order. */
  items(page: Page): readonly Item[];
  /** The link to the next page, or null/undefined/"" on the last page. */
  next(page: Page): string | null | undefined;
}

export interface PaginateOptions {
  /** Stop after this many pages even if the server offers more; default unlimited. */
  maxPages?: number;
  /** Stops the walk between pages. */
  signal?: AbortSignal;
}

/**
 * Yields every item of every page: `first()` loads the first page, `follow(link)` each next
 * one. Pages are loaded lazily, one at a time, as the caller consumes items; breaking out of
 * a `for await` loop loads no further page. A next link the walk has already followed means
 * a server bug that would loop forever, and throws MalformedResponseError instead.
 */
export async function* paginate<Page, Item>(
  first: () => Promise<Page>,
  follow: (link: string) => Promise<Page>,
  reader: PageReader<Page, Item>,
  options: PaginateOptions = {},
): AsyncGenerator<Item, void, undefined> {
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  const followed = new Set<string>();
  let page = await first();
  for (let loaded = 1; ; loaded++) {
    yield* reader.items(page);
    const link = reader.next(page);
    if (!link || loaded >= maxPages) return;
    if (followed.has(link)) {
      throw new MalformedResponseError(
        "a page's next link points back to a page already read, which would loop forever",
      );
    }
    followed.add(link);
    options.signal?.throwIfAborted();
    page = await follow(link);
  }
}

/** Reads an async sequence into an array (Array.fromAsync needs Node 22). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
