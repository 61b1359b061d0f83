/**
 * MiniSearch's options for the portal's search, the same when the index is built
 * (search-index.ts) and when the browser loads it (browser/search.ts).
 */
import type { Options } from "minisearch";

/** What a search result shows; the index stores these fields of each document. */
export interface SearchHit {
  kind: "api" | "operation" | "guide" | "page";
  title: string;
  /** Where it is: the API's title for an operation, the guide's title for a section. */
  where: string;
  /** GET, POST, ... for an operation. */
  method?: string;
  path?: string;
  /** The first sentence or so. */
  excerpt: string;
  /** The link, relative to the portal's root. */
  url: string;
}

export interface SearchDocument extends SearchHit {
  id: string;
  operationId?: string;
  /** The text searched (plain text). */
  text: string;
}

export const SEARCH_OPTIONS = {
  fields: ["title", "where", "operationId", "path", "text"],
  storeFields: ["kind", "title", "where", "method", "path", "excerpt", "url"],
  searchOptions: {
    boost: { title: 3, operationId: 2, where: 1.5 },
    prefix: true,
    fuzzy: 0.2,
    combineWith: "AND",
  },
} satisfies Options<SearchDocument>;

/** What search-index.js sets on `window` for browser/search.ts. */
export interface SearchPayload {
  /** The MiniSearch index, serialized. */
  index: string;
  /** How many documents it holds. */
  count: number;
}
