/**
 * Software support API benchmarks.
 * 1. The XML codec on a SupportSoftwares answer of 100 entries, parse and build, through each
 *    engine vs the bare parser (and builder) it wraps: fast-xml-parser in Node, DOMParser in
 *    headless Chromium (bench/xml/codec-bench.ts). Goal: at least 0.7x each.
 * 2. listSoftwareSupportPage (100 entries) through the client with its default pipeline
 *    (X-Auth-Token, retry, Date, redirect refusal, whole-call timeout, typed errors, the XML
 *    decoded and checked) vs the same GET (the same headers) on bare openapi-fetch parsed by a bare XMLParser, on
 *    the same stub fetch. Goal: 0.9x, as for every client's default pipeline.
 * 3. The gzipped bundle of an app that imports only the software support client, per entry point
 *    (browser: DOMParser; workers, edge runtimes and the default: fast-xml-parser). Goal
 *    (browser, the bare client and the operations it calls): at most 15 KiB (issue 29).
 */
import { XMLParser } from "fast-xml-parser";
import createClient from "openapi-fetch";
import { SupportSoftwaresXml } from "../generated/sdk/software/documents.ts";
import type { paths } from "../generated/software.ts";
import { createSoftwareClient } from "../src/software/index.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";
import { anyMissed, benchCodec, bundleSizes } from "./xml/codec-bench.ts";

const ENTRIES = Array.from({ length: 100 }, (_, i) => ({
  TenantID: "3d1f0a9c6b2e4d7f8a0b1c2d3e4f5a6b",
  RegionID: "jp-east-1",
  InstanceID: `5a3e2f6c-8d1b-4f7a-9c0e-${String(i).padStart(12, "0")}`,
  ImageID: "0b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4",
  SoftwareID: i % 2 === 0 ? "ws2012" : "sq2012",
  SupportID: ["nosupport", "spt_24h", "spt_daytime", "spt_limited"][i % 4] ?? "nosupport",
  UpdateDate: "2015-09-11",
}));
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<SupportSoftwares>${ENTRIES.map(
  (e) =>
    `<SupportSoftware><TenantID>${e.TenantID}</TenantID><RegionID>${e.RegionID}</RegionID><InstanceID>${e.InstanceID}</InstanceID><ImageID>${e.ImageID}</ImageID><SoftwareID>${e.SoftwareID}</SoftwareID><SupportID>${e.SupportID}</SupportID><UpdateDate>${e.UpdateDate}</UpdateDate></SupportSoftware>`,
).join("")}</SupportSoftwares>`;

async function clientOverhead(): Promise<void> {
  const BASE = "https://software.bench.test";
  // The headers the client sends: the token, Accept and Date (the client formats one Date per
  // second; here it is formatted once, which flatters the baseline if anything).
  const bareHeaders = {
    "X-Auth-Token": "bench-software-token",
    Accept: "application/xml",
    Date: new Date().toUTCString(),
  };
  const stub = async () =>
    new Response(XML, {
      status: 200,
      headers: { "content-type": "application/xml", "x-openstack-request-id": "bench" },
    });
  const software = createSoftwareClient({ baseUrl: BASE, auth: "bench-software-token", fetch: stub });
  const bare = createClient<paths>({ baseUrl: BASE, fetch: stub });
  const parser = new XMLParser();
  const entries = await software.listSoftwareSupportPage({ InstanceID: "instance1" });
  if (entries.length !== 100) throw new Error(`the client read ${entries.length} entries, not 100`);
  report(
    await compare(
      "listSoftwareSupportPage (100 entries), default pipeline vs bare openapi-fetch GET + XMLParser",
      () => software.listSoftwareSupportPage({ InstanceID: "instance1" }),
      () =>
        bare
          .GET("/v1.0/software_support", {
            params: { query: { InstanceID: "instance1" } },
            headers: bareHeaders,
            parseAs: "text",
          })
          .then((r) => parser.parse(r.data as string)),
      { goal: DEFAULT_PIPELINE_GOAL, batch: 500 },
    ),
  );
}

await benchCodec({
  name: "SupportSoftwares (100 entries)",
  doc: SupportSoftwaresXml,
  module: "./generated/sdk/software/documents.ts",
  exportName: "SupportSoftwaresXml",
  xml: XML,
  builderForm: {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    SupportSoftwares: { SupportSoftware: ENTRIES },
  },
  batch: 300,
});
await clientOverhead();
await bundleSizes(
  "software",
  `import { createSoftwareBareClient, listSoftwareSupport, registerSoftwareSupport } from "svc-cloud/software";
export async function main(token) {
  const software = createSoftwareBareClient({ baseUrl: "https://software.jp-east-1.cloud.global.fujitsu.com", auth: token });
  await registerSoftwareSupport(software, [{ InstanceID: "instance1", SoftwareID: "ws2012", SupportID: "spt_24h" }]);
  return listSoftwareSupport(software, { InstanceID: "instance1" }).toArray();
}`,
);
if (anyMissed()) process.exitCode = 1;
