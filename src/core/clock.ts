/**
 * Time as the clients see it. Injectable, so tests can move time forward without waiting.
 */
import { whenAborted } from "./abort-listeners.ts";
import { addWait, endWait } from "./timers.ts";

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds; rejects with the signal's reason if it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The real clock. Its sleep waits however long it is asked to, beyond a timer's 2^31-1 ms. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const wait = addWait(ms, () => {
        stopListening?.();
        resolve();
      });
      const stopListening =
        signal &&
        whenAborted(signal, () => {
          endWait(wait);
          reject(signal.reason);
        });
    }),
};
