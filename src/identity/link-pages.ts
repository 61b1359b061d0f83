/**
 * How identity lists page, for core's page walker: a page is `{<member>: [...], links:
 * {next}}`, the first page is asked for with the caller's filter, and each next page with the
 * query of the previous page's `links.next` (which carries the filter and the server's
 * marker), against the client's own base URL (core/next-link.ts).
 */
import type { ApiClient, RawResult, SendInit } from "../core/api-client.ts";
import type { ListOptions } from "../core/call-options.ts";
import { type LinkQuery, nextLinkQuery } from "../core/next-link.ts";
import { type Paginated, paginate } from "../core/paginate.ts";
import { isObject, readJson } from "../core/read-json.ts";

/** One list operation of the identity API. */
export interface LinkedList<Page, Item, Filter> {
  /** The operation's name in errors, e.g. `listUserGroups`. */
  operation: string;
  /** The list's path with its parameters encoded (`/v3/users/u1/groups`): a next link must lead there. */
  path: string;
  /** The member that holds the items, e.g. `groups`. */
  member: string;
  /** The items of a page. */
  items(page: Page): readonly Item[];
  /** The caller's filter, sent with the first page. */
  filter: Filter;
  /** Gets one page with `query` (the filter, or a next link's query). */
  get(query: Filter, init: SendInit): Promise<RawResult>;
}

/** A Keystone page: the member is an array, and `links.next`, if any, is a URL or null. */
function isPage(member: string) {
  return (body: unknown): body is Record<string, unknown> => {
    if (!isObject(body) || !Array.isArray(body[member])) return false;
    const { links } = body;
    if (links === undefined || links === null) return true;
    return (
      isObject(links) && (links.next === undefined || links.next === null || typeof links.next === "string")
    );
  };
}

/** Every item of `list`, loaded page by page as the caller iterates. */
export function linkPages<Page, Item, Filter>(
  api: Pick<ApiClient<object>, "send" | "pageLimit">,
  list: LinkedList<Page, Item, Filter>,
  call: ListOptions = {},
): Paginated<Page, Item> {
  const { operation, path, member } = list;
  const guard = isPage(member);
  return paginate<Page, Item, LinkQuery>(
    {
      async load(cursor) {
        // A next link's query is the server's own rendering of the filter plus its marker.
        const query = cursor === undefined ? list.filter : (cursor as Filter);
        const answer = await api.send(operation, [200], call, (init) => list.get(query, init));
        const page = readJson(answer.text, guard, `the ${operation} response (its "${member}" array)`, {
          status: answer.status,
          operation,
          requestId: answer.requestId,
        });
        return page as Page;
      },
      items: list.items,
      next(page) {
        const next = (page as { links?: { next?: string | null } | null }).links?.next;
        return typeof next === "string" ? nextLinkQuery(next, path) : undefined;
      },
    },
    { maxPages: call.maxPages, signal: call.signal, name: operation, pageLimit: api.pageLimit },
  );
}
