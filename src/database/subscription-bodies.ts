/**
 * The request bodies of the event notification subscriptions, with their lists in the shape
 * the manual's field tables give (`eventCategories: [{eventCategory}]`,
 * `sourceIds: [{sourceId}]`), and the three variants of the one PUT, told apart by the member
 * of `action`: `modify`, `add`, `remove`. Every input is checked first: the naming rules, the
 * source type (`db-instance` or `db-snapshot`), and event categories of that source type.
 */
import type { components } from "../../generated/database.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import {
  optionalEventCategories,
  optionalResourceId,
  optionalResourceName,
  optionalSourceType,
  requireRef,
  requireRefs,
} from "./input.ts";
import type { SubscriptionChanges, SubscriptionSpec } from "./types.ts";

type Schemas = components["schemas"];

const categoryRefs = (categories: string[] | undefined) =>
  categories?.map((eventCategory) => ({ eventCategory }));
const sourceRefs = (ids: string[]) => ids.map((sourceId) => ({ sourceId }));

function optionalBoolean(field: string, value: unknown): boolean | undefined {
  if (value !== undefined && typeof value !== "boolean")
    throw new InvalidInputError(field, "must be true or false");
  return value;
}

function optionalDescription(field: string, value: unknown): string | undefined {
  if (value !== undefined && typeof value !== "string")
    throw new InvalidInputError(field, "must be a string");
  return value;
}

/** Create a subscription: `{eventnotification: {...}}`. */
export function createSubscriptionBody(spec: SubscriptionSpec): Schemas["CreateSubscriptionRequest"] {
  requireObject("subscription", spec);
  const sourceType = optionalSourceType("subscription.sourceType", spec.sourceType);
  const categories = optionalEventCategories(
    "subscription.eventCategories",
    spec.eventCategories,
    sourceType,
  );
  const sourceIds =
    spec.sourceIds === undefined ? undefined : requireRefs("subscription.sourceIds", spec.sourceIds);
  const body: Schemas["SubscriptionInput"] = {
    id: optionalResourceId("subscription.id", spec.id),
    name: optionalResourceName("subscription.name", spec.name),
    description: optionalDescription("subscription.description", spec.description),
    enabled: optionalBoolean("subscription.enabled", spec.enabled),
    sourceType,
    eventCategories: categoryRefs(categories),
    sourceIds: sourceIds && sourceRefs(sourceIds),
  };
  return { eventnotification: withoutUndefined(body) };
}

/** Modify a subscription: `{action: {modify: ""}, eventnotification: {...}}`. */
export function modifySubscriptionBody(changes: SubscriptionChanges): Schemas["ModifySubscriptionRequest"] {
  requireObject("changes", changes);
  const sourceType = optionalSourceType("changes.sourceType", changes.sourceType);
  const categories = optionalEventCategories("changes.eventCategories", changes.eventCategories, sourceType);
  const body = withoutUndefined({
    subscriptionName: optionalResourceName("changes.name", changes.name),
    enabled: optionalBoolean("changes.enabled", changes.enabled),
    sourceType,
    eventCategories: categoryRefs(categories),
  });
  if (Object.keys(body).length === 0)
    throw new InvalidInputError(
      "changes",
      "must change at least one of name, enabled, sourceType, eventCategories",
    );
  return { action: { modify: "" }, eventnotification: body };
}

/** Add a monitored source: `{action: {add: ""}, eventnotification: {sourceIds: [{sourceId}]}}`. */
export function addSourceBody(sourceId: string): Schemas["AddSourceRequest"] {
  return {
    action: { add: "" },
    eventnotification: { sourceIds: sourceRefs([requireRef("sourceId", sourceId)]) },
  };
}

/** Remove a monitored source: `{action: {remove: ""}, eventnotification: {sourceIds: [{sourceId}]}}`. */
export function removeSourceBody(sourceId: string): Schemas["RemoveSourceRequest"] {
  return {
    action: { remove: "" },
    eventnotification: { sourceIds: sourceRefs([requireRef("sourceId", sourceId)]) },
  };
}

/** `value` without its undefined members (JSON would drop them; core's body check refuses them). */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
