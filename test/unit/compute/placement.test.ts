/**
 * The placement answers: "is this server on a dedicated host?" from the list's scheduler hint
 * (only the list carries it), and "which availability zone is it in?" from the show.
 */
import { describe, expect, it } from "vitest";
import type { ServerListItem } from "../../../src/compute/index.ts";
import { createComputeClient, ServerNotFoundError } from "../../../src/compute/index.ts";
import { availabilityZoneOf, dedicatedHostOf } from "../../../src/compute/placement.ts";
import type { FakeFetch } from "../../support/fake-fetch.ts";
import { fakeNova, listedServer, shownServer, TENANT } from "./fake-nova.ts";

const clientOf = (fetch: FakeFetch) =>
  createComputeClient({ baseUrl: "https://compute.test", auth: "token-abcdef", tenantId: TENANT, fetch });

describe("dedicatedHostOf: the scheduler hint of a listed server", () => {
  it.each<[string, unknown, boolean, { key: string; value: string } | undefined]>([
    ["the platform's hint True", { "fcx.dedicated": "True" }, true, { key: "fcx.dedicated", value: "True" }],
    ["any case of true", { "fcx.dedicated": "true" }, true, { key: "fcx.dedicated", value: "true" }],
    ["another prefix", { "acme.dedicated": "True" }, true, { key: "acme.dedicated", value: "True" }],
    ["False", { "fcx.dedicated": "False" }, false, { key: "fcx.dedicated", value: "False" }],
    ["no hints", {}, false, undefined],
    ["only other hints", { same_host: "x" }, false, undefined],
    ["a hint that is not a string", { "fcx.dedicated": true }, false, undefined],
    ["hints that are not an object", null, false, undefined],
  ])("%s", (_what, hints, dedicated, hint) => {
    const server = { ...listedServer(1), "OS-SCH-HNT:scheduler_hints": hints } as ServerListItem;
    expect(dedicatedHostOf(server)).toEqual({ serverId: server.id, dedicated, hint });
  });

  it("a server without the member at all is not on a dedicated host", () => {
    const { "OS-SCH-HNT:scheduler_hints": _, ...server } = listedServer(2);
    expect(dedicatedHostOf(server as ServerListItem).dedicated).toBe(false);
  });
});

describe("availabilityZoneOf: the zone of a shown server", () => {
  it.each<[unknown, string | undefined]>([
    ["jp-east-1a", "jp-east-1a"],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("%j -> %j", (zone, expected) => {
    const server = { ...shownServer(listedServer(1)), "OS-EXT-AZ:availability_zone": zone as string };
    expect(availabilityZoneOf(server).zone).toBe(expected);
  });
});

describe("the client's answers", () => {
  const servers = [
    listedServer(1),
    listedServer(2, { "fcx.dedicated": "True" }),
    listedServer(3),
    listedServer(4),
  ];

  it("dedicatedHost walks the list only as far as the server", async () => {
    const fetch = fakeNova({ servers });
    const answer = await clientOf(fetch).dedicatedHost(servers[1]?.id ?? "", { limit: 1 });
    expect(answer).toEqual({
      serverId: servers[1]?.id,
      dedicated: true,
      hint: { key: "fcx.dedicated", value: "True" },
    });
    expect(fetch.sent).toHaveLength(2);
    expect(fetch.sent[0]?.url.searchParams.get("limit")).toBe("1");
  });

  it("dedicatedHost matches the ID in any case", async () => {
    const answer = await clientOf(fakeNova({ servers })).dedicatedHost((servers[1]?.id ?? "").toUpperCase());
    expect(answer.dedicated).toBe(true);
  });

  it("dedicatedHost throws ServerNotFoundError for a server that is not listed", async () => {
    const fetch = fakeNova({ servers });
    const error = await clientOf(fetch)
      .dedicatedHost("00000000-0000-4000-8000-999999999999", { limit: 2 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerNotFoundError);
    expect(error).toMatchObject({ operation: "dedicatedHost", status: undefined });
    expect(String(error)).toContain("not in the project's server list");
    expect(fetch.sent).toHaveLength(3);
    const limited = await clientOf(fakeNova({ servers }))
      .dedicatedHost("00000000-0000-4000-8000-999999999999", { limit: 1 }, { maxPages: 2 })
      .catch((e: unknown) => e);
    expect(String(limited)).toContain("first 2 pages");
  });

  it("availabilityZone shows the server", async () => {
    const fetch = fakeNova({ servers, zone: "jp-east-1b" });
    expect(await clientOf(fetch).availabilityZone(servers[2]?.id ?? "")).toEqual({
      serverId: servers[2]?.id,
      zone: "jp-east-1b",
    });
    expect(fetch.sent.map((s) => s.url.pathname)).toEqual([`/v2/${TENANT}/servers/${servers[2]?.id}`]);
    const unplaced = await clientOf(fakeNova({ servers, zone: "" })).availabilityZone(servers[0]?.id ?? "");
    expect(unplaced.zone).toBeUndefined();
    const missing = await clientOf(fakeNova({ servers }))
      .availabilityZone("00000000-0000-4000-8000-999999999999")
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ServerNotFoundError);
  });
});
