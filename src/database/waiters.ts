/**
 * Waiting for a DB instance or snapshot to become available, on core's poller
 * (core/wait-until.ts, where `timeoutMs` and `intervalMs` are defined for every wait). A DB instance is available when its status is `ACTIVE`, a snapshot when its
 * status is `Available` (compared without regard to case or surrounding spaces: the manual
 * writes states in several cases). A resource that reaches `ERROR` or `FAILED` will not become
 * available by itself: the wait ends at once with a ResourceFailedError.
 */
import type { paths } from "../../generated/database.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions } from "../core/call-options.ts";
import { requireObject } from "../core/input.ts";
import { type WaitOptions, waitUntil } from "../core/wait-until.ts";
import { ResourceFailedError } from "./errors.ts";
import { getInstanceOperation } from "./instances.ts";
import { getSnapshotOperation } from "./snapshots.ts";
import type { Instance, Snapshot } from "./types.ts";

type Api = ApiClient<paths>;

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
    async (call) => {
      const value = await get(call);
      if (FAILED.has(stateOf(value.status))) throw new ResourceFailedError(what, value.status ?? "");
      return value;
    },
    (value) => stateOf(value.status) === ready,
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
      pollTimeoutMs: options.pollTimeoutMs,
      signal: options.signal,
      clock: options.clock,
      what: `${what} to be available`,
      describe: (value) => `its status is still ${value.status ?? "unknown"}`,
    },
  );
}

/** `waitForInstance`, a workflow of getInstance (an operation group of its own, as every operation is). */
export const waitForInstanceOperation = (api: Api, tenantId: string) => {
  const { getInstance } = getInstanceOperation(api, tenantId);
  return {
    /**
     * Polls a DB instance until its status is `ACTIVE`, and returns it: at once, then every
     * `intervalMs` (default 15 s), for `timeoutMs` (default 30 minutes; 0 for no bound).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {WaitTimeoutError} when `timeoutMs` runs out first
     * @throws {ResourceFailedError} when the instance reaches ERROR or FAILED
     * @throws {AbortError} when `signal` aborts
     */
    async waitForInstance(instanceId: string, options: WaitOptions = {}): Promise<Instance> {
      return waitFor(`DB instance ${instanceId}`, "active", (call) => getInstance(instanceId, call), options);
    },
  };
};

/** `waitForSnapshot`, a workflow of getSnapshot. */
export const waitForSnapshotOperation = (api: Api, tenantId: string) => {
  const { getSnapshot } = getSnapshotOperation(api, tenantId);
  return {
    /**
     * Polls a snapshot until its status is `Available`, and returns it: at once, then every
     * `intervalMs` (default 15 s), for `timeoutMs` (default 30 minutes; 0 for no bound).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {WaitTimeoutError} when `timeoutMs` runs out first
     * @throws {ResourceFailedError} when the snapshot reaches ERROR or FAILED
     * @throws {AbortError} when `signal` aborts
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
};
