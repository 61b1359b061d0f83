/**
 * The one check of a client's `baseUrl`, made when the client is created: an absolute http(s)
 * URL with no credentials, query or fragment. Credentials in a URL would be sent to the server
 * on every call and quoted by fetch's errors; a query or fragment would be mangled by the paths
 * appended to it.
 */
import { InvalidInputError } from "./errors.ts";

/**
 * The checked base URL, without a trailing slash.
 * @throws {InvalidInputError} when `baseUrl` is not an absolute http(s) URL, or has credentials, a query or a fragment
 */
export function checkBaseUrl(baseUrl: unknown, example = "https://api.example.com"): string {
  const problem = `must be an absolute http(s) URL without user, password, query or fragment, such as ${example}`;
  const url = typeof baseUrl === "string" && URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  // (A "?" or "#" in the text is refused even where the URL parser drops it, as an empty query.)
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    /[?#]/.test(baseUrl as string)
  )
    throw new InvalidInputError("baseUrl", problem);
  return url.href.replace(/\/+$/, "");
}

/**
 * The checked base URL without the end of a catalog endpoint (`/v3`, `/v2/<tenantId>`), which
 * every path of the API's spec already starts with: the catalog's URL is accepted as it is.
 * @throws {InvalidInputError} as checkBaseUrl does
 */
export function catalogBaseUrl(baseUrl: unknown, example: string, end: string): string {
  const checked = checkBaseUrl(baseUrl, example);
  return checked.endsWith(end) ? checked.slice(0, -end.length) : checked;
}
