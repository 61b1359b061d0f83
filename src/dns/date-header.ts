/**
 * Sets the HTTP `Date` header the DNS API's reference lists, on every attempt (a retried
 * request gets a fresh date). Browsers forbid scripts to set `Date`: there the set is
 * silently ignored by the Headers object and the request goes out without it, which the spec allows.
 */
import { type Clock, systemClock } from "../core/clock.ts";
import type { FetchPolicy } from "../core/fetch-policy.ts";

export function dateHeaderPolicy(clock: Clock = systemClock): FetchPolicy {
  return (next) => (request, init) => {
    request.headers.set("Date", new Date(clock.now()).toUTCString());
    return next(request, init);
  };
}
