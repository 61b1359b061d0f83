/** The database engines and versions on offer, with their parameter group families. */
import type { paths } from "../../generated/database.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import type { Paginated } from "../core/paginate.ts";
import { isEngineVersionList } from "./guards.ts";
import { onePage } from "./paging.ts";
import { readBody } from "./read-body.ts";
import type { EngineVersion, EngineVersionList } from "./types.ts";

export function engineVersionOperations(api: ApiClient<paths>, tenantId: string) {
  async function engineVersions(operation: string, call?: CallOptions): Promise<EngineVersionList> {
    const answer = await api.send(operation, [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/engineversion", { params: { path: { tenantId } }, ...init }),
    );
    return readBody(answer, isEngineVersionList, "the engine versions", operation);
  }

  return {
    /** The engine version list, as the server sent it. */
    async listEngineVersionsPage(call?: CallOptions): Promise<EngineVersionList> {
      return engineVersions("listEngineVersionsPage", call);
    },

    /** Every engine version on offer (the server sends them in one answer). */
    listEngineVersions(list: ListOptions = {}): Paginated<EngineVersionList, EngineVersion> {
      return onePage(
        (call) => engineVersions("listEngineVersions", call),
        (page) => page.dBEngineVersions,
        list,
      );
    },
  };
}
