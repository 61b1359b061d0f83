/**
 * Polls GetChange until a change is INSYNC: first at once, then every `intervalMs`, for at
 * most `timeoutMs` (the last poll happens when the timeout runs out). Abortable at any
 * point; time comes from an injectable Clock, so tests run without waiting.
 */
import type { CallOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { AbortError, InvalidInputError } from "../core/errors.ts";
import { ChangeWaitTimeoutError } from "./errors.ts";
import type { ChangeInfo } from "./types.ts";

/**
 * The call options of the wait: `timeoutMs` bounds the whole wait (default 300 000, 5
 * minutes; 0 for no bound, as everywhere), not one poll, and ends it with
 * ChangeWaitTimeoutError; `signal` stops it with an AbortError.
 */
export interface WaitForChangeOptions extends CallOptions {
  /** Milliseconds between polls; default 2 000. */
  intervalMs?: number;
}

export const DEFAULT_WAIT_TIMEOUT_MS = 300_000;
export const DEFAULT_WAIT_INTERVAL_MS = 2_000;

function milliseconds(value: number | undefined, fallback: number, field: string, min: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < min)
    throw new InvalidInputError(field, `must be a number of milliseconds, at least ${min}`);
  return value;
}

export async function pollUntilInSync(
  getChange: (changeId: string, signal: AbortSignal | undefined) => Promise<ChangeInfo>,
  changeId: string,
  options: WaitForChangeOptions,
  clock: Clock,
): Promise<ChangeInfo> {
  const timeout = milliseconds(options.timeoutMs, DEFAULT_WAIT_TIMEOUT_MS, "timeoutMs", 0);
  const interval = milliseconds(options.intervalMs, DEFAULT_WAIT_INTERVAL_MS, "intervalMs", 1);
  const { signal } = options;
  const deadline = timeout === 0 ? Infinity : clock.now() + timeout;
  for (;;) {
    if (signal?.aborted) throw new AbortError(signal.reason);
    const info = await getChange(changeId, signal);
    if (info.Status === "INSYNC") return info;
    const remaining = deadline - clock.now();
    if (remaining <= 0) throw new ChangeWaitTimeoutError(changeId, timeout);
    try {
      await clock.sleep(Math.min(interval, remaining), signal);
    } catch (reason) {
      throw new AbortError(reason);
    }
  }
}
