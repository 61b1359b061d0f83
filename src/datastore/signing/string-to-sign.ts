/**
 * The string the data store signs: method, host, path and the canonical parameters, joined by
 * line feeds, with no trailing line feed.
 */
import { canonicalParameters, type Parameter } from "./canonical-parameters.ts";

/** The parts of a request that are signed, each exactly as it goes on the wire. */
export interface RequestToSign {
  /** HTTP method; upper-cased when signed. */
  method: string;
  /** Host name only: no scheme, no port. */
  host: string;
  /** The path, starting with `/2013-09-01`, without the query string. */
  path: string;
  /** The query string without `?`, percent-encoded as sent; `""` when there is none. */
  query: string;
}

/** The request parts of a URL as the WHATWG URL parser (and so fetch) will send them. */
export function requestToSign(method: string, url: string | URL): RequestToSign {
  // A URL given is read again from its text: the same parts, in fewer bytes to ship.
  const parsed = new URL(url);
  return { method, host: parsed.hostname, path: parsed.pathname, query: parsed.search.slice(1) };
}

export function buildStringToSign(request: RequestToSign, parameters: readonly Parameter[]): string {
  return `${request.method.toUpperCase()}\n${request.host}\n${request.path}\n${canonicalParameters(request.query, parameters)}`;
}
