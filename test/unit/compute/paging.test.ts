/**
 * Walking the server list with core's page walker: `servers_links` followed by their query
 * against the client's own base URL, the filters kept, lazily; an empty page ends the walk;
 * a repeated link, a repeated page or a link to another path ends it with a
 * MalformedResponseError instead of looping; `maxPages`, `pages()` and `signal`.
 */
import { describe, expect, it } from "vitest";
import type { ServerListItem } from "../../../src/compute/index.ts";
import { createComputeClient } from "../../../src/compute/index.ts";
import { AbortError, InvalidInputError, MalformedResponseError } from "../../../src/core/errors.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { fakeNova, listedServer, TENANT } from "./fake-nova.ts";

const BASE = "https://compute.test";
const clientOf = (fetch: ReturnType<typeof fakeFetch>) =>
  createComputeClient({
    baseUrl: BASE,
    auth: "token-abcdef",
    tenantId: TENANT,
    fetch,
    retry: { maxAttempts: 1 },
  });

const servers = (count: number) => Array.from({ length: count }, (_, i) => listedServer(i + 1));
const ids = (list: readonly ServerListItem[]) => list.map((s) => s.id);
const LIST_PATH = `/v2/${TENANT}/servers/detail`;
const page = (items: ServerListItem[], next?: string) =>
  json(200, { servers: items, ...(next && { servers_links: [{ href: next, rel: "next" }] }) });

describe("listServers: every server, page by page", () => {
  it("loads nothing until iterated, then follows the next links by their query, filters kept", async () => {
    const all = servers(7);
    const fetch = fakeNova({ servers: all });
    const list = clientOf(fetch).listServers({ status: "ACTIVE", name: "web", limit: 3 });
    expect(fetch.sent).toHaveLength(0);
    expect(ids(await list.toArray())).toEqual(ids(all));
    // The links name Nova's internal host; the requests go to the client's base URL.
    expect(fetch.sent.map((s) => s.url.origin)).toEqual([BASE, BASE, BASE]);
    expect(fetch.sent.map((s) => s.url.pathname)).toEqual([LIST_PATH, LIST_PATH, LIST_PATH]);
    expect(fetch.sent.map((s) => Object.fromEntries(s.url.searchParams))).toEqual([
      { name: "web", status: "ACTIVE", limit: "3" },
      { name: "web", status: "ACTIVE", limit: "3", marker: all[2]?.id },
      { name: "web", status: "ACTIVE", limit: "3", marker: all[5]?.id },
    ]);
  });

  it("walks item by item, page by page and whole, each walk afresh", async () => {
    const all = servers(5);
    const fetch = fakeNova({ servers: all });
    const list = clientOf(fetch).listServers({ limit: 2 });
    const items: ServerListItem[] = [];
    for await (const server of list) items.push(server);
    expect(ids(items)).toEqual(ids(all));
    const pages: number[] = [];
    for await (const p of list.pages()) pages.push(p.servers.length);
    expect(pages).toEqual([2, 2, 1]);
    expect(ids(await list.toArray())).toEqual(ids(all));
  });

  it("follows the link Nova adds at its own page cap when no limit was asked for", async () => {
    const all = servers(5);
    const fetch = fakeNova({ servers: all, maxLimit: 2 });
    expect(ids(await clientOf(fetch).listServers().toArray())).toEqual(ids(all));
    expect(fetch.sent).toHaveLength(3);
  });

  it("reads an empty list, and an empty last page after a full one", async () => {
    expect(
      await clientOf(fakeNova({ servers: [] }))
        .listServers()
        .toArray(),
    ).toEqual([]);
    const fetch = fakeNova({ servers: servers(4) });
    expect(await clientOf(fetch).listServers({ limit: 2 }).toArray()).toHaveLength(4);
    // 2 + 2, then a page with nothing (and so no link) ends it.
    expect(fetch.sent).toHaveLength(3);
  });

  it("ends at an empty page even when it carries a next link", async () => {
    const fetch = fakeFetch(
      page(servers(1), `https://nova.internal${LIST_PATH}?marker=a`),
      page([], `https://nova.internal${LIST_PATH}?marker=b`),
      page(servers(1)),
    );
    expect(await clientOf(fetch).listServers().toArray()).toHaveLength(1);
    expect(fetch.sent).toHaveLength(2);
  });

  it("stops with MalformedResponseError when the service repeats a next link", async () => {
    const fetch = fakeFetch(
      page([listedServer(1)], `https://nova.internal${LIST_PATH}?limit=1&marker=x`),
      page([listedServer(2)], `https://nova.internal${LIST_PATH}?limit=1&marker=x`),
    );
    const error = await clientOf(fetch)
      .listServers()
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toContain("loop");
    expect(fetch.sent).toHaveLength(2);
  });

  it("stops with MalformedResponseError when the service ignores the marker (the same page again)", async () => {
    let n = 0;
    const fetch = fakeFetch(() =>
      page([listedServer(1)], `https://nova.internal${LIST_PATH}?marker=m${n++}`),
    );
    const error = await clientOf(fetch)
      .listServers()
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(fetch.sent).toHaveLength(2);
  });

  it("refuses a next link to another path, and one that is not a link", async () => {
    const other = fakeFetch(
      page([listedServer(1)], "https://nova.internal/v2/other-project/servers/detail?marker=x"),
    );
    expect(
      await clientOf(other)
        .listServers()
        .toArray()
        .catch((e: unknown) => e),
    ).toBeInstanceOf(MalformedResponseError);
    const broken = fakeFetch(page([listedServer(1)], "http://[::1"));
    expect(
      await clientOf(broken)
        .listServers()
        .toArray()
        .catch((e: unknown) => e),
    ).toBeInstanceOf(MalformedResponseError);
    expect(other.sent).toHaveLength(1);
  });

  it("reads no further page after a break, and no more than maxPages", async () => {
    const fetch = fakeNova({ servers: servers(10) });
    for await (const server of clientOf(fetch).listServers({ limit: 2 })) {
      expect(server.name).toBe("server-1");
      break;
    }
    expect(fetch.sent).toHaveLength(1);
    const limited = fakeNova({ servers: servers(10) });
    expect(await clientOf(limited).listServers({ limit: 2 }, { maxPages: 2 }).toArray()).toHaveLength(4);
    expect(limited.sent).toHaveLength(2);
    expect(() => clientOf(limited).listServers({}, { maxPages: 0 })).toThrow(InvalidInputError);
  });

  it("stops between pages when the signal aborts", async () => {
    const controller = new AbortController();
    const fetch = fakeNova({ servers: servers(6) });
    const walk = async () => {
      for await (const _ of clientOf(fetch).listServers({ limit: 2 }, { signal: controller.signal }))
        controller.abort();
    };
    expect(await walk().catch((e: unknown) => e)).toBeInstanceOf(AbortError);
    expect(fetch.sent).toHaveLength(1);
  });

  it("listServersPage returns one page as the service sent it, links included", async () => {
    const all = servers(3);
    const fetch = fakeNova({ servers: all });
    const first = await clientOf(fetch).listServersPage({ limit: 2 });
    expect(ids(first.servers)).toEqual(ids(all.slice(0, 2)));
    expect(first.servers_links?.[0]?.href).toContain(`marker=${all[1]?.id}`);
    const second = await clientOf(fetch).listServersPage({ limit: 2, marker: all[1]?.id });
    expect(ids(second.servers)).toEqual([all[2]?.id]);
    expect(second.servers_links).toBeUndefined();
  });
});
