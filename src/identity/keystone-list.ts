/**
 * What every identity list shares, for core's list builder (core/list.ts): a Keystone page is
 * `{<member>: [...], links: {next}}`, the first page is asked for with the caller's options,
 * and each next page with the query of the page's `links.next` (the server's rendering of the
 * filter plus its marker), against the client's own base URL and the list's path.
 */
import type { ApiClient, RawResult, SendInit } from "../core/api-client.ts";
import { requireObject } from "../core/input.ts";
import { type ApiList, defineList, jsonPage } from "../core/list.ts";
import { nextLink } from "../core/list-cursors.ts";
import { isKeystonePage } from "./guards.ts";

/**
 * The list `operation` of items in the page member `member`, at `path` (as sent, its
 * parameters encoded: a next link must lead there), each page sent by `request`.
 */
export function keystoneList<Query, Page extends { links?: { next?: string | null } | null }, Item>(
  api: Pick<ApiClient<object>, "send" | "pageLimit">,
  operation: string,
  path: string,
  member: keyof Page & string,
  request: (query: Query, init: SendInit) => Promise<RawResult>,
): ApiList<Query, Page, Item> {
  return defineList<Query, Page, Item>(api, {
    operation,
    // The caller's options go into the query string: a string or an array there would be sent as
    // something else, so it is refused (its @throws promises so), before anything is sent.
    request: (query, init) => request(requireObject("options", query as object) as Query, init),
    read: jsonPage(isKeystonePage<Page>(member), `the ${operation} response (its "${member}" array)`),
    items: (page) => page[member] as readonly Item[],
    // A Keystone page is the last when it links to no next one, empty or not.
    cursor: nextLink((page) => page.links?.next, path, { followEmptyPages: true }),
  });
}
