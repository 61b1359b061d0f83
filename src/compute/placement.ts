/**
 * Where a server runs, as typed answers: "is it on a dedicated host?" and "which availability
 * zone is it in?". The platform shows the two in different places: the dedicated-host
 * scheduler hint (`{"fcx.dedicated": "True"}`) only in the server list, the availability zone
 * only in the show. So the first walks the list until it meets the server, and the second
 * shows it. Both are workflows of the generated operations (the spec's `x-sdk.workflows`).
 */

import type { ComputeBareClient } from "../../generated/sdk/compute/bare-client.ts";
import { serverIdRules } from "../../generated/sdk/compute/checks.ts";
import { ServerNotFoundError } from "../../generated/sdk/compute/errors.ts";
import { getServer, listServers } from "../../generated/sdk/compute/operations.ts";
import type { ListServersOptions, ServerDetail, ServerListItem } from "../../generated/sdk/compute/types.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { checkPathParam } from "../core/checked-input.ts";
import { isObject } from "../core/read-json.ts";

/** The answer to "is this server on a dedicated host?". */
export interface DedicatedHostAnswer {
  serverId: string;
  /** True when the server's `*.dedicated` scheduler hint is `True`. */
  dedicated: boolean;
  /** The hint the answer rests on, such as `{ key: "fcx.dedicated", value: "True" }`; undefined when the server has none. */
  hint: { key: string; value: string } | undefined;
}

/** The answer to "which availability zone is this server in?". */
export interface AvailabilityZoneAnswer {
  serverId: string;
  /** The zone, such as `jp-east-1a`; undefined when the service reports none (a server not yet placed). */
  zone: string | undefined;
}

const HINTS = "OS-SCH-HNT:scheduler_hints";

/**
 * Whether a listed server runs on a dedicated host, read from its scheduler hints: a key
 * ending in `.dedicated` whose value is `True` (any case). A server without such a hint, or
 * with another value (`False`), is not on a dedicated host.
 */
export function dedicatedHostOf(server: ServerListItem): DedicatedHostAnswer {
  const hints: unknown = server[HINTS];
  const entry = isObject(hints)
    ? Object.entries(hints).find(([key, value]) => key.endsWith(".dedicated") && typeof value === "string")
    : undefined;
  const hint = entry === undefined ? undefined : { key: entry[0], value: String(entry[1]) };
  return { serverId: server.id, dedicated: hint?.value.trim().toLowerCase() === "true", hint };
}

/** The availability zone of a shown server; undefined when it has none yet. */
export function availabilityZoneOf(server: ServerDetail): AvailabilityZoneAnswer {
  const zone: unknown = server["OS-EXT-AZ:availability_zone"];
  return { serverId: server.id, zone: typeof zone === "string" && zone !== "" ? zone : undefined };
}

/**
 * Whether the server runs on a dedicated host. Walks the server list (narrow it with
 * `options`, such as the server's `name`) until it meets the server.
 * @throws {InvalidInputError} on a bad server ID or option, before anything is sent
 * @throws {ServerNotFoundError} when the server is not in the list
 * @throws what `listServers` throws while the list is read
 */
export async function dedicatedHost(
  client: ComputeBareClient,
  serverId: string,
  options: ListServersOptions = {},
  list: ListOptions = {},
): Promise<DedicatedHostAnswer> {
  const id = checkPathParam("serverId", serverId, serverIdRules).toLowerCase();
  for await (const server of listServers(client, options, list)) {
    if (server.id.toLowerCase() === id) return dedicatedHostOf(server);
  }
  throw new ServerNotFoundError(
    `Compute dedicatedHost: server ${id} is not in the project's server list${list.maxPages === undefined ? "" : ` (first ${list.maxPages} pages)`}. Check the server ID, tenantId and the options.`,
    { operation: "dedicatedHost" },
  );
}

/**
 * The availability zone the server is in, from the show.
 * @throws {InvalidInputError} on a bad server ID, before anything is sent
 * @throws {ServerNotFoundError} when no such server is visible in the project
 * @throws what `getServer` throws
 */
export async function availabilityZone(
  client: ComputeBareClient,
  serverId: string,
  call?: CallOptions,
): Promise<AvailabilityZoneAnswer> {
  return availabilityZoneOf(await getServer(client, serverId, call));
}
