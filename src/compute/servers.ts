/**
 * The project's servers: one page of the detailed list as the service sent it, every server
 * (walking `servers_links` lazily), and one server. A next link is followed by its query only
 * (it carries the filters and the marker), against the client's own base URL.
 */
import type { paths } from "../../generated/compute.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { nextLink } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
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
const SHOW = "/v2/{tenant_id}/servers/{server_id}";

/**
 * The server list of a client bound to one project: a group of its own, so that an app that
 * shows a server does not carry the list builder and the page walker (and one that lists does
 * not carry the show).
 */
export function serverListOperations(api: ApiClient<paths>, tenantId: string) {
  // The path a next link must lead to: the list of this very project.
  const listPath = `/v2/${encodePathSegment("tenantId", tenantId)}/servers/detail`;

  // A next link is followed by its query (the service's rendering of the filters plus its
  // marker). A page that starts with the server the page before started with means the service
  // ignored the marker (under a new link; a link seen before is caught as it is): that ends the
  // walk too. Comparing first servers costs nothing per item, unlike a set of every ID of the
  // walk; with Nova's links, made from the last server of the page, it catches the same services.
  const servers = defineList<ServersQuery, ServerList, ServerListItem>(api, {
    operation: "listServers",
    statuses: [200, 203],
    request: (query, init) =>
      api.raw.GET(LIST, { params: { path: { tenant_id: tenantId }, query }, ...init }),
    read: jsonPage(isServerList, "the server list (servers with id, name and status)"),
    items: (page) => page.servers,
    cursor: nextLink((page) => page.servers_links?.find((link) => link.rel === "next")?.href, listPath),
    itemKey: (server) => server.id,
  });

  return {
    /**
     * One page of the project's servers in detail, as the service sent it: `servers`, and
     * `servers_links` with a `next` link when more may follow.
     * @throws {InvalidInputError} on a bad filter, limit or marker, before anything is sent
     */
    async listServersPage(options: ListServersPageOptions = {}, call?: CallOptions): Promise<ServerList> {
      return servers.page(serversQuery(options), call);
    },

    /**
     * Every server of the project in detail, filtered, loaded page by page as you iterate
     * (`for await`, `.pages()`, `.toArray()`). A service that repeats a next link, or a page,
     * ends the walk with a MalformedResponseError instead of looping.
     * @throws {InvalidInputError} on a bad filter or limit, before anything is sent
     */
    listServers(options: ListServersOptions = {}, list?: ListOptions): Paginated<ServerList, ServerListItem> {
      return servers.walk(serversQuery({ ...options, marker: undefined }), list);
    },
  };
}

/** The server operations of a client bound to one project, but the list (serverListOperations). */
export function serverOperations(api: ApiClient<paths>, tenantId: string) {
  return {
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

/** The server list, as the dedicated-host answer uses it. */
export type ServerListOperations = ReturnType<typeof serverListOperations>;
/** The server show, as the availability-zone answer uses it. */
export type ServerOperations = ReturnType<typeof serverOperations>;
