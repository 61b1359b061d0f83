/**
 * `x-sdk.sample` (scripts/generate/sdk/extensions.ts), what an operation's docs sample says that
 * the rest of its spec cannot, checked as `npm run lint` checks a spec: only its members
 * (`catches`, `query`, `note`); each class it catches declared, and thrown by one of the
 * operation's documented error statuses (or extending one that is); each query parameter it sets
 * one of the operation's with an example; and no sample for an operation the SDK omits.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";

const ROOT = {
  name: "Vault",
  title: "vault",
  client: "bare-client.ts",
  errors: {
    reader: "error-body.ts#readVaultError",
    classes: {
      VaultError: { extends: "SvcError", doc: "An error." },
      VaultBadRequestError: { extends: "VaultError", doc: "400." },
      BadKeyError: { extends: "VaultBadRequestError", doc: "400, by its code." },
      VaultNotFoundError: { extends: "VaultError", doc: "404." },
      VaultLimitError: { extends: "VaultError", doc: "413." },
      VaultServerError: { extends: "VaultError", doc: "5xx." },
    },
    byStatus: {
      "400": ["VaultBadRequestError", "Check the request."],
      "404": ["VaultNotFoundError", "Check the ID."],
      "413": ["VaultLimitError", "Delete one."],
    },
    byCode: { BadKey: ["BadKeyError", "Check the key."] },
    server: ["VaultServerError", "Retry later."],
    other: ["VaultError", "Check the request."],
  },
};

const WHERE = "paths./keys/{key_id}.get.x-sdk.sample";

/** A spec of one operation, `GET /keys/{key_id}` (400, 404 and 500 documented), with `sdk` as its x-sdk. */
const specWith = (sdk: unknown) => ({
  "x-sdk": ROOT,
  components: {
    parameters: {
      Limit: { name: "limit", in: "query", schema: { type: "integer" }, example: 10 },
    },
  },
  paths: {
    "/keys/{key_id}": {
      parameters: [{ name: "key_id", in: "path", required: true, schema: { type: "string" }, example: "k1" }],
      get: {
        operationId: "getKey",
        "x-sdk": sdk,
        parameters: [
          { $ref: "#/components/parameters/Limit" },
          { name: "marker", in: "query", schema: { type: "string" } },
          { name: "name", in: "query", schema: { type: "string" }, examples: { one: { value: "a" } } },
        ],
        responses: {
          "200": { description: "The key." },
          "400": { description: "Bad request." },
          "404": { description: "No such key." },
          "500": { description: "Server error." },
        },
      },
    },
  },
});
const problemsOf = (sdk: unknown) => sdkProblems(specWith(sdk), new Set(["getKey"]));

describe("x-sdk.sample", () => {
  it("takes the classes a documented status throws (or a class extending one), query parameters with an example, a note", () => {
    expect(
      problemsOf({
        sample: {
          catches: ["VaultNotFoundError", "BadKeyError"],
          query: ["limit", "name"],
          note: "waitForKey() waits until it is ready.",
        },
      }),
    ).toEqual([]);
  });

  it("refuses a misspelt member, and members of the wrong shape", () => {
    expect(problemsOf({ sample: { catch: ["VaultNotFoundError"] } })).toEqual([
      `${WHERE}.catch is not part of the x-sdk vocabulary (known: catches, query, note)`,
    ]);
    expect(problemsOf({ sample: { catches: "VaultNotFoundError", query: [], note: " " } })).toEqual([
      `${WHERE}.catches must list error classes`,
      `${WHERE}.query must list query parameters by their spec names`,
      `${WHERE}.note must be a sentence`,
    ]);
    expect(problemsOf({ sample: ["VaultNotFoundError"] })).toEqual([`${WHERE} must be an object`]);
  });

  it("refuses a class the spec does not declare, and one no documented status of the operation throws", () => {
    expect(problemsOf({ sample: { catches: ["VaultNotFoundErorr", "VaultLimitError"] } })).toEqual([
      `${WHERE}.catches names VaultNotFoundErorr, which x-sdk.errors.classes does not declare`,
      `${WHERE}.catches names VaultLimitError, which none of the operation's documented error statuses throws (VaultBadRequestError, VaultNotFoundError, VaultServerError)`,
    ]);
  });

  it("takes a class the operation's own x-sdk.errors gives a status, over the API's", () => {
    expect(
      problemsOf({
        errors: { "404": ["VaultLimitError", "Delete one."] },
        sample: { catches: ["VaultLimitError"] },
      }),
    ).toEqual([]);
  });

  it("refuses a query parameter the operation does not have, or one without an example", () => {
    expect(problemsOf({ sample: { query: ["limit", "marker", "key_id", "lmit"] } })).toEqual([
      `${WHERE}.query names marker, which is no query parameter of the operation with an example (limit, name)`,
      `${WHERE}.query names key_id, which is no query parameter of the operation with an example (limit, name)`,
      `${WHERE}.query names lmit, which is no query parameter of the operation with an example (limit, name)`,
    ]);
  });

  it("refuses a sample of an operation the SDK omits", () => {
    expect(problemsOf({ omit: "version discovery", sample: { note: "Read it first." } })).toEqual([
      `${WHERE}: an operation the SDK omits has no sample`,
    ]);
  });
});
