/**
 * Every DNS operation through our client against the Prism mock of specs/dns (served from the
 * mock-only bundle, see specs/dns/mock-overlay.yaml), with request validation on: every
 * success example and every documented error example, read from the spec, and no sl-violations.
 * Every XML body the client sent is then validated against dns.xsd.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { operationEntries } from "../../scripts/lib/openapi/operations.ts";
import { requireRef } from "../../scripts/lib/openapi/refs.ts";
import { MalformedResponseError } from "../../src/core/errors.ts";
import {
  ConcurrentZoneCreationError,
  createDnsClient,
  DnsAuthenticationError,
  DnsBadRequestError,
  type DnsClient,
  DnsForbiddenError,
  DnsServerError,
  InvalidChangeBatchError,
  InvalidZoneNameError,
  NoSuchChangeError,
  NoSuchHostedZoneError,
  ZoneAlreadyExistsError,
  ZoneLimitExceededError,
} from "../../src/dns/index.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import { mockUrl, strictPrismFetch } from "../support/prism.ts";
import { runXsdSuites, validateXml } from "../support/xmllint.ts";

const TOKEN = "contract-dns-token-value";
const spec = parse(readFileSync(resolve(repoRoot, "specs/dns/openapi.yaml"), "utf8")) as Record<
  string,
  unknown
>;
const sentBodies: string[] = [];

type Op =
  | "createHostedZone"
  | "listHostedZones"
  | "getHostedZone"
  | "deleteHostedZone"
  | "changeResourceRecordSets"
  | "listResourceRecordSets"
  | "getChange";

const batch = {
  Comment: "contract test",
  Changes: [
    {
      Action: "CREATE" as const,
      ResourceRecordSet: {
        Name: "server.example.com",
        Type: "A" as const,
        TTL: 60,
        ResourceRecords: [{ Value: "192.0.2.10" }],
      },
    },
  ],
};

const calls: Record<Op, (dns: DnsClient) => Promise<unknown>> = {
  createHostedZone: (dns) =>
    dns.createHostedZone({
      Name: "example.com",
      HostedZoneConfig: { Comment: "Zone for the example web site" },
    }),
  listHostedZones: (dns) => dns.listHostedZonesPage({ maxItems: 100 }),
  getHostedZone: (dns) => dns.getHostedZone("example.com"),
  deleteHostedZone: (dns) => dns.deleteHostedZone("example.com"),
  changeResourceRecordSets: (dns) => dns.changeResourceRecordSets("example.com", batch),
  listResourceRecordSets: (dns) =>
    dns.listResourceRecordSetsPage("example.com", { name: "example.com", type: "MX" }),
  getChange: (dns) => dns.getChange("dcd102450ad397f197cb9f09755964f7"),
};

function clientWith(prefer?: string) {
  const fetch = strictPrismFetch(prefer);
  const recording = async (request: Request) => {
    if (request.body !== null) sentBodies.push(await request.clone().text());
    return fetch(request);
  };
  const dns = createDnsClient({
    baseUrl: mockUrl("dns"),
    auth: TOKEN,
    fetch: recording,
    retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 },
  });
  return { dns, fetch };
}

interface Documented {
  op: Op;
  status: number;
  example: string;
}

/** Every named example of every response of every operation, straight from the spec. */
function documentedResponses(): Documented[] {
  const out: Documented[] = [];
  for (const { operation } of operationEntries(spec)) {
    const op = operation.operationId as Op | undefined;
    if (op === undefined) continue;
    for (const [status, raw] of Object.entries(operation.responses as Record<string, unknown>)) {
      const response = requireRef(spec, raw) as Record<string, unknown>;
      const content = response.content as Record<string, { examples?: Record<string, unknown> }> | undefined;
      const examples = Object.keys(content?.["application/xml"]?.examples ?? {});
      for (const example of examples.length > 0 ? examples : [""])
        out.push({ op, status: Number(status), example });
    }
  }
  return out;
}

const documented = documentedResponses();
const successes = documented.filter((d) => d.status < 300);
const failures = documented.filter((d) => d.status >= 400);

const prefer = (d: Documented) => `code=${d.status}${d.example ? `, example=${d.example}` : ""}`;

/** The typed error each documented failure must become. */
function expectedError(d: Documented): (new (...args: never[]) => Error) | "verification" {
  if (d.status === 401) return DnsAuthenticationError;
  if (d.status === 403) return DnsForbiddenError;
  if (d.op === "createHostedZone") {
    if (d.example.startsWith("Unauthorized")) return "verification";
    if (d.example === "TooManyHostedZones") return ZoneLimitExceededError;
    if (d.status === 409) return ZoneAlreadyExistsError;
    if (d.status === 500) return ConcurrentZoneCreationError;
    return InvalidZoneNameError;
  }
  if (d.status === 500) return DnsServerError;
  if (d.status === 404) return d.op === "getChange" ? NoSuchChangeError : NoSuchHostedZoneError;
  if (d.op === "changeResourceRecordSets") return InvalidChangeBatchError;
  return DnsBadRequestError;
}

describe("DNS API contract", () => {
  it("reads the documented responses from the spec: every operation, 25+ errors", () => {
    expect(new Set(documented.map((d) => d.op)).size).toBe(7);
    expect(failures.length).toBeGreaterThanOrEqual(25);
  });

  it.each(successes.map((d) => [d.op, d.status, d.example, d] as const))(
    "%s answers %i (%s) and the client returns the decoded body",
    async (_op, _status, _example, d) => {
      const { dns, fetch } = clientWith(prefer(d));
      const result = await calls[d.op](dns);
      expect(result).toBeTypeOf("object");
      const sent = fetch.requests[0];
      expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
      expect(sent?.headers.get("accept")).toBe("application/xml");
      expect(sent?.headers.get("date")).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    },
  );

  it("creates a zone: names servers as an array, change PENDING, request ID from the header", async () => {
    const { dns, fetch } = clientWith("code=201, example=created");
    const result = await dns.createHostedZone({
      Name: "Example.COM.",
      HostedZoneConfig: { Comment: "Zone for the example web site" },
    });
    expect(result.created).toBe(true);
    if (!result.created) return;
    expect(result.response.HostedZone).toMatchObject({ Id: "example.com", ResourceRecordSetCount: "0" });
    expect(result.response.ChangeInfo.Status).toBe("PENDING");
    expect(result.response.DelegationSet.NameServers).toEqual(["cdns0.nifty.ad.jp", "cdns1.nifty.ad.jp"]);
    expect(result.requestId).toBeTypeOf("string");
    expect(fetch.requests[0]?.headers.get("content-type")).toBe("application/xml");
  });

  it("returns a single name server as an array of one", async () => {
    const { dns } = clientWith("code=201, example=oneNameServer");
    const result = await dns.createHostedZone({ Name: "例え.jp" });
    expect(result.created && result.response.DelegationSet.NameServers).toEqual(["cdns0.nifty.ad.jp"]);
  });

  it("runs the ownership workflow: Unauthorized, then the same request creates the zone", async () => {
    const { dns } = clientWith("code=400, example=Unauthorized");
    const request = { Name: "example.com" };
    const first = await dns.createHostedZone(request);
    expect(first.created).toBe(false);
    if (first.created) return;
    expect(first.verification.code).toBe("f0094d76e096551441d24af257488a6a");
    expect(first.verification.nameServer?.host).toBe(
      "f0094d76e096551441d24af257488a6a.cdnsverify.nifty.ad.jp",
    );
    expect(first.verification.txt?.value).toBe("nifty-dnsverify=f0094d76e096551441d24af257488a6a");
    expect(first.requestId).toBe("req-ac1ac325-2880-4cf5-8e5f-42dc9097b5d4");
    const { dns: again } = clientWith("code=201, example=created");
    expect((await again.createHostedZone(request)).created).toBe(true);
  });

  it("waits for a change: PENDING, then INSYNC", async () => {
    let polls = 0;
    const fetch = strictPrismFetch(() =>
      ++polls < 3 ? "code=200, example=pending" : "code=200, example=insync",
    );
    const dns = createDnsClient({ baseUrl: mockUrl("dns"), auth: TOKEN, fetch });
    const info = await dns.waitForChange("dcd102450ad397f197cb9f09755964f7", {
      intervalMs: 10,
      timeoutMs: WAIT_BUDGET_MS,
    });
    expect(info.Status).toBe("INSYNC");
    expect(polls).toBe(3);
  });

  it("walks every zone and every record set of a one-page list", async () => {
    const { dns } = clientWith("code=200, example=zones");
    const zones = await dns.listHostedZones({ maxItems: 100 }).toArray();
    expect(zones.map((z) => z.Id)).toEqual(["example.com", "example.net"]);
    const { dns: records } = clientWith("code=200, example=records");
    const sets = await records.listResourceRecordSets("example.com").toArray();
    expect(sets.map((r) => `${r.Name} ${r.Type}`)).toEqual(["example.com MX", "server.example.com A"]);
  });

  it("follows NextMarker and NextRecordName/-Type with the documented query, and stops a mock that repeats them", async () => {
    // The mock answers every page with the same truncated example: the walk asks for the page
    // after it once, with the cursor as the query, then refuses to loop.
    const { dns, fetch } = clientWith("code=200, example=truncated");
    await expect(dns.listHostedZones().toArray()).rejects.toBeInstanceOf(MalformedResponseError);
    expect(fetch.requests.map((r) => new URL(r.url).search)).toEqual(["", "?marker=example.net"]);
    const { dns: records, fetch: recordsFetch } = clientWith("code=200, example=truncated");
    await expect(records.listResourceRecordSets("example.com").toArray()).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    expect(recordsFetch.requests.map((r) => new URL(r.url).search)).toEqual([
      "",
      "?name=server.example.com&type=A",
    ]);
  });

  it.each(failures.map((d) => [d.op, d.status, d.example || "(no body)", d] as const))(
    "%s maps the documented %i %s to its typed result",
    async (_op, _status, _example, d) => {
      const { dns } = clientWith(prefer(d));
      const expected = expectedError(d);
      const outcome = await calls[d.op](dns).catch((error: unknown) => error);
      if (expected === "verification") {
        expect(outcome).toMatchObject({ created: false, verification: { zoneName: "example.com" } });
        return;
      }
      expect(outcome).toBeInstanceOf(expected);
      expect(outcome).toMatchObject({ status: d.status });
      expect(String(outcome)).not.toContain(TOKEN);
    },
  );

  afterAll(() => {
    // Checked here as well as in the unit suite: these are the bodies Prism accepted.
    if (!runXsdSuites) return;
    expect(sentBodies.length).toBeGreaterThan(10);
    for (const body of sentBodies) {
      const result = validateXml(body, resolve(repoRoot, "specs/dns/dns.xsd"));
      expect(result.valid, `${result.output}\n${body}`).toBe(true);
    }
  });
});
