/**
 * DNS response bodies for the unit tests, answered through the shared fake fetch
 * (test/support/fake-fetch.ts): errors, changes, a created zone and pages of lists.
 */
import { DNS_NAMESPACE } from "../../../generated/sdk/dns/documents.ts";

export const errorXml = (code: string, message: string, type = "Sender", requestId = "req-test-1") =>
  `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse xmlns="${DNS_NAMESPACE}"><Error><Type>${type}</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`;

export const changeXml = (root: string, status: "PENDING" | "INSYNC", id = "c0ffee") =>
  `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns="${DNS_NAMESPACE}"><ChangeInfo><Id>${id}</Id><Status>${status}</Status><SubmittedAt>2014-06-06T11:00:38.178Z</SubmittedAt></ChangeInfo></${root}>`;

export const createdXml = (name = "example.com") =>
  `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneResponse xmlns="${DNS_NAMESPACE}"><HostedZone><Id>${name}</Id><Name>${name}</Name><CallerReference>${name}</CallerReference><Config/><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone><ChangeInfo><Id>cb7faf29ae2bb2bd489d0d27b36e28fc</Id><Status>PENDING</Status><SubmittedAt>2014-06-06T11:00:38.370Z</SubmittedAt></ChangeInfo><DelegationSet><NameServers><NameServer>cdns0.nifty.ad.jp</NameServer></NameServers></DelegationSet></CreateHostedZoneResponse>`;

export const hostedZoneXml = (id: string) =>
  `<HostedZone><Id>${id}</Id><Name>${id}</Name><CallerReference>${id}</CallerReference><Config/><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone>`;

/** A page of zones; truncated when `next` is given (an empty `next` leaves NextMarker out). */
export const zonesPageXml = (ids: string[], next?: string) =>
  `<ListHostedZonesResponse xmlns="${DNS_NAMESPACE}"><HostedZones>${ids.map(hostedZoneXml).join("")}</HostedZones><IsTruncated>${next !== undefined}</IsTruncated>${next ? `<NextMarker>${next}</NextMarker>` : ""}<MaxItems>${Math.max(1, ids.length)}</MaxItems></ListHostedZonesResponse>`;

export const recordSetXml = (name: string, type = "A", identifier?: string) =>
  `<ResourceRecordSet><Name>${name}</Name><Type>${type}</Type>${identifier ? `<SetIdentifier>${identifier}</SetIdentifier>` : ""}<TTL>60</TTL><ResourceRecords><ResourceRecord><Value>192.0.2.1</Value></ResourceRecord></ResourceRecords></ResourceRecordSet>`;

/** A page of record sets; truncated when `next` is given. */
export const recordSetsPageXml = (
  sets: string[],
  next?: { name?: string; type?: string; identifier?: string },
) =>
  `<ListResourceRecordSetsResponse xmlns="${DNS_NAMESPACE}"><ResourceRecordSets>${sets.join("")}</ResourceRecordSets><IsTruncated>${next !== undefined}</IsTruncated>${next?.name ? `<NextRecordName>${next.name}</NextRecordName>` : ""}${next?.type ? `<NextRecordType>${next.type}</NextRecordType>` : ""}${next?.identifier ? `<NextRecordIdentifier>${next.identifier}</NextRecordIdentifier>` : ""}<MaxItems>100</MaxItems></ListResourceRecordSetsResponse>`;
