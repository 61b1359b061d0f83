/**
 * The project's servers: one page of the detailed list as the service sent it, every server
 * (walking `servers_links` lazily), and one server. A next link is followed by its query only
 * (it carries the filters and the marker), against the client's own base URL.
 */
import type { paths } from "../../generated/compute.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { type LinkQuery, nextLinkQuery } from "../core/next-link.ts";
import { type Paginated, paginate } from "../core/paginate.ts";
import { encodePathSegment } from "../core/path-params.ts";
import { isServerList, isServerShow } from "./guards.ts";
import {
  type ListServersOptions,
  type ListServersPageOptions,
  requireServerId,
  type ServersQuery,
  serversQuery,
} from "./input.ts";
import type { ServerDetail, ServerList, ServerListItem } from "./types.ts";

const LIST = "/v2/{tenant_id}/servers/detail";
const MARKER_IGNORED =
  "the server list sent the same page again for the next marker, so it ignores the marker; reading on would never end";
const SHOW = "/v2/{tenant_id}/servers/{server_id}";

/** The server operations of a client bound to one project. */
export function serverOperations(api: ApiClient<paths>, tenantId: string) {
  // The path a next link must lead to: the list of this very project.
  const listPath = `/v2/${encodePathSegment("tenantId", tenantId)}/servers/detail`;

  async function loadPage(query: ServersQuery, operation: string, call?: CallOptions): Promise<ServerList> {
    const answer = await api.send(operation, [200, 203], call, (init) =>
      api.raw.GET(LIST, { params: { path: { tenant_id: tenantId }, query }, ...init }),
    );
    return readAnswer(answer, isServerList, "the server list (servers with id, name and status)", operation);
  }

  /**
   * The next page's query, from the page's `next` link; none after an empty page. A link seen
   * before is core's loop guard's to catch. A page that starts with the server the page before
   * started with means the service ignored the marker (under a new link, or the guard would
   * have caught it): that ends the walk too. Comparing first servers costs nothing per item,
   * unlike core's `itemKey` check, which keeps a set of every ID of the walk; with Nova's links,
   * made from the last server of the page, it catches the same services.
   */
  function nextOf(): (list: ServerList) => LinkQuery | undefined {
    let previousFirst: string | undefined;
    return (list) => {
      // An empty page is the last whatever its links say: nothing can follow nothing.
      if (list.servers.length === 0) return undefined;
      const first = list.servers[0]?.id;
      if (first === previousFirst) throw new MalformedResponseError(MARKER_IGNORED);
      previousFirst = first;
      const next = list.servers_links?.find((link) => link.rel === "next");
      return next === undefined ? undefined : nextLinkQuery(next.href, listPath);
    };
  }

  return {
    /**
     * One page of the project's servers in detail, as the service sent it: `servers`, and
     * `servers_links` with a `next` link when more may follow.
     * @throws {InvalidInputError} on a bad filter, limit or marker, before anything is sent
     */
    async listServersPage(options: ListServersPageOptions = {}, call?: CallOptions): Promise<ServerList> {
      return loadPage(serversQuery(options), "listServersPage", call);
    },

    /**
     * Every server of the project in detail, filtered, loaded page by page as you iterate
     * (`for await`, `.pages()`, `.toArray()`). A service that repeats a next link, or a page,
     * ends the walk with a MalformedResponseError instead of looping.
     * @throws {InvalidInputError} on a bad filter or limit, before anything is sent
     */
    listServers(
      options: ListServersOptions = {},
      list: ListOptions = {},
    ): Paginated<ServerList, ServerListItem> {
      const first = serversQuery({ ...options, marker: undefined });
      const call = { signal: list.signal, timeoutMs: list.timeoutMs };
      // A walk factory: every walk (each toArray(), pages(), for await) has its own state.
      return paginate<ServerList, ServerListItem, LinkQuery>(
        () => ({
          // A next link's query is the service's own rendering of the filters plus its marker.
          load: (cursor) =>
            loadPage(cursor === undefined ? first : (cursor as ServersQuery), "listServers", call),
          items: (servers) => servers.servers,
          next: nextOf(),
        }),
        { maxPages: list.maxPages, signal: list.signal, name: "listServers", pageLimit: api.pageLimit },
      );
    },

    /**
     * One server of the project, with its availability zone.
     * @throws {ServerNotFoundError} when no such server is visible in the project
     */
    async getServer(serverId: string, call?: CallOptions): Promise<ServerDetail> {
      const id = requireServerId(serverId);
      const answer = await api.send("getServer", [200], call, (init) =>
        api.raw.GET(SHOW, { params: { path: { tenant_id: tenantId, server_id: id } }, ...init }),
      );
      return readAnswer(answer, isServerShow, "the server (id, name and status)", "getServer").server;
    },
  };
}

/** The server operations, as the placement answers use them. */
export type ServerOperations = ReturnType<typeof serverOperations>;
