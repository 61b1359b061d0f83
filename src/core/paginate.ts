/**
 * Walks a paginated list, following each page's link to the next page until there is none.
 * APIs differ only in where the items and the next link sit in a page (identity:
 * `links.next`; compute: `servers_links[rel=next].href`; key manager: `next`), so a
 * `PageReader` says that, and the walk itself is shared.
 *
 * The result is iterated item by item (`for await`), page by page (`pages()`), or read whole
 * (`toArray()`, which copies page by page and so avoids an await per item).
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

/** A paginated list: async-iterable item by item. Pages load lazily, one at a time. */
export interface Paginated<Page, Item> extends AsyncIterable<Item> {
  /** The pages themselves, as the server sent them. */
  pages(): AsyncGenerator<Page, void, undefined>;
  /** Every item of every page. */
  toArray(): Promise<Item[]>;
}

/**
 * A list whose first page `first()` loads and each next page `follow(link)`. Nothing is
 * loaded until the list is iterated; breaking out of a `for await` loop loads no further
 * page. A next link the walk has already followed means a server bug that would loop
 * forever, and throws MalformedResponseError instead.
 */
export function paginate<Page, Item>(
  first: () => Promise<Page>,
  follow: (link: string) => Promise<Page>,
  reader: PageReader<Page, Item>,
  options: PaginateOptions = {},
): Paginated<Page, Item> {
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;

  /**
   * A fresh walk: each call starts loading the page after `previous` (the first page without
   * one), or returns undefined after the last. Not async itself: wrapping the loader's promise
   * in another would cost extra ticks per page.
   */
  const walk = () => {
    const followed = new Set<string>();
    let loaded = 0;
    return (previous?: Page): Promise<Page> | undefined => {
      if (previous === undefined) {
        loaded = 1;
        return first();
      }
      const link = reader.next(previous);
      if (!link || loaded >= maxPages) return undefined;
      if (followed.has(link)) {
        throw new MalformedResponseError(
          "a page's next link points back to a page already read, which would loop forever",
        );
      }
      followed.add(link);
      options.signal?.throwIfAborted();
      loaded++;
      return follow(link);
    };
  };

  async function* pages(): AsyncGenerator<Page, void, undefined> {
    const step = walk();
    for (let loading = step(); loading !== undefined; ) {
      const page = await loading;
      yield page;
      loading = step(page);
    }
  }

  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* reader.items(page);
    },
    // A plain loop, not the generator: no await per item or per generator step.
    async toArray() {
      const all: Item[] = [];
      const step = walk();
      for (let page = await step(); page !== undefined; page = await step(page))
        all.push(...reader.items(page));
      return all;
    },
  };
}

/** Reads an async sequence into an array (Array.fromAsync needs Node 22). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
