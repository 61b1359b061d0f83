/**
 * The retry the reference asks for on zone creation: while a zone of the same name is being
 * created, a create is answered 500, and should be sent again with backoff. A pipeline policy,
 * so the waits run under the call's deadline and signal (fetch's `init`), and every attempt
 * gets its own Date header. Only the 500 of a create is retried: a create that failed in
 * transit is not sent again, since it may have gone through (a second one would then meet a 409).
 */
import type { FetchPolicy } from "../core/fetch-policy.ts";
import { type RetryOptions, retry } from "../core/retry.ts";

/** The path of CreateHostedZone, below the base URL. */
const CREATE_PATH = "/v1.0/hostedzone";

/** Thrown inside the retry loop to ask for another attempt; never escapes it. */
class CreateInProgress extends Error {}

/** A create's URL is the base URL (no query or fragment: base-url.ts refuses them) and CREATE_PATH. */
function isCreate(request: Request): boolean {
  return request.method === "POST" && request.url.endsWith(CREATE_PATH);
}

/**
 * Sends a create again, with backoff, while it is answered 500, `maxAttempts` times in all;
 * the last answer is returned as it is (the error table makes it a ConcurrentZoneCreationError).
 */
export function concurrentCreateRetry(options: RetryOptions): FetchPolicy {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 1);
  return (next) => (request, init) => {
    if (maxAttempts === 1 || !isCreate(request)) return next(request, init);
    return retry(
      async (attempt) => {
        const last = attempt + 1 >= maxAttempts;
        // A sent body is used up: every attempt but the last sends a copy.
        const response = await next(last ? request : request.clone(), init);
        if (last || response.status !== 500) return response;
        // Not awaited: a tee'd body's cancel settles only when its twin is cancelled too.
        void response.body?.cancel().catch(() => {});
        throw new CreateInProgress();
      },
      { shouldRetry: (error) => error instanceof CreateInProgress },
      { ...options, maxAttempts, signal: init?.signal },
    );
  };
}
