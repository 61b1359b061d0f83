/**
 * Sets the HTTP `Date` header on every attempt of every request of the XML APIs (the DNS
 * reference lists it; a retried request gets a fresh date). Browsers forbid scripts to set
 * `Date`: there the set is silently ignored by the Headers object and the request goes out
 * without it, which the specs allow.
 */
import { type Clock, systemClock } from "../core/clock.ts";
import type { FetchPolicy } from "../core/fetch-policy.ts";

/** The policy; `clock` gives the time (a test's fake clock, or the system's). */
export function dateHeaderPolicy(clock: Clock = systemClock): FetchPolicy {
  return (next) => (request, init) => {
    request.headers.set("Date", new Date(clock.now()).toUTCString());
    return next(request, init);
  };
}
