/**
 * The DNS API's own argument checks, hooks of the generated operations (the spec's `x-sdk`):
 * the create request, where a page says the next one starts (checked by the spec's rules of
 * the options that ask for it), and the region headers of a PTR change. The paging options
 * themselves are checked by the spec's rules; zone and record names are zone-name.ts's, record
 * batches change-batch.ts's.
 */

import {
  listHostedZonesPageOptionsRules,
  listResourceRecordSetsPageOptionsRules,
} from "../../generated/sdk/dns/checks.ts";
import type {
  ChangeResourceRecordSetsOptions,
  ChangeResourceRecordSetsRequest,
  CreateHostedZoneRequest,
  ListHostedZonesResponse,
  ListResourceRecordSetsResponse,
} from "../../generated/sdk/dns/types.ts";
import { checkOptions } from "../core/checked-input.ts";
import { InvalidInputError, MalformedResponseError } from "../core/errors.ts";
import { requireHeaderValue, requireObject } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import { checkId } from "../xml/check-id.ts";
import { objectOf } from "./change-batch.ts";
import { checkComment } from "./comment.ts";
import { requireZoneName } from "./zone-name.ts";

const MAX_REGION = 64;
const MAX_REGION_TOKEN = 65_536;

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

/** Where the page after `page` starts: its NextMarker when it is truncated, checked like the caller's. */
export function nextMarker(page: ListHostedZonesResponse): { marker?: string } | undefined {
  if (!page.IsTruncated) return undefined;
  if (!page.NextMarker)
    throw new MalformedResponseError(
      "a listHostedZones page says IsTruncated but has no NextMarker to ask for the next one",
    );
  return serverCursor(() =>
    checkOptions("options", { marker: page.NextMarker }, listHostedZonesPageOptionsRules, ["marker"]),
  );
}

/**
 * Where the page after `page` starts: its NextRecordName, -Type and -Identifier when it is
 * truncated, checked like the caller's (a page starts at an identifier only with a type).
 */
export function nextRecordSet(
  page: ListResourceRecordSetsResponse,
  query: { maxitems?: number },
): Record<string, unknown> | undefined {
  if (!page.IsTruncated) return undefined;
  const { NextRecordName: name, NextRecordType: type, NextRecordIdentifier: identifier } = page;
  if (!name)
    throw new MalformedResponseError(
      "a listResourceRecordSets page says IsTruncated but has no NextRecordName to ask for the next one",
    );
  const next = { name, type: type || undefined, identifier: (type && identifier) || undefined };
  return serverCursor(() => ({
    ...checkOptions("options", next, listResourceRecordSetsPageOptionsRules, ["name", "type", "identifier"]),
    maxitems: query.maxitems,
  }));
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
