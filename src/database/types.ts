/** The database API's resources as plain types, named after the spec's schemas. */
import type { components } from "../../generated/database.ts";

type Schemas = components["schemas"];

export type SourceType = Schemas["SourceType"];
export type EventCategory = Schemas["EventCategory"];

export type Instance = Schemas["Instance"];
export type InstanceSummary = Schemas["InstanceSummary"];
export type InstanceList = Schemas["InstanceList"];
/** Settings of a new DB instance (`flavorRef` and `volume` required). */
export type InstanceCreateSettings = Schemas["InstanceCreateSettings"];
/** Settings of a DB instance restored from a snapshot or to a point in time, or of a read replica. */
export type DerivedInstanceSettings = Schemas["DerivedInstanceSettings"];
/** Changes to a DB instance. */
export type InstanceModifySettings = Schemas["InstanceModifySettings"];

export type CreateInstanceBody = Schemas["CreateInstanceBody"];
export type InstanceFromInstanceBody = Schemas["InstanceFromInstanceBody"];
export type InstanceActionBody = Schemas["InstanceActionBody"];
export type UpdateSubscriptionBody = Schemas["UpdateSubscriptionBody"];

export type Snapshot = Schemas["Snapshot"];
export type SnapshotList = Schemas["SnapshotList"];
/** A snapshot to take: the DB instance, a name, optionally an ID and a description. */
export type SnapshotInput = Schemas["SnapshotInput"];
/** The copy of a snapshot: a name, optionally an ID and a description. */
export type SnapshotCopyInput = Schemas["CopySnapshotRequest"]["snapshot"];

export type LogFile = Schemas["LogFile"];
export type LogFileList = Schemas["LogFileList"];
export type LogFilePortion = Schemas["LogFilePortion"];

export type SubnetGroup = Schemas["SubnetGroup"];
export type SubnetGroupList = Schemas["SubnetGroupList"];
export type SubnetGroupInput = Schemas["SubnetGroupInput"];
export type SubnetGroupChanges = Schemas["SubnetGroupChanges"];

export type ParameterGroup = Schemas["ParameterGroup"];
export type ParameterGroupList = Schemas["ParameterGroupList"];
export type ParameterGroupInput = Schemas["ParameterGroupInput"];
export type ParameterGroupDetails = Schemas["ParameterGroupDetails"];
export type Parameter = Schemas["Parameter"];
export type ParameterChange = Schemas["ParameterChange"];
/** Parameters to set, or a reset of them all. */
export type ParameterGroupChanges = Schemas["ModifyParameterGroupRequest"]["parametergroup"];

export type EventSubscription = Schemas["EventSubscription"];
export type SubscriptionList = Schemas["SubscriptionList"];
export type EventCategoriesMap = Schemas["EventCategoriesMap"];
/** The event categories answer: one map per source type (the manual's sample sends both). */
export interface EventCategoriesList {
  eventCategoriesMaps: EventCategoriesMap[];
}
export type Event = Schemas["Event"];
export type EventList = Schemas["EventList"];

export type EngineVersion = Schemas["EngineVersion"];
export type EngineVersionList = Schemas["EngineVersionList"];
export type Flavor = Schemas["Flavor"];
export type FlavorSummary = Schemas["FlavorSummary"];
export type FlavorList = Schemas["FlavorList"];

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

/** Which events to list. */
export interface ListEventsOptions {
  /** Minutes back from now; 60 by default. */
  duration?: number;
  /** Start of the interval (a Date, or ISO 8601 text). */
  startTime?: Date | string;
  /** End of the interval. */
  endTime?: Date | string;
  sourceType?: SourceType;
  /** One DB instance or snapshot ID. */
  sourceId?: string;
  eventCategories?: EventCategory[];
  /** Events per page, 20 to 100. */
  limit?: number;
}
