/**
 * The DNS client against a scripted endpoint: what goes on the wire (headers, XML, query),
 * input checked before anything is sent, the ownership workflow, and every documented failure
 * mapped to its typed error.
 */
import { describe, expect, it } from "vitest";
import { DNS_NAMESPACE } from "../../../generated/sdk/dns/documents.ts";
import {
  InvalidInputError,
  MalformedResponseError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import type { RRType } from "../../../src/dns/index.ts";
import {
  createDnsClient,
  DnsAuthenticationError,
  DnsBadRequestError,
  DnsForbiddenError,
  DnsServerError,
  InvalidChangeBatchError,
  InvalidZoneNameError,
  NoSuchChangeError,
  NoSuchHostedZoneError,
  ZoneAlreadyExistsError,
  ZoneLimitExceededError,
} from "../../../src/dns/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { type Answer, empty, fakeFetch, xml } from "../../support/fake-fetch.ts";
import { changeXml, createdXml, errorXml, zonesPageXml } from "./xml-bodies.ts";

const TOKEN = "dns-unit-token-0123456789";
const CODE = "f0094d76e096551441d24af257488a6a";
const CHALLENGE = `name_server:${CODE}.cdnsverify.nifty.ad.jp,txt:nifty-dnsverify=${CODE}`;

function client(...answers: Answer[]) {
  const fetch = fakeFetch(...answers);
  const clock = fakeClock(Date.UTC(2014, 5, 6, 11, 0, 37));
  const dns = createDnsClient({
    baseUrl: "https://dns.test",
    auth: TOKEN,
    fetch,
    clock,
    retry: { maxAttempts: 1 },
  });
  return { dns, sent: fetch.sent };
}

const rrset = (Type: RRType = "A", Name = "www.example.com") => ({
  Changes: [
    {
      Action: "CREATE" as const,
      ResourceRecordSet: { Name, Type, TTL: 60, ResourceRecords: [{ Value: "192.0.2.1" }] },
    },
  ],
});

describe("DNS client on the wire", () => {
  it("sends create as namespaced XML with Content-Type, Accept, X-Auth-Token and an HTTP Date", async () => {
    const { dns, sent } = client(xml(201, createdXml(), { "x-svc-request-id": "rid-1" }));
    const result = await dns.createHostedZone({
      Name: "Example.com.",
      HostedZoneConfig: { Comment: "例え & co" },
    });
    const request = sent[0];
    expect(request?.method).toBe("POST");
    expect(request?.url.href).toBe("https://dns.test/v1.0/hostedzone");
    expect(request?.headers.get("content-type")).toBe("application/xml");
    expect(request?.headers.get("accept")).toBe("application/xml");
    expect(request?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(request?.headers.get("date")).toBe("Fri, 06 Jun 2014 11:00:37 GMT");
    expect(request?.body).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneRequest xmlns="${DNS_NAMESPACE}"><Name>example.com</Name><HostedZoneConfig><Comment>例え &amp; co</Comment></HostedZoneConfig></CreateHostedZoneRequest>`,
    );
    expect(result).toMatchObject({ created: true, requestId: "rid-1" });
    if (result.created) expect(result.response.DelegationSet.NameServers).toEqual(["cdns0.nifty.ad.jp"]);
  });

  it("sends the IDN zone name in ASCII form, in the body and in paths", async () => {
    const { dns, sent } = client(
      xml(201, createdXml("xn--r8jz45g.jp")),
      xml(200, changeXml("DeleteHostedZoneResponse", "INSYNC")),
    );
    await dns.createHostedZone({ Name: "例え.jp" });
    await dns.deleteHostedZone("例え.JP.");
    expect(sent[0]?.body).toContain("<Name>xn--r8jz45g.jp</Name>");
    expect(sent[1]?.url.href).toBe("https://dns.test/v1.0/hostedzone/xn--r8jz45g.jp");
    expect(sent[1]?.method).toBe("DELETE");
  });

  it("sends list parameters as the query and pages through every zone", async () => {
    const { dns, sent } = client(
      xml(200, zonesPageXml(["a.com", "b.com"], "c.com")),
      xml(200, zonesPageXml(["c.com"])),
    );
    const ids: string[] = [];
    for await (const z of dns.listHostedZones({ maxItems: 2 })) ids.push(z.Id);
    expect(ids).toEqual(["a.com", "b.com", "c.com"]);
    expect(sent.map((r) => r.url.search)).toEqual(["?maxitems=2", "?marker=c.com&maxitems=2"]);
  });

  it("sends record-set list filters as the query", async () => {
    const body = `<ListResourceRecordSetsResponse xmlns="${DNS_NAMESPACE}"><ResourceRecordSets/><IsTruncated>false</IsTruncated><MaxItems>100</MaxItems></ListResourceRecordSetsResponse>`;
    const { dns, sent } = client(xml(200, body));
    const page = await dns.listResourceRecordSetsPage("example.com", {
      name: "www.example.com",
      type: "A",
      maxItems: 10,
    });
    expect(page).toEqual({ ResourceRecordSets: [], IsTruncated: false, MaxItems: 100 });
    expect(sent[0]?.url.search).toBe("?name=www.example.com&type=A&maxitems=10");
  });

  it("sends PTR changes with the region headers, and keeps the region token out of errors", async () => {
    const { dns, sent } = client(xml(400, errorXml("InvalidChangeBatch", "bad PTR region-secret-token-42")));
    const error = await dns
      .changeResourceRecordSets("example.com", rrset("PTR", "1.example.com"), {
        region: "jp-east-1",
        regionToken: "region-secret-token-42",
      })
      .catch((e) => e);
    expect(sent[0]?.headers.get("x-fcx-region")).toBe("jp-east-1");
    expect(sent[0]?.headers.get("x-fcx-region-token")).toBe("region-secret-token-42");
    expect(error).toBeInstanceOf(InvalidChangeBatchError);
    expect(String(error)).not.toContain("region-secret-token-42");
    expect(JSON.stringify(error)).not.toContain("region-secret-token-42");
  });
});

describe("DNS client input checks (nothing is sent)", () => {
  const cases: [string, (dns: ReturnType<typeof client>["dns"]) => Promise<unknown>, string][] = [
    ["a bad zone name", (dns) => dns.createHostedZone({ Name: "exa_mple.com" }), "request.Name"],
    ["a missing zone name", (dns) => dns.createHostedZone({} as never), "request.Name"],
    [
      "a 256-character comment",
      (dns) => dns.createHostedZone({ Name: "example.com", HostedZoneConfig: { Comment: "例".repeat(256) } }),
      "request.HostedZoneConfig.Comment",
    ],
    [
      "a comment with a control character",
      (dns) => dns.createHostedZone({ Name: "example.com", HostedZoneConfig: { Comment: "a\u0000b" } }),
      "request.HostedZoneConfig.Comment",
    ],
    ["a bad zone ID", (dns) => dns.getHostedZone("not a zone"), "zoneId"],
    ["an empty change ID", (dns) => dns.getChange(""), "changeId"],
    ["a change ID with a slash", (dns) => dns.getChange("a/b c"), "changeId"],
    ["maxItems out of range", (dns) => dns.listHostedZonesPage({ maxItems: 101 }), "options.maxItems"],
    // A walk checks its arguments when it is called: the throw, inside an async call, rejects.
    [
      "maxItems out of range, walking",
      async (dns) => dns.listHostedZones({ maxItems: 0 }).toArray(),
      "options.maxItems",
    ],
    [
      "an unknown record type filter",
      (dns) => dns.listResourceRecordSetsPage("example.com", { name: "example.com", type: "SOA" as never }),
      "options.type",
    ],
    [
      "a record type filter without a name",
      (dns) => dns.listResourceRecordSetsPage("example.com", { type: "A" }),
      "options.type",
    ],
    [
      "a set identifier filter without a type",
      (dns) => dns.listResourceRecordSetsPage("example.com", { name: "example.com", identifier: "x" }),
      "options.identifier",
    ],
    [
      "a bad zone ID, walking record sets",
      async (dns) => dns.listResourceRecordSets("exa mple.com").toArray(),
      "zoneId",
    ],
    [
      "an empty batch",
      (dns) => dns.changeResourceRecordSets("example.com", { Changes: [] }),
      "changeBatch.Changes",
    ],
    [
      "a record outside the zone",
      (dns) => dns.changeResourceRecordSets("example.com", rrset("A", "www.example.org")),
      "changeBatch.Changes[0].ResourceRecordSet.Name",
    ],
    [
      "an unknown record type",
      (dns) => dns.changeResourceRecordSets("example.com", rrset("SOA" as RRType)),
      "changeBatch.Changes[0].ResourceRecordSet.Type",
    ],
    [
      "a PTR record without region headers",
      (dns) => dns.changeResourceRecordSets("example.com", rrset("PTR", "1.example.com")),
      "options.region",
    ],
    [
      "a region without its token (the spec's dependentRequired)",
      (dns) =>
        dns.changeResourceRecordSets("example.com", rrset("A", "www.example.com"), { region: "jp-east-1" }),
      "options.region",
    ],
    [
      "a region token without its region",
      (dns) =>
        dns.changeResourceRecordSets("example.com", rrset("A", "www.example.com"), { regionToken: "t" }),
      "options.regionToken",
    ],
    [
      "a negative TTL",
      (dns) =>
        dns.changeResourceRecordSets("example.com", {
          Changes: [
            {
              Action: "CREATE",
              ResourceRecordSet: {
                Name: "example.com",
                Type: "A",
                TTL: -1,
                ResourceRecords: [{ Value: "x" }],
              },
            },
          ],
        }),
      "changeBatch.Changes[0].ResourceRecordSet.TTL",
    ],
    [
      "a record set without values",
      (dns) =>
        dns.changeResourceRecordSets("example.com", {
          Changes: [
            {
              Action: "CREATE",
              ResourceRecordSet: { Name: "example.com", Type: "A", TTL: 60, ResourceRecords: [] },
            },
          ],
        }),
      "changeBatch.Changes[0].ResourceRecordSet.ResourceRecords",
    ],
    [
      "an unknown action",
      (dns) =>
        dns.changeResourceRecordSets("example.com", {
          Changes: [
            {
              Action: "UPSERT" as never,
              ResourceRecordSet: {
                Name: "example.com",
                Type: "A",
                TTL: 60,
                ResourceRecords: [{ Value: "x" }],
              },
            },
          ],
        }),
      "changeBatch.Changes[0].Action",
    ],
  ];

  it.each(cases)("rejects %s with InvalidInputError", async (_case, call, field) => {
    const { dns, sent } = client(empty(500));
    const error = await call(dns).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(sent).toHaveLength(0);
  });

  it("rejects a client without a usable base URL, token or retry count", () => {
    expect(() => createDnsClient({ baseUrl: "dns.test", auth: TOKEN })).toThrow(InvalidInputError);
    expect(() => createDnsClient({ baseUrl: "https://dns.test", auth: "" })).toThrow(InvalidInputError);
    expect(() => createDnsClient({ baseUrl: "https://dns.test", auth: undefined as never })).toThrow(
      InvalidInputError,
    );
    expect(() =>
      createDnsClient({ baseUrl: "https://dns.test", auth: TOKEN, retry: { maxAttempts: Number.NaN } }),
    ).toThrow(InvalidInputError);
  });
});

describe("DNS client ownership workflow", () => {
  it("turns the Unauthorized error into a verification result, and the same call then creates the zone", async () => {
    const { dns, sent } = client(
      xml(400, errorXml("Unauthorized", CHALLENGE, "Sender", "req-ac1ac325")),
      xml(201, createdXml()),
    );
    const request = { Name: "example.com", HostedZoneConfig: { Comment: "web" } };
    const first = await dns.createHostedZone(request);
    expect(first).toMatchObject({ created: false, requestId: "req-ac1ac325" });
    if (first.created) throw new Error("expected a verification result");
    expect(first.verification).toMatchObject({
      code: CODE,
      nameServer: { host: `${CODE}.cdnsverify.nifty.ad.jp` },
      txt: { name: "example.com", value: `nifty-dnsverify=${CODE}` },
    });
    expect(first.verification.message).toContain("create the zone again with the same parameters");
    const second = await dns.createHostedZone(request);
    expect(second.created).toBe(true);
    expect(sent[0]?.body).toBe(sent[1]?.body);
  });

  it("reports an Unauthorized message without a readable code as a malformed response", async () => {
    const { dns } = client(xml(400, errorXml("Unauthorized", "Authentication required")));
    const error = await dns.createHostedZone({ Name: "example.com" }).catch((e) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toContain("Authentication required");
  });
});

describe("DNS client errors", () => {
  const accessDenied = "<AccessDeniedException><Message>Access Denied</Message></AccessDeniedException>";
  const cases: [string, Answer, (dns: ReturnType<typeof client>["dns"]) => Promise<unknown>, object][] = [
    [
      "409 on create",
      xml(409, errorXml("HostedZoneAlreadyExists", "exists")),
      (dns) => dns.createHostedZone({ Name: "example.com" }),
      {
        constructor: ZoneAlreadyExistsError,
        status: 409,
        code: "HostedZoneAlreadyExists",
        requestId: "req-test-1",
      },
    ],
    [
      "400 InvalidDomainName on create",
      xml(400, errorXml("InvalidDomainName", "bad")),
      (dns) => dns.createHostedZone({ Name: "example.com" }),
      { constructor: InvalidZoneNameError, status: 400, code: "InvalidDomainName", type: "Sender" },
    ],
    [
      "404 on create",
      xml(404, errorXml("InvalidDomainName", "bad")),
      (dns) => dns.createHostedZone({ Name: "example.com" }),
      { constructor: InvalidZoneNameError, status: 404 },
    ],
    [
      "the zone limit on create",
      xml(400, errorXml("TooManyHostedZones", "limit")),
      (dns) => dns.createHostedZone({ Name: "example.com" }),
      { constructor: ZoneLimitExceededError, code: "TooManyHostedZones" },
    ],
    [
      "404 on get",
      xml(404, errorXml("NoSuchHostedZone", "none")),
      (dns) => dns.getHostedZone("example.com"),
      { constructor: NoSuchHostedZoneError, status: 404 },
    ],
    [
      "404 on GetChange",
      xml(404, errorXml("NoSuchChange", "none")),
      (dns) => dns.getChange("c0ffee"),
      { constructor: NoSuchChangeError, status: 404 },
    ],
    [
      "400 on a record change",
      xml(400, errorXml("InvalidChangeBatch", "not found")),
      (dns) => dns.changeResourceRecordSets("example.com", rrset()),
      { constructor: InvalidChangeBatchError, code: "InvalidChangeBatch" },
    ],
    [
      "400 on a list",
      xml(400, errorXml("InvalidInput", "bad")),
      (dns) => dns.listHostedZonesPage(),
      { constructor: DnsBadRequestError, code: "InvalidInput" },
    ],
    [
      "401 without a body",
      empty(401, { "x-svc-request-id": "rid-401" }),
      (dns) => dns.getChange("c0ffee"),
      { constructor: DnsAuthenticationError, status: 401, requestId: "rid-401" },
    ],
    [
      "403 with its un-namespaced body",
      xml(403, accessDenied),
      (dns) => dns.deleteHostedZone("example.com"),
      { constructor: DnsForbiddenError, status: 403 },
    ],
    [
      "500 on get",
      xml(500, errorXml("InternalError", "oops", "Receiver")),
      (dns) => dns.getHostedZone("example.com"),
      { constructor: DnsServerError, status: 500, type: "Receiver" },
    ],
    [
      "a 502 from a proxy with an HTML body",
      new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }),
      (dns) => dns.getHostedZone("example.com"),
      { constructor: DnsServerError, status: 502, code: undefined },
    ],
  ];

  it.each(cases)("maps %s to a typed error", async (_case, answer, call, expected) => {
    const { dns } = client(answer);
    const error = await call(dns).catch((e: unknown) => e);
    const { constructor: ErrorClass, ...fields } = expected as { constructor: new () => Error };
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject(fields);
    expect(String(error)).not.toContain(TOKEN);
  });

  it("turns a 200 whose body is not the expected XML into MalformedResponseError", async () => {
    for (const body of [
      "",
      "<GetChangeResponse",
      changeXml("GetChangeResponse", "PENDING").replace("PENDING", "DONE"),
    ]) {
      const { dns } = client(xml(200, body));
      await expect(dns.getChange("c0ffee")).rejects.toBeInstanceOf(MalformedResponseError);
    }
  });

  it("turns an undocumented success status into UnexpectedResponseError", async () => {
    const { dns } = client(xml(202, createdXml()));
    const error = await dns.createHostedZone({ Name: "example.com" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(/HTTP 202/);
  });
});
