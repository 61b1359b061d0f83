/**
 * Every operation of the data store as a function of its own, taking the bare client
 * (bare-client.ts) first: `getObject(client, className, objectId)`. A bundler keeps only the
 * operations an app imports (each is marked pure), and each operation is a group of its own
 * (objects.ts), so an app that calls `searchObjectsPage` carries neither the page walker nor the
 * other operations' checks. The methods of `createDatastoreClient` are the same operations.
 */
import { operation } from "./bare-client.ts";
import {
  createObjectOperation,
  deleteObjectOperation,
  getObjectOperation,
  searchObjectsOperation,
  searchObjectsPageOperation,
  updateObjectOperation,
} from "./objects.ts";

/**
 * Every object of a class that matches the query, loaded page by page (`pageSize`, default
 * 1000) with `skip` and `limit` as it is iterated: `for await`, `.pages()` or `.toArray()`.
 * @throws {InvalidInputError} for a bad class name or option (thrown here, not when iterated), or a client not made by createDatastoreBareClient or createDatastoreClient
 * @throws {DatastoreError} while the list is read, for the server's errors, with `code` such as `E401001`
 */
export const searchObjects = /* @__PURE__ */ operation(searchObjectsOperation, "searchObjects");

/**
 * One page of a search: at most `limit` objects after `skip`, with `count` if asked for.
 * @throws {InvalidInputError} for a bad class name, `where` that is not a plain JSON object, `limit` outside 1..1000, ...
 * @throws {DatastoreError} for the server's errors, with `code` such as `E401001`
 */
export const searchObjectsPage = /* @__PURE__ */ operation(searchObjectsPageOperation, "searchObjectsPage");

/**
 * Gets one object by its ID.
 * @throws {InvalidInputError} on a bad class name or objectId, before anything is sent
 * @throws {DatastoreError} E404001 when there is none, and for the server's other errors
 */
export const getObject = /* @__PURE__ */ operation(getObjectOperation, "getObject");

/**
 * Creates an object; returns its new objectId and createDate.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
 */
export const createObject = /* @__PURE__ */ operation(createObjectOperation, "createObject");

/**
 * Sets the given fields of an object; returns its new updateDate. Never retried: an Increment must not count twice.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
 */
export const updateObject = /* @__PURE__ */ operation(updateObjectOperation, "updateObject");

/**
 * Deletes an object.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DatastoreError} when the service refuses the call (its `code`, such as `E404001`, says which)
 */
export const deleteObject = /* @__PURE__ */ operation(deleteObjectOperation, "deleteObject");
