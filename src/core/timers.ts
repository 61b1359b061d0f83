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
 * Each record knows its place in the array, and a wait that ends is replaced by the last one.
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

/** One wait: when it is due (performance.now() ms), what to call then (undefined once it has ended), and where it is in `waits`. */
export interface Wait {
  at: number;
  call: (() => void) | undefined;
  i: number;
}

/** Every wait not yet ended, in no order. */
const waits: Wait[] = [];
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
  const now = performance.now();
  // (A wait a callback before it cancelled calls nothing.)
  for (const wait of [...waits]) if (wait.at <= now) endWait(wait)?.();
  let next = Infinity;
  for (const wait of waits) if (wait.at < next) next = wait.at;
  if (next < timerAt) arm(next);
}

/**
 * Calls `callback` once after `ms` milliseconds, however long that is; returns the wait, for
 * `endWait` to cancel.
 */
export function addWait(ms: number, callback: () => void): Wait {
  const wait: Wait = { at: performance.now() + ms, call: callback, i: waits.length };
  // Browsers' timers are numbers, without ref and unref.
  if (waits.push(wait) === 1) timer?.ref?.();
  if (wait.at < timerAt || armedWith !== setTimeout) arm(wait.at);
  return wait;
}

/**
 * Cancels `wait` (nothing when there is none, or it has ended already): the last wait takes its
 * place. Returns its callback, if it had not ended.
 */
export function endWait(wait: Wait | undefined): (() => void) | undefined {
  const call = wait?.call;
  if (call) {
    const ended = wait as Wait;
    ended.call = undefined;
    const last = waits.pop() as Wait;
    if (last !== ended) {
      last.i = ended.i;
      waits[last.i] = last;
    }
    if (!waits.length) timer?.unref?.();
  }
  return call;
}
