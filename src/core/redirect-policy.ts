/**
 * Refuses redirects. Requests go out with `redirect: "manual"`, so fetch hands a 3xx back
 * instead of following it (a browser hands back an opaque redirect, status 0), and this step of
 * the pipeline's innermost policy (api-client.ts) turns it into a RedirectRefusedError. No API
 * of the platform redirects, and following one would send the request's credentials wherever it
 * points.
 */
import { RedirectRefusedError } from "./errors.ts";

/** `response` as it is, unless it is a redirect: then a RedirectRefusedError. */
export function refuseRedirect(request: Request, response: Response): Response {
  const { status } = response;
  if ((status < 300 || status > 399) && response.type !== "opaqueredirect") return response;
  void response.body?.cancel().catch(() => {});
  throw new RedirectRefusedError(request.url, status, response.headers.get("location"));
}
