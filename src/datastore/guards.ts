/**
 * Shape checks of the data store's success bodies, for core's `readAnswer`: what the client and
 * its callers rely on (an object's ID, the results array, the create and update dates), not
 * every field.
 */
import { isObject } from "../core/read-json.ts";
import type { CreateResult, DataObject, SearchResult, UpdateResult } from "./types.ts";

/** An object with its `objectId`. */
export const isDataObject = (body: unknown): body is DataObject =>
  isObject(body) && typeof body.objectId === "string";
/** A search result: `results`, each an object, and `count` when asked for. */
export const isSearchResult = (body: unknown): body is SearchResult =>
  isObject(body) &&
  Array.isArray(body.results) &&
  body.results.every(isDataObject) &&
  (body.count === undefined || typeof body.count === "number");
/** A create's answer: the new object's ID and `createDate`. */
export const isCreateResult = (body: unknown): body is CreateResult =>
  isDataObject(body) && typeof body.createDate === "string";
/** An update's answer: `updateDate`. */
export const isUpdateResult = (body: unknown): body is UpdateResult =>
  isObject(body) && typeof body.updateDate === "string";
