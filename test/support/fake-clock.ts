/**
 * A virtual clock for unit tests: time moves only when a test advances it, and `sleep`
 * returns at once after moving time forward by the requested amount, so backoff and
 * expiry logic run instantly and deterministically.
 */
import type { Clock } from "../../src/core/clock.ts";

export interface FakeClock extends Clock {
  /** Moves time forward. */
  advance(ms: number): void;
  /** Every sleep requested so far, in order. */
  sleeps: number[];
}

export function fakeClock(start = Date.UTC(2026, 10, 21, 0, 0, 0)): FakeClock {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
    sleeps,
    async sleep(ms, signal) {
      if (signal?.aborted) throw signal.reason;
      sleeps.push(ms);
      now += ms;
    },
  };
}
