/**
 * Where the next page of an XML list starts, from the markers its page names (the spec's
 * `x-sdk.paging` cursor `marker`: DNS's NextMarker; NextRecordName, -Type and -Identifier): the
 * generated lists' `next` (xml-list.ts). Each marker is checked by the rule of the query
 * parameter it goes to, so one that could not be sent back is a MalformedResponseError, not a
 * request the server refuses.
 */
import type { Rule } from "../core/checks.ts";
import { MalformedResponseError } from "../core/errors.ts";

/** A marker: the query parameter it goes to, its value on the page, that parameter's rule. */
export type Marker = readonly [param: string, value: string | undefined, rule: Rule];

/**
 * The query of the page after a page of `operation`, which `truncated` names the element of when
 * it says more pages follow (`IsTruncated`), false or undefined when it may be the last: its
 * `markers` in place of the query's own, each only with those before it (a type goes with a
 * name; an empty element counts as absent), the rest of `query` kept. Undefined when the page
 * names no first marker and is not truncated.
 * @throws {MalformedResponseError} when a truncated page names no first marker (from the element `first`), or one that cannot be sent back
 */
export function nextMarkers(
  operation: string,
  truncated: string | false | undefined,
  first: string,
  markers: readonly Marker[],
  query: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const next: Record<string, unknown> = {};
  for (const [param, value, rule] of markers) {
    if (!value) break;
    if (rule(value) !== undefined)
      throw new MalformedResponseError(`a page names a next ${param} that cannot be sent back`);
    next[param] = value;
  }
  if (!next[markers[0]?.[0] as string]) {
    if (truncated)
      throw new MalformedResponseError(
        `a ${operation} page says ${truncated} but has no ${first} to ask for the next one`,
      );
    return undefined;
  }
  // The markers first, in the spec's order; the query's own go, its other members stay.
  for (const name in query) if (!markers.some(([param]) => param === name)) next[name] = query[name];
  return next;
}
