/**
 * What `svc-cloud/dns` exports beside its generated layer, under every export condition: each
 * entry point (generated/sdk/dns/entry-*.ts, from the spec's `x-sdk.runtimes`) re-exports it.
 */

export type { DnsBareClient, DnsClientOptions } from "../../generated/sdk/dns/bare-client.ts";
// The record types the API knows, in the XSD's order (dns.xsd's RRType).
export { RRTypeValues as DNS_RECORD_TYPES } from "../../generated/sdk/dns/documents.ts";
export { DNS_MAX_COMMENT_LENGTH } from "./input.ts";
export {
  type CreateHostedZoneResult,
  type DomainVerification,
  type NameServerVerification,
  parseOwnershipChallenge,
  type TxtVerification,
} from "./ownership.ts";
export { normalizeRecordName, normalizeZoneName } from "./zone-name.ts";
