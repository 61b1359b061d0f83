/** The data store API's operations and the `svc-cloud/datastore` calls that make them. */
import type { operations } from "../../../generated/datastore.ts";
import type * as Datastore from "../../../src/datastore/node.ts";
import { apiSamples, type SampleTable } from "../mapping.ts";

type Module = typeof Datastore;
type Client = ReturnType<Module["createDatastoreClient"]>;

const table = {
  searchObjects: {
    method: "searchObjectsPage",
    result: "value",
    args: (op) => [
      op.path("className"),
      {
        // The SDK takes the condition as an object and sends it as JSON text.
        where: JSON.parse(String(op.query("where"))),
        limit: op.query("limit"),
        skip: op.query("skip"),
        order: op.query("order"),
        include: op.query("include"),
        count: op.query("count") === 1,
      },
    ],
    errors: ["DatastoreError"],
    returns: "one page: results, and count when asked (searchObjects() walks every page)",
  },
  createObject: {
    method: "createObject",
    result: "value",
    args: (op) => [op.path("className"), op.body()],
    errors: ["DatastoreError"],
    returns: "the new object's objectId and createDate",
  },
  getObject: {
    method: "getObject",
    result: "value",
    args: (op) => [op.path("className"), op.path("objectId")],
    errors: ["DatastoreError"],
    returns: "the object: its fields, objectId, createDate, updateDate and acl",
  },
  updateObject: {
    method: "updateObject",
    result: "value",
    args: (op) => [op.path("className"), op.path("objectId"), op.body()],
    errors: ["DatastoreError"],
    returns: "the updateDate; fields not sent keep their values",
  },
  deleteObject: {
    method: "deleteObject",
    result: "none",
    args: (op) => [op.path("className"), op.path("objectId")],
    errors: ["DatastoreError"],
    returns: "nothing: the object is deleted",
  },
} satisfies SampleTable<operations, Client, Module>;

export const datastoreSamples = apiSamples<Module>(
  {
    subpath: "svc-cloud/datastore",
    factory: "createDatastoreClient",
    variable: "store",
    auth: "datastore-keys",
    signed: true,
  },
  table,
);
