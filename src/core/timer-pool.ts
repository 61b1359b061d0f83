/**
 * Re-armed timers for call deadlines. Every call with a timeout needs a timer that almost never
 * fires, and setting one and clearing it cost 3-10% of a call through a client's default
 * pipeline on a zero-latency stub (bench/database.bench.ts). In Node a timer can be re-armed
 * (`refresh()`) instead of made anew: a call takes an idle timer of its duration from a small
 * pool, re-arms it, and gives it back when it ends, unref'd, so that it keeps no process alive and
 * fires for no one (one that runs out idle finds no owner and does nothing).
 *
 * A plain timer (startTimer) serves instead where timers cannot be re-armed (browsers give a
 * number), where the pool is full, for a delay longer than one timer holds, and whenever the
 * global setTimeout is not the one that made a pooled timer (a test's fake timers came or went):
 * a deadline always runs on the timers in use when it starts.
 */
import { MAX_TIMER_MS, startTimer } from "./timers.ts";

type Timer = ReturnType<typeof setTimeout>;

interface Slot {
  /** A Node timer (re-armable), or a browser's timer ID. */
  timer: Timer;
  /** Called when the timer runs out; undefined while the slot is idle. */
  owner: (() => void) | undefined;
  /** Counts the slot's uses, so that a use's stop works once and only for that use. */
  use: number;
  /** The setTimeout the timer was made with, and its clearTimeout. */
  madeBy: typeof setTimeout;
  clear: typeof clearTimeout;
}

/** Idle timers kept per duration, and durations kept (a client's timeout, a few per-call ones). */
const MAX_IDLE = 32;
const MAX_DURATIONS = 8;
const idle = new Map<number, Slot[]>();

/** An idle timer of `ms` made by the timers in use, or a new one. */
function slotOf(ms: number): Slot {
  const pool = idle.get(ms);
  for (let slot = pool?.pop(); slot !== undefined; slot = pool?.pop()) {
    if (slot.madeBy === globalThis.setTimeout) {
      slot.timer.refresh();
      slot.timer.ref();
      return slot;
    }
    slot.clear(slot.timer);
  }
  const slot: Slot = { owner: undefined, use: 0, madeBy: setTimeout, clear: clearTimeout } as Slot;
  slot.timer = setTimeout(() => {
    const owner = slot.owner;
    slot.owner = undefined;
    owner?.();
  }, ms);
  return slot;
}

/** Gives `slot` back: kept idle and unref'd where it can be re-armed and there is room, else cleared. */
function release(ms: number, slot: Slot): void {
  slot.owner = undefined;
  slot.use++;
  let pool = idle.get(ms);
  if (pool === undefined && idle.size < MAX_DURATIONS) {
    pool = [];
    idle.set(ms, pool);
  }
  const { timer } = slot;
  if (
    typeof timer?.refresh !== "function" ||
    pool === undefined ||
    pool.length >= MAX_IDLE ||
    slot.madeBy !== globalThis.setTimeout
  ) {
    slot.clear(timer);
    return;
  }
  timer.unref();
  pool.push(slot);
}

/**
 * Calls `callback` once after `ms` milliseconds, on a re-armed timer where it can; returns the
 * function that cancels it (calling it again does nothing).
 */
export function startDeadlineTimer(ms: number, callback: () => void): () => void {
  if (ms > MAX_TIMER_MS) return startTimer(ms, callback);
  const slot = slotOf(ms);
  slot.owner = callback;
  const use = slot.use;
  return () => {
    if (slot.use === use) release(ms, slot);
  };
}
