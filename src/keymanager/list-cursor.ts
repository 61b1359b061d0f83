/**
 * How key manager lists page: a page is `{<member>: [...], total, next?}`, and `next` is a URL
 * whose query holds the next page's `limit` and `offset`. OpenStack Barbican writes only those
 * two into it and drops the request's filters (`name`, `alg`, `type`...), so following the link
 * as it is would quietly list everything from the second page on: each next page is asked for
 * with the caller's filter and the link's query over it. Its cursor is an offset, which never
 * repeats, so a server that ignores it is caught by items seen before.
 */
import type { Cursor } from "../core/list.ts";
import { nextLink } from "../core/list-cursors.ts";

/** The cursor of the list whose collection path ends in `collection` (`/secrets`). */
export function barbicanPages<Query, Page extends { next?: string | null }>(
  collection: string,
): Cursor<Query, Page> {
  return nextLink((page) => page.next, collection, { keepFilter: true, repeats: "every-item" });
}
