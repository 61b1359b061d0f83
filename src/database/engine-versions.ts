/** The database engines and versions on offer, with their parameter group families: each operation a group of its own. */
import type { paths } from "../../generated/database.ts";
import type { ApiClient, SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isEngineVersionList } from "./guards.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type { EngineVersion, EngineVersionList } from "./types.ts";

type Api = ApiClient<paths>;

/** The request of the engine version list (the server sends the whole list in one answer). */
const engineVersionsRequest = (api: Api, tenantId: string) => (_query: undefined, init: SendInit) =>
  api.raw.GET("/v1.0/{tenantId}/engineversion", { params: { path: { tenantId } }, ...init });

const readEngineVersions = /* @__PURE__ */ jsonPage(
  isEngineVersionList,
  "the engine versions",
  withDocumentedNames,
);

/** `listEngineVersionsPage`. */
export const listEngineVersionsPageOperation = (api: Api, tenantId: string) => ({
  /**
   * The engine version list, as the server sent it.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listEngineVersionsPage(call?: CallOptions): Promise<EngineVersionList> {
    const answer = await api.send("listEngineVersionsPage", [200], call, (init) =>
      engineVersionsRequest(api, tenantId)(undefined, init),
    );
    return readEngineVersions(answer, "listEngineVersionsPage");
  },
});

/** `listEngineVersions`. */
export const listEngineVersionsOperation = (api: Api, tenantId: string) => ({
  /**
   * Every engine version on offer (the server sends them in one answer).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listEngineVersions(list?: ListOptions): Paginated<EngineVersionList, EngineVersion> {
    return defineList<undefined, EngineVersionList, EngineVersion>(api, {
      operation: "listEngineVersions",
      request: engineVersionsRequest(api, tenantId),
      read: readEngineVersions,
      items: (page) => page.dBEngineVersions,
      cursor: singlePage,
    }).walk(undefined, list);
  },
});
