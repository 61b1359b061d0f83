/**
 * Every operation of the compute API as a function of its own, taking the bare client
 * (bare-client.ts) first: `getServer(client, serverId)`. A bundler keeps only the operations an
 * app imports (each is marked pure). Both these functions and the methods of
 * `createComputeClient` are the operations of the same groups (servers.ts, placement.ts), made
 * once per client: `getServer(client, id)` is `client.getServer(id)`.
 */
import { availabilityZoneGroup, dedicatedHostGroup, operation } from "./bare-client.ts";
import { serverListOperations, serverOperations } from "./servers.ts";

/**
 * One page of the project's servers in detail, as the service sent it: `servers`, and
 * `servers_links` with a `next` link when more may follow.
 * @throws {InvalidInputError} on a bad filter, limit or marker, before anything is sent
 */
export const listServersPage = /* @__PURE__ */ operation(serverListOperations, "listServersPage");

/**
 * Every server of the project in detail, filtered, loaded page by page as you iterate
 * (`for await`, `.pages()`, `.toArray()`). A service that repeats a next link, or a page,
 * ends the walk with a MalformedResponseError instead of looping.
 * @throws {InvalidInputError} on a bad filter or limit, before anything is sent
 */
export const listServers = /* @__PURE__ */ operation(serverListOperations, "listServers");

/**
 * One server of the project, with its availability zone.
 * @throws {ServerNotFoundError} when no such server is visible in the project
 */
export const getServer = /* @__PURE__ */ operation(serverOperations, "getServer");

/**
 * Whether the server runs on a dedicated host. Walks the server list (narrow it with
 * `options`, such as the server's `name`) until it meets the server.
 * @throws {ServerNotFoundError} when the server is not in the list
 */
export const dedicatedHost = /* @__PURE__ */ operation(dedicatedHostGroup, "dedicatedHost");

/**
 * The availability zone the server is in, from the show.
 * @throws {ServerNotFoundError} when no such server is visible in the project
 */
export const availabilityZone = /* @__PURE__ */ operation(availabilityZoneGroup, "availabilityZone");
