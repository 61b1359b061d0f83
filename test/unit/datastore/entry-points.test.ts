/**
 * The two entry points of `svc-cloud/datastore` (node.ts for the `node` condition, browser.ts
 * for `browser` and `default`) export the same API, and package.json maps the conditions to
 * them.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import * as browser from "../../../src/datastore/browser.ts";
import * as node from "../../../src/datastore/node.ts";
import { VECTOR } from "./support/vectors.ts";

describe("svc-cloud/datastore entry points", () => {
  it("export the same names, including the errors and the verification helpers", () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(node).sort());
    expect(Object.keys(node)).toEqual(
      expect.arrayContaining([
        "createDatastoreClient",
        "createRequestSigner",
        "DatastoreError",
        "ResponseSignatureError",
        "ResponseSignatureMismatchError",
        "ResponseSignatureMissingError",
        "verifyResponseSignature",
        "responseStringToSign",
        "datastoreQueryString",
        "encodeQueryComponent",
        "requestToSign",
        "formatTimestamp",
      ]),
    );
  });

  it("sign identically", async () => {
    const url = `https://${VECTOR.host}${VECTOR.path}?${VECTOR.encodedQuery}`;
    for (const entry of [node, browser]) {
      const signer = entry.createRequestSigner(VECTOR);
      expect((await signer.sign(entry.requestToSign("GET", url), VECTOR.timestamp)).signature).toBe(
        VECTOR.signatures["X-SVC"],
      );
    }
  });

  it("are what package.json's ./datastore conditions name", () => {
    const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
      exports: Record<string, Record<string, string>>;
    };
    expect(pkg.exports["./datastore"]).toEqual({
      types: "./dist/src/datastore/node.d.ts",
      browser: "./dist/src/datastore/browser.js",
      node: "./dist/src/datastore/node.js",
      default: "./dist/src/datastore/browser.js",
    });
  });
});
