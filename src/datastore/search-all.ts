/**
 * Iterates over every result of a search, page by page with skip and limit. Arguments are
 * checked when it is called, before the first page is requested; pages are fetched only as
 * the caller consumes them.
 *
 * Paging by skip sees a moving target if objects are created or deleted meanwhile: an object
 * can be missed or seen twice. Sort by a field that does not change (the default, createDate)
 * to keep that to objects written during the iteration.
 */
import { type SearchQuery, searchParameters } from "./search-parameters.ts";
import { requireClassName, requireInteger } from "./validate.ts";

export interface SearchAllQuery extends Omit<SearchQuery, "limit" | "count"> {
  /** Objects per request, 1 to 1000; default 1000 (every request counts toward the plan's API call limit). */
  pageSize?: number;
}

/** One page of a search. */
export type SearchPage<T> = (className: string, query: SearchQuery) => Promise<{ results: T[] }>;

export function searchAll<T>(
  searchPage: SearchPage<T>,
  className: string,
  query: SearchAllQuery = {},
): AsyncGenerator<T, void, undefined> {
  requireClassName(className);
  const { pageSize, ...rest } = query;
  const limit = pageSize === undefined ? 1000 : requireInteger("pageSize", pageSize, 1, 1000);
  searchParameters(rest);
  return pages(searchPage, className, rest, limit);
}

async function* pages<T>(
  searchPage: SearchPage<T>,
  className: string,
  query: Omit<SearchQuery, "limit" | "count">,
  limit: number,
): AsyncGenerator<T, void, undefined> {
  let skip = query.skip ?? 0;
  for (;;) {
    const { results } = await searchPage(className, { ...query, skip, limit });
    yield* results;
    if (results.length < limit) return;
    skip += results.length;
  }
}
