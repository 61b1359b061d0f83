/**
 * `svc-cloud/dns`: the DNS API (hosted zones, record sets, changes) over XML.
 *
 * @example
 * ```ts
 * import { createDnsClient } from "svc-cloud/dns";
 * const dns = createDnsClient({ baseUrl: "https://dns.gls.cloud.global.fujitsu.com", auth: identityTokens });
 * const result = await dns.createHostedZone({ Name: "example.com" });
 * if (!result.created) console.log(result.verification.message); // prove ownership, then call again
 * else await dns.waitForChange(result.response.ChangeInfo);
 * ```
 */

export { RECORD_TYPES } from "./change-batch.ts";
export { createDnsClient, type DnsClient, type DnsClientOptions } from "./client.ts";
export { MAX_COMMENT_LENGTH } from "./comment.ts";
export { DNS_NAMESPACE } from "./documents.ts";
export {
  ChangeWaitTimeoutError,
  ConcurrentZoneCreationError,
  DnsAccessDeniedError,
  DnsAuthenticationError,
  DnsError,
  DnsRequestError,
  DnsServerError,
  InvalidChangeBatchError,
  InvalidZoneNameError,
  NoSuchChangeError,
  NoSuchHostedZoneError,
  ZoneAlreadyExistsError,
  ZoneLimitExceededError,
} from "./errors.ts";
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
  HostedZonesPageOptions,
  ListHostedZonesResponse,
  ListResourceRecordSetsResponse,
  ResourceRecordSet,
  ResourceRecordSetsPageOptions,
  RRType,
} from "./types.ts";
export type { WaitForChangeOptions } from "./wait-for-change.ts";
export { normalizeRecordName, normalizeZoneName } from "./zone-name.ts";
