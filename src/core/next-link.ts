/**
 * Turns a server's "next page" link into the query of the next request. Only the link's query
 * is used; its scheme, host and port are ignored and the request goes to the client's own
 * base URL, with the client's own credentials. That keeps a token from ever being sent to a
 * host named in a response body, and works behind proxies whose servers write their internal
 * URL into links (OpenStack services commonly do).
 */
import { MalformedResponseError } from "./errors.ts";

/** Query parameters, with repeated names as arrays. */
export type LinkQuery = Record<string, string | string[]>;

/**
 * The query of `link`, after checking that its path ends with `expectedPath` (the path of the
 * list operation being paged), so a link to some other resource is never followed.
 * @throws {MalformedResponseError} when `link` is not a URL, or leads elsewhere than `expectedPath`
 */
export function nextLinkQuery(link: string, expectedPath: string): LinkQuery {
  let url: URL;
  try {
    url = new URL(link, "http://relative.invalid");
  } catch {
    throw new MalformedResponseError("a page's next link is not a URL");
  }
  const path = url.pathname.replace(/\/+$/, "");
  if (!path.endsWith(expectedPath.replace(/\/+$/, ""))) {
    throw new MalformedResponseError(`a page's next link leads to ${url.pathname}, not to ${expectedPath}`);
  }
  const query: LinkQuery = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}
