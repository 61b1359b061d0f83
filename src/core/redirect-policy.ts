/**
 * Refuses redirects. Requests go out with `redirect: "manual"`, so fetch hands a 3xx back
 * instead of following it (a browser hands back an opaque redirect, status 0), and this policy
 * turns it into a RedirectRefusedError. No API of the platform redirects, and following one
 * would send the request's credentials wherever it points.
 */
import { RedirectRefusedError } from "./errors.ts";
import type { FetchPolicy } from "./fetch-policy.ts";

export function redirectPolicy(): FetchPolicy {
  return (next) => (request, init) =>
    next(request, init).then((response) => {
      const { status } = response;
      if ((status < 300 || status > 399) && response.type !== "opaqueredirect") return response;
      void response.body?.cancel().catch(() => {});
      throw new RedirectRefusedError(request.url, status, response.headers.get("location"));
    });
}
