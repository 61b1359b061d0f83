/**
 * The retry policy of the pipeline (`retryPolicy`), which re-sends idempotent requests that failed
 * in a way worth retrying, and the factory type of a client's `retryWith`.
 */
import { InvalidInputError, NetworkError, TimeoutError } from "./errors.ts";
import type { FetchPolicy } from "./fetch-policy.ts";
import { checkRetryOptions, type RetryOptions, retry } from "./retry.ts";

export interface RetryPolicyOptions extends RetryOptions {
  /** Statuses to retry; default 429, 502, 503, 504. */
  statuses?: readonly number[];
  /** Methods to retry; default the idempotent ones. A POST is retried only if listed here. */
  methods?: readonly string[];
  /** Retries only the requests (of `methods`) this says yes to; default all of them. */
  when?: (request: Request) => boolean;
  /**
   * Whether a network failure or a timeout is retried too; default true. False where a request
   * that failed in transit may have gone through (a create sent again would meet a 409).
   */
  failures?: boolean;
}

/**
 * What `retryWith` takes: `retryPolicy`, or a factory of your own made like it. A client calls
 * it with the caller's `retry` option (undefined when not given) and the API's defaults; a DNS
 * client calls it a second time, for the retry of a concurrent zone create (`when` picks the
 * create, `failures: false` spares a create that failed in transit).
 */
export type RetryPolicyFactory = (options?: RetryPolicyOptions, defaults?: RetryPolicyOptions) => FetchPolicy;

const DEFAULT_STATUSES = [429, 502, 503, 504];
const IDEMPOTENT = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"];

/**
 * Reads an HTTP Retry-After header, which is either a number of seconds or an HTTP date.
 * Returns milliseconds to wait from `now`, or undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The pipeline policy that re-sends idempotent requests (or those of `methods`) on a network
 * failure, a timeout or a status of `statuses`, with backoff; the last attempt's answer is
 * returned as it is. Pass it as a client's `retryWith`, or put it in a `pipeline` of your own.
 * @param given the caller's options (a client's `retry`), over `defaults`: a member given as
 *   undefined keeps its default
 * @param defaults the API's own (a client passes its statuses and methods)
 * @throws {InvalidInputError} when `given` is not an object, or has a bad maxAttempts, baseDelayMs, maxDelayMs, when or failures (named `retry.*`)
 */
export function retryPolicy(given?: RetryPolicyOptions, defaults?: RetryPolicyOptions): FetchPolicy {
  const options: RetryPolicyOptions = { ...defaults };
  for (const [name, value] of Object.entries(checkRetryOptions(given) ?? {}))
    if (value !== undefined) Object.assign(options, { [name]: value });
  const statuses = options.statuses ?? DEFAULT_STATUSES;
  const methods = options.methods ?? IDEMPOTENT;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const { when, failures = true } = options;
  if (when !== undefined && typeof when !== "function")
    throw new InvalidInputError("retry.when", "must be a function");
  if (typeof failures !== "boolean") throw new InvalidInputError("retry.failures", "must be true or false");
  const decision = {
    // A response of a status to retry is thrown inside the retry loop as it is, to ask for another
    // attempt; it never escapes the loop (the last attempt's response is returned).
    shouldRetry: (error: unknown) =>
      error instanceof Response ||
      (failures && (error instanceof NetworkError || error instanceof TimeoutError)),
    retryAfterMs: (error: unknown) =>
      error instanceof Response ? parseRetryAfter(error.headers.get("retry-after"), Date.now()) : undefined,
  };
  return (next) => (request, init) => {
    if (maxAttempts === 1 || !methods.includes(request.method) || (when && !when(request)))
      return next(request, init);
    // Only a body is used up by sending: a bodyless request is sent again as it is, which
    // spares a clone (a third of a request's cost in Node's fetch) on every first attempt. The
    // first attempt's answer and failure are taken by one `then` (`failed` handles a failure),
    // so a call that succeeds at once pays for one promise.
    const send = (attempt: number, failed?: (error: unknown) => Promise<Response>) => {
      const last = attempt + 1 >= maxAttempts;
      return next(last || request.body === null ? request : request.clone(), init).then((response) => {
        if (last || !statuses.includes(response.status)) return response;
        void response.body?.cancel().catch(() => {});
        if (failed) return failed(response);
        throw response;
      }, failed);
    };
    // The first attempt runs outside the retry loop, so a call that succeeds at once pays for
    // nothing else (no loop, no signal, no options object); a failure enters the loop with it.
    const again = (first: unknown) =>
      retry((attempt) => (attempt ? send(attempt) : Promise.reject(first)), decision, {
        ...options,
        maxAttempts,
        signal: options.signal ?? init?.signal,
      });
    return send(0, (error) => (decision.shouldRetry(error) ? again(error) : Promise.reject(error)));
  };
}
