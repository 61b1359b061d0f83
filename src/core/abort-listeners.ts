/**
 * One "abort" listener per caller signal, however many calls share it. Every call with a
 * `signal` waits for it to abort; with an `addEventListener` per call, the 11th concurrent call
 * on one signal makes Node print a MaxListenersExceededWarning (a false alarm of a memory leak).
 * Here the signal gets a single listener, which fans out to the calls waiting at the time.
 */

const waiting = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `listener` when `signal` aborts (not when it has already aborted: check that first).
 * Returns the function that stops listening; call it when the work is done.
 */
export function whenAborted(signal: AbortSignal, listener: () => void): () => void {
  let listeners = waiting.get(signal);
  if (listeners === undefined) {
    const set = new Set<() => void>();
    listeners = set;
    waiting.set(signal, set);
    signal.addEventListener(
      "abort",
      () => {
        waiting.delete(signal);
        for (const each of set) each();
      },
      { once: true },
    );
  }
  const own = listeners;
  own.add(listener);
  return () => {
    own.delete(listener);
  };
}
