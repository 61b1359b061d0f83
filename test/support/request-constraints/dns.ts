/**
 * The DNS API's request constraints (specs/dns, specs/dns/dns.xsd): the platform reference's
 * zone name, an FQDN, in the create body (an XML body: the XSD judges it) and as the zone ID
 * in paths. No peer runs the DNS API. No IDs.
 */
import { casesOf } from "./cases.ts";
import type { WireRequest } from "./types.ts";

const NS = "http://docs.cloudcommunity.global.fujitsu.com/dns/api/v1.0/";
const createZone = (name: string): WireRequest => ({
  method: "POST",
  path: "/v1.0/hostedzone",
  xml: `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneRequest xmlns="${NS}"><Name>${name}</Name></CreateHostedZoneRequest>`,
});
const getZone = (zoneId: string): WireRequest => ({
  method: "GET",
  path: `/v1.0/hostedzone/${zoneId}`,
  accept: "application/xml",
});

export const dnsConstraints = casesOf("dns", { source: "platform" })([
  {
    operation: "createHostedZone",
    where: "body Name",
    constraint: "an FQDN: dot-separated labels of 1 to 63 letters, digits and inner hyphens",
    meets: () => createZone("xn--r8jz45g.example.jp."),
    breaks: () => createZone("-shop.example.jp"),
    violation: ["CreateHostedZoneRequest", "Name"],
    xsd: "dns",
  },
  {
    operation: "getHostedZone",
    where: "path zoneId",
    constraint: "a zone name: dot-separated labels of 1 to 63 letters, digits and inner hyphens",
    meets: () => getZone("example.com"),
    breaks: () => getZone("example_com"),
    violation: ["request", "path", "zoneId"],
  },
]);
