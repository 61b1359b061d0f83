/**
 * The objects of a class: list (every object that matches a query, or one page), get, create,
 * update, delete. Bodies are read with core's readAnswer: an answer without what the client
 * relies on is a MalformedResponseError, never a TypeError in the caller's code.
 */
import type { paths } from "../../generated/datastore.ts";
import { type ApiClient, type RawResult, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireInteger, requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
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
  ListObjectsOptions,
  ListObjectsPageOptions,
  ObjectFields,
  SearchResult,
  UpdateResult,
} from "./types.ts";

const CLASS = "/2013-09-01/classes/{className}";
const OBJECT = "/2013-09-01/classes/{className}/{objectId}";

export function objectOperations(api: ApiClient<paths>) {
  const { raw } = api;

  /** Makes one call and reads the body of its documented answer, checked with `guard`. */
  const exchange = async <T>(
    operation: string,
    status: number,
    guard: Guard<T>,
    call: CallOptions | undefined,
    run: (init: SendInit) => Promise<RawResult>,
  ): Promise<T> => {
    const answer = await api.send(operation, [status], call, run);
    return readAnswer(answer, guard, `the ${operation} response`, operation);
  };

  /** The objects of a class that match a query (its arguments already checked), paged by `skip`. */
  const objects = (className: string) =>
    defineList<SearchParameters, SearchResult, DataObject>(api, {
      operation: "listObjects",
      request: (query, init) => raw.GET(CLASS, { params: { path: { className }, query }, ...init }),
      read: jsonPage(isSearchResult, "the objects of the class (results)"),
      items: (page) => page.results,
      cursor: offset("skip", "limit"),
      itemKey: (object) => object.objectId,
    });

  const objectPath = (className: string, objectId: string) => ({
    className: requireClassName(className),
    objectId: requireObjectId(objectId),
  });

  return {
    /**
     * Every object of a class that matches the query, loaded page by page (`pageSize`, default
     * 1000) with `skip` and `limit` as it is iterated: `for await`, `.pages()` or `.toArray()`.
     * Arguments are checked at once, before anything is loaded.
     *
     * Paging by `skip` sees a moving target when objects are created or deleted meanwhile: one
     * can be missed or seen twice. Order by a field that does not change, ascending (such as
     * `createDate`), to keep that to the objects written during the walk. A server that ignores
     * `skip` (the same objects again) ends the walk with a MalformedResponseError.
     * @throws {InvalidInputError} for a bad class name or query (thrown here, not when iterated)
     */
    listObjects(
      className: string,
      options: ListObjectsOptions = {},
      list?: ListOptions,
    ): Paginated<SearchResult, DataObject> {
      const name = requireClassName(className);
      const { pageSize, ...rest } = requireObject("query", options);
      const limit = pageSize === undefined ? 1000 : requireInteger("pageSize", pageSize, 1, 1000);
      // The first page asks for skip=0 too, so every page of the walk has the same parameters.
      return objects(name).walk(searchParameters({ ...rest, limit, skip: rest.skip ?? 0 }), list);
    },

    /**
     * One page of a search: at most `limit` objects after `skip`, with `count` if asked for.
     * @throws {InvalidInputError} for a bad class name, `where` that is not a plain JSON object, `limit` outside 1..1000, ...
     * @throws {DatastoreError} for the server's errors, with `code` such as `E401001`
     */
    async listObjectsPage(
      className: string,
      options: ListObjectsPageOptions = {},
      call?: CallOptions,
    ): Promise<SearchResult> {
      return objects(requireClassName(className)).page(searchParameters(options), call);
    },

    /** Gets one object by its ID. @throws {DatastoreError} E404001 when there is none */
    async get(className: string, objectId: string, call?: CallOptions): Promise<DataObject> {
      const path = objectPath(className, objectId);
      return exchange("getObject", 200, isDataObject, call, (init) =>
        raw.GET(OBJECT, { params: { path }, ...init }),
      );
    },

    /**
     * Creates an object; returns its new objectId and createDate.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
     */
    async create(className: string, fields: ObjectFields, call?: CallOptions): Promise<CreateResult> {
      const path = { className: requireClassName(className) };
      const json = fieldsJson(fields);
      return exchange("createObject", 201, isCreateResult, call, (init) =>
        raw.POST(CLASS, { params: { path }, body: fields, bodySerializer: () => json, ...init }),
      );
    },

    /**
     * Sets the given fields of an object; returns its new updateDate. Never retried: an Increment must not count twice.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
     */
    async update(
      className: string,
      objectId: string,
      fields: ObjectFields,
      call?: CallOptions,
    ): Promise<UpdateResult> {
      const path = objectPath(className, objectId);
      const json = fieldsJson(fields);
      return exchange("updateObject", 200, isUpdateResult, call, (init) =>
        raw.PUT(OBJECT, { params: { path }, body: fields, bodySerializer: () => json, ...init }),
      );
    },

    /**
     * Deletes an object.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
     */
    async delete(className: string, objectId: string, call?: CallOptions): Promise<void> {
      const path = objectPath(className, objectId);
      await api.send("deleteObject", [200], call, (init) =>
        raw.DELETE(OBJECT, { params: { path }, ...init }),
      );
    },
  };
}
