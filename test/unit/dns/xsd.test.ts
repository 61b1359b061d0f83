/**
 * dns.xsd is the authority on the DNS XML: every XML example of the spec and every request
 * the client sends must validate against it, and every response example must decode with the
 * client's codec and re-encode to a document that still validates.
 */
import { describe, expect, it } from "vitest";
import * as documents from "../../../generated/sdk/dns/documents.ts";
import { createDnsClient } from "../../../src/dns/index.ts";
import { createXmlCodec } from "../../../src/xml/codec.ts";
import { fxpEngine } from "../../../src/xml/fxp-engine.ts";
import type { XmlDocument } from "../../../src/xml/shape.ts";
import { encodeXml } from "../../../src/xml/write-xml.ts";
import { runXsdSuites, validateXml } from "../../support/xmllint.ts";
import { xmlExamples, xsdPath } from "../xml/support/spec-examples.ts";

const examples = xmlExamples("dns");
const dnsXsdPath = xsdPath("dns");
const codec = createXmlCodec(fxpEngine);
const byRoot = new Map<string, XmlDocument<unknown>>(
  Object.values(documents as Record<string, unknown>)
    .filter((d): d is XmlDocument<unknown> => typeof d === "object" && d !== null && "root" in d)
    .map((d) => [d.root, d]),
);

const ok = (xml: string) =>
  new Response(xml, { status: 200, headers: { "content-type": "application/xml" } });
const CREATED = examples.find((e) => e.name === "created")?.xml ?? "";
const ACCEPTED = examples.find((e) => e.name === "accepted")?.xml ?? "";

/** The XML bodies the client sends for a set of realistic inputs. */
async function sentBodies(): Promise<string[]> {
  const bodies: string[] = [];
  const fetch = async (request: Request) => {
    bodies.push(await request.text());
    return request.url.endsWith("/rrset") ? ok(ACCEPTED) : new Response(CREATED, { status: 201 });
  };
  const dns = createDnsClient({ baseUrl: "https://dns.test", auth: "xsd-test-token", fetch });
  await dns.createHostedZone({ Name: "example.com" });
  await dns.createHostedZone({ Name: "Example.COM.", HostedZoneConfig: {} });
  await dns.createHostedZone({ Name: "例え.jp", HostedZoneConfig: { Comment: "例".repeat(255) } });
  await dns.createHostedZone({
    Name: "example.org",
    HostedZoneConfig: { Comment: `a & b <c> "d" 'e' \r\n` },
  });
  await dns.changeResourceRecordSets("example.com", {
    Comment: "Move mail",
    Changes: [
      {
        Action: "DELETE",
        ResourceRecordSet: {
          Name: "example.com",
          Type: "MX",
          TTL: 60,
          ResourceRecords: [{ Value: "10 mail.example.com" }],
        },
      },
      {
        Action: "CREATE",
        ResourceRecordSet: {
          Name: "_sip._tcp.example.com",
          Type: "SRV",
          TTL: 300,
          SetIdentifier: "primary",
          ResourceRecords: [
            { Value: "10 60 5060 sip.example.com" },
            { Value: "20 60 5060 sip2.example.com" },
          ],
        },
      },
      {
        Action: "CREATE",
        ResourceRecordSet: {
          Name: "*.example.com",
          Type: "TXT",
          TTL: 0,
          ResourceRecords: [{ Value: '"v=spf1 include:_spf.example.com ~all" & <more>' }],
        },
      },
    ],
  });
  await dns.changeResourceRecordSets(
    "example.com",
    {
      Changes: [
        {
          Action: "CREATE",
          ResourceRecordSet: {
            Name: "10.2.0.192.in-addr.example.com",
            Type: "PTR",
            TTL: 3600,
            ResourceRecords: [{ Value: "server.example.com" }],
          },
        },
      ],
    },
    { region: "jp-east-1", regionToken: "region-token-value" },
  );
  return bodies;
}

describe.runIf(runXsdSuites)("dns.xsd", () => {
  it("finds the spec's XML examples (requests, successes and every documented error)", () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
    const roots = new Set(examples.map((e) => e.root));
    for (const root of byRoot.keys()) expect(roots, `no example of ${root}`).toContain(root);
  });

  it.each(examples.map((e) => [e.where, e.xml] as const))("validates the example %s", (_where, xml) => {
    const result = validateXml(xml, dnsXsdPath);
    expect(result.valid, result.output).toBe(true);
  });

  it.each(examples.map((e) => [e.where, e] as const))(
    "decodes and re-encodes the example %s",
    (_where, e) => {
      const doc = byRoot.get(e.root);
      expect(doc, `no codec document for <${e.root}>`).toBeDefined();
      if (doc === undefined) return;
      const value = codec.decode(doc, e.xml);
      const again = encodeXml(doc, value);
      expect(codec.decode(doc, again)).toEqual(value);
      const result = validateXml(again, dnsXsdPath);
      expect(result.valid, result.output).toBe(true);
    },
  );

  it("validates every request body the client sends", async () => {
    const bodies = await sentBodies();
    expect(bodies).toHaveLength(6);
    for (const body of bodies) {
      const result = validateXml(body, dnsXsdPath);
      expect(result.valid, `${result.output}\n${body}`).toBe(true);
    }
  });

  it("rejects a document whose elements are out of the XSD's order (the validation can fail)", () => {
    const swapped = `<?xml version="1.0"?><CreateHostedZoneRequest xmlns="${documents.DNS_NAMESPACE}"><HostedZoneConfig/><Name>example.com</Name></CreateHostedZoneRequest>`;
    expect(validateXml(swapped, dnsXsdPath).valid).toBe(false);
    const tooLong = `<?xml version="1.0"?><CreateHostedZoneRequest xmlns="${documents.DNS_NAMESPACE}"><Name>example.com</Name><HostedZoneConfig><Comment>${"例".repeat(256)}</Comment></HostedZoneConfig></CreateHostedZoneRequest>`;
    expect(validateXml(tooLong, dnsXsdPath).valid).toBe(false);
  });
});
