/**
 * Changes: the state of one (GetChange), and the wait until one is INSYNC. Zone creation,
 * zone deletion and record changes each return the ChangeInfo to follow. Each is a group of its
 * own (a factory of one operation), so an app carries only those it imports.
 */
import type { paths } from "../../generated/dns.ts";
import type { CallOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { requireObject } from "../core/input.ts";
import { type WaitOptions, waitUntil } from "../core/wait-until.ts";
import { checkId } from "../xml/check-id.ts";
import type { XmlApiClient } from "../xml/xml-api-client.ts";
import { GetChangeResponseXml } from "./documents.ts";
import type { ChangeInfo, GetChangeResponse } from "./types.ts";

const MAX_CHANGE_ID = 256;
const DEFAULT_TIMEOUT_MS = 300_000;
const DEFAULT_INTERVAL_MS = 2_000;

type Api = XmlApiClient<paths>;

/** GetChange, for both operations. */
async function getChange(api: Api, changeId: string, call?: CallOptions): Promise<GetChangeResponse> {
  const id = checkId("changeId", changeId, MAX_CHANGE_ID);
  return api.request("getChange", GetChangeResponseXml, call, (init) =>
    api.raw.GET("/v1.0/change/{changeId}", { params: { path: { changeId: id } }, ...init }),
  );
}

/** `getChange`. */
export const getChangeOperation = (api: Api) => ({
  /**
   * Gets the state of a change: PENDING while it propagates, INSYNC once done.
   * @throws {InvalidInputError} on a bad change ID, before anything is sent
   * @throws {NoSuchChangeError} 404
   */
  getChange: (changeId: string, call?: CallOptions): Promise<GetChangeResponse> =>
    getChange(api, changeId, call),
});

/**
 * `waitForChange`, a workflow of GetChange.
 * @param clock the time of its polls, unless the call gives one
 */
export const waitForChangeOperation = (api: Api, clock: Clock) => ({
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
  async waitForChange(change: string | ChangeInfo, options: WaitOptions = {}): Promise<ChangeInfo> {
    const id = checkId("changeId", typeof change === "string" ? change : change?.Id, MAX_CHANGE_ID);
    requireObject("options", options);
    return waitUntil(
      async (call) => (await getChange(api, id, call)).ChangeInfo,
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
  },
});
