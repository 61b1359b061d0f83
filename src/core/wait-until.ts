/**
 * The one poller of every client's waits (a DB instance to be available, a DNS change to be
 * INSYNC): it calls `poll` until `done` says its result is final, and it is the one place where
 * a wait sleeps. Time comes from a `Clock`, so tests run it on a fake clock without waiting.
 *
 * Every wait's durations mean the same:
 * - `timeoutMs`: how long the wait goes on polling, from its start, polls included. No poll
 *   starts after it; the last one starts at the deadline itself (the pause before it is cut
 *   short), so a resource that becomes ready just before the deadline is still seen. A poll is
 *   bounded by its own timeout (`pollTimeoutMs`, by default the client's `timeoutMs`). `0` is no
 *   bound: the wait goes on until the state is reached, a poll fails, or the signal aborts (as a
 *   call's `timeoutMs: 0` is no timeout).
 * - `intervalMs`: the pause between the end of one poll and the start of the next; more than 0.
 * The first poll is made at once. A poll that throws ends the wait with its error.
 */
import type { CallOptions } from "./call-options.ts";
import { type Clock, systemClock } from "./clock.ts";
import { abortError, InvalidInputError, SvcError } from "./errors.ts";
import { requireDuration } from "./input.ts";

/** The options of every client's `waitFor...` call. */
export interface WaitOptions extends CallOptions {
  /** How long to go on polling, polls included, in milliseconds; 0 for no bound. Each API has its default. */
  timeoutMs?: number;
  /** The pause between polls, in milliseconds, more than 0. Each API has its default. */
  intervalMs?: number;
  /** Each poll's own timeout; default the client's `timeoutMs`. */
  pollTimeoutMs?: number;
  /** For tests: the time source of the wait. */
  clock?: Clock;
}

/** What `waitUntil` needs: the caller's options, with the API's default durations, and how to word a timeout. */
export interface WaitUntilOptions<T> extends WaitOptions {
  timeoutMs: number;
  intervalMs: number;
  /** What is awaited, for the timeout's message, e.g. `DB instance 44b2... to be available`. */
  what: string;
  /** The last result in words, for the timeout's message, e.g. `its status is still BUILD`. */
  describe?(value: T): string;
  /** What to do when the wait runs out; default: wait longer, or check the resource. */
  advice?: string;
}

/** The wait ran out of time before the awaited state was reached. */
export class WaitTimeoutError extends SvcError {
  override name = "WaitTimeoutError";
  /** Polls made. */
  declare readonly polls: number;
  /** The wait's timeout, in milliseconds. */
  declare readonly timeoutMs: number;

  constructor(what: string, timeoutMs: number, polls: number, last: string | undefined, advice?: string) {
    super(
      `Waited ${timeoutMs} ms for ${what} (${polls} poll${polls === 1 ? "" : "s"})${last ? `; ${last}` : ""}. ${advice ?? "Wait longer (timeoutMs), or check the resource."}`,
      { code: "wait_timeout" },
    );
    this.polls = polls;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * `value` as a wait's duration in milliseconds: a finite number from 0 (more than 0 when
 * `positive`) to a year, like every duration option; `fallback` when left out. A pause or a
 * timeout longer than a timer can hold (2^31-1 ms) is waited in legs by the clock's sleep
 * (core/timers.ts): an `intervalMs` of 3e9 polled about 645 times a second before.
 * @throws {InvalidInputError} naming `field` otherwise
 */
export function waitDuration(field: string, value: unknown, fallback: number, positive = false): number {
  if (value === undefined) return fallback;
  if (positive && value === 0) throw new InvalidInputError(field, "must be more than 0 milliseconds");
  return requireDuration(field, value, 0, positive ? ", more than 0" : " (0: no bound)");
}

/**
 * Polls until `done(result)`, and returns that result. `poll` gets the call options of each
 * poll: the wait's signal and `pollTimeoutMs`.
 * @throws {InvalidInputError} when `timeoutMs` or `intervalMs` is not a valid duration
 * @throws {WaitTimeoutError} when `timeoutMs` runs out first
 * @throws {AbortError} when `signal` aborts
 * @throws whatever `poll` throws
 */
export async function waitUntil<T>(
  poll: (call: CallOptions) => Promise<T>,
  done: (value: T) => boolean,
  options: WaitUntilOptions<T>,
): Promise<T> {
  const timeoutMs = waitDuration("timeoutMs", options.timeoutMs, 0);
  const intervalMs = waitDuration("intervalMs", options.intervalMs, 0, true);
  const { signal, pollTimeoutMs } = options;
  const clock = options.clock ?? systemClock;
  const deadline = timeoutMs === 0 ? Number.POSITIVE_INFINITY : clock.now() + timeoutMs;
  const call: CallOptions = { signal, timeoutMs: pollTimeoutMs };
  for (let polls = 1; ; polls++) {
    if (signal?.aborted) throw abortError(signal.reason);
    const value = await poll(call);
    if (done(value)) return value;
    const left = deadline - clock.now();
    if (left <= 0)
      throw new WaitTimeoutError(options.what, timeoutMs, polls, options.describe?.(value), options.advice);
    await clock.sleep(Math.min(intervalMs, left), signal).catch((reason: unknown) => {
      throw abortError(signal?.aborted ? signal.reason : reason);
    });
  }
}
