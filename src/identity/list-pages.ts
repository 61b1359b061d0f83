/**
 * Identity lists page with `links.next`: the shared paginator, told where Keystone puts the
 * items and the next link, and following each link with the same typed operation (only the
 * link's query is used; see core/next-link.ts).
 */
import { type LinkQuery, nextLinkQuery } from "../core/next-link.ts";
import { type Paginated, type PaginateOptions, paginate } from "../core/paginate.ts";

/** A page of any identity list: `links.next` is the next page, null on the last one. */
interface IdentityPage {
  links?: { next?: string | null };
}

/**
 * Every item of a list: `load(undefined)` fetches the first page with the caller's filters,
 * `load(query)` a next page with the query its link carries (filters included).
 */
export function listPages<Page extends IdentityPage, Item>(
  path: string,
  load: (linkQuery: LinkQuery | undefined) => Promise<Page>,
  items: (page: Page) => readonly Item[],
  options?: PaginateOptions,
): Paginated<Page, Item> {
  return paginate(
    () => load(undefined),
    (link) => load(nextLinkQuery(link, path)),
    { items, next: (page) => page.links?.next },
    options,
  );
}
