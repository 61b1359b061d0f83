/**
 * The DNS client against a scripted endpoint: what goes on the wire (headers, XML, query),
 * input checked before anything is sent, the ownership workflow, and every documented failure
 * mapped to its typed error.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError, MalformedResponseError } from "../../../src/core/errors.ts";
import { createDnsClient, type RRType } from "../../../src/dns/client.ts";
import { DNS_NAMESPACE } from "../../../src/dns/documents.ts";
import {
  DnsAccessDeniedError,
  DnsAuthenticationError,
  DnsRequestError,
  DnsServerError,
  InvalidChangeBatchError,
  InvalidZoneNameError,
  NoSuchChangeError,
  NoSuchHostedZoneError,
  ZoneAlreadyExistsError,
  ZoneLimitExceededError,
} from "../../../src/dns/errors.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { changeXml, createdXml, errorXml, type Scripted, stubDns } from "./stub-dns.ts";

const TOKEN = "dns-unit-token-0123456789";
const CODE = "f0094d76e096551441d24af257488a6a";
const CHALLENGE = `name_server:${CODE}.cdnsverify.nifty.ad.jp,txt:nifty-dnsverify=${CODE}`;

function client(...answers: Scripted[]) {
  const stub = stubDns(...answers);
  const clock = fakeClock(Date.UTC(2014, 5, 6, 11, 0, 37));
  const dns = createDnsClient({
    baseUrl: "https://dns.test",
    auth: TOKEN,
    fetch: stub.fetch,
    clock,
    retry: { maxAttempts: 1 },
  });
  return { dns, stub };
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
    const { dns, stub } = client({
      status: 201,
      body: createdXml(),
      headers: { "x-svc-request-id": "rid-1" },
    });
    const result = await dns.createHostedZone({
      Name: "Example.com.",
      HostedZoneConfig: { Comment: "例え & co" },
    });
    const sent = stub.requests[0];
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("https://dns.test/v1.0/hostedzone");
    expect(sent?.headers.get("content-type")).toBe("application/xml");
    expect(sent?.headers.get("accept")).toBe("application/xml");
    expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(sent?.headers.get("date")).toBe("Fri, 06 Jun 2014 11:00:37 GMT");
    expect(stub.bodies[0]).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneRequest xmlns="${DNS_NAMESPACE}"><Name>example.com</Name><HostedZoneConfig><Comment>例え &amp; co</Comment></HostedZoneConfig></CreateHostedZoneRequest>`,
    );
    expect(result).toMatchObject({ created: true, requestId: "rid-1" });
    if (result.created) expect(result.response.DelegationSet.NameServers).toEqual(["cdns0.nifty.ad.jp"]);
  });

  it("sends the IDN zone name in ASCII form, in the body and in paths", async () => {
    const { dns, stub } = client(
      { status: 201, body: createdXml("xn--r8jz45g.jp") },
      { status: 200, body: changeXml("DeleteHostedZoneResponse", "INSYNC") },
    );
    await dns.createHostedZone({ Name: "例え.jp" });
    await dns.deleteHostedZone("例え.JP.");
    expect(stub.bodies[0]).toContain("<Name>xn--r8jz45g.jp</Name>");
    expect(stub.requests[1]?.url).toBe("https://dns.test/v1.0/hostedzone/xn--r8jz45g.jp");
    expect(stub.requests[1]?.method).toBe("DELETE");
  });

  it("sends list parameters as the query and pages through every zone", async () => {
    const zone = (id: string) =>
      `<HostedZone><Id>${id}</Id><Name>${id}</Name><CallerReference>${id}</CallerReference><Config/><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone>`;
    const page = (ids: string[], next?: string) =>
      `<ListHostedZonesResponse xmlns="${DNS_NAMESPACE}"><HostedZones>${ids.map(zone).join("")}</HostedZones><IsTruncated>${next !== undefined}</IsTruncated>${next ? `<NextMarker>${next}</NextMarker>` : ""}<MaxItems>2</MaxItems></ListHostedZonesResponse>`;
    const { dns, stub } = client(
      { status: 200, body: page(["a.com", "b.com"], "c.com") },
      { status: 200, body: page(["c.com"]) },
    );
    const ids: string[] = [];
    for await (const z of dns.hostedZones({ maxItems: 2 })) ids.push(z.Id);
    expect(ids).toEqual(["a.com", "b.com", "c.com"]);
    expect(stub.requests.map((r) => new URL(r.url).search)).toEqual([
      "?maxitems=2",
      "?marker=c.com&maxitems=2",
    ]);
  });

  it("sends record-set list filters as the query", async () => {
    const body = `<ListResourceRecordSetsResponse xmlns="${DNS_NAMESPACE}"><ResourceRecordSets/><IsTruncated>false</IsTruncated><MaxItems>100</MaxItems></ListResourceRecordSetsResponse>`;
    const { dns, stub } = client({ status: 200, body });
    const page = await dns.listResourceRecordSets("example.com", {
      name: "www.example.com",
      type: "A",
      maxItems: 10,
    });
    expect(page).toEqual({ ResourceRecordSets: [], IsTruncated: false, MaxItems: 100 });
    expect(new URL(stub.requests[0]?.url ?? "").search).toBe("?name=www.example.com&type=A&maxitems=10");
  });

  it("sends PTR changes with the region headers, and keeps the region token out of errors", async () => {
    const { dns, stub } = client({
      status: 400,
      body: errorXml("InvalidChangeBatch", "bad PTR region-secret-token-42"),
    });
    const error = await dns
      .changeResourceRecordSets("example.com", rrset("PTR", "1.example.com"), {
        region: "jp-east-1",
        regionToken: "region-secret-token-42",
      })
      .catch((e) => e);
    expect(stub.requests[0]?.headers.get("x-fcx-region")).toBe("jp-east-1");
    expect(stub.requests[0]?.headers.get("x-fcx-region-token")).toBe("region-secret-token-42");
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
    ["maxItems out of range", (dns) => dns.listHostedZones({ maxItems: 101 }), "maxItems"],
    [
      "an unknown record type filter",
      (dns) => dns.listResourceRecordSets("example.com", { type: "SOA" as never }),
      "type",
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
      "region",
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
    const { dns, stub } = client({ status: 500 });
    const error = await call(dns).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(stub.requests).toHaveLength(0);
  });

  it("rejects a client without a usable base URL or token", () => {
    expect(() => createDnsClient({ baseUrl: "dns.test", auth: TOKEN })).toThrow(InvalidInputError);
    expect(() => createDnsClient({ baseUrl: "https://dns.test", auth: "" })).toThrow(InvalidInputError);
  });
});

describe("DNS client ownership workflow", () => {
  it("turns the Unauthorized error into a verification result, and the same call then creates the zone", async () => {
    const { dns, stub } = client(
      { status: 400, body: errorXml("Unauthorized", CHALLENGE, "Sender", "req-ac1ac325") },
      { status: 201, body: createdXml() },
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
    expect(stub.bodies[0]).toBe(stub.bodies[1]);
  });

  it("reports an Unauthorized message without a readable code as a malformed response", async () => {
    const { dns } = client({ status: 400, body: errorXml("Unauthorized", "Authentication required") });
    const error = await dns.createHostedZone({ Name: "example.com" }).catch((e) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toContain("Authentication required");
  });
});

describe("DNS client errors", () => {
  const accessDenied = "<AccessDeniedException><Message>Access Denied</Message></AccessDeniedException>";
  const cases: [string, Scripted, (dns: ReturnType<typeof client>["dns"]) => Promise<unknown>, object][] = [
    [
      "409 on create",
      { status: 409, body: errorXml("HostedZoneAlreadyExists", "exists") },
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
      { status: 400, body: errorXml("InvalidDomainName", "bad") },
      (dns) => dns.createHostedZone({ Name: "example.com" }),
      { constructor: InvalidZoneNameError, status: 400, code: "InvalidDomainName", type: "Sender" },
    ],
    [
      "404 on create",
      { status: 404, body: errorXml("InvalidDomainName", "bad") },
      (dns) => dns.createHostedZone({ Name: "example.com" }),
      { constructor: InvalidZoneNameError, status: 404 },
    ],
    [
      "the zone limit on create",
      { status: 400, body: errorXml("TooManyHostedZones", "limit") },
      (dns) => dns.createHostedZone({ Name: "example.com" }),
      { constructor: ZoneLimitExceededError, code: "TooManyHostedZones" },
    ],
    [
      "404 on get",
      { status: 404, body: errorXml("NoSuchHostedZone", "none") },
      (dns) => dns.getHostedZone("example.com"),
      { constructor: NoSuchHostedZoneError, status: 404 },
    ],
    [
      "404 on GetChange",
      { status: 404, body: errorXml("NoSuchChange", "none") },
      (dns) => dns.getChange("c0ffee"),
      { constructor: NoSuchChangeError, status: 404 },
    ],
    [
      "400 on a record change",
      { status: 400, body: errorXml("InvalidChangeBatch", "not found") },
      (dns) => dns.changeResourceRecordSets("example.com", rrset()),
      { constructor: InvalidChangeBatchError, code: "InvalidChangeBatch" },
    ],
    [
      "400 on a list",
      { status: 400, body: errorXml("InvalidInput", "bad") },
      (dns) => dns.listHostedZones(),
      { constructor: DnsRequestError, code: "InvalidInput" },
    ],
    [
      "401 without a body",
      { status: 401, headers: { "x-svc-request-id": "rid-401" } },
      (dns) => dns.getChange("c0ffee"),
      { constructor: DnsAuthenticationError, status: 401, requestId: "rid-401" },
    ],
    [
      "403 with its un-namespaced body",
      { status: 403, body: accessDenied },
      (dns) => dns.deleteHostedZone("example.com"),
      { constructor: DnsAccessDeniedError, status: 403 },
    ],
    [
      "500 on get",
      { status: 500, body: errorXml("InternalError", "oops", "Receiver") },
      (dns) => dns.getHostedZone("example.com"),
      { constructor: DnsServerError, status: 500, type: "Receiver" },
    ],
    [
      "a 502 from a proxy with an HTML body",
      { status: 502, body: "<html>Bad Gateway</html>" },
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
      const { dns } = client({ status: 200, body });
      await expect(dns.getChange("c0ffee")).rejects.toBeInstanceOf(MalformedResponseError);
    }
  });

  it("turns an undocumented success status into MalformedResponseError", async () => {
    const { dns } = client({ status: 202, body: createdXml() });
    await expect(dns.createHostedZone({ Name: "example.com" })).rejects.toThrow(/HTTP 202/);
  });
});
