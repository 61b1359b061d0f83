/**
 * DNS API benchmarks.
 * 1. Parse throughput of our XML codec for a CreateHostedZoneResponse (DTD check, well-formedness
 *    check, parse, mapping to typed objects) vs fast-xml-parser's XMLParser called directly with
 *    its defaults and no mapping. Goal: at least 0.7x.
 * 2. Build throughput of our codec for the same document (from the typed object, in XSD order,
 *    escaped) vs fast-xml-parser's XMLBuilder on an already XML-shaped object. Goal: at least 0.7x.
 * 3. Browser bundle size of an app that imports only the DNS client (esbuild, minified,
 *    platform browser, gzip level 9). Goal: at most 15 KB. Printed with a breakdown by package.
 */
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { repoRoot } from "../scripts/api-registry.ts";
import { CreateHostedZoneResponseXml, DNS_NAMESPACE } from "../src/dns/documents.ts";
import { decodeXml } from "../src/xml/decode.ts";
import { encodeXml } from "../src/xml/encode.ts";
import { compare, report } from "./measure.ts";

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<CreateHostedZoneResponse xmlns="${DNS_NAMESPACE}"><HostedZone><Id>example.com</Id><Name>example.com</Name><CallerReference>example.com</CallerReference><Config><Comment>Zone for the example web site</Comment></Config><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone><ChangeInfo><Id>cb7faf29ae2bb2bd489d0d27b36e28fc</Id><Status>PENDING</Status><SubmittedAt>2014-06-06T11:00:38.370Z</SubmittedAt></ChangeInfo><DelegationSet><NameServers><NameServer>cdns0.nifty.ad.jp</NameServer><NameServer>cdns1.nifty.ad.jp</NameServer></NameServers></DelegationSet></CreateHostedZoneResponse>`;

async function parseThroughput(): Promise<void> {
  const parser = new XMLParser();
  const sample = decodeXml(CreateHostedZoneResponseXml, XML);
  if (sample.DelegationSet.NameServers.length !== 2) throw new Error("the codec decoded the sample wrongly");
  report(
    await compare(
      "parse CreateHostedZoneResponse: codec vs bare XMLParser",
      () => decodeXml(CreateHostedZoneResponseXml, XML),
      () => parser.parse(XML),
      { goal: 0.7, batch: 5000, rounds: 11 },
    ),
  );
}

async function buildThroughput(): Promise<void> {
  const value = decodeXml(CreateHostedZoneResponseXml, XML);
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
  const ours = encodeXml(CreateHostedZoneResponseXml, value);
  const theirs = builder.build(shaped) as string;
  if (ours !== theirs) throw new Error(`the two builders disagree:\n${ours}\n${theirs}`);
  report(
    await compare(
      "build CreateHostedZoneResponse: codec vs bare XMLBuilder",
      () => encodeXml(CreateHostedZoneResponseXml, value),
      () => builder.build(shaped),
      { goal: 0.7, batch: 5000, rounds: 11 },
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
  return zone.created ? dns.waitForChange(zone.response.ChangeInfo) : zone.verification.message;
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
await bundleSize();
