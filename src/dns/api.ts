/**
 * What `svc-cloud/dns` exports under every export condition, but for `createDnsClient` and
 * `createDnsBareClient`, which each entry point (index.ts, browser.ts) makes on its own XML engine.
 */

export type { DnsBareClient, DnsClientOptions } from "../../generated/sdk/dns/bare-client.ts";
// The record types the API knows, in the XSD's order (dns.xsd's RRType).
export { RRTypeValues as DNS_RECORD_TYPES } from "../../generated/sdk/dns/documents.ts";
// The operations, their types, documents' namespace and errors, and the client's type: generated from the spec.
export * from "../../generated/sdk/dns/index.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export { DNS_MAX_COMMENT_LENGTH } from "./input.ts";
export {
  type CreateHostedZoneResult,
  type DomainVerification,
  type NameServerVerification,
  parseOwnershipChallenge,
  type TxtVerification,
} from "./ownership.ts";
export { normalizeRecordName, normalizeZoneName } from "./zone-name.ts";
