/**
 * Issue 29: every operation of the DNS client is also a function of its own taking a bare
 * client first (`getHostedZone(client, zoneId)`), so a browser app carries only what it
 * imports (bench/size/dns-operations.js). Both forms are the same operations: these tests hold
 * that the names match one to one and that a call sends the same request and answers the same
 * way.
 */

import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { retryPolicy } from "../../../src/core/retry-policy.ts";
import * as browser from "../../../src/dns/browser.ts";
import * as dns from "../../../src/dns/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { type Answer, fakeFetch, xml } from "../../support/fake-fetch.ts";
import { changeXml, errorXml, zonesPageXml } from "./xml-bodies.ts";

const TOKEN = "dns-unit-token-0123456789";
const options = (fetch: ReturnType<typeof fakeFetch>) => ({
  baseUrl: "https://dns.test",
  auth: TOKEN,
  fetch,
  clock: fakeClock(Date.UTC(2014, 5, 6, 11, 0, 37)),
  retry: { maxAttempts: 1 },
});
const bareOn = (...answers: Answer[]) => {
  const fetch = fakeFetch(...answers);
  return { bare: dns.createDnsBareClient(options(fetch)), sent: fetch.sent };
};

describe("DNS operations as functions of their own", () => {
  it("the entry points export a function for every method of the client, and no other operation", () => {
    const client = dns.createDnsClient(options(fakeFetch()));
    const methods = Object.keys(client)
      .filter((name) => name !== "raw")
      .sort();
    expect(methods).toEqual([
      "changeResourceRecordSets",
      "createHostedZone",
      "deleteHostedZone",
      "getChange",
      "getHostedZone",
      "listHostedZones",
      "listHostedZonesPage",
      "listResourceRecordSets",
      "listResourceRecordSetsPage",
      "waitForChange",
    ]);
    for (const entry of [dns, browser] as Record<string, unknown>[]) {
      for (const name of methods) expect(entry[name], name).toBeTypeOf("function");
      expect(entry.createDnsBareClient).toBeTypeOf("function");
    }
  });

  it("a bare client has raw alone; an operation sends what the method sends", async () => {
    const page = zonesPageXml(["a.com", "b.com"]);
    const viaMethod = fakeFetch(xml(200, page));
    const viaFunction = fakeFetch(xml(200, page));
    const bare = dns.createDnsBareClient(options(viaFunction));
    expect(Object.keys(bare)).toEqual(["raw"]);
    const a = await dns.createDnsClient(options(viaMethod)).listHostedZonesPage({ maxItems: 2 });
    const b = await dns.listHostedZonesPage(bare, { maxItems: 2 });
    expect(b).toEqual(a);
    const [sentA, sentB] = [viaMethod.sent[0], viaFunction.sent[0]];
    expect(sentB?.method).toBe(sentA?.method);
    expect(sentB?.url.href).toBe(sentA?.url.href);
    expect(sentB?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(sentB?.headers.get("date")).toBe(sentA?.headers.get("date"));
  });

  it("walks, waits and errors behave the same through the functions", async () => {
    const walking = bareOn(xml(200, zonesPageXml(["a.com"], "b.com")), xml(200, zonesPageXml(["b.com"])));
    const zones = await dns.listHostedZones(walking.bare, { maxItems: 1 }).toArray();
    expect(zones.map((zone) => zone.Id)).toEqual(["a.com", "b.com"]);
    expect(walking.sent[1]?.url.searchParams.get("marker")).toBe("b.com");

    const waiting = bareOn(
      xml(200, changeXml("GetChangeResponse", "PENDING")),
      xml(200, changeXml("GetChangeResponse", "INSYNC")),
    );
    const info = await dns.waitForChange(waiting.bare, "c0ffee", { intervalMs: 1 });
    expect(info.Status).toBe("INSYNC");

    const missing = bareOn(xml(404, errorXml("NoSuchHostedZone", "No hosted zone found")));
    await expect(dns.getHostedZone(missing.bare, "example.com")).rejects.toBeInstanceOf(
      dns.NoSuchHostedZoneError,
    );
    await expect(dns.getHostedZone(missing.bare, "exa mple.com")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(dns.listHostedZonesPage(missing.bare, { maxItems: 0 })).rejects.toMatchObject({
      field: "options.maxItems",
    });
    expect(missing.sent).toHaveLength(1);
  });

  it("a client made by createDnsClient is a bare client too", async () => {
    const client = dns.createDnsClient(
      options(fakeFetch(xml(200, changeXml("GetChangeResponse", "INSYNC")))),
    );
    expect((await dns.getChange(client, "c0ffee")).ChangeInfo.Status).toBe("INSYNC");
  });

  it("refuses a client it did not make, before anything is sent", async () => {
    const fake = { raw: {} } as unknown as dns.DnsBareClient;
    // An operation that returns a promise refuses it with a rejection; a walk throws at once.
    await expect(dns.getChange(fake, "c0ffee")).rejects.toThrow(InvalidInputError);
    expect(() => dns.listHostedZones(fake)).toThrow(/createDnsBareClient/);
  });

  it("a bare client checks its options as the client does", () => {
    expect(() => dns.createDnsBareClient({ ...options(fakeFetch()), baseUrl: "ftp://x" })).toThrow(
      InvalidInputError,
    );
    expect(() =>
      dns.createDnsBareClient({
        ...options(fakeFetch()),
        retry: { maxAttempts: Number.NaN },
        retryWith: retryPolicy,
      }),
    ).toThrow(/^Invalid retry\.maxAttempts/);
  });
});
