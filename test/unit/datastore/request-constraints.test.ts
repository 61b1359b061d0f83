/**
 * The data store client holds its search queries to the request-constraint table's rules (see
 * client-suite.ts): `where` is always a JSON object.
 */
import { describe } from "vitest";
import { createDatastoreClientWith, type DatastoreClient } from "../../../generated/sdk/datastore/client.ts";
import { nodeCryptoHmacSha256 } from "../../../src/datastore/hmac/node-crypto.ts";
import { type ClientCall, clientConstraintTests } from "../../support/request-constraints/client-suite.ts";
import { VECTOR } from "./support/vectors.ts";

const calls: Record<string, ClientCall<DatastoreClient>> = {
  searchObjects: (c, w) =>
    c.searchObjectsPage(w.path.split("/").at(-1) ?? "", { where: JSON.parse(String(w.query?.where)) }),
};

describe("data store client: the request-constraint table's rules are checked before sending", () => {
  clientConstraintTests(
    "datastore",
    (fetch) =>
      createDatastoreClientWith(nodeCryptoHmacSha256, {
        baseUrl: "https://datastore.test",
        applicationKey: VECTOR.applicationKey,
        clientKey: VECTOR.clientKey,
        fetch,
      }),
    calls,
  );
});
