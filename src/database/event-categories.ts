/**
 * The event source types and the event categories of each, as the platform's event category
 * list gives them. Subscriptions and event filters are checked against them before anything is
 * sent: the server refuses a category that does not belong to the source type.
 */
import type { SourceType } from "./types.ts";

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
