/**
 * Retries an async operation with exponential backoff and full jitter (`backoffDelay`), or after
 * exactly what the server asked for with Retry-After when it did.
 */
import { type Clock, systemClock } from "./clock.ts";
import { abortError, InvalidInputError } from "./errors.ts";
import { optionalDuration, optionalInteger } from "./input.ts";

export interface RetryOptions {
  /** Total attempts including the first; default 3. 1 disables retries. */
  maxAttempts?: number;
  /** Backoff base; default 200 ms. */
  baseDelayMs?: number;
  /** Upper bound of one wait, including a server's Retry-After; default 20 s. */
  maxDelayMs?: number;
  /** Cancels the waits and stops further attempts. */
  signal?: AbortSignal;
  /** For tests. */
  clock?: Clock;
  /** For tests: a number in [0, 1). */
  random?: () => number;
}

export interface RetryDecision<E = unknown> {
  /** Whether this error is worth another attempt. */
  shouldRetry(error: E, attempt: number): boolean;
  /** The wait the server asked for (Retry-After), if any. */
  retryAfterMs?(error: E): number | undefined;
}

/**
 * A caller's retry options, checked: a NaN or negative count would retry forever or never, and
 * a NaN delay would not wait at all.
 * @throws {InvalidInputError} naming the bad field
 */
export function checkRetryOptions<T extends RetryOptions>(
  retry: T | undefined,
  field = "retry",
): T | undefined {
  if (retry === undefined) return undefined;
  if (typeof retry !== "object" || retry === null) throw new InvalidInputError(field, "must be an object");
  optionalInteger(`${field}.maxAttempts`, retry.maxAttempts, 1, 100);
  optionalDuration(`${field}.baseDelayMs`, retry.baseDelayMs);
  optionalDuration(`${field}.maxDelayMs`, retry.maxDelayMs);
  return retry;
}

/** The wait before attempt `attempt + 1`: a random time in [0, min(maxDelayMs, baseDelayMs * 2^attempt)). */
export function backoffDelay(attempt: number, options: RetryOptions): number {
  const base = options.baseDelayMs ?? 200;
  const max = options.maxDelayMs ?? 20_000;
  const random = options.random ?? Math.random;
  return Math.floor(random() * Math.min(max, base * 2 ** attempt));
}

/**
 * Runs `operation` until it succeeds, `decision` refuses its error, `maxAttempts` is reached or
 * `signal` aborts, waiting with backoff (or the server's Retry-After) between attempts.
 * @throws the last attempt's error, or one `decision` does not retry
 * @throws {AbortError} when `signal` aborts (a TimeoutError when the signal's reason is one)
 */
export async function retry<T>(
  operation: (attempt: number) => Promise<T>,
  decision: RetryDecision,
  options: RetryOptions = {},
): Promise<T> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const clock = options.clock ?? systemClock;
  for (let attempt = 0; ; attempt++) {
    if (options.signal?.aborted) throw abortError(options.signal.reason);
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt + 1 >= maxAttempts || !decision.shouldRetry(error, attempt)) throw error;
      const asked = decision.retryAfterMs?.(error);
      const wait =
        asked === undefined ? backoffDelay(attempt, options) : Math.min(asked, options.maxDelayMs ?? 20_000);
      await clock.sleep(wait, options.signal).catch((reason: unknown) => {
        throw abortError(reason);
      });
    }
  }
}
