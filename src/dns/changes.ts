/**
 * The wait until a change is INSYNC, a workflow of the generated getChange (the spec's
 * `x-sdk.workflows`): zone creation, zone deletion and record changes each return the ChangeInfo
 * to follow. It takes the change or its ID, returns the final ChangeInfo, and runs on the
 * client's clock, which a spec's waiter (x-sdk.waiters) does not.
 */

import { clockOf, type DnsBareClient } from "../../generated/sdk/dns/bare-client.ts";
import { getChange } from "../../generated/sdk/dns/operations.ts";
import type { ChangeInfo } from "../../generated/sdk/dns/types.ts";
import { requireObject } from "../core/input.ts";
import { type WaitOptions, waitUntil } from "../core/wait-until.ts";

const DEFAULT_TIMEOUT_MS = 300_000;
const DEFAULT_INTERVAL_MS = 2_000;

/**
 * Polls GetChange until the change is INSYNC and returns its final ChangeInfo: at once, then
 * every `intervalMs` (default 2 s), for `timeoutMs` (default 5 minutes; 0 for no bound; see
 * core's waitUntil). Pass the change ID or the ChangeInfo a create, delete or record change
 * returned. Each poll has the client's timeout (or `pollTimeoutMs`).
 * @throws {InvalidInputError} on a bad change ID or duration, before anything is sent
 * @throws {WaitTimeoutError} still PENDING after `timeoutMs` (which is not a failure)
 * @throws {NoSuchChangeError} 404
 * @throws {AbortError} when `signal` aborts
 */
export async function waitForChange(
  client: DnsBareClient,
  change: string | ChangeInfo,
  options: WaitOptions = {},
): Promise<ChangeInfo> {
  const clock = clockOf(client);
  // Checked by getChange's rules (the spec's) at the first poll, which is made at once.
  const id = typeof change === "string" ? change : change?.Id;
  requireObject("options", options);
  return waitUntil(
    async (call) => (await getChange(client, id, call)).ChangeInfo,
    (info) => info.Status === "INSYNC",
    {
      // The caller's signal and pollTimeoutMs as they are; the keys after them are the wait's own.
      ...options,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
      clock: options.clock ?? clock,
      what: `change ${id} to be INSYNC`,
      describe: (info) => `it is still ${info.Status}`,
      advice: "It has not failed: raise timeoutMs, or check it later with getChange.",
    },
  );
}
