/**
 * The DNS API's resources as plain objects, named after the spec's schemas, and the arguments
 * of its operations. The XML stays inside the client (documents.ts).
 */
import type { components } from "../../generated/dns.ts";
import type { DomainVerification } from "./ownership.ts";

type Schemas = components["schemas"];

export type CreateHostedZoneRequest = Schemas["CreateHostedZoneRequest"];
export type CreateHostedZoneResponse = Schemas["CreateHostedZoneResponse"];
export type GetHostedZoneResponse = Schemas["GetHostedZoneResponse"];
export type ListHostedZonesResponse = Schemas["ListHostedZonesResponse"];
export type DeleteHostedZoneResponse = Schemas["DeleteHostedZoneResponse"];
export type ChangeResourceRecordSetsResponse = Schemas["ChangeResourceRecordSetsResponse"];
export type ListResourceRecordSetsResponse = Schemas["ListResourceRecordSetsResponse"];
export type GetChangeResponse = Schemas["GetChangeResponse"];
export type HostedZone = Schemas["HostedZone"];
export type ChangeInfo = Schemas["ChangeInfo"];
export type ChangeBatch = Schemas["ChangeBatch"];
export type ResourceRecordSet = Schemas["ResourceRecordSet"];
export type RRType = Schemas["RRType"];

/** A created zone, or what to do before the service creates it. */
export type CreateHostedZoneResult =
  | { created: true; response: CreateHostedZoneResponse; requestId: string | undefined }
  | { created: false; verification: DomainVerification; requestId: string | undefined };

/** Which page of zones `listHostedZonesPage` asks for. */
export interface ListHostedZonesPageOptions {
  /** Start at this zone ID: the `NextMarker` of the previous page. */
  marker?: string;
  /** Zones per page, 1 to 100; the server's default is 100. */
  maxItems?: number;
}

/** Which page of record sets `listResourceRecordSetsPage` asks for. */
export interface ListResourceRecordSetsPageOptions {
  /** Start at this name: the `NextRecordName` of the previous page. */
  name?: string;
  /** With `name`, start at this type: `NextRecordType`. */
  type?: RRType;
  /** With `name` and `type`, start at this set identifier: `NextRecordIdentifier`. */
  identifier?: string;
  /** Record sets per page, 1 to 100; the server's default is 100. */
  maxItems?: number;
}

/** The region headers of a record change; required when the batch holds a PTR record. */
export interface ChangeResourceRecordSetsOptions {
  /** Region of the addresses PTR records point from (`x-fcx-region`). */
  region?: string;
  /** A token scoped to `region` (`x-fcx-region-token`). Never quoted in an error. */
  regionToken?: string;
}
