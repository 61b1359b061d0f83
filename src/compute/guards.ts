/**
 * Shape checks of the compute API's success bodies, for core's `readAnswer`. They cover what
 * the client itself relies on (IDs, names, statuses, the paging links, the scheduler hints
 * and the availability zone), not every field of the spec: a service that adds fields, or
 * leaves out one the client does not read, must not break callers.
 */
import { isObject } from "../core/read-json.ts";
import type { ServerDetail, ServerList } from "./types.ts";

const isText = (v: unknown): v is string => typeof v === "string";

const isServer = (v: unknown): v is Record<string, unknown> =>
  isObject(v) && isText(v.id) && isText(v.name) && isText(v.status);

const isListedServer = (v: unknown) => {
  if (!isServer(v)) return false;
  const hints = v["OS-SCH-HNT:scheduler_hints"];
  return hints === undefined || isObject(hints);
};

const isPageLinks = (v: unknown) =>
  v === undefined ||
  (Array.isArray(v) && v.every((link) => isObject(link) && isText(link.href) && isText(link.rel)));

/** A page of servers: `servers` with each server's ID, name and status, and `servers_links` if any. */
export const isServerList = (v: unknown): v is ServerList =>
  isObject(v) && Array.isArray(v.servers) && v.servers.every(isListedServer) && isPageLinks(v.servers_links);

/** One shown server, with its ID, name, status and (if given) a string availability zone. */
export const isServerShow = (v: unknown): v is { server: ServerDetail } => {
  if (!isObject(v) || !isServer(v.server)) return false;
  const zone = v.server["OS-EXT-AZ:availability_zone"];
  return zone === undefined || zone === null || isText(zone);
};
