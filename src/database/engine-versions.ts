/** The database engines and versions on offer, with their parameter group families. */
import type { paths } from "../../generated/database.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isEngineVersionList } from "./guards.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type { EngineVersion, EngineVersionList } from "./types.ts";

export function engineVersionOperations(api: ApiClient<paths>, tenantId: string) {
  // The server sends the whole list in one answer.
  const engineVersions = defineList<undefined, EngineVersionList, EngineVersion>(api, {
    operation: "listEngineVersions",
    request: (_query, init) =>
      api.raw.GET("/v1.0/{tenantId}/engineversion", { params: { path: { tenantId } }, ...init }),
    read: jsonPage(isEngineVersionList, "the engine versions", withDocumentedNames),
    items: (page) => page.dBEngineVersions,
    cursor: singlePage,
  });

  return {
    /**
     * The engine version list, as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async listEngineVersionsPage(call?: CallOptions): Promise<EngineVersionList> {
      return engineVersions.page(undefined, call);
    },

    /**
     * Every engine version on offer (the server sends them in one answer).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    listEngineVersions(list?: ListOptions): Paginated<EngineVersionList, EngineVersion> {
      return engineVersions.walk(undefined, list);
    },
  };
}
