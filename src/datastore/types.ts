/** The data store's resources as plain typed objects, named after the spec's schemas, and the search options. */
import type { components } from "../../generated/datastore.ts";

/** A stored object: objectId, createDate, updateDate, acl and the app's fields. */
export type DataObject = components["schemas"]["DataObject"];
/** The fields of a create or update. */
export type ObjectFields = components["schemas"]["ObjectFields"];
/** One page of search results; `count` only when asked for. */
export type SearchResult = components["schemas"]["SearchResult"];
/** What a create returns. */
export type CreateResult = components["schemas"]["CreateResult"];
/** What an update returns. */
export type UpdateResult = components["schemas"]["UpdateResult"];

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
export interface SearchObjectsOptions extends Omit<SearchObjectsPageOptions, "limit" | "count"> {
  /** Objects per request, 1 to 1000; default 1000 (every request counts toward the plan's API call limit). */
  pageSize?: number;
}
