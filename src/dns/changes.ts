/**
 * Changes: the state of one (GetChange), and the wait until one is INSYNC. Zone creation,
 * zone deletion and record changes each return the ChangeInfo to follow.
 */
import type { paths } from "../../generated/dns.ts";
import type { CallOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { requireObject } from "../core/input.ts";
import { checkId } from "../xml/check-id.ts";
import type { XmlApiClient } from "../xml/xml-api-client.ts";
import { GetChangeResponseXml } from "./documents.ts";
import type { ChangeInfo, GetChangeResponse } from "./types.ts";
import { pollUntilInSync, type WaitForChangeOptions } from "./wait-for-change.ts";

const MAX_CHANGE_ID = 256;

/**
 * The change operations of a DNS client, on the shared client `api`.
 * @param clock the time of waitForChange's polls
 */
export function changeOperations(api: XmlApiClient<paths>, clock: Clock) {
  /**
   * Gets the state of a change: PENDING while it propagates, INSYNC once done.
   * @throws {NoSuchChangeError} 404
   */
  async function getChange(changeId: string, call?: CallOptions): Promise<GetChangeResponse> {
    const id = checkId(changeId, "changeId", MAX_CHANGE_ID);
    return api.request("getChange", GetChangeResponseXml, call, (init) =>
      api.raw.GET("/v1.0/change/{changeId}", { params: { path: { changeId: id } }, ...init }),
    );
  }

  return {
    getChange,

    /**
     * Polls GetChange until the change is INSYNC and returns its final ChangeInfo. Pass the
     * change ID or the ChangeInfo a create, delete or record change returned. `timeoutMs`
     * bounds the whole wait (default 5 minutes); each poll has the client's timeout.
     * @throws {ChangeWaitTimeoutError} still PENDING after `timeoutMs`
     * @throws {AbortError} when `signal` aborts
     */
    async waitForChange(change: string | ChangeInfo, wait: WaitForChangeOptions = {}): Promise<ChangeInfo> {
      const id = checkId(typeof change === "string" ? change : change?.Id, "changeId", MAX_CHANGE_ID);
      return pollUntilInSync(
        async (changeId, signal) => (await getChange(changeId, { signal })).ChangeInfo,
        id,
        requireObject("options", wait),
        clock,
      );
    },
  };
}
