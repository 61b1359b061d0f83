/**
 * The search options a caller passes, checked and turned into the query parameters that are
 * sent: `where` as JSON text, `count: true` as `count=1`.
 */
import { InvalidInputError } from "../core/errors.ts";
import { isObject } from "../core/json-body.ts";
import { requireInclude, requireInteger, requireOrder, whereText } from "./validate.ts";

/** A search condition: a JSON object such as `{ score: { $gte: 10 } }`. */
export type WhereCondition = Record<string, unknown>;

export interface SearchQuery {
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

/** The query parameters of a search, as the generated types name them. */
export interface SearchParameters {
  where?: string;
  limit?: number;
  skip?: number;
  order?: string;
  include?: string;
  count?: 1;
}

export function searchParameters(query: SearchQuery): SearchParameters {
  if (!isObject(query)) throw new InvalidInputError("query", "must be an object of search options");
  const out: SearchParameters = {};
  if (query.where !== undefined) out.where = whereText(query.where);
  if (query.limit !== undefined) out.limit = requireInteger("limit", query.limit, 1, 1000);
  if (query.skip !== undefined) out.skip = requireInteger("skip", query.skip, 0, Number.MAX_SAFE_INTEGER);
  if (query.order !== undefined) out.order = requireOrder(query.order);
  if (query.include !== undefined) out.include = requireInclude(query.include);
  if (query.count !== undefined && typeof query.count !== "boolean")
    throw new InvalidInputError("count", "must be true or false");
  if (query.count === true) out.count = 1;
  return out;
}
