/**
 * `npm run verify`'s fault-injection suite: a proxy before the contract project's mocks (started
 * once by the global setup) plants one fault at a time, in process, and each fault must be
 * caught by the default engine at its operation and its place (a JSON pointer, or an XPath
 * under /response/body), once. The same proxy with no fault, and with faults the spec allows
 * (an open set's new value, an extra member of an open object, a slow answer), must find
 * nothing. Every run also judges each exchange with the other engine (--compare-engines), and
 * the two must agree on every exchange: the differential test over faulty answers.
 *
 * Not planted: an extra member in a closed object. No response schema of the specs is closed
 * (the specs leave objects open, so clients survive a server that adds a field), and verify
 * judges the spec as written.
 */
import { createHash } from "node:crypto";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOn } from "../../scripts/lib/ports.ts";
import { datastoreSignatureFront } from "../../scripts/mocks/fronts/datastore-signature.ts";
import { createFrontServer } from "../../scripts/mocks/fronts/front-server.ts";
import {
  type Answer,
  editJson,
  editText,
  type Fault,
  type FaultProxy,
  startFaultProxy,
} from "../support/fault-proxy.ts";
import { mockUrl } from "../support/prism.ts";
import { runVerify, violationsOf } from "../support/verify-run.ts";

const TOKEN = "gAAAAABverify-faults-token-7d3e9b";
const ENV: Record<string, string> = {
  SVC_TOKEN: TOKEN,
  SVC_DATASTORE_APPLICATION_KEY: "6145f91061916580c742f806bab67649d10f45920246ff459404c46f00ff3e56",
  SVC_DATASTORE_CLIENT_KEY: "1343d198b510a0315db1c03f3aa0e32418b7a743f8e4b47cbff670601345cf75",
};
const APIS = ["identity", "telemetry", "dns", "software", "datastore"] as const;
type Api = (typeof APIS)[number];

const DNS_NS = "http://docs.cloudcommunity.global.fujitsu.com/dns/api/v1.0/";
const SIGNATURE = "x-svc-response-signature";

interface Planted {
  name: string;
  api: Api;
  fault: Fault;
  operationId: string;
  where: string;
}

type Json = Record<string, never>;
const first = (list: unknown) => (list as Record<string, unknown>[])[0] as Record<string, unknown>;
const withHeaders = (answer: Answer, headers: Record<string, string>): Answer => ({
  ...answer,
  headers: { ...answer.headers, ...headers },
});
const withoutHeader = (answer: Answer, name: string): Answer => {
  const headers = { ...answer.headers };
  delete headers[name];
  return { ...answer, headers };
};

const ZONES = "GET /v1.0/hostedzone";
const ZONE = /^GET \/v1\.0\/hostedzone\/[^/]+$/;
const OBJECTS = "GET /2013-09-01/classes/TestClass";

const FAULTS: Planted[] = [
  // JSON
  {
    name: "a required property removed",
    api: "identity",
    fault: { on: "GET /v3/roles", change: editJson((b: Json) => delete first(b.roles).name) },
    operationId: "listRoles",
    where: "/response/body/roles/0",
  },
  {
    name: "a wrong JSON type",
    api: "identity",
    fault: {
      on: "GET /v3/regions",
      change: editJson((b: Json) => Object.assign(first(b.regions), { id: 42 })),
    },
    operationId: "listRegions",
    where: "/response/body/regions/0/id",
  },
  {
    name: "a value outside a closed enum",
    api: "telemetry",
    fault: {
      on: "GET /v2/alarms",
      change: editJson((b: Json) => Object.assign(first(b), { severity: "urgent" })),
    },
    operationId: "listAlarms",
    where: "/response/body/0/severity",
  },
  {
    name: "an undocumented status",
    api: "identity",
    fault: { on: "GET /v3/groups", change: (a) => ({ ...a, status: 418 }) },
    operationId: "listGroups",
    where: "/response/status",
  },
  {
    name: "a wrong Content-Type",
    api: "identity",
    fault: { on: "GET /v3/users", change: (a) => withHeaders(a, { "content-type": "text/plain" }) },
    operationId: "listUsers",
    where: "/response/headers/content-type",
  },
  {
    name: "a required header missing",
    api: "identity",
    fault: { on: "GET /v3/auth/tokens", change: (a) => withoutHeader(a, "x-subject-token") },
    operationId: "validateToken",
    where: "/response/headers/x-subject-token",
  },
  {
    name: "a required header empty",
    api: "identity",
    fault: { on: "GET /v3/auth/tokens", change: (a) => withHeaders(a, { "x-subject-token": "" }) },
    operationId: "validateToken",
    where: "/response/headers/x-subject-token",
  },
  {
    name: "truncated JSON",
    api: "identity",
    fault: { on: "GET /v3/regions", change: editText((t) => t.slice(0, Math.floor(t.length / 2))) },
    operationId: "listRegions",
    where: "/response/body",
  },
  {
    name: "an empty 200",
    api: "identity",
    fault: { on: "GET /v3/regions", change: editText(() => "") },
    operationId: "listRegions",
    where: "/response/body",
  },
  {
    name: "a broken pattern",
    api: "telemetry",
    fault: {
      on: "GET /v2/alarms",
      change: editJson((b: Json) => Object.assign(first(b), { timestamp: "yesterday" })),
    },
    operationId: "listAlarms",
    where: "/response/body/0/timestamp",
  },
  {
    name: "a broken format",
    api: "identity",
    fault: {
      on: "GET /v3/regions",
      change: editJson((b: Json) => Object.assign(b.links as unknown as object, { self: "not a uri" })),
    },
    operationId: "listRegions",
    where: "/response/body/links/self",
  },
  {
    name: "an array for an object",
    api: "identity",
    fault: { on: "GET /v3/regions", change: editJson((b: Json) => Object.assign(b, { links: [] })) },
    operationId: "listRegions",
    where: "/response/body/links",
  },
  // XML
  {
    name: "XML: a required element missing",
    api: "dns",
    fault: { on: ZONES, change: editText((t) => t.replace(/<MaxItems>[^<]*<\/MaxItems>/, "")) },
    operationId: "listHostedZones",
    where: "/response/body/ListHostedZonesResponse",
  },
  {
    name: "XML: text of the wrong type",
    api: "dns",
    fault: { on: ZONES, change: editText((t) => t.replace(/<MaxItems>[^<]*</, "<MaxItems>many<")) },
    operationId: "listHostedZones",
    where: "/response/body/ListHostedZonesResponse/MaxItems",
  },
  {
    name: "XML: not well-formed",
    api: "dns",
    fault: { on: ZONES, change: editText((t) => t.slice(0, Math.floor(t.length / 2))) },
    operationId: "listHostedZones",
    where: "/response/body",
  },
  {
    name: "XML: another operation's document",
    api: "dns",
    fault: {
      on: ZONE,
      change: () => ({
        status: 200,
        headers: { "content-type": "application/xml" },
        body: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><ListHostedZonesResponse xmlns="${DNS_NS}"><HostedZones/><IsTruncated>false</IsTruncated><MaxItems>100</MaxItems></ListHostedZonesResponse>`,
        ),
      }),
    },
    operationId: "getHostedZone",
    where: "/response/body/ListHostedZonesResponse",
  },
  {
    name: "XML: an error document sent as 200",
    api: "dns",
    fault: {
      on: ZONE,
      change: () => ({
        status: 200,
        headers: { "content-type": "application/xml" },
        body: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse xmlns="${DNS_NS}"><Error><Type>Sender</Type><Code>NoSuchHostedZone</Code><Message>gone</Message></Error><RequestId>r-1</RequestId></ErrorResponse>`,
        ),
      }),
    },
    operationId: "getHostedZone",
    where: "/response/body/ErrorResponse",
  },
  {
    name: "XML: a wrong namespace",
    api: "dns",
    fault: { on: ZONES, change: editText((t) => t.replaceAll(DNS_NS, "http://example.com/dns/")) },
    operationId: "listHostedZones",
    where: "/response/body/ListHostedZonesResponse",
  },
  {
    // Software support's XSD takes both forms of SupportSoftware (a request's three elements, an
    // answer's seven): only the spec's answer tells that a list must carry TenantID, ImageID and
    // UpdateDate. Both engines judge it (the XML checks are shared).
    name: "XML: an answer in the request's form, which the XSD takes and the spec's answer does not",
    api: "software",
    fault: {
      on: "GET /v1.0/software_support",
      change: editText((t) =>
        t
          // One entry, so the fault is at one element.
          .replace(/(<\/SupportSoftware>)<SupportSoftware>.*(<\/SupportSoftwares>)/s, "$1$2")
          .replace(/<TenantID>[^<]*<\/TenantID>/g, "")
          .replace(/<ImageID>[^<]*<\/ImageID>/g, "")
          .replace(/<UpdateDate>[^<]*<\/UpdateDate>/g, ""),
      ),
    },
    operationId: "listSoftwareSupport",
    where: "/response/body/SupportSoftwares/SupportSoftware",
  },
  // The data store's response signature
  {
    name: "data store: a wrong signature",
    api: "datastore",
    fault: {
      on: OBJECTS,
      change: (a) => withHeaders(a, { [SIGNATURE]: createHash("sha256").update("other").digest("base64") }),
    },
    operationId: "searchObjects",
    where: `/response/headers/${SIGNATURE}`,
  },
  {
    name: "data store: a malformed signature",
    api: "datastore",
    fault: { on: OBJECTS, change: (a) => withHeaders(a, { [SIGNATURE]: "not base64!" }) },
    operationId: "searchObjects",
    where: `/response/headers/${SIGNATURE}`,
  },
  {
    name: "data store: a missing signature",
    api: "datastore",
    fault: { on: OBJECTS, change: (a) => withoutHeader(a, SIGNATURE) },
    operationId: "searchObjects",
    where: `/response/headers/${SIGNATURE}`,
  },
  {
    name: "data store: a body changed in transit",
    api: "datastore",
    fault: { on: OBJECTS, change: editText((t) => t.replace(/"results"\s*:\s*\[/, '"results":[ ')) },
    operationId: "searchObjects",
    where: `/response/headers/${SIGNATURE}`,
  },
];

/** Faults the spec allows: nothing may be found. */
const ALLOWED: { name: string; api: Api; fault: Fault }[] = [
  {
    name: "an open set's new value",
    api: "telemetry",
    fault: {
      on: "GET /v2/alarms",
      change: editJson((b: Json) => Object.assign(first(b), { type: "composite" })),
    },
  },
  {
    name: "an extra member of an open object",
    api: "identity",
    fault: {
      on: "GET /v3/regions",
      change: editJson((b: Json) => Object.assign(first(b.regions), { svc_extra: "added by the server" })),
    },
  },
  {
    name: "a slow answer",
    api: "identity",
    fault: {
      on: "GET /v3/regions",
      change: async (a) => {
        await new Promise((done) => setTimeout(done, 300));
        return a;
      },
    },
  },
];

describe("npm run verify: planted faults", () => {
  const proxies = new Map<Api, FaultProxy>();
  let front: Server;

  beforeAll(async () => {
    // The data store's signing front is in process, before the data store's mock.
    front = createFrontServer(datastoreSignatureFront(), Number(new URL(mockUrl("datastore")).port));
    await listenOn(front, 0, "data store front", "");
    const address = front.address();
    const frontUrl = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
    for (const api of APIS)
      proxies.set(api, await startFaultProxy(api === "datastore" ? frontUrl : mockUrl(api)));
  });
  afterAll(async () => {
    for (const proxy of proxies.values()) await proxy.close();
    front.closeAllConnections();
    await new Promise((done) => front.close(done));
  });

  const verifyWith = async (api: Api, fault: Fault | undefined) => {
    const proxy = proxies.get(api);
    if (proxy === undefined) throw new Error(`no proxy for ${api}`);
    proxy.plant(fault);
    const result = await runVerify([api, "--target", proxy.url, "--compare-engines"], ENV);
    return { ...result, hits: proxy.hits };
  };

  it.each(APIS)("%s: nothing found without a fault", async (api) => {
    const { code, out, report } = await verifyWith(api, undefined);
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(code, out).toBe(0);
  });

  it.each(FAULTS.map((f) => [f.name, f] as const))("%s: caught at its place", async (_, planted) => {
    const { code, out, report, files, hits } = await verifyWith(planted.api, planted.fault);
    expect(hits, `the fault hit no request (${planted.fault.on})`).toBeGreaterThan(0);
    expect(violationsOf(report), out).toEqual([{ operationId: planted.operationId, where: planted.where }]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(code).toBe(1);
    for (const text of [out, files.json, files.html]) expect(text).not.toContain(TOKEN);
  });

  it.each(ALLOWED.map((f) => [f.name, f] as const))("%s: allowed, nothing found", async (_, allowed) => {
    const { code, out, report, hits } = await verifyWith(allowed.api, allowed.fault);
    expect(hits).toBeGreaterThan(0);
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(code, out).toBe(0);
  });
});
