/**
 * The typed DNS client: a bare client (bare-client.ts: the options, the XML pipeline and `raw`)
 * with every operation on hosted zones, record sets and changes as a method. Plain objects go
 * in and out; the XML stays inside (documents.ts), read and written by the codec the entry
 * point chose (index.ts: fast-xml-parser; browser.ts: the browser's DOMParser). The methods are
 * the operations of operations.ts bound to that bare client.
 */
import { withDefaultRetries } from "../core/default-retries.ts";
import type { XmlRuntime } from "../xml/xml-api-client.ts";
import {
  createDnsBareClientWith,
  type DnsBareClient,
  type DnsClientOptions,
  groupOf,
} from "./bare-client.ts";
import { getChangeOperation, waitForChangeOperation } from "./changes.ts";
import {
  createHostedZoneOperation,
  deleteHostedZoneOperation,
  getHostedZoneOperation,
  listHostedZonesOperation,
  listHostedZonesPageOperation,
} from "./hosted-zones.ts";
import {
  changeResourceRecordSetsOperation,
  listResourceRecordSetsOperation,
  listResourceRecordSetsPageOperation,
} from "./record-sets.ts";

export type { DnsClientOptions } from "./bare-client.ts";

export type DnsClient = ReturnType<typeof createDnsClientWith>;

/**
 * Creates a client of the DNS API on `runtime` (its XML codec and Date header). A client made here is
 * a bare client too: the operation functions take it.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers or auth), before anything is sent
 */
export function createDnsClientWith(runtime: XmlRuntime, options: DnsClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const client: DnsBareClient = createDnsBareClientWith(runtime, withDefaultRetries(options));
  return Object.assign(client, {
    ...groupOf(client, createHostedZoneOperation),
    ...groupOf(client, getHostedZoneOperation),
    ...groupOf(client, listHostedZonesPageOperation),
    ...groupOf(client, listHostedZonesOperation),
    ...groupOf(client, deleteHostedZoneOperation),
    ...groupOf(client, changeResourceRecordSetsOperation),
    ...groupOf(client, listResourceRecordSetsPageOperation),
    ...groupOf(client, listResourceRecordSetsOperation),
    ...groupOf(client, getChangeOperation),
    ...groupOf(client, waitForChangeOperation),
  });
}
