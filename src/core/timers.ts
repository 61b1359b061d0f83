/**
 * The SDK's timers: every wait (each call's deadline, each pause between attempts or polls) is
 * an entry of one map, served by one setTimeout armed for the earliest. A setTimeout and a
 * clearTimeout of its own per call cost 3 to 8% of a call through a client on a zero-latency
 * transport (the compute bench's default pipeline went from 0.89x to 0.96x of bare openapi-fetch
 * without them); the timer is armed again only for a wait that ends sooner than the one it is
 * set for. When it fires, the waits whose time has come end, and it is armed for the earliest
 * one left.
 *
 * Node and browsers keep a timer's delay in a signed 32-bit integer: a delay above 2^31-1 ms
 * (24.8 days) overflows and the timer fires after about 1 ms. The timer is never armed for more
 * than 2^31-1 ms: a longer wait is met by waking early and arming again, so a `timeoutMs` of 3e9
 * or a Retry-After of 40 days waits the whole time instead of ending at once.
 *
 * The timer holds the process open while something waits, and only then (as a timer per wait
 * did). Times are performance.now(), which no change of the system clock moves.
 */

/** The longest delay one setTimeout can hold: 2^31-1 ms, about 24.8 days. */
export const MAX_TIMER_MS = 2_147_483_647;

/** What is waiting: each wait's callback (a function of its own), and when it is due (performance.now() ms). */
const waits = new Map<() => void, number>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** When `timer` fires; Infinity when it is not armed. */
let timerAt = Infinity;
/** The setTimeout that armed `timer`: a test's fake timers, once uninstalled, never fire theirs. */
let armedWith: unknown;

function arm(at: number): void {
  clearTimeout(timer);
  armedWith = setTimeout;
  timerAt = at;
  timer = setTimeout(endDue, Math.min(at - performance.now(), MAX_TIMER_MS));
}

/** Calls the waits that are due (their callbacks must not throw), and arms the timer for the next. */
function endDue(): void {
  timerAt = Infinity;
  let next = timerAt;
  for (const [callback, at] of waits)
    if (at > performance.now()) next = Math.min(next, at);
    else {
      waits.delete(callback);
      callback();
    }
  if (next < Infinity) arm(next);
}

/**
 * Calls `callback` once after `ms` milliseconds, however long that is; returns the function
 * that cancels it. `callback` must be a function of its own for each call.
 */
export function startTimer(ms: number, callback: () => void): () => void {
  const at = performance.now() + ms;
  // Browsers' timers are numbers, without ref and unref.
  if (waits.size === 0) timer?.ref?.();
  waits.set(callback, at);
  if (at < timerAt || armedWith !== setTimeout) arm(at);
  return () => {
    if (waits.delete(callback) && waits.size === 0) timer?.unref?.();
  };
}
