/**
 * A generic poller: calls `poll` until `done` says its result is final, every `intervalMs`,
 * for at most `timeoutMs`, and stops at once when `signal` aborts. Time comes from a `Clock`,
 * so tests run it on a fake clock without waiting. It knows nothing of any API: it is written
 * so that it can move to src/core unchanged once core has a place for it.
 *
 * The poll runs at the start, then after each interval; the last poll runs at the deadline
 * itself (the wait before it is cut short), so a resource that becomes ready just before the
 * deadline is still seen. A poll that throws ends the wait with its error.
 */
import { type Clock, systemClock } from "../core/clock.ts";
import { AbortError, InvalidInputError, SvcError } from "../core/errors.ts";

export interface WaitUntilOptions<T> {
  /** Longest time to wait, in milliseconds, polls included. */
  timeoutMs: number;
  /** Time between the end of one poll and the start of the next, in milliseconds. */
  intervalMs: number;
  /** Cancels the wait (the pending poll and the sleep between polls) with an AbortError. */
  signal?: AbortSignal;
  /** Time source; default the system clock. */
  clock?: Clock;
  /** What is awaited, for the timeout's message, e.g. `DB instance 44b2... to be available`. */
  what: string;
  /** The last result in words, for the timeout's message, e.g. `its status is BUILD`. */
  describe?(value: T): string;
}

/** The wait ran out of time before the awaited state was reached. */
export class WaitTimeoutError extends SvcError {
  override name = "WaitTimeoutError";
  /** Polls made. */
  readonly polls: number;

  constructor(what: string, timeoutMs: number, polls: number, last: string | undefined) {
    super(
      `Waited ${timeoutMs} ms for ${what} (${polls} poll${polls === 1 ? "" : "s"})${last ? `; ${last}` : ""}. Wait longer (timeoutMs) or check the resource.`,
      { code: "wait_timeout" },
    );
    this.polls = polls;
  }
}

function checkOptions<T>(options: WaitUntilOptions<T>): void {
  const { timeoutMs, intervalMs } = options;
  if (typeof timeoutMs !== "number" || !Number.isFinite(timeoutMs) || timeoutMs < 0)
    throw new InvalidInputError("timeoutMs", "must be a number of milliseconds, 0 or more");
  if (typeof intervalMs !== "number" || !Number.isFinite(intervalMs) || intervalMs <= 0)
    throw new InvalidInputError("intervalMs", "must be a number of milliseconds, more than 0");
}

const aborted = (reason: unknown) => (reason instanceof SvcError ? reason : new AbortError(reason));

/**
 * Polls until `done(result)`, and returns that result.
 * @throws {WaitTimeoutError} when `timeoutMs` runs out first
 * @throws {AbortError} when `signal` aborts
 * @throws whatever `poll` throws
 */
export async function waitUntil<T>(
  poll: (signal: AbortSignal | undefined) => Promise<T>,
  done: (value: T) => boolean,
  options: WaitUntilOptions<T>,
): Promise<T> {
  checkOptions(options);
  const { signal, timeoutMs, intervalMs } = options;
  const clock = options.clock ?? systemClock;
  const deadline = clock.now() + timeoutMs;
  for (let polls = 1; ; polls++) {
    if (signal?.aborted) throw aborted(signal.reason);
    const value = await poll(signal);
    if (done(value)) return value;
    const left = deadline - clock.now();
    if (left <= 0) throw new WaitTimeoutError(options.what, timeoutMs, polls, options.describe?.(value));
    try {
      await clock.sleep(Math.min(intervalMs, left), signal);
    } catch (reason) {
      throw aborted(signal?.aborted ? signal.reason : reason);
    }
  }
}
