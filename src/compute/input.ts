/**
 * Argument checks of the compute API, made before anything is sent: a server ID that is not a
 * UUID (`detail` would turn a show into the list), a filter of the wrong type, a sort
 * direction without its key. Each failure is an InvalidInputError naming the argument.
 */
import type { operations } from "../../generated/compute.ts";
import { InvalidInputError } from "../core/errors.ts";
import { optionalLimit, requireObject, requireText, requireUuid } from "../core/input.ts";
import type { ServerStatus } from "./types.ts";

/** A server ID: a UUID, as the platform reference defines it. */
export const requireServerId = (value: unknown): string =>
  requireUuid("serverId", value, "such as 05372e62-05b9-4ee2-9343-9a1fdf2a5fda");

/** A sort key and its direction (Nova's default direction is `desc`). */
export interface ServerSort {
  /** A server attribute, such as `display_name`, `created_at` or `vm_state`. */
  key: string;
  dir?: "asc" | "desc";
}

/** Options of `listServers`: the filters (every one optional) and the page size. */
export interface ListServersOptions {
  /** Servers whose name matches this regular expression. */
  name?: string;
  /** Servers in this status, such as `ACTIVE`. */
  status?: ServerStatus;
  /** Servers started from this image (its ID). */
  image?: string;
  /** Servers of this flavor (its ID). */
  flavor?: string;
  /** Servers changed at or after this time, deleted ones included. */
  changesSince?: Date | string;
  /** Servers with an IPv4 address matching this regular expression. */
  ip?: string;
  /** Servers with an IPv6 address matching this regular expression. */
  ip6?: string;
  /** Servers of one multiple-create request. */
  reservationId?: string;
  /** Servers on this compute host (administrators only). */
  host?: string;
  /** The servers of every project (administrators only). */
  allTenants?: boolean;
  /** Sort keys, in order; give a direction for every key or for none. */
  sort?: readonly ServerSort[];
  /** Servers per page; the service caps it at its own maximum (1000 by default). */
  limit?: number;
}

/** Options of `listServersPage`: the filters, the page size and where the page starts. */
export interface ListServersPageOptions extends ListServersOptions {
  /** ID of the last server of the previous page. */
  marker?: string;
}

/** The list's query parameters as they go on the wire (the spec's, generated). */
export type ServersQuery = NonNullable<operations["listServers"]["parameters"]["query"]>;

const optionalText = (field: string, value: unknown) =>
  value === undefined ? undefined : requireText(field, value);

// ISO 8601 date and time, with an optional fraction and zone, as Nova parses `changes-since`.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function changesSinceOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime()))
      throw new InvalidInputError("options.changesSince", "is an invalid Date");
    return value.toISOString();
  }
  if (typeof value !== "string" || !ISO_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw new InvalidInputError(
      "options.changesSince",
      "must be a Date or an ISO 8601 time such as 2026-11-20T00:00:00Z",
    );
  return value;
}

function sortOf(value: unknown): Pick<ServersQuery, "sort_key" | "sort_dir"> {
  if (value === undefined) return {};
  if (!Array.isArray(value)) throw new InvalidInputError("options.sort", "must be an array of { key, dir }");
  const keys: string[] = [];
  const dirs: ("asc" | "desc")[] = [];
  value.forEach((entry: unknown, i) => {
    const { key, dir } = requireObject<{ key?: unknown; dir?: unknown }>(
      `options.sort[${i}]`,
      entry as object,
    );
    keys.push(requireText(`options.sort[${i}].key`, key));
    if (dir !== undefined) {
      if (dir !== "asc" && dir !== "desc")
        throw new InvalidInputError(`options.sort[${i}].dir`, 'must be "asc" or "desc"');
      dirs.push(dir);
    }
  });
  // Nova pairs sort_key and sort_dir by position: a direction left out would shift the others.
  if (dirs.length !== 0 && dirs.length !== keys.length)
    throw new InvalidInputError("options.sort", "give a direction for every key or for none");
  return keys.length === 0 ? {} : { sort_key: keys, ...(dirs.length === 0 ? {} : { sort_dir: dirs }) };
}

/** The first page's query for `options`, checked. */
export function serversQuery(options: ListServersPageOptions | undefined): ServersQuery {
  const given = options === undefined ? {} : requireObject("options", options);
  if (given.allTenants !== undefined && typeof given.allTenants !== "boolean")
    throw new InvalidInputError("options.allTenants", "must be a boolean");
  return {
    name: optionalText("options.name", given.name),
    status: optionalText("options.status", given.status),
    image: optionalText("options.image", given.image),
    flavor: optionalText("options.flavor", given.flavor),
    "changes-since": changesSinceOf(given.changesSince),
    ip: optionalText("options.ip", given.ip),
    ip6: optionalText("options.ip6", given.ip6),
    reservation_id: optionalText("options.reservationId", given.reservationId),
    host: optionalText("options.host", given.host),
    all_tenants: given.allTenants,
    ...sortOf(given.sort),
    limit: optionalLimit("options.limit", given.limit),
    marker: optionalText("options.marker", given.marker),
  };
}
