/**
 * A small Nova for the compute unit tests, on the shared fake fetch: it serves the detailed
 * server list in pages of `limit` (or `maxLimit`) after `marker`, with a `servers_links` next
 * link written, as Nova does, with its own internal URL and the request's filters; and it
 * shows one server with its availability zone. Filters other than the paging ones are echoed
 * into the links, not applied.
 */
import type { ServerDetail, ServerListItem } from "../../../src/compute/index.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";

export const TENANT = "3e5d11fda79448ac99ccefb20be187ca";

/** A listed server; `n` makes the ID and name, `hints` the scheduler hints. */
export function listedServer(
  n: number,
  hints: Record<string, string> = { "fcx.dedicated": "False" },
): ServerListItem {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    id,
    name: `server-${n}`,
    status: "ACTIVE",
    progress: 0,
    tenant_id: TENANT,
    user_id: "7a2f9c4e1b6d4e8f8a0c3b5d7e9f1a2b",
    hostId: "99428f32351a5d89d0f7727c6eec68c1777c545a0972aaac645508dc",
    created: "2026-11-20T02:11:55Z",
    updated: "2026-11-20T02:11:56Z",
    accessIPv4: "",
    accessIPv6: "",
    addresses: { private: [{ addr: `192.168.0.${n % 250}`, version: 4 }] },
    flavor: { id: "1", links: [{ href: "https://nova.internal/flavors/1", rel: "bookmark" }] },
    image: { id: "70a599e0-31e7-49b7-b260-868f441e862b", links: [] },
    links: [{ href: `https://nova.internal/v2/${TENANT}/servers/${id}`, rel: "self" }],
    metadata: {},
    "OS-DCF:diskConfig": "AUTO",
    "OS-SCH-HNT:scheduler_hints": hints,
  };
}

/** The shown form of a listed server, in `zone`. */
export function shownServer(server: ServerListItem, zone: string | null = "jp-east-1a"): ServerDetail {
  const { "OS-DCF:diskConfig": _disk, "OS-SCH-HNT:scheduler_hints": _hints, ...common } = server;
  return { ...common, "OS-EXT-AZ:availability_zone": zone as string };
}

export interface FakeNovaOptions {
  servers: ServerListItem[];
  /** Nova's own page cap (osapi_max_limit); default 1000. */
  maxLimit?: number;
  /** Availability zone of every shown server. */
  zone?: string | null;
}

/** A fetch that answers like Nova, recording every request. */
export function fakeNova(options: FakeNovaOptions) {
  const { servers } = options;
  const maxLimit = options.maxLimit ?? 1000;
  return fakeFetch((request) => {
    const url = new URL(request.url);
    const show = url.pathname.match(/\/servers\/([^/]+)$/);
    if (show && show[1] !== "detail") {
      const server = servers.find((s) => s.id === show[1]);
      if (server === undefined)
        return json(404, { itemNotFound: { code: 404, message: `Instance ${show[1]} could not be found.` } });
      return json(200, { server: shownServer(server, options.zone) });
    }
    const limit = Math.min(Number(url.searchParams.get("limit") ?? maxLimit), maxLimit);
    const marker = url.searchParams.get("marker");
    const start = marker === null ? 0 : servers.findIndex((s) => s.id === marker) + 1;
    if (marker !== null && start === 0)
      return json(400, { badRequest: { code: 400, message: `marker [${marker}] not found` } });
    const page = servers.slice(start, start + limit);
    const body: Record<string, unknown> = { servers: page };
    if (page.length === limit) {
      const next = new URL(`https://nova.internal:8774${url.pathname}`);
      for (const [name, value] of url.searchParams)
        if (name !== "marker") next.searchParams.append(name, value);
      next.searchParams.set("marker", page.at(-1)?.id ?? "");
      body.servers_links = [{ href: next.href, rel: "next" }];
    }
    return json(200, body, { "x-openstack-request-id": "req-fake-nova" });
  });
}
