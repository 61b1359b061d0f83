/**
 * The list walks of the XML APIs' generated operations (`listX()`), page after page on where each
 * page says the next one starts: core's paginate with only what an XML list needs of core's
 * listWalk (core/list.ts), whose item keys and cursor kinds serve the JSON APIs' paging and would
 * cost an XML browser app about 150 B (gzipped) it never runs. A page without items, or one that
 * names no next page, ends the walk.
 */
import type { ListOptions } from "../core/call-options.ts";
import { type Paginated, paginate } from "../core/paginate.ts";
import type { Method } from "../core/send-operation.ts";
import { sendXml, type XmlHeld } from "./send-xml.ts";
import type { XmlDocument } from "./shape.ts";

/** One list of an XML API. */
export interface XmlList<Page, Item> {
  /** The walk's name in errors (`listHostedZones`). */
  operation: string;
  method: Method;
  /** The path template, and the path parameters (checked). */
  path: string;
  params?: Record<string, string>;
  /** The statuses of a page; default 200. */
  ok?: readonly number[];
  doc: XmlDocument<Page>;
  items(page: Page): readonly Item[];
  /**
   * The query of the page after `page`, asked for with `query`, or undefined when it is the
   * last; a list without it has one page.
   */
  next?(page: Page, query: Record<string, unknown>): Record<string, unknown> | undefined;
}

/**
 * Every item of the list from the query `first` on, loaded lazily; each page has `options`'
 * timeout and signal.
 */
export function walkXml<Page, Item>(
  held: XmlHeld,
  { operation, method, path, params, ok = [200], doc, items, next }: XmlList<Page, Item>,
  first: Record<string, unknown>,
  options: ListOptions = {},
): Paginated<Page, Item> {
  const call = { signal: options.signal, timeoutMs: options.timeoutMs };
  return paginate<Page, Item, Record<string, unknown>>(
    {
      load: (query = first) => sendXml(held, operation, method, path, ok, { path: params, query }, call, doc),
      items,
      next: (page, query = first) => (items(page).length === 0 ? undefined : next?.(page, query)),
    },
    { ...options, name: operation, pageLimit: held.api.pageLimit },
  );
}
