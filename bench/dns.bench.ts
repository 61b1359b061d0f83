/**
 * DNS API benchmarks.
 * 1. Parse throughput of our XML codec for a CreateHostedZoneResponse (DTD check, well-formedness
 *    check, parse, mapping to typed objects) vs fast-xml-parser's XMLParser called directly with
 *    its defaults and no mapping. Goal: at least 0.7x.
 * 2. Build throughput of our codec for the same document (from the typed object, in XSD order,
 *    escaped) vs fast-xml-parser's XMLBuilder on an already XML-shaped object. Goal: at least 0.7x.
 * 3. getHostedZone through the DNS client with its default pipeline (X-Auth-Token, retry, Date,
 *    redirect refusal, whole-call timeout, typed errors, the XML decoded and checked) vs the same
 *    GET on bare openapi-fetch parsed by a bare XMLParser, on the same stub fetch. Goal: 0.7x.
 * 4. listHostedZones().toArray() over 5 pages (core's page walker with its loop guard) vs a bare
 *    loop of the same 5 GETs through bare openapi-fetch and XMLParser. Goal: 0.7x.
 * 5. Browser bundle size of an app that imports only the DNS client (esbuild, minified,
 *    platform browser, gzip level 9). Goal: at most 15 KB. Printed with a breakdown by package.
 */
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import createClient from "openapi-fetch";
import type { paths } from "../generated/dns.ts";
import { repoRoot } from "../scripts/api-registry.ts";
import { CreateHostedZoneResponseXml, DNS_NAMESPACE } from "../src/dns/documents.ts";
import { createDnsClient } from "../src/dns/index.ts";
import { createXmlCodec } from "../src/xml/codec.ts";
import { fxpEngine } from "../src/xml/fxp-engine.ts";
import { compare, report } from "./measure.ts";

const codec = createXmlCodec(fxpEngine);

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<CreateHostedZoneResponse xmlns="${DNS_NAMESPACE}"><HostedZone><Id>example.com</Id><Name>example.com</Name><CallerReference>example.com</CallerReference><Config><Comment>Zone for the example web site</Comment></Config><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone><ChangeInfo><Id>cb7faf29ae2bb2bd489d0d27b36e28fc</Id><Status>PENDING</Status><SubmittedAt>2014-06-06T11:00:38.370Z</SubmittedAt></ChangeInfo><DelegationSet><NameServers><NameServer>cdns0.nifty.ad.jp</NameServer><NameServer>cdns1.nifty.ad.jp</NameServer></NameServers></DelegationSet></CreateHostedZoneResponse>`;

async function parseThroughput(): Promise<void> {
  const parser = new XMLParser();
  const sample = codec.decode(CreateHostedZoneResponseXml, XML);
  if (sample.DelegationSet.NameServers.length !== 2) throw new Error("the codec decoded the sample wrongly");
  report(
    await compare(
      "parse CreateHostedZoneResponse: codec vs bare XMLParser",
      () => codec.decode(CreateHostedZoneResponseXml, XML),
      () => parser.parse(XML),
      { goal: 0.7, batch: 5000, rounds: 11 },
    ),
  );
}

async function buildThroughput(): Promise<void> {
  const value = codec.decode(CreateHostedZoneResponseXml, XML);
  // The same document as fast-xml-parser's builder wants it: attributes, arrays of repeated elements.
  const shaped = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    CreateHostedZoneResponse: {
      "@_xmlns": DNS_NAMESPACE,
      HostedZone: value.HostedZone,
      ChangeInfo: value.ChangeInfo,
      DelegationSet: { NameServers: { NameServer: value.DelegationSet.NameServers } },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_" });
  const ours = codec.encode(CreateHostedZoneResponseXml, value);
  const theirs = builder.build(shaped) as string;
  if (ours !== theirs) throw new Error(`the two builders disagree:\n${ours}\n${theirs}`);
  report(
    await compare(
      "build CreateHostedZoneResponse: codec vs bare XMLBuilder",
      () => codec.encode(CreateHostedZoneResponseXml, value),
      () => builder.build(shaped),
      { goal: 0.7, batch: 5000, rounds: 11 },
    ),
  );
}

const BASE = "https://dns.bench.test";
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
            headers: { "X-Auth-Token": "bench-dns-token", Accept: "application/xml" },
            parseAs: "text",
          })
          .then((r) => parser.parse(r.data as string)),
      { goal: 0.7, batch: 3000 },
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
        headers: { "X-Auth-Token": "bench-dns-token", Accept: "application/xml" },
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

async function bundleSize(): Promise<void> {
  const result = await build({
    stdin: {
      contents: `import { createDnsClient } from "./src/dns/index.ts";
export async function main(token) {
  const dns = createDnsClient({ baseUrl: "https://dns.gls.cloud.global.fujitsu.com", auth: token });
  const zone = await dns.createHostedZone({ Name: "example.com" });
  if (!zone.created) return zone.verification.message;
  await dns.waitForChange(zone.response.ChangeInfo);
  return dns.listHostedZones().toArray();
}`,
      resolveDir: repoRoot,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const gzipped = gzipSync(code, { level: 9 }).length;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const goal = 15 * 1024;
  console.log(
    `browser bundle of an app importing only the DNS client: ${kb(code.length)} minified, ${kb(gzipped)} gzipped (${gzipped <= goal ? "meets" : "MISSES"} goal <= 15 KB gzipped)`,
  );
  // Where the bytes come from (minified, before gzip), grouped by package.
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  const byPackage = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ??
      (path.startsWith("src/") ? "svc-cloud src" : path);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytesInOutput);
  }
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]);
  console.log(`  minified bytes by package: ${rows.map(([pkg, n]) => `${pkg} ${kb(n)}`).join(", ")}`);
}

await parseThroughput();
await buildThroughput();
await clientOverhead();
await pagingOverhead();
await bundleSize();
