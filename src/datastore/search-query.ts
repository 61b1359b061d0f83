/**
 * A search's options as the SDK takes them, and the hook the spec names for them
 * (`searchObjects`, `searchObjectsPage`): the condition as an object, sent as JSON text, and the
 * count as a boolean, sent as `count=1`. Every other rule is the spec's, checked by the generated
 * operation after this (a limit of 1 to 1000, the sort keys' pattern...).
 */
import type { SearchObjectsQuery } from "../../generated/sdk/datastore/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { isPlainObject, jsonText, requireObject } from "../core/input.ts";

/** A search condition: a JSON object such as `{ score: { $gte: 10 } }`. */
export type WhereCondition = Record<string, unknown>;

/** The options of one page of a search (`searchObjectsPage`). */
export interface SearchObjectsPageOptions {
  /** Search condition; all objects when left out. */
  where?: WhereCondition;
  /** Most objects to return, 1 to 1000. */
  limit?: number;
  /** Matching objects to skip, for paging. */
  skip?: number;
  /** Sort keys, comma-separated, `-` for descending, e.g. `-score,createDate`. Default `-createDate`. */
  order?: string;
  /** Pointer field(s) whose targets are returned in place of the pointers. */
  include?: string;
  /** Also return the number of all matching objects as `count`. */
  count?: boolean;
}

/** The options of a search of every result (`searchObjects`), which pages with `skip` and `limit` itself. */
export interface SearchObjectsOptions extends Omit<SearchObjectsPageOptions, "limit"> {
  /** Objects per request, 1 to 1000; default 1000 (every request counts toward the plan's API call limit). */
  pageSize?: number;
}

/**
 * The options as the query parameters that are sent: `where` as JSON text (refusing what JSON
 * would drop or change), `count: true` as `count=1`; the rest as they are, for the spec's check.
 * @throws {InvalidInputError} for options that are not an object, a `where` that is not a plain object JSON carries, or a `count` that is not a boolean
 */
export function searchQuery(options: SearchObjectsPageOptions): SearchObjectsQuery {
  const { where, count } = requireObject("options", options);
  if (count !== undefined && typeof count !== "boolean")
    throw new InvalidInputError("options.count", "must be true or false");
  if (where !== undefined && !isPlainObject(where))
    throw new InvalidInputError("options.where", 'must be a plain object, e.g. {"score": {"$gte": 10}}');
  // A copy with the two members replaced, the others passed on for the spec's check. Written as
  // a literal that names `where` before the spread, then set: V8 makes that copy about ten times
  // faster than a spread followed by members (a rest pattern that leaves two out was slower
  // still). Where a member sits among the keys is no matter: the checks go by the spec's names,
  // and a member left undefined is one left out.
  const query: Record<string, unknown> = { where, ...options };
  // Checked above: `where` is undefined or a plain object, `count` undefined or a boolean.
  query.where = where && jsonText("options.where", where);
  query.count = count ? 1 : undefined;
  return query as SearchObjectsQuery;
}
