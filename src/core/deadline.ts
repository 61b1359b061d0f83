/**
 * Bounds a whole call, body included, by its timeout and by the caller's signal. One
 * controller per call follows both; its signal goes down the pipeline to the transport as
 * fetch's `init.signal` (so Node's fetch and browsers cancel the connection), and the call's
 * promise is raced against it (so a body that stalls, or a transport that ignores the signal,
 * cannot hang the call). Nothing is armed for a call without a timeout and a signal.
 *
 * The controller follows the caller's signal by hand: AbortSignal.any() would be shorter, but
 * Node 20 holds its result only weakly, and a collected signal would never fire. Calls that
 * share one caller signal share one listener on it (abort-listeners.ts), and a timeout longer
 * than a timer can hold is waited in legs (timers.ts).
 */
import { whenAborted } from "./abort-listeners.ts";
import { AbortError, TimeoutError } from "./errors.ts";
import type { FetchInit } from "./fetch-policy.ts";
import { MAX_TIMER_MS, startTimer } from "./timers.ts";

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
  #reason: Error | undefined;

  get signal(): AbortSignal {
    this.#controller ??= new AbortController();
    if (this.#reason !== undefined) this.#controller.abort(this.#reason);
    return this.#controller.signal;
  }

  abort(reason: Error): void {
    this.#reason ??= reason;
    this.#controller?.abort(reason);
  }
}

/** A call waiting for its deadline. */
interface Watched {
  /** When its timeout runs out, in `Date.now()` milliseconds. */
  at: number;
  /** Ends the call with its TimeoutError. */
  expire(): void;
  settled: boolean;
}

/**
 * The deadlines of the calls in flight, in the order they run out, and one timer for the
 * earliest. A timer per call costs a Timeout object, its insertion and its removal on every
 * call (a few percent of a call on a fast transport, as undici found for its own timeouts);
 * calls with the same timeout run out in the order they start, so a queue keeps them in order
 * for nothing. A call whose deadline comes before the last one queued (a shorter timeout) gets
 * a timer of its own. The shared timer is unref'd: it never keeps a process alive by itself
 * (an exchange in flight does, through its socket).
 */
const queue: Watched[] = [];
let head = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let armedAt = Number.POSITIVE_INFINITY;

function arm(at: number): void {
  if (timer !== undefined) clearTimeout(timer);
  armedAt = at;
  // At most 2^31-1 ms at a time (timers.ts): a longer deadline is met by waking early and arming again.
  timer = setTimeout(expireDue, Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())));
  (timer as { unref?: () => void }).unref?.();
}

/** Drops the settled calls at the head of the queue; an empty queue starts again from 0. */
function dropSettled(): void {
  while (head < queue.length && (queue[head] as Watched).settled) head++;
  if (head === queue.length) {
    queue.length = 0;
    head = 0;
  } else if (head > 1024 && head * 2 > queue.length) {
    queue.splice(0, head);
    head = 0;
  }
}

function expireDue(): void {
  timer = undefined;
  armedAt = Number.POSITIVE_INFINITY;
  const now = Date.now();
  while (head < queue.length) {
    const watched = queue[head] as Watched;
    if (!watched.settled && watched.at > now) break;
    head++;
    if (!watched.settled) watched.expire();
  }
  dropSettled();
  if (head < queue.length) arm((queue[head] as Watched).at);
}

/** Watches `watched` until it settles; false when its deadline must have a timer of its own. */
function enqueue(watched: Watched): boolean {
  const last = queue[queue.length - 1];
  if (last !== undefined && watched.at < last.at) return false;
  queue.push(watched);
  if (watched.at < armedAt) arm(watched.at);
  return true;
}

/** Runs `work` with an init whose signal fires on the timeout or the caller's abort, whichever is first. */
export function withDeadline<T>(
  options: DeadlineOptions,
  work: (init: FetchInit | undefined) => Promise<T>,
): Promise<T> {
  const { signal: caller, timeoutMs } = options;
  if (caller?.aborted) return Promise.reject(new AbortError(caller.reason));
  if (timeoutMs <= 0 && caller === undefined) return work(undefined);

  // One promise settled by whichever comes first: the work, the deadline or the caller's abort.
  // (Promise.race over a "stopped" promise costs three promises per call; this costs one.)
  return new Promise<T>((resolve, reject) => {
    const init = new DeadlineInit();
    const end = (error: Error) => {
      finish();
      reject(error);
      init.abort(error);
    };
    let stopOwn: (() => void) | undefined;
    const watched: Watched | undefined =
      timeoutMs > 0
        ? {
            at: Date.now() + timeoutMs,
            expire: () => end(new TimeoutError(options.url, timeoutMs)),
            settled: false,
          }
        : undefined;
    if (watched !== undefined && !enqueue(watched)) stopOwn = startTimer(timeoutMs, watched.expire);
    const stopListening = caller && whenAborted(caller, () => end(new AbortError(caller.reason)));
    function finish() {
      if (watched !== undefined && !watched.settled) {
        watched.settled = true;
        if (stopOwn === undefined) dropSettled();
        else stopOwn();
      }
      stopListening?.();
    }
    work(init).then(
      (value) => {
        finish();
        resolve(value);
      },
      (error: unknown) => {
        finish();
        reject(error);
      },
    );
  });
}
