/**
 * `svc-cloud/dns`: the DNS API (hosted zones, record sets, changes) over XML, read and written
 * with fast-xml-parser. This is the entry of Node and of every runtime without a DOM (the
 * `worker`, `workerd` and `edge-light` export conditions, and the default); browser.ts is the
 * same API on the browser's own DOMParser.
 *
 * @example
 * ```ts
 * import { createDnsClient } from "svc-cloud/dns";
 * const dns = createDnsClient({ baseUrl: "https://dns.gls.cloud.global.fujitsu.com", auth: identityTokens });
 * const result = await dns.createHostedZone({ Name: "example.com" });
 * if (!result.created) console.log(result.verification.message); // prove ownership, then call again
 * else await dns.waitForChange(result.response.ChangeInfo);
 * ```
 *
 * @example A browser app that carries only the operations it imports:
 * ```ts
 * import { createDnsBareClient, listHostedZones } from "svc-cloud/dns";
 * const dns = createDnsBareClient({ baseUrl, auth: identityTokens });
 * for await (const zone of listHostedZones(dns)) show(zone.Name);
 * ```
 */

import { createDnsClientWith, type DnsClient } from "../../generated/sdk/dns/client.ts";
import { createXmlCodec } from "../xml/codec.ts";
import { dateHeaderPolicy } from "../xml/date-header.ts";
import { fxpEngine } from "../xml/fxp-engine.ts";
import { createDnsBareClientWith, type DnsBareClient, type DnsClientOptions } from "./bare-client.ts";

export * from "./api.ts";

/**
 * Creates a client of the DNS API.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers or auth), before anything is sent
 */
export const createDnsClient = (options: DnsClientOptions): DnsClient =>
  createDnsClientWith({ codec: createXmlCodec(fxpEngine), dateHeader: dateHeaderPolicy }, options);

/**
 * Creates a DNS client without operations, for the operation functions (`listHostedZones(client)`):
 * import only the operations the app calls, and a bundler leaves the others out.
 * Every operation may also end in a NetworkError, TimeoutError, AbortError,
 * RedirectRefusedError, UnexpectedResponseError or MalformedResponseError, all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent
 */
export const createDnsBareClient = (options: DnsClientOptions): DnsBareClient =>
  createDnsBareClientWith({ codec: createXmlCodec(fxpEngine), dateHeader: dateHeaderPolicy }, options);
