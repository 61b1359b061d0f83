/**
 * Polls GetChange until a change is INSYNC: first at once, then every `interval` ms, for at
 * most `timeout` ms (the last poll happens when the timeout runs out). Abortable at any
 * point; time comes from an injectable Clock, so tests run without waiting.
 */
import type { components } from "../../generated/dns.ts";
import type { Clock } from "../core/clock.ts";
import { AbortError, InvalidInputError } from "../core/errors.ts";
import { ChangeWaitTimeoutError } from "./errors.ts";

type ChangeInfo = components["schemas"]["ChangeInfo"];

export interface WaitForChangeOptions {
  /** Milliseconds to wait in all; default 300 000 (5 minutes). */
  timeout?: number;
  /** Milliseconds between polls; default 2 000. */
  interval?: number;
  /** Stops the wait with an AbortError. */
  signal?: AbortSignal;
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
  const timeout = milliseconds(options.timeout, DEFAULT_WAIT_TIMEOUT_MS, "timeout", 0);
  const interval = milliseconds(options.interval, DEFAULT_WAIT_INTERVAL_MS, "interval", 1);
  const { signal } = options;
  const deadline = clock.now() + timeout;
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
