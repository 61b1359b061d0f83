/**
 * Regression tests for the DNS defects of "One way to build a client", each through the
 * client: path parameters that would leave their segment (7), redirects (8), a body that
 * stalls or is aborted midway (9), and hostile input (lone surrogates, invalid A-labels, a
 * region token that would inject a header). Each test says which defect it covers and how the
 * client behaved before.
 */
import { describe, expect, it } from "vitest";
import {
  AbortError,
  InvalidInputError,
  NetworkError,
  RedirectRefusedError,
  TimeoutError,
} from "../../../src/core/errors.ts";
import type { ChangeBatch } from "../../../src/dns/index.ts";
import { createDnsClient, type DnsClient } from "../../../src/dns/index.ts";
import { type Answer, brokenBody, empty, fakeFetch, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";

const TOKEN = "wire-safety-auth-token-5e6f7a8b";
const REGION_TOKEN = "wire-safety-region-token-1c2d3e4f";

function client(answer: Answer = empty(500), timeoutMs?: number) {
  const fetch = fakeFetch(answer);
  const dns = createDnsClient({
    baseUrl: "https://dns.test",
    auth: TOKEN,
    fetch,
    timeoutMs,
    retry: { maxAttempts: 1 },
  });
  return { dns, sent: fetch.sent };
}

const batch = (name = "www.example.com", Value = "192.0.2.1", Type: "A" | "PTR" = "A"): ChangeBatch => ({
  Changes: [
    { Action: "CREATE", ResourceRecordSet: { Name: name, Type, TTL: 60, ResourceRecords: [{ Value }] } },
  ],
});

async function refused(call: (dns: DnsClient) => Promise<unknown>, field: string) {
  const { dns, sent } = client();
  const error = await call(dns).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InvalidInputError);
  expect(error).toMatchObject({ field });
  expect(sent).toHaveLength(0);
  return error;
}

describe("path parameters stay in their segment (defect 7)", () => {
  // Before: getChange("..") passed the client's own check and went out as GET /v1.0/change/..,
  // which the URL parser resolves to GET /v1.0/; a lone surrogate made encodeURIComponent throw
  // a URIError, which the client reported as a retryable NetworkError.
  it.each([
    ["..", ".."],
    [".", "."],
    ["a lone surrogate", "c0ffee\uD800"],
  ])("refuses the change ID %s with InvalidInputError, sending nothing", async (_name, id) => {
    await refused((dns) => dns.getChange(id), "changeId");
    await refused((dns) => dns.waitForChange(id), "changeId");
  });

  it("encodes a change ID into its own segment", async () => {
    const { dns, sent } = client(empty(404));
    await dns.getChange("a%2F..%2Fb").catch(() => {});
    expect(sent[0]?.url.pathname).toBe("/v1.0/change/a%252F..%252Fb");
  });

  it.each(["..", ".", "example.com\uDC00"])("refuses the zone ID %j, sending nothing", async (zoneId) => {
    await refused((dns) => dns.getHostedZone(zoneId), "zoneId");
    await refused((dns) => dns.deleteHostedZone(zoneId), "zoneId");
    await refused((dns) => dns.listResourceRecordSetsPage(zoneId), "zoneId");
  });
});

describe("redirects are refused (defect 8)", () => {
  // Before: requests went out with fetch's default redirect mode ("follow"), so a redirect
  // carried X-Auth-Token and x-fcx-region-token to wherever it pointed; a transport that
  // handed the 3xx back got a MalformedResponseError.
  it.each([301, 302, 303, 307, 308])(
    "refuses a %i and sends the credentials nowhere else",
    async (status) => {
      const { dns, sent } = client(empty(status, { Location: "https://attacker.example/steal?x=1" }));
      const calls: [string, (dns: DnsClient) => Promise<unknown>][] = [
        [
          "changeResourceRecordSets",
          (d) =>
            d.changeResourceRecordSets("example.com", batch("1.example.com", "host.example.com", "PTR"), {
              region: "jp-east-1",
              regionToken: REGION_TOKEN,
            }),
        ],
        ["getHostedZone", (d) => d.getHostedZone("example.com")],
        ["createHostedZone", (d) => d.createHostedZone({ Name: "example.com" })],
      ];
      for (const [, call] of calls) {
        const error = await call(dns).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RedirectRefusedError);
        expectNoSecrets(error, [TOKEN, REGION_TOKEN]);
      }
      expect(sent).toHaveLength(calls.length);
      for (const request of sent) {
        expect(request.url.origin).toBe("https://dns.test");
        expect(request.request.redirect).toBe("manual");
      }
    },
  );
});

describe("the body is read under the call's deadline (defect 9)", () => {
  // Before: the timeout covered only the wait for the response headers, and the caller's
  // signal did not reach a body that was already streaming: a stalled body hung the call.
  it("ends a body that stalls midway with TimeoutError", async () => {
    const { dns } = client(stalledBody(200, "<GetChangeResponse"), 50);
    const started = Date.now();
    await expect(dns.getChange("c0ffee")).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("ends a stalled error body with TimeoutError too", async () => {
    const { dns } = client(stalledBody(500, "<ErrorResponse"), 50);
    await expect(dns.createHostedZone({ Name: "example.com" })).rejects.toBeInstanceOf(TimeoutError);
  });

  it("ends a body the caller aborts midway with AbortError", async () => {
    const { dns } = client(stalledBody(200, "<ListHostedZonesResponse"));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user cancelled")), 20);
    await expect(dns.listHostedZonesPage({}, { signal: controller.signal })).rejects.toBeInstanceOf(
      AbortError,
    );
  });

  it("ends a walk whose page the caller aborts midway with AbortError", async () => {
    const { dns } = client(stalledBody(200, "<ListResourceRecordSetsResponse"));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(
      dns.listResourceRecordSets("example.com", {}, { signal: controller.signal }).toArray(),
    ).rejects.toBeInstanceOf(AbortError);
  });

  it("ends a body cut off by a reset with NetworkError", async () => {
    const { dns } = client(brokenBody(200, "<GetHostedZoneResponse"));
    await expect(dns.getHostedZone("example.com")).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("hostile input is refused before anything is sent", () => {
  // Before: a lone surrogate in a query parameter made encodeURIComponent throw a URIError
  // inside the call, which the client reported as a retryable NetworkError. (A zone name with
  // one was refused by Node's URL parser already; now it is refused by name in every runtime.)
  it.each<[string, (dns: DnsClient) => Promise<unknown>, string]>([
    ["a marker", (dns) => dns.listHostedZonesPage({ marker: "a.com\uD800" }), "options.marker"],
    [
      "a start name",
      (dns) => dns.listResourceRecordSetsPage("example.com", { name: "\uDC00" }),
      "options.name",
    ],
    [
      "a start set identifier",
      (dns) => dns.listResourceRecordSetsPage("example.com", { name: "a", type: "A", identifier: "x\uD800" }),
      "options.identifier",
    ],
    ["a zone name", (dns) => dns.createHostedZone({ Name: "exa\uD800mple.com" }), "request.Name"],
    [
      "a record name",
      (dns) => dns.changeResourceRecordSets("example.com", batch("w\uDC00.example.com")),
      "changeBatch.Changes[0].ResourceRecordSet.Name",
    ],
    [
      "a record value",
      (dns) => dns.changeResourceRecordSets("example.com", batch(undefined, "x\uD800")),
      "changeBatch.Changes[0].ResourceRecordSet.ResourceRecords[0].Value",
    ],
    [
      "a comment",
      (dns) => dns.createHostedZone({ Name: "example.com", HostedZoneConfig: { Comment: "\uD800" } }),
      "request.HostedZoneConfig.Comment",
    ],
  ])("refuses a lone surrogate in %s with InvalidInputError", async (_what, call, field) => {
    await refused(call, field);
  });

  // Before: `xn--a.com` is ASCII, so it was lower-cased and sent as it was: an A-label that
  // decodes to no valid name.
  it("refuses the invalid A-label xn--a.com as a zone name and in a record name", async () => {
    await refused((dns) => dns.createHostedZone({ Name: "xn--a.com" }), "request.Name");
    await refused((dns) => dns.getHostedZone("XN--A.com"), "zoneId");
    await refused(
      (dns) => dns.changeResourceRecordSets("example.com", batch("xn--a.example.com")),
      "changeBatch.Changes[0].ResourceRecordSet.Name",
    );
  });

  // Before: the region token was checked only for blanks and controls; a non-Latin-1 one made
  // Headers throw inside the call (reported as a NetworkError), a Latin-1 one went out altered.
  it.each([
    ["a CR/LF (header injection)", `${REGION_TOKEN}\r\nX-Injected: 1`],
    ["a trailing newline", `${REGION_TOKEN}\n`],
    ["a character beyond Latin-1", `${REGION_TOKEN}例`],
    ["a Latin-1 character fetch would send altered", `${REGION_TOKEN}ö`],
  ])("refuses a region token with %s, without quoting it", async (_what, regionToken) => {
    const error = await refused(
      (dns) =>
        dns.changeResourceRecordSets("example.com", batch("1.example.com", "host.example.com", "PTR"), {
          region: "jp-east-1",
          regionToken,
        }),
      "options.regionToken",
    );
    expectNoSecrets(error, [REGION_TOKEN, regionToken]);
  });

  it("refuses a region with a line break", async () => {
    await refused(
      (dns) =>
        dns.changeResourceRecordSets("example.com", batch("1.example.com", "host.example.com", "PTR"), {
          region: "jp-east-1\r\nX-Injected: 1",
          regionToken: REGION_TOKEN,
        }),
      "options.region",
    );
  });

  it("refuses an auth token with a line break when the client is made, without quoting it", () => {
    const secret = `${TOKEN}\r\nX-Injected: 1`;
    let error: unknown;
    try {
      createDnsClient({ baseUrl: "https://dns.test", auth: secret });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidInputError);
    expectNoSecrets(error, [TOKEN, secret]);
  });
});
