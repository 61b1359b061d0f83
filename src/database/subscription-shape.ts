/**
 * Reads an event notification subscription as the manual's field table names its members,
 * whatever shape the server sends. The manual's sample writes the ID as `subsciptionId` and
 * sends the categories and sources as `eventCategories: [{eventCategory}]` and
 * `sourceIds: [{sourceId}]`; the field table has `id`, `eventCategoriesList` and
 * `sourceIdsList` (string lists). Documented members win when both are present.
 */
import { isObject } from "../core/read-json.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";

const ID_ALIASES = ["subsciptionId", "subscriptionId"];

/** The strings of a list of `{<member>: "..."}` objects or of plain strings. */
function strings(list: unknown, member: string): string[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list
    .map((item) => (isObject(item) ? item[member] : item))
    .filter((item): item is string => typeof item === "string");
}

/** One subscription with its documented members. */
export function documentedSubscription(value: unknown): unknown {
  if (!isObject(value)) return value;
  const { eventCategories, sourceIds, ...rest } = value;
  const out: Record<string, unknown> = { ...rest };
  for (const alias of ID_ALIASES) {
    if (out.id === undefined && typeof out[alias] === "string") out.id = out[alias];
    delete out[alias];
  }
  out.eventCategoriesList ??= strings(eventCategories, "eventCategory");
  out.sourceIdsList ??= strings(sourceIds, "sourceId");
  if (out.eventCategoriesList === undefined) delete out.eventCategoriesList;
  if (out.sourceIdsList === undefined) delete out.sourceIdsList;
  return out;
}

/** `{eventSubscription: ...}` with its subscription documented. */
export function documentedSubscriptionBody(body: unknown): unknown {
  return isObject(body)
    ? { ...body, eventSubscription: documentedSubscription(body.eventSubscription) }
    : body;
}

/** `{eventSubscriptions: [...]}` with every subscription documented. */
export function documentedSubscriptionList(body: unknown): unknown {
  return isObject(body) && Array.isArray(body.eventSubscriptions)
    ? { ...body, eventSubscriptions: body.eventSubscriptions.map(documentedSubscription) }
    : body;
}

/** A subscription body as read: member names as documented, then the subscription documented. */
export const subscriptionBody = (body: unknown): unknown =>
  documentedSubscriptionBody(withDocumentedNames(body));

/** A subscription list as read: member names as documented, then every subscription documented. */
export const subscriptionList = (body: unknown): unknown =>
  documentedSubscriptionList(withDocumentedNames(body));
