/** The compute API's resources as plain typed objects, named after the spec's schemas. */
import type { components } from "../../generated/compute.ts";

type Schemas = components["schemas"];

/** A server as the list returns it: with its disk configuration and scheduler hints. */
export type ServerListItem = Schemas["ServerListItem"];
/** A server as the show returns it: with its availability zone. */
export type ServerDetail = Schemas["ServerDetail"];
/** One page of the server list, as the server sent it (`servers`, and `servers_links` unless it is the last). */
export type ServerList = Schemas["ServerList"];
/** A server's status: `ACTIVE`, another of Nova's values, or any other string the service sends. */
export type ServerStatus = Schemas["ServerStatus"];
/** The scheduler hints of a listed server, such as `{"fcx.dedicated": "True"}`. */
export type SchedulerHints = Schemas["SchedulerHints"];
/** A link to a resource (`self` or `bookmark`). */
export type Link = Schemas["Link"];
