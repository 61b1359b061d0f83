/**
 * The DNS API's own argument checks, made before anything is sent: the create request, the
 * paging parameters and their dependencies, and the region headers of a PTR change. Zone and
 * record names are zone-name.ts's, record batches change-batch.ts's.
 */
import { InvalidInputError, MalformedResponseError } from "../core/errors.ts";
import { optionalInteger, requireHeaderValue, requireObject } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import { checkId } from "../xml/check-id.ts";
import { objectOf } from "./change-batch.ts";
import { checkComment } from "./comment.ts";
import { DNS_RECORD_TYPES } from "./documents.ts";
import type {
  ChangeBatch,
  ChangeResourceRecordSetsOptions,
  CreateHostedZoneRequest,
  ListHostedZonesPageOptions,
  ListResourceRecordSetsPageOptions,
} from "./types.ts";
import { requireZoneName } from "./zone-name.ts";

const MAX_REGION = 64;
const MAX_REGION_TOKEN = 65_536;

/** The page size, 1 to 100, if given. */
export function checkMaxItems(value: unknown): number | undefined {
  return optionalInteger("options.maxItems", value, 1, 100);
}

/** `value` checked as an ID (xml/check-id.ts), if given. */
const optionalId = (field: string, value: unknown, max?: number) =>
  value === undefined ? undefined : checkId(field, value, max);

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
export function serverCursor<T>(check: () => T): T {
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
 * The region headers of a record change: required for a batch with a PTR record, checked
 * whenever one is given. The token is registered as a secret before it is checked, so no
 * error can quote it, and must be a header value as it is (no line breaks: no header injection).
 */
export function regionHeaders(
  batch: ChangeBatch,
  options: ChangeResourceRecordSetsOptions | undefined,
): Record<string, string> {
  const { region, regionToken } = requireObject("options", options ?? {});
  if (typeof regionToken === "string") registerSecret(regionToken);
  const needed = batch.Changes.some((change) => change.ResourceRecordSet.Type === "PTR");
  if (!needed && region === undefined && regionToken === undefined) return {};
  if (typeof regionToken === "string" && regionToken.length > MAX_REGION_TOKEN)
    throw new InvalidInputError("regionToken", `must be at most ${MAX_REGION_TOKEN} characters`);
  return {
    "x-fcx-region": requireHeaderValue("region", checkId("region", region, MAX_REGION)),
    "x-fcx-region-token": requireHeaderValue("regionToken", regionToken),
  };
}
