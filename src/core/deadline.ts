/**
 * Bounds a whole call, body included, by its timeout and by the caller's signal. One
 * controller per call follows both; its signal goes down the pipeline to the transport as
 * fetch's `init.signal` (so Node's fetch and browsers cancel the connection), and the call's
 * promise is raced against it (so a body that stalls, or a transport that ignores the signal,
 * cannot hang the call). Nothing is armed for a call without a timeout and a signal.
 *
 * The controller follows the caller's signal by hand: AbortSignal.any() would be shorter, but
 * Node 20 holds its result only weakly, and a collected signal would never fire. Calls that
 * share one caller signal share one listener on it (abort-listeners.ts), and every call's
 * timeout is an entry of the SDK's one shared timer (timers.ts), which also waits out a timeout
 * longer than a setTimeout can hold.
 */
import { whenAborted } from "./abort-listeners.ts";
import { AbortError, TimeoutError } from "./errors.ts";
import type { FetchInit } from "./fetch-policy.ts";
import { addWait, endWait } from "./timers.ts";

export interface DeadlineOptions {
  /** The caller's signal. */
  signal?: AbortSignal;
  /** Milliseconds; 0 or less for none. */
  timeoutMs: number;
  /** What the call is about, for the TimeoutError (a URL; only its origin and path are shown). */
  url: string;
}

/**
 * The init handed down the pipeline. Its signal is made only when something reads it: Node
 * builds an AbortSignal lazily, and building one costs more than the rest of a deadline. A real
 * fetch reads it; a stub transport that never fails does not.
 */
class DeadlineInit implements FetchInit {
  #controller: AbortController | undefined;

  get signal(): AbortSignal {
    this.#controller ??= new AbortController();
    return this.#controller.signal;
  }

  /** (Made on an abort too, so that a signal read later reads as aborted, with its reason.) */
  abort(reason: Error): void {
    this.#controller ??= new AbortController();
    this.#controller.abort(reason);
  }
}

/**
 * Runs `work` with an init whose signal fires on the timeout or the caller's abort, whichever is
 * first. `done` turns work's value into the call's, and `failed` its failure into the error to
 * throw, in the step that settles the call: a caller's own `then` or `await` would cost a promise.
 */
export function withDeadline<T, U>(
  options: DeadlineOptions,
  work: (init: FetchInit | undefined) => Promise<T>,
  done: (value: T) => U,
  failed: (error: unknown) => unknown,
): Promise<U> {
  const { signal: caller, timeoutMs } = options;
  if (caller?.aborted) return Promise.reject(new AbortError(caller.reason));
  if (timeoutMs <= 0 && !caller)
    return work(undefined).then(done, (error: unknown) => {
      throw failed(error);
    });

  // One promise settled by whichever comes first: the work, the timer or the caller's abort.
  // (Promise.race over a "stopped" promise costs three promises per call; this costs one.)
  return new Promise<U>((resolve, reject) => {
    const init = new DeadlineInit();
    const end = (error: Error) => {
      finish();
      reject(error);
      init.abort(error);
    };
    const wait =
      timeoutMs > 0 ? addWait(timeoutMs, () => end(new TimeoutError(options.url, timeoutMs))) : undefined;
    const stopListening = caller && whenAborted(caller, () => end(new AbortError(caller.reason)));
    function finish() {
      endWait(wait);
      stopListening?.();
    }
    work(init).then(
      (value) => {
        finish();
        try {
          resolve(done(value));
        } catch (error) {
          reject(error);
        }
      },
      (error: unknown) => {
        finish();
        reject(failed(error));
      },
    );
  });
}
