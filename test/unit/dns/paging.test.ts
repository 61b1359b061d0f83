/**
 * Paging: `listHostedZones()` and `listResourceRecordSets()` walk every page lazily through
 * core's paginate, with the marker (or the NextRecord... fields) as the cursor; the `...Page`
 * calls return one page as the server sent it. A server that repeats a cursor, or truncates a
 * page without saying where the next starts, ends the walk with MalformedResponseError.
 */
import { describe, expect, it } from "vitest";
import { AbortError, InvalidInputError, MalformedResponseError } from "../../../src/core/errors.ts";
import { createDnsClient, NoSuchHostedZoneError } from "../../../src/dns/index.ts";
import { type Answer, fakeFetch, xml } from "../../support/fake-fetch.ts";
import { errorXml, recordSetsPageXml, recordSetXml, zonesPageXml } from "./xml-bodies.ts";

function client(...answers: Answer[]) {
  const fetch = fakeFetch(...answers);
  const dns = createDnsClient({ baseUrl: "https://dns.test", auth: "paging-token", fetch });
  return { dns, sent: fetch.sent };
}

describe("listHostedZones (every zone, lazily)", () => {
  it("checks its arguments when called, not when iterated", () => {
    const { dns, sent } = client();
    expect(() => dns.listHostedZones({ maxItems: 101 })).toThrow(InvalidInputError);
    expect(() => dns.listResourceRecordSets("exa mple.com")).toThrow(InvalidInputError);
    expect(() => dns.listResourceRecordSets("example.com", { maxItems: 0 })).toThrow(InvalidInputError);
    expect(sent).toHaveLength(0);
  });

  it("loads nothing until it is iterated, then one page at a time", async () => {
    // Each page by its marker, so that every walk starts afresh.
    const pages: Record<string, string> = {
      "": zonesPageXml(["a.com"], "b.com"),
      "b.com": zonesPageXml(["b.com"], "c.com"),
      "c.com": zonesPageXml(["c.com"]),
    };
    const { dns, sent } = client((request) =>
      xml(200, pages[new URL(request.url).searchParams.get("marker") ?? ""] ?? ""),
    );
    const zones = dns.listHostedZones();
    expect(sent).toHaveLength(0);
    for await (const zone of zones) {
      expect(zone.Id).toBe("a.com");
      break;
    }
    expect(sent).toHaveLength(1);
    expect((await dns.listHostedZones().toArray()).map((z) => z.Id)).toEqual(["a.com", "b.com", "c.com"]);
  });

  it("gives the pages as the server sent them, and stops at maxPages", async () => {
    const { dns, sent } = client(
      xml(200, zonesPageXml(["a.com"], "b.com")),
      xml(200, zonesPageXml(["b.com"], "c.com")),
    );
    const pages = [];
    for await (const page of dns.listHostedZones({ maxItems: 1 }, { maxPages: 2 }).pages()) pages.push(page);
    expect(pages.map((p) => p.NextMarker)).toEqual(["b.com", "c.com"]);
    expect(sent.map((s) => s.url.search)).toEqual(["?maxitems=1", "?maxitems=1&marker=b.com"]);
  });

  it("reads an empty list as no zones", async () => {
    const { dns } = client(xml(200, zonesPageXml([])));
    expect(await dns.listHostedZones().toArray()).toEqual([]);
  });

  it("ends the walk at an empty page, even one that names a next marker", async () => {
    const { dns, sent } = client(
      xml(200, zonesPageXml(["a.com"], "b.com")),
      xml(200, zonesPageXml([], "c.com")),
    );
    expect((await dns.listHostedZones().toArray()).map((z) => z.Id)).toEqual(["a.com"]);
    expect(sent).toHaveLength(2);
  });

  // Defect 4: hostedZones() had no loop guard; a server that repeats its NextMarker made it
  // send requests forever. Before the fix this test never ended (and sent without bound).
  it("stops with MalformedResponseError when the server repeats its NextMarker (defect 4)", async () => {
    const { dns, sent } = client(
      xml(200, zonesPageXml(["a.com"], "b.com")),
      xml(200, zonesPageXml(["b.com"], "b.com")),
    );
    const error = await dns
      .listHostedZones()
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toMatch(/loop forever/);
    expect(sent).toHaveLength(2);
  });

  it("refuses a next marker or record set it could not send back, as MalformedResponseError", async () => {
    const zones = client(xml(200, zonesPageXml(["a.com"], "b c.com")));
    await expect(zones.dns.listHostedZones().toArray()).rejects.toThrow(
      /names a next marker that cannot be sent back/,
    );
    expect(zones.sent).toHaveLength(1);
    const sets = client(
      xml(200, recordSetsPageXml(["www.example.com"], { name: "x.example.com", type: "SOA" })),
    );
    await expect(sets.dns.listResourceRecordSets("example.com").toArray()).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    expect(sets.sent).toHaveLength(1);
  });

  it("stops with MalformedResponseError when the server answers every marker with the first page (defect 4)", async () => {
    const { dns, sent } = client(xml(200, zonesPageXml(["a.com"], "b.com")));
    await expect(dns.listHostedZones().toArray()).rejects.toBeInstanceOf(MalformedResponseError);
    expect(sent).toHaveLength(2);
  });

  it("refuses a truncated page without a NextMarker instead of ending the list early", async () => {
    const { dns } = client(xml(200, zonesPageXml(["a.com"], "")));
    await expect(dns.listHostedZones().toArray()).rejects.toThrow(/IsTruncated but has no NextMarker/);
  });

  it("stops between pages when its signal aborts", async () => {
    const controller = new AbortController();
    const { dns, sent } = client(
      xml(200, zonesPageXml(["a.com"], "b.com")),
      xml(200, zonesPageXml(["b.com"])),
    );
    const seen: string[] = [];
    const error = await (async () => {
      for await (const zone of dns.listHostedZones({}, { signal: controller.signal })) {
        seen.push(zone.Id);
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(seen).toEqual(["a.com"]);
    expect(sent).toHaveLength(1);
  });

  it("returns one page as the server sent it with listHostedZonesPage", async () => {
    const { dns, sent } = client(xml(200, zonesPageXml(["b.com"], "c.com")));
    const page = await dns.listHostedZonesPage({ marker: "b.com", maxItems: 1 });
    expect(page).toMatchObject({ IsTruncated: true, NextMarker: "c.com", MaxItems: 1 });
    expect(sent[0]?.url.search).toBe("?marker=b.com&maxitems=1");
  });
});

describe("listResourceRecordSets (every record set, lazily)", () => {
  it("follows NextRecordName, NextRecordType and NextRecordIdentifier as the next page's query", async () => {
    const { dns, sent } = client(
      xml(200, recordSetsPageXml([recordSetXml("a.example.com")], { name: "b.example.com", type: "A" })),
      xml(
        200,
        recordSetsPageXml([recordSetXml("b.example.com", "A", "one")], {
          name: "b.example.com",
          type: "A",
          identifier: "two",
        }),
      ),
      xml(200, recordSetsPageXml([recordSetXml("b.example.com", "A", "two")])),
    );
    const sets = await dns.listResourceRecordSets("Example.COM.", { maxItems: 1 }).toArray();
    expect(sets.map((s) => `${s.Name} ${s.SetIdentifier ?? ""}`)).toEqual([
      "a.example.com ",
      "b.example.com one",
      "b.example.com two",
    ]);
    expect(sent.map((s) => s.url.pathname)).toEqual(Array(3).fill("/v1.0/hostedzone/example.com/rrset"));
    expect(sent.map((s) => s.url.search)).toEqual([
      "?maxitems=1",
      "?maxitems=1&name=b.example.com&type=A",
      "?maxitems=1&name=b.example.com&type=A&identifier=two",
    ]);
  });

  it("stops with MalformedResponseError when the server repeats its Next... fields", async () => {
    const next = { name: "b.example.com", type: "A" };
    const { dns, sent } = client(xml(200, recordSetsPageXml([recordSetXml("a.example.com")], next)));
    await expect(dns.listResourceRecordSets("example.com").toArray()).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    expect(sent).toHaveLength(2);
  });

  it("refuses a truncated page without a NextRecordName", async () => {
    const { dns } = client(xml(200, recordSetsPageXml([recordSetXml("a.example.com")], {})));
    await expect(dns.listResourceRecordSets("example.com").toArray()).rejects.toThrow(
      /IsTruncated but has no NextRecordName/,
    );
  });

  it("passes on the typed error of a page", async () => {
    const { dns } = client(xml(404, errorXml("NoSuchHostedZone", "none")));
    await expect(dns.listResourceRecordSets("example.com").toArray()).rejects.toBeInstanceOf(
      NoSuchHostedZoneError,
    );
  });
});
