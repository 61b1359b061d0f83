/**
 * Shape checks of the database API's success bodies, for `readBody`. They cover what the client
 * itself relies on (the wrappers, IDs, states, markers), not every field of the spec: a server
 * that adds fields must not break callers.
 */
import type { Guard } from "../core/read-json.ts";
import { isObject } from "../core/read-json.ts";
import type {
  EngineVersionList,
  EventCategoriesList,
  EventCategoriesMap,
  EventList,
  FlavorList,
  InstanceList,
  LogFileList,
  LogFilePortion,
  ParameterGroupDetails,
  ParameterGroupList,
  SnapshotList,
  SubnetGroupList,
  SubscriptionList,
} from "./types.ts";

const isText = (v: unknown): v is string => typeof v === "string";
const hasId = (v: unknown): boolean => isObject(v) && isText(v.id) && v.id.length > 0;
const isListOf = (v: unknown, item: (x: unknown) => boolean): boolean => Array.isArray(v) && v.every(item);
const optionalMarker = (v: unknown): boolean => v === undefined || v === null || isText(v);

/** `{ <wrapper>: <resource> }` where the resource passes `item`. */
export const wraps =
  <T>(wrapper: string, item: (v: unknown) => boolean): Guard<T> =>
  (v: unknown): v is T =>
    isObject(v) && item(v[wrapper]);

/** `{ <wrapper>: [<resource>...] }` where every resource passes `item`. */
export const wrapsList =
  <T>(wrapper: string, item: (v: unknown) => boolean): Guard<T> =>
  (v: unknown): v is T =>
    isObject(v) && isListOf(v[wrapper], item);

/** A resource with an ID. */
export const withId = hasId;

/** A resource with an ID and a status (what the waiters read). */
export const withIdAndStatus = (v: unknown): boolean => hasId(v) && isObject(v) && isText(v.status);

/** A resource with an ID, and a status if any that is text (the snapshot waiter reads it). */
export const withIdAndOptionalStatus = (v: unknown): boolean =>
  hasId(v) && isObject(v) && (v.status === undefined || isText(v.status));

export const isInstanceList = /* @__PURE__ */ wrapsList<InstanceList>("instances", withIdAndStatus);
export const isSnapshotList = /* @__PURE__ */ wrapsList<SnapshotList>("snapshots", hasId);
export const isSubnetGroupList = /* @__PURE__ */ wrapsList<SubnetGroupList>("subnetGroups", hasId);
export const isParameterGroupList = /* @__PURE__ */ wrapsList<ParameterGroupList>("parameterGroups", hasId);
export const isSubscriptionList = /* @__PURE__ */ wrapsList<SubscriptionList>("eventSubscriptions", hasId);
export const isFlavorList = /* @__PURE__ */ wrapsList<FlavorList>("flavors", hasId);
export const isEngineVersionList = /* @__PURE__ */ wrapsList<EngineVersionList>(
  "dBEngineVersions",
  (v) => isObject(v) && isText(v.engine) && isText(v.engineVersion),
);

export const isParameterGroupDetails = (v: unknown): v is ParameterGroupDetails =>
  isObject(v) &&
  isObject(v.parameterGroup) &&
  isListOf(v.parameterGroup.parameters, (p) => isObject(p) && isText(p.name));

export const isLogFileList = (v: unknown): v is LogFileList =>
  isObject(v) &&
  isObject(v.describeDBLogFilesResult) &&
  isListOf(
    v.describeDBLogFilesResult.describeDBLogFileDetails,
    (f) => isObject(f) && isText(f.logFileName),
  ) &&
  optionalMarker(v.describeDBLogFilesResult.marker);

export const isLogFilePortion = (v: unknown): v is LogFilePortion =>
  isObject(v) &&
  isObject(v.downloadDBLogFilePortion) &&
  isText(v.downloadDBLogFilePortion.logFileData) &&
  optionalMarker(v.downloadDBLogFilePortion.marker);

const isCategoriesMap = (v: unknown): v is EventCategoriesMap =>
  isObject(v) && isText(v.sourceType) && isListOf(v.eventCategories, isText);

export const isEventCategoriesList = /* @__PURE__ */ wrapsList<EventCategoriesList>(
  "eventCategoriesMaps",
  isCategoriesMap,
);

export const isEventList = (v: unknown): v is EventList =>
  isObject(v) && isListOf(v.events, isObject) && optionalMarker(v.marker);
