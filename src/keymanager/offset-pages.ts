/**
 * How key manager lists page, for core's page walker: a page is `{<member>: [...], total,
 * next?}`, and `next` is a URL whose query holds the next page's `limit` and `offset`.
 *
 * OpenStack Barbican writes only `limit` and `offset` into that link and drops the request's
 * filters (`name`, `alg`, `type`...), so following the link as it is would quietly list
 * everything from the second page on. Each next page is therefore asked for with the caller's
 * filter and the link's query over it. Only the query is taken from the link (core's
 * `nextLinkQuery`): the request goes to the client's own base URL and path.
 *
 * A page without items ends the walk even if it offers a next link: a list cannot go on after
 * a page past its end, and a server that says otherwise would be walked forever.
 */
import type { ApiClient, RawResult, SendInit } from "../core/api-client.ts";
import type { ListOptions } from "../core/call-options.ts";
import { optionalInteger } from "../core/input.ts";
import { type LinkQuery, nextLinkQuery } from "../core/next-link.ts";
import { type Paginated, paginate } from "../core/paginate.ts";
import { type Guard, readJson } from "../core/read-json.ts";

/** A list's query: its filter, `limit`, and the `offset` of a page. */
export type ListQuery = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/** One list operation of the key manager. */
export interface OffsetList<Page extends { next?: string | null }, Item> {
  /** The operation's name in errors, e.g. `listSecrets`. */
  operation: string;
  /** The collection's last path segment (`secrets`): a next link must lead to it. */
  collection: string;
  /** What the page is, in a MalformedResponseError ("the secret list"). */
  what: string;
  /** The check of a page's shape. */
  guard: Guard<Page>;
  /** The items of a page. */
  items(page: Page): readonly Item[];
  /** An item's identity (its reference), to catch a server that ignores `offset`. */
  key(item: Item): string;
  /** The caller's filter and `limit`, sent with every page. */
  query: ListQuery;
  /** Gets one page with `query`. */
  get(query: ListQuery, init: SendInit): Promise<RawResult>;
}

/**
 * The part of a reference that tells items apart, for the walker's loop guard: its last path
 * segment (the ID). The guard keeps a key per item of the whole walk, and hashing the short ID
 * instead of the whole URL halves its cost.
 */
export function refKey(ref: string): string {
  const id = ref.slice(ref.lastIndexOf("/") + 1);
  return id === "" ? ref : id;
}

/** One page of `list`, read and checked. */
export async function readPage<Page extends { next?: string | null }, Item>(
  api: Pick<ApiClient<object>, "send">,
  list: OffsetList<Page, Item>,
  query: ListQuery,
  call: ListOptions | undefined,
): Promise<Page> {
  const { operation } = list;
  const answer = await api.send(operation, [200], call, (init) => list.get(query, init));
  return readJson(answer.text, list.guard, list.what, {
    status: answer.status,
    operation,
    requestId: answer.requestId,
  });
}

/** Every item of `list`, loaded page by page as the caller iterates. */
export function offsetPages<Page extends { next?: string | null }, Item>(
  api: Pick<ApiClient<object>, "send" | "pageLimit">,
  list: OffsetList<Page, Item>,
  call: ListOptions = {},
): Paginated<Page, Item> {
  const maxPages = optionalInteger("maxPages", call.maxPages, 1);
  const { signal, timeoutMs } = call;
  return paginate<Page, Item, LinkQuery>(
    {
      load: (link) =>
        readPage(api, list, link === undefined ? list.query : { ...list.query, ...link }, {
          signal,
          timeoutMs,
        }),
      items: list.items,
      next(page) {
        if (list.items(page).length === 0 || typeof page.next !== "string") return undefined;
        return nextLinkQuery(page.next, `/${list.collection}`);
      },
      itemKey: list.key,
    },
    { maxPages, signal, name: list.operation, pageLimit: api.pageLimit },
  );
}
