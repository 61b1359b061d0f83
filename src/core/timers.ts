/**
 * The SDK's timers: every wait (each call's deadline, each pause between attempts or polls) is
 * an entry of one list, served by one setTimeout armed for the earliest. A setTimeout and a
 * clearTimeout of its own per call cost 3 to 8% of a call through a client on a zero-latency
 * transport (the compute bench's default pipeline went from 0.89x to 0.96x of bare openapi-fetch
 * without them); the timer is armed again only for a wait that ends sooner than the one it is
 * set for. When it fires, the waits whose time has come end, and it is armed for the earliest
 * one left.
 *
 * The waits are a plain array of records, not a Map keyed by each wait: a Map gives every fresh
 * key an identity hash, and its set and delete cost about 250 ns a call, a third of a deadline.
 * A wait that ends early is only marked ended; the array is emptied when nothing waits (one call
 * at a time: every time), and rebuilt without the ended ones when they are most of it.
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

/** One wait: when it is due (performance.now() ms), and what to call then; undefined once it has ended. */
export interface Wait {
  at: number;
  call: (() => void) | undefined;
}

/** Every wait not yet served, and ended ones not yet swept out. */
let waits: Wait[] = [];
/** How many of `waits` still wait. */
let live = 0;
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
  const all = waits;
  // Waits started by the callbacks go to the new list.
  waits = [];
  const now = performance.now();
  for (const wait of all) if (wait.call !== undefined && wait.at > now) waits.push(wait);
  for (const wait of all) {
    const { call } = wait;
    if (call !== undefined && wait.at <= now) {
      wait.call = undefined;
      live--;
      call();
    }
  }
  let next = Infinity;
  for (const wait of waits) if (wait.call !== undefined && wait.at < next) next = wait.at;
  if (next < timerAt) arm(next);
}

/**
 * Calls `callback` once after `ms` milliseconds, however long that is; returns the wait, for
 * `endWait` to cancel.
 */
export function addWait(ms: number, callback: () => void): Wait {
  const wait: Wait = { at: performance.now() + ms, call: callback };
  // Browsers' timers are numbers, without ref and unref.
  if (live++ === 0) timer?.ref?.();
  waits.push(wait);
  if (wait.at < timerAt || armedWith !== setTimeout) arm(wait.at);
  return wait;
}

/** Cancels `wait` (nothing when it has ended already). */
export function endWait(wait: Wait): void {
  if (wait.call === undefined) return;
  wait.call = undefined;
  if (--live === 0) {
    // (A pop: setting the length to 0 frees the array's store, 50 ns more.)
    if (waits.length === 1) waits.pop();
    else waits = [];
    timer?.unref?.();
  } else if (waits.length > 64 && live < waits.length / 2)
    waits = waits.filter((each) => each.call !== undefined);
}

/** Calls `callback` once after `ms` milliseconds, however long that is; returns the function that cancels it. */
export function startTimer(ms: number, callback: () => void): () => void {
  const wait = addWait(ms, callback);
  return () => endWait(wait);
}
