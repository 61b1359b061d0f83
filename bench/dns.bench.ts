/**
 * DNS API benchmarks.
 * 1. The XML codec on a CreateHostedZoneResponse, parse and build, through each engine vs the bare
 *    parser (and builder) it wraps: fast-xml-parser in Node, DOMParser in headless Chromium
 *    (bench/xml/codec-bench.ts). Goal: at least 0.7x each.
 * 2. getHostedZone through the DNS client with its default pipeline (X-Auth-Token, retry, Date,
 *    redirect refusal, whole-call timeout, typed errors, the XML decoded and checked) vs the same
 *    GET on bare openapi-fetch parsed by a bare XMLParser, on the same stub fetch. Goal: 0.8x, as for
 *    every client's default pipeline.
 * 3. listHostedZones().toArray() over 5 pages (core's page walker with its loop guard) vs a bare
 *    loop of the same 5 GETs through bare openapi-fetch and XMLParser. Goal: 0.7x.
 * 4. The gzipped bundle of an app that imports only the DNS client, per entry point (browser:
 *    DOMParser; workers, edge runtimes and the default: fast-xml-parser). Goal (browser, the bare client and the three operations it calls): at most 15 KiB (issue 29).
 */
import { readFileSync } from "node:fs";
import { XMLParser } from "fast-xml-parser";
import createClient from "openapi-fetch";
import type { paths } from "../generated/dns.ts";
import { CreateHostedZoneResponseXml, DNS_NAMESPACE } from "../generated/sdk/dns/documents.ts";
import { createDnsClient } from "../src/dns/index.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";
import { anyMissed, benchCodec, bundleSizes } from "./xml/codec-bench.ts";

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<CreateHostedZoneResponse xmlns="${DNS_NAMESPACE}"><HostedZone><Id>example.com</Id><Name>example.com</Name><CallerReference>example.com</CallerReference><Config><Comment>Zone for the example web site</Comment></Config><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone><ChangeInfo><Id>cb7faf29ae2bb2bd489d0d27b36e28fc</Id><Status>PENDING</Status><SubmittedAt>2014-06-06T11:00:38.370Z</SubmittedAt></ChangeInfo><DelegationSet><NameServers><NameServer>cdns0.nifty.ad.jp</NameServer><NameServer>cdns1.nifty.ad.jp</NameServer></NameServers></DelegationSet></CreateHostedZoneResponse>`;

/** The same document as fast-xml-parser's builder takes it. */
const BUILDER_FORM = {
  "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
  CreateHostedZoneResponse: {
    "@_xmlns": DNS_NAMESPACE,
    HostedZone: {
      Id: "example.com",
      Name: "example.com",
      CallerReference: "example.com",
      Config: { Comment: "Zone for the example web site" },
      ResourceRecordSetCount: "0",
    },
    ChangeInfo: {
      Id: "cb7faf29ae2bb2bd489d0d27b36e28fc",
      Status: "PENDING",
      SubmittedAt: "2014-06-06T11:00:38.370Z",
    },
    DelegationSet: { NameServers: { NameServer: ["cdns0.nifty.ad.jp", "cdns1.nifty.ad.jp"] } },
  },
};

const BASE = "https://dns.bench.test";
// The headers the client sends: the token, Accept and Date (the client formats one Date per
// second; here it is formatted once, which flatters the baseline if anything).
const BARE_HEADERS = {
  "X-Auth-Token": "bench-dns-token",
  Accept: "application/xml",
  Date: new Date().toUTCString(),
};
const ZONE = `<HostedZone><Id>example.com</Id><Name>example.com</Name><CallerReference>example.com</CallerReference><Config><Comment>Zone for the example web site</Comment></Config><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone>`;
const GOT = `<?xml version="1.0" encoding="UTF-8"?>
<GetHostedZoneResponse xmlns="${DNS_NAMESPACE}">${ZONE}<DelegationSet><NameServers><NameServer>cdns0.nifty.ad.jp</NameServer><NameServer>cdns1.nifty.ad.jp</NameServer></NameServers></DelegationSet></GetHostedZoneResponse>`;
const xmlResponse = (body: string) =>
  new Response(body, {
    status: 200,
    headers: { "content-type": "application/xml", "x-svc-request-id": "bench" },
  });

async function clientOverhead(): Promise<void> {
  const stub = async () => xmlResponse(GOT);
  const dns = createDnsClient({ baseUrl: BASE, auth: "bench-dns-token", fetch: stub });
  const bare = createClient<paths>({ baseUrl: BASE, fetch: stub });
  const parser = new XMLParser();
  const zone = await dns.getHostedZone("example.com");
  if (zone.DelegationSet.NameServers.length !== 2) throw new Error("the client decoded the zone wrongly");
  report(
    await compare(
      "getHostedZone, default pipeline vs bare openapi-fetch GET + XMLParser",
      () => dns.getHostedZone("example.com"),
      () =>
        bare
          .GET("/v1.0/hostedzone/{zoneId}", {
            params: { path: { zoneId: "example.com" } },
            headers: BARE_HEADERS,
            parseAs: "text",
          })
          .then((r) => parser.parse(r.data as string)),
      { goal: DEFAULT_PIPELINE_GOAL, batch: 3000 },
    ),
  );
}

async function pagingOverhead(): Promise<void> {
  const PAGES = 5;
  const page = (n: number) =>
    `<?xml version="1.0" encoding="UTF-8"?><ListHostedZonesResponse xmlns="${DNS_NAMESPACE}"><HostedZones>${ZONE.repeat(20)}</HostedZones><IsTruncated>${n + 1 < PAGES}</IsTruncated>${n + 1 < PAGES ? `<NextMarker>zone-${n + 1}.example.com</NextMarker>` : ""}<MaxItems>20</MaxItems></ListHostedZonesResponse>`;
  const bodies = Array.from({ length: PAGES }, (_, n) => page(n));
  const stub = async (request: Request) => {
    const marker = new URL(request.url).searchParams.get("marker");
    return xmlResponse(bodies[marker === null ? 0 : Number(/zone-(\d+)/.exec(marker)?.[1])] ?? "");
  };
  const dns = createDnsClient({ baseUrl: BASE, auth: "bench-dns-token", fetch: stub });
  const bare = createClient<paths>({ baseUrl: BASE, fetch: stub });
  const parser = new XMLParser();
  const all = await dns.listHostedZones().toArray();
  if (all.length !== PAGES * 20) throw new Error(`the walk read ${all.length} zones, not ${PAGES * 20}`);
  const bareWalk = async () => {
    const zones: unknown[] = [];
    let marker: string | undefined;
    do {
      const { data } = await bare.GET("/v1.0/hostedzone", {
        params: { query: marker === undefined ? {} : { marker } },
        headers: BARE_HEADERS,
        parseAs: "text",
      });
      const list = parser.parse(data as string).ListHostedZonesResponse;
      zones.push(...list.HostedZones.HostedZone);
      marker = list.IsTruncated ? list.NextMarker : undefined;
    } while (marker !== undefined);
    return zones;
  };
  report(
    await compare(
      `listHostedZones().toArray() over ${PAGES} pages vs a bare loop of GETs + XMLParser`,
      () => dns.listHostedZones().toArray(),
      bareWalk,
      { goal: 0.7, batch: 300 },
    ),
  );
}

await benchCodec({
  name: "CreateHostedZoneResponse",
  doc: CreateHostedZoneResponseXml,
  module: "./generated/sdk/dns/documents.ts",
  exportName: "CreateHostedZoneResponseXml",
  xml: XML,
  builderForm: BUILDER_FORM,
  batch: 5000,
});
await clientOverhead();
await pagingOverhead();
// The app `npm run size` holds to the same budget (bench/size/dns-create-wait-list.js).
await bundleSizes("dns", readFileSync(new URL("./size/dns-create-wait-list.js", import.meta.url), "utf8"));
if (anyMissed()) process.exitCode = 1;
