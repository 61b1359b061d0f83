/**
 * MiniSearch's options for the portal's search, the same when the index is built
 * (search-index.ts) and when the browser loads it (browser/search.ts), and the search itself:
 * - words keep their underscores (`access_token`, `SVC_TOKEN`) and are indexed by their parts too;
 * - a plural is its singular ("alarms" finds "alarm", and both rank the same);
 * - a word is indexed with its synonyms (SYNONYMS: "login" finds "Authenticate and get a token");
 * - titles rank before scores (searchIndex): a title or operation ID that is the query, then titles
 *   that hold every word of the query, then those that hold a synonym of each, then the rest.
 */
import type MiniSearch from "minisearch";
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

/**
 * Words a newcomer searches for that the docs say otherwise, each indexed under the others of its
 * group: a document that says "authenticate" is found by "login".
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ["login", "logon", "signin", "authenticate", "authentication", "auth", "credential"],
  ["delete", "remove"],
  ["create", "add", "new"],
  ["list", "all"],
  ["get", "show", "read", "fetch"],
  ["update", "change", "modify", "edit"],
];

/** A word as the index keeps it: lower case, a plural as its singular ("alarms" is "alarm"). */
export function normalizeTerm(term: string): string {
  const word = term.toLowerCase();
  if (word.length > 3 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const synonymsOf = new Map<string, readonly string[]>(
  SYNONYMS.flatMap((group) => group.map((word) => [normalizeTerm(word), group.map(normalizeTerm)] as const)),
);

/**
 * The words of a text: runs of letters, digits and underscores (`access_token` stays whole), and
 * the parts of one that holds underscores (`access`, `token`), so that either finds it.
 */
export function tokenize(text: string): string[] {
  return (text.match(/[\p{L}\p{N}_]+/gu) ?? []).flatMap((word) => {
    const parts = word.split("_").filter(Boolean);
    return parts.length > 1 || word !== parts[0] ? [word, ...parts] : [word];
  });
}

export const SEARCH_OPTIONS = {
  fields: ["title", "where", "operationId", "path", "text"],
  storeFields: ["kind", "title", "where", "method", "path", "excerpt", "url", "operationId"],
  tokenize,
  // Indexing: each word with its synonyms. Searching (below): the word alone.
  processTerm: (term: string) => {
    const word = normalizeTerm(term);
    return [...new Set([word, ...(synonymsOf.get(word) ?? [])])];
  },
  searchOptions: {
    processTerm: normalizeTerm,
    boost: { title: 3, operationId: 2, where: 1.5 },
    prefix: true,
    fuzzy: 0.2,
    combineWith: "AND",
  },
} satisfies Options<SearchDocument>;

const squeeze = (text: string | undefined) => (text ?? "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Words a title holds that say nothing of what it is about. */
const STOPWORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "and",
  "or",
  "to",
  "for",
  "in",
  "on",
  "by",
  "with",
  "its",
]);
const wordsOf = (text: string) =>
  tokenize(text)
    .map(normalizeTerm)
    .filter((word) => !STOPWORDS.has(word));

type Hit = SearchHit & { operationId?: string; score?: number };

/**
 * The hits for `query`, best first. A title (or an operation ID) that is the query comes first;
 * then the titles that hold every word of the query, then those that hold each word or a synonym
 * of it, the shorter title first and a list operation ("List alarms") before the others of its
 * length; then the rest. Within a rank, MiniSearch's score decides.
 */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  const wanted = squeeze(query);
  const words = [...new Set(wordsOf(query))];
  const rank = (hit: Hit): number[] => {
    if (wanted !== "" && (squeeze(hit.title) === wanted || squeeze(hit.operationId) === wanted)) return [0];
    const title = new Set(wordsOf(hit.title));
    const extra = title.size - words.filter((word) => title.has(word)).length;
    const list = hit.method === "GET" && title.has("list") ? 0 : 1;
    if (words.length > 0 && words.every((word) => title.has(word))) return [1, extra, list];
    const covered = words.every(
      (word) => title.has(word) || (synonymsOf.get(word) ?? []).some((s) => title.has(s)),
    );
    if (words.length > 0 && covered) return [2, extra, list];
    return [3];
  };
  const ranked = (index.search(query) as unknown as Hit[]).map((hit, order) => ({
    hit,
    key: [...rank(hit), order],
  }));
  ranked.sort((a, b) => {
    for (let i = 0; i < Math.max(a.key.length, b.key.length); i++) {
      const difference = (a.key[i] ?? 0) - (b.key[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return ranked.map(({ hit }) => hit);
}

/** What search-index.js sets on `window` for browser/search.ts. */
export interface SearchPayload {
  /** The MiniSearch index, serialized. */
  index: string;
  /** How many documents it holds. */
  count: number;
}
