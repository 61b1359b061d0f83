/**
 * Sets the HTTP `Date` header on every attempt of every request of the XML APIs (the DNS
 * reference lists it; a retried request gets a fresh date). Browsers forbid scripts to set
 * `Date` (the Headers object silently ignores it, and the request goes out without it, which
 * the specs allow), so the browser entry points leave this policy out (XmlRuntime).
 */
import type { Clock } from "../core/clock.ts";
import type { FetchPolicy } from "../core/fetch-policy.ts";

/** The policy; `clock` gives the time (the client's: a test's fake clock, or the system's). */
export function dateHeaderPolicy(clock: Clock): FetchPolicy {
  // An HTTP date names whole seconds: format one per second, not one per request (formatting a
  // Date costs about as much as the rest of this policy).
  let second = Number.NaN;
  let text = "";
  return (next) => (request, init) => {
    const now = Math.floor(clock.now() / 1000);
    if (now !== second) {
      text = new Date(now * 1000).toUTCString();
      second = now;
    }
    request.headers.set("Date", text);
    return next(request, init);
  };
}
