/**
 * The DNS API's list walks, page after page on each page's Next... fields: core's paginate with
 * only what a DNS list needs of core's listWalk. Each page is sent as `operation` and read as
 * `doc`; an empty page, or one that names no next page, ends the walk; paginate ends a walk whose
 * next page points back to one already read. listWalk's item keys, item views and cursor kinds
 * serve other APIs' paging, and would cost a DNS browser app about 200 B it never runs.
 */
import type { paths } from "../../generated/dns.ts";
import type { RawResult, SendInit } from "../core/api-client.ts";
import type { ListOptions } from "../core/call-options.ts";
import { type Paginated, paginate } from "../core/paginate.ts";
import type { XmlDocument } from "../xml/shape.ts";
import type { XmlApiClient } from "../xml/xml-api-client.ts";

/** How one DNS list is paged. */
export interface DnsList<Query, Page, Item> {
  operation: string;
  doc: XmlDocument<Page>;
  /** The request of one page (its query already checked). */
  request(query: Query, init: SendInit): Promise<RawResult>;
  items(page: Page): readonly Item[];
  /** Where the page after `page` starts, or undefined when it is the last. */
  after(page: Page, query: Query): Partial<Query> | undefined;
}

/** Every item of the list from `first` on, loaded lazily; each page has `options`' timeout and signal. */
export function walkDnsList<Query, Page, Item>(
  api: XmlApiClient<paths>,
  { operation, doc, request, items, after }: DnsList<Query, Page, Item>,
  first: Query,
  options: ListOptions = {},
): Paginated<Page, Item> {
  const call = { signal: options.signal, timeoutMs: options.timeoutMs };
  return paginate<Page, Item, Query>(
    {
      load: (query = first) => api.request(operation, doc, call, (init) => request(query, init)),
      items,
      next(page, query = first) {
        const start = items(page).length === 0 ? undefined : after(page, query);
        return start && { ...query, ...start };
      },
    },
    { ...options, name: operation, pageLimit: api.pageLimit },
  );
}
