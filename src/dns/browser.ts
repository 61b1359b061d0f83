/**
 * `svc-cloud/dns` in browsers (the `browser` export condition): the same API as index.ts, with
 * the XML read by the browser's own DOMParser, so no XML library travels with the app, and no
 * Date header policy, since a browser forbids scripts to set Date.
 *
 * @example
 * ```ts
 * import { createDnsClient } from "svc-cloud/dns";
 * const dns = createDnsClient({ baseUrl: "https://dns.gls.cloud.global.fujitsu.com", auth: identityTokens });
 * for await (const zone of dns.listHostedZones()) show(zone.Name);
 * ```
 */

import { createDnsClientWith, type DnsClient } from "../../generated/sdk/dns/client.ts";
import { createXmlCodec } from "../xml/codec.ts";
import { domEngine } from "../xml/dom-engine.ts";
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
  createDnsClientWith({ codec: createXmlCodec(domEngine) }, options);

/**
 * Creates a DNS client without operations, for the operation functions (`listHostedZones(client)`):
 * import only the operations the app calls, and a bundler leaves the others out.
 * Every operation may also end in a NetworkError, TimeoutError, AbortError,
 * RedirectRefusedError, UnexpectedResponseError or MalformedResponseError, all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent
 */
export const createDnsBareClient = (options: DnsClientOptions): DnsBareClient =>
  createDnsBareClientWith({ codec: createXmlCodec(domEngine) }, options);
