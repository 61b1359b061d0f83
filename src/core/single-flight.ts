/**
 * Collapses concurrent calls into one: while a call of `operation` is in flight, every
 * other caller gets the same promise, so they all see its one result or its one error.
 */
export function singleFlight<T>(operation: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= operation().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
