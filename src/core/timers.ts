/**
 * Timers that wait as long as they are asked to. Node and browsers keep a timer's delay in a
 * signed 32-bit integer: a delay above 2^31-1 ms (24.8 days) overflows and the timer fires
 * after about 1 ms. `startTimer` splits a longer wait into legs of at most 2^31-1 ms, so a
 * `timeoutMs` of 3e9 or a Retry-After of 40 days waits the whole time instead of firing at once.
 */

/** The longest delay one setTimeout can hold: 2^31-1 ms, about 24.8 days. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * Calls `callback` once after `ms` milliseconds, however long that is; returns the function
 * that cancels it. A delay of 2^31-1 ms or less is one plain setTimeout.
 */
export function startTimer(ms: number, callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  // One plain setTimeout for a delay a timer can hold; legs of 2^31-1 ms until one can.
  const leg = (left: number) => {
    timer = setTimeout(
      left > MAX_TIMER_MS ? () => leg(left - MAX_TIMER_MS) : callback,
      Math.min(left, MAX_TIMER_MS),
    );
  };
  leg(ms);
  return () => clearTimeout(timer);
}
