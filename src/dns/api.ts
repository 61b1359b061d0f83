/**
 * What `svc-cloud/dns` exports under every export condition, but for `createDnsClient`, which
 * each entry point (index.ts, browser.ts) builds on its own XML engine.
 */

// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export type { DnsBareClient } from "./bare-client.ts";
export type { DnsClient, DnsClientOptions } from "./client.ts";
export { DNS_MAX_COMMENT_LENGTH } from "./comment.ts";
export { DNS_NAMESPACE, DNS_RECORD_TYPES } from "./documents.ts";
export {
  ConcurrentZoneCreationError,
  DnsAuthenticationError,
  DnsBadRequestError,
  DnsConflictError,
  DnsError,
  DnsForbiddenError,
  DnsNotFoundError,
  DnsServerError,
  InvalidChangeBatchError,
  InvalidZoneNameError,
  NoSuchChangeError,
  NoSuchHostedZoneError,
  ZoneAlreadyExistsError,
  ZoneLimitExceededError,
} from "./errors.ts";
// Each operation as a function of its own (tree-shakable), taking the bare client first.
export * from "./operations.ts";
export {
  type DomainVerification,
  type NameServerVerification,
  parseOwnershipChallenge,
  type TxtVerification,
} from "./ownership.ts";
export type {
  ChangeBatch,
  ChangeInfo,
  ChangeResourceRecordSetsOptions,
  ChangeResourceRecordSetsResponse,
  CreateHostedZoneRequest,
  CreateHostedZoneResponse,
  CreateHostedZoneResult,
  DeleteHostedZoneResponse,
  GetChangeResponse,
  GetHostedZoneResponse,
  HostedZone,
  ListHostedZonesPageOptions,
  ListHostedZonesResponse,
  ListResourceRecordSetsPageOptions,
  ListResourceRecordSetsResponse,
  ResourceRecordSet,
  RRType,
} from "./types.ts";
export { normalizeRecordName, normalizeZoneName } from "./zone-name.ts";
