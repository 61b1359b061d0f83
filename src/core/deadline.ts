/**
 * Bounds a whole call, body included, by its timeout and by the caller's signal. One
 * controller per call follows both; its signal goes into the Request that openapi-fetch
 * builds (so fetch cancels the connection), and the call's promise is raced against it (so a
 * body that stalls, or a transport that ignores the signal, cannot hang the call).
 *
 * The controller follows the caller's signal by hand: AbortSignal.any() would be shorter, but
 * Node 20 holds its result only weakly, and a collected signal would never fire.
 */
import { AbortError, TimeoutError } from "./errors.ts";

export interface DeadlineOptions {
  /** The caller's signal. */
  signal?: AbortSignal;
  /** Milliseconds; 0 or less for none. */
  timeoutMs: number;
  /** What the call is about, for the TimeoutError (a URL; only its origin and path are shown). */
  url: string;
}

/** Runs `work` with a signal that fires on the timeout or the caller's abort, whichever is first. */
export function withDeadline<T>(
  options: DeadlineOptions,
  work: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  const { signal: caller, timeoutMs } = options;
  if (caller?.aborted) return Promise.reject(new AbortError(caller.reason));
  if (timeoutMs <= 0 && caller === undefined) return work(undefined);

  const controller = new AbortController();
  let stop!: (error: Error) => void;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  const end = (error: Error) => {
    stop(error);
    controller.abort(error);
  };
  const timer =
    timeoutMs > 0 ? setTimeout(() => end(new TimeoutError(options.url, timeoutMs)), timeoutMs) : undefined;
  const onAbort = () => end(new AbortError(caller?.reason));
  caller?.addEventListener("abort", onAbort, { once: true });
  const finish = () => {
    clearTimeout(timer);
    caller?.removeEventListener("abort", onAbort);
  };
  return Promise.race([work(controller.signal), stopped]).finally(finish);
}
