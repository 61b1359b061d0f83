/**
 * The request bodies of the event notification subscriptions, with their lists in the shape
 * the manual's field tables give (`eventCategories: [{eventCategory}]`,
 * `sourceIds: [{sourceId}]`) where the SDK takes lists of strings, and the modification, one of
 * the three forms of the one PUT (the `x-sdk.variants` of updateEventSubscription; the spec
 * itself builds the other two, `add` and `remove`). The generated operations check each body by the spec's
 * rules before anything is sent (the naming rules, the source type, a new subscription's
 * categories of its source type; a modification's too, by its variant's `bodyRules`).
 */
import type {
  EventCategory,
  ModifySubscriptionRequest,
  SourceType,
  SubscriptionInput,
} from "../../generated/sdk/database/types.ts";
import { requireObject } from "../core/input.ts";

/**
 * A subscription to create: which source type, which sources and which event categories are
 * notified (each left out: all), as plain lists.
 */
export interface SubscriptionSpec {
  sourceType?: SourceType;
  /** IDs of DB instances (for `db-instance`) or snapshots (for `db-snapshot`). */
  sourceIds?: string[];
  /** Categories of the source type (see `listEventCategories`). */
  eventCategories?: EventCategory[];
  /** Name (naming rules: letters, digits and hyphens, starting with a letter, at most 255). */
  name?: string;
  /** ID (same rules, at most 63); random when left out. */
  id?: string;
  description?: string;
  /** Whether notifications are sent. */
  enabled?: boolean;
}

/** Changes to a subscription. */
export interface SubscriptionChanges {
  /** A new name. */
  name?: string;
  enabled?: boolean;
  sourceType?: SourceType;
  eventCategories?: EventCategory[];
}

/** A list of strings as a list of `{<member>: string}`; anything else as it is, for the spec's rules. */
const refs = (list: unknown, member: string) =>
  Array.isArray(list) ? list.map((value: unknown) => ({ [member]: value })) : list;

/** `value` without its undefined members (JSON would drop them; core's body check refuses them). */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A new subscription (`eventnotification` of the create), its lists as the field table nests them. */
export function subscriptionInput(subscription: SubscriptionSpec): SubscriptionInput {
  const { eventCategories, sourceIds, ...rest } = requireObject("subscription", subscription);
  return withoutUndefined({
    ...rest,
    eventCategories: refs(eventCategories, "eventCategory"),
    sourceIds: refs(sourceIds, "sourceId"),
  } as SubscriptionInput);
}

/**
 * Modify a subscription: `{action: {modify: ""}, eventnotification: {...}}`, its name as
 * `subscriptionName`.
 * @throws {InvalidInputError} on changes that are no object
 */
export function modifySubscriptionBody(changes: SubscriptionChanges): ModifySubscriptionRequest {
  const { name, enabled, sourceType, eventCategories } = requireObject("changes", changes);
  const eventnotification = withoutUndefined({
    subscriptionName: name,
    enabled,
    sourceType,
    eventCategories: refs(eventCategories, "eventCategory"),
  } as ModifySubscriptionRequest["eventnotification"]);
  return { action: { modify: "" }, eventnotification };
}
