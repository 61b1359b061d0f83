/**
 * One page walker for every API and every kind of cursor (list.ts): a `PageWalk` says how
 * to load a page for a cursor, where its items are and what the next cursor is; the walk itself,
 * its loop guard, its page limit, `maxPages` and `signal` are shared.
 *
 * Every walk is bounded: a server can offer a fresh next page forever (a new link, marker or
 * offset each time), which no loop guard catches. A walk reads at most `pageLimit` pages (the
 * client's option, default 10,000), and a server that still offers one after that ends it with
 * a PageLimitError naming the list. `maxPages` is the caller's own, smaller bound: there the
 * walk stops quietly, as asked.
 */
import type { ListOptions } from "./call-options.ts";
import { AbortError, MalformedResponseError, PageLimitError } from "./errors.ts";
import { optionalInteger } from "./input.ts";

/** How to walk one list. */
export interface PageWalk<Page, Item, Cursor> {
  /** Loads the page at `cursor`; `undefined` is the first page. */
  load(cursor: Cursor | undefined, signal: AbortSignal | undefined): Promise<Page>;
  /** The items of a page, in order. */
  items(page: Page): readonly Item[];
  /** The cursor of the page after `page` (loaded at `cursor`), or undefined after the last. */
  next(page: Page, cursor: Cursor | undefined): Cursor | undefined;
  /**
   * An item's identity, for cursors that cannot repeat (offsets): a page whose every item was
   * seen already means the server ignores the cursor, and the walk stops with an error.
   */
  itemKey?(item: Item): string;
}

/** The most pages a walk reads unless its client sets another `pageLimit`. */
export const DEFAULT_PAGE_LIMIT = 10_000;

/** A walk's options: the caller's list options (`maxPages`, `signal`) and its client's. */
export interface PaginateOptions extends ListOptions {
  /** The client's `pageLimit` (call-options.ts); default 10,000 (DEFAULT_PAGE_LIMIT). */
  pageLimit?: number;
  /** The list's name in errors, e.g. `listServers`. */
  name?: string;
}

/** A paginated list: async-iterable item by item. Pages load lazily, one at a time. */
export interface Paginated<Page, Item> extends AsyncIterable<Item> {
  /** The pages themselves, as the server sent them. */
  pages(): AsyncGenerator<Page, void, undefined>;
  /** Every item of every page. */
  toArray(): Promise<Item[]>;
}

const LOOP = "the server's next page points back to a page already read, which would loop forever";
/** The message of a walk stopped because the server ignores its cursor (its pages repeat). */
export const IGNORED =
  "the server sent a page of items already read, so it ignores the paging parameter; reading on would never end";

/**
 * A list walked with `walk`. Nothing is loaded until the list is iterated; breaking out of a
 * `for await` loop loads no further page. A cursor the walk has already followed, or a page of
 * only items already seen, is a server bug that would loop forever, and throws
 * MalformedResponseError instead.
 */
export function paginate<Page, Item, Cursor>(
  walkOrFactory: PageWalk<Page, Item, Cursor> | (() => PageWalk<Page, Item, Cursor>),
  options: PaginateOptions = {},
): Paginated<Page, Item> {
  const pageLimit = optionalInteger("pageLimit", options.pageLimit, 1) ?? DEFAULT_PAGE_LIMIT;
  const maxPages = optionalInteger("maxPages", options.maxPages, 1) ?? Number.POSITIVE_INFINITY;
  const { signal } = options;
  // A factory gives every walk state of its own (a set of entries seen, say).
  const newWalk = typeof walkOrFactory === "function" ? walkOrFactory : () => walkOrFactory;

  /** A walk's stepper: each call loads the next page, or returns undefined after the last. */
  const walker = (walk = newWalk()) => {
    const followed = new Set<string>();
    const seenItems = new Set<string>();
    let cursor: Cursor | undefined;
    let loaded = 0;
    let done = false;
    return async (): Promise<Page | undefined> => {
      if (done || loaded >= maxPages) return undefined;
      if (loaded >= pageLimit) throw new PageLimitError(options.name ?? "The list walk", loaded);
      if (signal?.aborted) throw new AbortError(signal.reason);
      const page = await walk.load(cursor, signal);
      loaded++;
      if (walk.itemKey) checkNewItems(walk.items(page), walk.itemKey, seenItems);
      const next = walk.next(page, cursor);
      if (next === undefined) done = true;
      else {
        const key = typeof next === "string" ? next : JSON.stringify(next);
        if (followed.has(key)) throw new MalformedResponseError(LOOP);
        followed.add(key);
        cursor = next;
      }
      return page;
    };
  };

  return {
    async *pages() {
      const step = walker();
      for (let page = await step(); page !== undefined; page = await step()) yield page;
    },
    async *[Symbol.asyncIterator]() {
      const walk = newWalk();
      const step = walker(walk);
      for (let page = await step(); page !== undefined; page = await step()) yield* walk.items(page);
    },
    // A plain loop, not the generator: no await per item or per generator step; no spread,
    // which overflows the stack on a page of a few hundred thousand items.
    async toArray() {
      const all: Item[] = [];
      const walk = newWalk();
      const step = walker(walk);
      for (let page = await step(); page !== undefined; page = await step()) {
        for (const item of walk.items(page)) all.push(item);
      }
      return all;
    },
  };
}

function checkNewItems<Item>(items: readonly Item[], key: (item: Item) => string, seen: Set<string>): void {
  let fresh = 0;
  for (const item of items) {
    const id = key(item);
    if (!seen.has(id)) {
      seen.add(id);
      fresh++;
    }
  }
  if (items.length > 0 && fresh === 0) throw new MalformedResponseError(IGNORED);
}
