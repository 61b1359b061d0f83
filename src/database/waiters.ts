/**
 * Waiting for a DB instance or snapshot to become available, on the generic poller
 * (wait-until.ts). A DB instance is available when its status is `ACTIVE`, a snapshot when its
 * status is `Available` (compared without regard to case or surrounding spaces: the manual
 * writes states in several cases). A resource that reaches `ERROR` or `FAILED` will not become
 * available by itself: the wait ends at once with a ResourceFailedError.
 */
import type { CallOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { requireObject } from "../core/input.ts";
import { ResourceFailedError } from "./errors.ts";
import type { Instance, Snapshot } from "./types.ts";
import { waitUntil } from "./wait-until.ts";

export interface WaitOptions extends CallOptions {
  /** Longest time to wait in all, polls included; default 30 minutes. */
  timeoutMs?: number;
  /** Time between polls; default 15 seconds. */
  intervalMs?: number;
  /** For tests: the time source. */
  clock?: Clock;
  /** Each poll's own timeout; default the client's `timeoutMs`. */
  pollTimeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30 * 60_000;
const DEFAULT_INTERVAL_MS = 15_000;
const FAILED = new Set(["error", "failed"]);

const stateOf = (status: string | undefined) => (status ?? "").trim().toLowerCase();

interface Stateful {
  status?: string;
}

/** Waits for `get` to show the resource in state `ready`, failing fast on ERROR or FAILED. */
function waitFor<T extends Stateful>(
  what: string,
  ready: string,
  get: (call: CallOptions) => Promise<T>,
  options: WaitOptions,
): Promise<T> {
  requireObject("options", options);
  return waitUntil(
    async (signal) => {
      const value = await get({ signal, timeoutMs: options.pollTimeoutMs });
      if (FAILED.has(stateOf(value.status))) throw new ResourceFailedError(what, value.status ?? "");
      return value;
    },
    (value) => stateOf(value.status) === ready,
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
      signal: options.signal,
      clock: options.clock,
      what: `${what} to be available`,
      describe: (value) => `its status is still ${value.status ?? "unknown"}`,
    },
  );
}

export function waiterOperations(
  getInstance: (instanceId: string, call?: CallOptions) => Promise<Instance>,
  getSnapshot: (snapshotId: string, call?: CallOptions) => Promise<Snapshot>,
) {
  return {
    /**
     * Polls a DB instance until its status is `ACTIVE`, and returns it.
     * @throws {WaitTimeoutError} when `timeoutMs` runs out first
     * @throws {ResourceFailedError} when the instance reaches ERROR or FAILED
     * @throws {AbortError} when `signal` aborts
     */
    async waitForInstance(instanceId: string, options: WaitOptions = {}): Promise<Instance> {
      return waitFor(`DB instance ${instanceId}`, "active", (call) => getInstance(instanceId, call), options);
    },

    /**
     * Polls a snapshot until its status is `Available`, and returns it.
     * @throws {WaitTimeoutError} when `timeoutMs` runs out first
     * @throws {ResourceFailedError} when the snapshot reaches ERROR or FAILED
     */
    async waitForSnapshot(snapshotId: string, options: WaitOptions = {}): Promise<Snapshot> {
      return waitFor(
        `DB snapshot ${snapshotId}`,
        "available",
        (call) => getSnapshot(snapshotId, call),
        options,
      );
    },
  };
}
