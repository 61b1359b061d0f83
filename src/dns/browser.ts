/**
 * `svc-cloud/dns` in browsers (the `browser` export condition): the same API as index.ts, with
 * the XML read and written by the browser's own DOMParser and XMLSerializer, so no XML library
 * travels with the app.
 *
 * @example
 * ```ts
 * import { createDnsClient } from "svc-cloud/dns";
 * const dns = createDnsClient({ baseUrl: "https://dns.gls.cloud.global.fujitsu.com", auth: identityTokens });
 * for await (const zone of dns.listHostedZones()) show(zone.Name);
 * ```
 */
import { createXmlCodec } from "../xml/codec.ts";
import { domEngine } from "../xml/dom-engine.ts";
import { createDnsClientWith, type DnsClient, type DnsClientOptions } from "./client.ts";

export * from "./api.ts";

/** Creates a client of the DNS API. */
export const createDnsClient = (options: DnsClientOptions): DnsClient =>
  createDnsClientWith(createXmlCodec(domEngine), options);
