/**
 * Every operation of the data store client against hostile responses (test/support/hostile.ts):
 * each ends in a result or a SvcError, within its timeout, with no secret in it: the client
 * key, the session token, and every signature the client sent (the hostile server echoes each
 * request's headers back). With and without response verification, and with the `X-NCMB`
 * prefix, whose header names the redactor's patterns do not know.
 */
import { describe, it } from "vitest";
import { createDatastoreClientWith, type DatastoreClient } from "../../../generated/sdk/datastore/client.ts";
import type { Fetch } from "../../../src/core/fetch-policy.ts";
import { nodeCryptoHmacSha256 } from "../../../src/datastore/hmac/node-crypto.ts";
import { checkHostileResponses, type HostileTarget } from "../../support/hostile.ts";

const CLIENT_KEY = "ck-hostile-1343d198b510a0315db1c03f3aa0e324";
const SESSION = "st-hostile-Dlp4qBgHYrFM2VcF6ZbC2U9";

function target(prefix: string, verifyResponses: boolean): HostileTarget<DatastoreClient> {
  // Grows as requests are signed: the harness reads it after each run.
  const secrets = [CLIENT_KEY, SESSION];
  return {
    client: (fetch: Fetch, timeoutMs: number) =>
      createDatastoreClientWith(nodeCryptoHmacSha256, {
        applicationKey: "app-key",
        clientKey: CLIENT_KEY,
        sessionToken: SESSION,
        prefix,
        verifyResponses,
        baseUrl: "https://mbaas.api.nifcloud.com",
        timeoutMs,
        retry: { maxAttempts: 2, baseDelayMs: 1 },
        fetch: (request, init) => {
          secrets.push(request.headers.get(`${prefix}-Signature`) ?? "");
          return fetch(request, init);
        },
      }),
    operations: {
      searchObjects: (c) => c.searchObjects("Score", { where: { level: 3 }, pageSize: 2 }).toArray(),
      searchObjectsPage: (c) => c.searchObjectsPage("Score", { where: { level: 3 }, count: true }),
      get: (c) => c.getObject("Score", "7FrmPTBKSNtVjajm"),
      create: (c) => c.createObject("Score", { score: 42 }),
      update: (c) => c.updateObject("Score", "7FrmPTBKSNtVjajm", { score: 43 }),
      delete: (c) => c.deleteObject("Score", "7FrmPTBKSNtVjajm"),
    },
    secrets,
  };
}

describe("hostile responses", () => {
  it("every operation, X-SVC, responses not verified", () => checkHostileResponses(target("X-SVC", false)));
  it("every operation, X-NCMB, responses verified", () => checkHostileResponses(target("X-NCMB", true)));
});
