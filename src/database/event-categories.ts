/**
 * The event source types and the event categories of each, as the platform's event category
 * list gives them (the spec's `DbInstanceEventCategory` and `DbSnapshotEventCategory`, which a
 * test holds these to), for apps that offer them. A new subscription's categories are held to
 * its source type by the spec's rules; the event list's filter and a subscription's changes,
 * which the spec cannot hold to it (the one is query parameters, and the manual's own modify
 * sample breaks it), are held to it here before anything is sent: the platform refuses a
 * category that does not belong to the source type.
 */
import type { SourceType } from "../../generated/sdk/database/types.ts";
import { InvalidInputError } from "../core/errors.ts";

/** The source types, a closed set. */
export const DATABASE_SOURCE_TYPES: readonly SourceType[] = ["db-instance", "db-snapshot"];

/** The event categories of each source type. */
export const DATABASE_EVENT_CATEGORIES: Readonly<Record<SourceType, readonly string[]>> = {
  "db-instance": [
    "availability",
    "failover",
    "recovery",
    "low storage",
    "creation",
    "notification",
    "backup",
    "configuration change",
    "restoration",
    "maintenance",
    "deletion",
    "failure",
  ],
  "db-snapshot": ["deletion", "restoration", "notification", "failure", "creation"],
};

/** Every category of any source type (what may be asked for without a source type). */
export const DATABASE_ALL_EVENT_CATEGORIES: readonly string[] = [
  ...new Set(Object.values(DATABASE_EVENT_CATEGORIES).flat()),
];

/**
 * Checks that `value`, when given, is a non-empty list of categories of `sourceType` (of any
 * source type when it is none of them: the spec's rules refuse such a source type).
 * @throws {InvalidInputError} naming `field` (and the item) otherwise
 */
export function checkEventCategories(field: string, value: unknown, sourceType: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value) || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty array");
  const known = Object.hasOwn(DATABASE_EVENT_CATEGORIES, String(sourceType))
    ? DATABASE_EVENT_CATEGORIES[sourceType as SourceType]
    : undefined;
  value.forEach((category, i) => {
    if (typeof category !== "string" || !(known ?? DATABASE_ALL_EVENT_CATEGORIES).includes(category))
      throw new InvalidInputError(
        `${field}[${i}]`,
        `must be an event category ${known === undefined ? "of db-instance or db-snapshot" : `of ${sourceType}`}: ${(known ?? DATABASE_ALL_EVENT_CATEGORIES).join(", ")}`,
      );
  });
}
