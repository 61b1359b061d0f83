/**
 * The DNS API's own argument checks, hooks of the generated operations (the spec's `x-sdk`):
 * the create request, the change ID, the paging parameters and their dependencies, where a page
 * says the next one starts (checked the same way), and the region headers of a PTR change. Zone
 * and record names are zone-name.ts's, record batches change-batch.ts's.
 */

import { RRTypeValues as DNS_RECORD_TYPES } from "../../generated/sdk/dns/documents.ts";
import type {
  ChangeResourceRecordSetsOptions,
  ChangeResourceRecordSetsRequest,
  CreateHostedZoneRequest,
  ListHostedZonesPageOptions,
  ListHostedZonesResponse,
  ListResourceRecordSetsPageOptions,
  ListResourceRecordSetsResponse,
} from "../../generated/sdk/dns/types.ts";
import { InvalidInputError, MalformedResponseError } from "../core/errors.ts";
import { optionalInteger, requireHeaderValue, requireObject } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import { checkId } from "../xml/check-id.ts";
import { objectOf } from "./change-batch.ts";
import { checkComment } from "./comment.ts";
import { requireZoneName } from "./zone-name.ts";

const MAX_CHANGE_ID = 256;
const MAX_REGION = 64;
const MAX_REGION_TOKEN = 65_536;

/** The page size, 1 to 100, if given. */
const checkMaxItems = (value: unknown) => optionalInteger("options.maxItems", value, 1, 100);

/** `value` checked as an ID (xml/check-id.ts), if given. */
const optionalId = (field: string, value: unknown, max?: number) =>
  value === undefined ? undefined : checkId(field, value, max);

/** A change ID: non-empty, at most 256 characters, without blanks or controls. */
export const checkChangeId = (field: string, value: unknown): string => checkId(field, value, MAX_CHANGE_ID);

/** The create request with its zone name normalised and its comment checked. */
export function checkCreateRequest(request: unknown): CreateHostedZoneRequest {
  const { Name, HostedZoneConfig: config } = objectOf("request", request, "Name, HostedZoneConfig?");
  const name = requireZoneName("request.Name", Name);
  if (config === undefined) return { Name: name };
  const { Comment } = objectOf("request.HostedZoneConfig", config, "Comment?");
  return {
    Name: name,
    HostedZoneConfig:
      Comment === undefined ? {} : { Comment: checkComment("request.HostedZoneConfig.Comment", Comment) },
  };
}

/**
 * Where a page says the next one starts, checked like the caller's paging parameters by `check`:
 * a cursor that could not be sent back is a MalformedResponseError.
 */
function serverCursor<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    // The field as the page names it (`marker`), not as the caller's options do (`options.marker`).
    const field = error.field.replace(/^options\./, "");
    throw new MalformedResponseError(`a page names a next ${field} that cannot be sent back`);
  }
}

/** The query of a page of zones; a parameter left out is undefined, which sends nothing. */
export function hostedZonesQuery(page: ListHostedZonesPageOptions): { marker?: string; maxitems?: number } {
  const { marker, maxItems } = requireObject("options", page);
  return { marker: optionalId("options.marker", marker), maxitems: checkMaxItems(maxItems) };
}

/** Where the page after `page` starts: its NextMarker when it is truncated, checked like the caller's. */
export function nextMarker(page: ListHostedZonesResponse): { marker?: string } | undefined {
  if (!page.IsTruncated) return undefined;
  if (!page.NextMarker)
    throw new MalformedResponseError(
      "a listHostedZones page says IsTruncated but has no NextMarker to ask for the next one",
    );
  return serverCursor(() => ({ marker: checkId("options.marker", page.NextMarker) }));
}

/**
 * The query of a page of record sets: `type` needs `name`, `identifier` needs both. A parameter
 * left out is undefined, which sends nothing.
 */
export function recordSetsQuery(page: ListResourceRecordSetsPageOptions) {
  const { name, type, identifier, maxItems } = requireObject("options", page);
  if (type !== undefined && !DNS_RECORD_TYPES.includes(type))
    throw new InvalidInputError("options.type", `must be one of ${DNS_RECORD_TYPES.join(", ")}`);
  if (type !== undefined && name === undefined) throw new InvalidInputError("options.type", "needs name too");
  if (identifier !== undefined && type === undefined)
    throw new InvalidInputError("options.identifier", "needs name and type too");
  return {
    name: optionalId("options.name", name, 254),
    type,
    identifier: optionalId("options.identifier", identifier),
    maxitems: checkMaxItems(maxItems),
  };
}

/**
 * Where the page after `page` starts: its NextRecordName, -Type and -Identifier when it is
 * truncated, checked like the caller's (a page starts at an identifier only with a type).
 */
export function nextRecordSet(
  page: ListResourceRecordSetsResponse,
  query: { maxitems?: number },
): ReturnType<typeof recordSetsQuery> | undefined {
  if (!page.IsTruncated) return undefined;
  const { NextRecordName: name, NextRecordType: type, NextRecordIdentifier: identifier } = page;
  if (!name)
    throw new MalformedResponseError(
      "a listResourceRecordSets page says IsTruncated but has no NextRecordName to ask for the next one",
    );
  return serverCursor(() =>
    recordSetsQuery({
      name,
      type: type || undefined,
      identifier: (type && identifier) || undefined,
      maxItems: query.maxitems,
    }),
  );
}

/**
 * The region headers of a record change: required for a batch with a PTR record, checked
 * whenever one is given. The token is registered as a secret before it is checked, so no
 * error can quote it, and must be a header value as it is (no line breaks: no header injection).
 */
export function regionHeaders(
  options: ChangeResourceRecordSetsOptions | undefined,
  body: ChangeResourceRecordSetsRequest,
): Record<string, string> {
  const { region, regionToken } = requireObject("options", options ?? {});
  if (typeof regionToken === "string") registerSecret(regionToken);
  const needed = body.ChangeBatch.Changes.some((change) => change.ResourceRecordSet.Type === "PTR");
  if (!needed && region === undefined && regionToken === undefined) return {};
  if (typeof regionToken === "string" && regionToken.length > MAX_REGION_TOKEN)
    throw new InvalidInputError("regionToken", `must be at most ${MAX_REGION_TOKEN} characters`);
  return {
    "x-fcx-region": requireHeaderValue("region", checkId("region", region, MAX_REGION)),
    "x-fcx-region-token": requireHeaderValue("regionToken", regionToken),
  };
}
