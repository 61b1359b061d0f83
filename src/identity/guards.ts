/**
 * Shape checks of the identity API's success bodies, for core's `readAnswer`. They cover what
 * the client relies on (the wrapper member, a list's array and its next link), not every field
 * of the spec: a server that adds fields must not break callers.
 */
import { type Guard, isObject } from "../core/read-json.ts";

/** A Keystone list page: `member` is an array, and `links.next`, if any, is a URL or null. */
export function isKeystonePage<Page>(member: string): Guard<Page> {
  return (body: unknown): body is Page => {
    if (!isObject(body) || !Array.isArray(body[member])) return false;
    const { links } = body;
    if (links === undefined || links === null) return true;
    return (
      isObject(links) && (links.next === undefined || links.next === null || typeof links.next === "string")
    );
  };
}

/** `{<member>: <resource>}`, the resource checked with `inner` (default: it is an object). */
export function wraps<T>(member: string, inner: Guard<T> = isObject as Guard<T>): Guard<Record<string, T>> {
  return (body: unknown): body is Record<string, T> => isObject(body) && inner(body[member]);
}
