/**
 * The operations on the objects of a class: search (every object that matches a query, or one
 * page), get, create, update, delete. Each is a group of its own (a factory of one operation), so
 * an app that imports `searchObjectsPage` carries neither the page walker nor the other
 * operations' checks. Bodies are read with core's readAnswer: an answer without what the client
 * relies on is a MalformedResponseError, never a TypeError in the caller's code.
 */
import type { paths } from "../../generated/datastore.ts";
import { type ApiClient, type RawResult, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireInteger, requireObject } from "../core/input.ts";
import { defineList } from "../core/list.ts";
import { offset } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import type { Guard } from "../core/read-json.ts";
import { isCreateResult, isDataObject, isSearchResult, isUpdateResult } from "./guards.ts";
import {
  fieldsJson,
  requireClassName,
  requireObjectId,
  type SearchParameters,
  searchParameters,
} from "./input.ts";
import type {
  CreateResult,
  DataObject,
  ObjectFields,
  SearchObjectsOptions,
  SearchObjectsPageOptions,
  SearchResult,
  UpdateResult,
} from "./types.ts";

type Api = ApiClient<paths>;

const CLASS = "/2013-09-01/classes/{className}";
const OBJECT = "/2013-09-01/classes/{className}/{objectId}";
const RESULTS = "the objects of the class (results)";

/** Makes one call and reads the body of its documented answer, checked with `guard`. */
async function exchange<T>(
  api: Api,
  operation: string,
  status: number,
  guard: Guard<T>,
  call: CallOptions | undefined,
  run: (init: SendInit) => Promise<RawResult>,
): Promise<T> {
  const answer = await api.send(operation, [status], call, run);
  return readAnswer(answer, guard, `the ${operation} response`, operation);
}

/** The request of one page of a search (its arguments already checked). */
const searchRequest = (api: Api, className: string) => (query: SearchParameters, init: SendInit) =>
  api.raw.GET(CLASS, { params: { path: { className }, query }, ...init });

const objectPath = (className: string, objectId: string) => ({
  className: requireClassName(className),
  objectId: requireObjectId(objectId),
});

/** `searchObjects`: every matching object, paged by `skip`. */
export const searchObjectsOperation = (api: Api) => ({
  /**
   * Every object of a class that matches the query, loaded page by page (`pageSize`, default
   * 1000) with `skip` and `limit` as it is iterated: `for await`, `.pages()` or `.toArray()`.
   * Arguments are checked at once, before anything is loaded.
   *
   * Paging by `skip` sees a moving target when objects are created or deleted meanwhile: one
   * can be missed or seen twice. Order by a field that does not change, ascending (such as
   * `createDate`), to keep that to the objects written during the walk. A server that ignores
   * `skip` (the same objects again) ends the walk with a MalformedResponseError.
   * @throws {InvalidInputError} for a bad class name or option (thrown here, not when iterated)
   * @throws {DatastoreError} while the list is read, for the server's errors, with `code` such as `E401001`
   */
  searchObjects(
    className: string,
    options: SearchObjectsOptions = {},
    list?: ListOptions,
  ): Paginated<SearchResult, DataObject> {
    const name = requireClassName(className);
    const { pageSize, ...rest } = requireObject("options", options);
    const limit = pageSize === undefined ? 1000 : requireInteger("options.pageSize", pageSize, 1, 1000);
    const objects = defineList<SearchParameters, SearchResult, DataObject>(api, {
      operation: "searchObjects",
      request: searchRequest(api, name),
      read: (answer, operation) => readAnswer(answer, isSearchResult, RESULTS, operation),
      items: (page) => page.results,
      cursor: offset("skip", "limit"),
      itemKey: (object) => object.objectId,
    });
    // The first page asks for skip=0 too, so every page of the walk has the same parameters.
    return objects.walk(searchParameters({ ...rest, limit, skip: rest.skip ?? 0 }), list);
  },
});

/** `searchObjectsPage`: one page, without the walker. */
export const searchObjectsPageOperation = (api: Api) => ({
  /**
   * One page of a search: at most `limit` objects after `skip`, with `count` if asked for.
   * @throws {InvalidInputError} for a bad class name, `where` that is not a plain JSON object, `limit` outside 1..1000, ...
   * @throws {DatastoreError} for the server's errors, with `code` such as `E401001`
   */
  async searchObjectsPage(
    className: string,
    options: SearchObjectsPageOptions = {},
    call?: CallOptions,
  ): Promise<SearchResult> {
    const request = searchRequest(api, requireClassName(className));
    const query = searchParameters(options);
    const answer = await api.send("searchObjectsPage", [200], call, (init) => request(query, init));
    return readAnswer(answer, isSearchResult, RESULTS, "searchObjectsPage");
  },
});

/** `getObject`. */
export const getObjectOperation = (api: Api) => ({
  /**
   * Gets one object by its ID.
   * @throws {InvalidInputError} on a bad class name or objectId, before anything is sent
   * @throws {DatastoreError} E404001 when there is none, and for the server's other errors
   */
  async getObject(className: string, objectId: string, call?: CallOptions): Promise<DataObject> {
    const path = objectPath(className, objectId);
    return exchange(api, "getObject", 200, isDataObject, call, (init) =>
      api.raw.GET(OBJECT, { params: { path }, ...init }),
    );
  },
});

/** `createObject`. */
export const createObjectOperation = (api: Api) => ({
  /**
   * Creates an object; returns its new objectId and createDate.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
   */
  async createObject(className: string, fields: ObjectFields, call?: CallOptions): Promise<CreateResult> {
    const path = { className: requireClassName(className) };
    const json = fieldsJson(fields);
    return exchange(api, "createObject", 201, isCreateResult, call, (init) =>
      api.raw.POST(CLASS, { params: { path }, body: fields, bodySerializer: () => json, ...init }),
    );
  },
});

/** `updateObject`. */
export const updateObjectOperation = (api: Api) => ({
  /**
   * Sets the given fields of an object; returns its new updateDate. Never retried: an Increment must not count twice.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
   */
  async updateObject(
    className: string,
    objectId: string,
    fields: ObjectFields,
    call?: CallOptions,
  ): Promise<UpdateResult> {
    const path = objectPath(className, objectId);
    const json = fieldsJson(fields);
    return exchange(api, "updateObject", 200, isUpdateResult, call, (init) =>
      api.raw.PUT(OBJECT, { params: { path }, body: fields, bodySerializer: () => json, ...init }),
    );
  },
});

/** `deleteObject`. */
export const deleteObjectOperation = (api: Api) => ({
  /**
   * Deletes an object.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
   */
  async deleteObject(className: string, objectId: string, call?: CallOptions): Promise<void> {
    const path = objectPath(className, objectId);
    await api.send("deleteObject", [200], call, (init) =>
      api.raw.DELETE(OBJECT, { params: { path }, ...init }),
    );
  },
});
