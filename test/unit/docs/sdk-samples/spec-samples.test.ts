/**
 * What a sample reads from its operation's spec (scripts/docs/sdk-samples/spec-samples.ts), over
 * a spec of a few operations: the errors it catches (the documented statuses its own arguments
 * bring about, or `x-sdk.sample.catches`) and the sentence of what it returns (the success
 * response's description as a value, nothing, a boolean or a page, then the same call through
 * the operation's facade and `x-sdk.sample.note`).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { caughtErrors, facadeNote, returnsText } from "../../../../scripts/docs/sdk-samples/spec-samples.ts";
import { readSpecModel, type SpecModel } from "../../../../scripts/generate/sdk/model.ts";

const response = (description: string) => ({ description });
const errors = (...statuses: string[]) =>
  Object.fromEntries(statuses.map((status) => [status, response(`HTTP ${status}.`)]));

const spec = {
  openapi: "3.1.0",
  info: { title: "Vault", version: "0.1.0" },
  paths: {
    "/keys": {
      get: {
        operationId: "listKeys",
        "x-sdk": { paging: { items: "keys", cursor: { kind: "marker", from: "next", param: "marker" } } },
        responses: { "200": response("The keys."), ...errors("400", "401", "403", "500") },
      },
      post: {
        operationId: "createKey",
        requestBody: { content: { "application/json": { schema: { type: "object" } } } },
        responses: { "201": response("The key as created."), ...errors("400", "401", "404", "409", "500") },
      },
    },
    "/keys/{key_id}": {
      parameters: [{ name: "key_id", in: "path", required: true, schema: { type: "string" } }],
      get: {
        operationId: "getKey",
        responses: { "200": response("The key."), ...errors("400", "401", "403", "404", "500") },
      },
      head: {
        operationId: "keyExists",
        "x-sdk": { exists: true },
        responses: { "204": response("The key exists."), ...errors("400", "401", "404") },
      },
      delete: {
        operationId: "deleteKey",
        "x-sdk": {
          errors: { "500": ["KeyBusyError", "Wait, then delete it again."] },
          sample: { note: "waitForKeyGone() waits until it is gone." },
        },
        responses: { "204": response("The key was deleted."), ...errors("401", "404", "415", "500") },
      },
    },
    "/keys/{key_id}/rotate": {
      parameters: [{ name: "key_id", in: "path", required: true, schema: { type: "string" } }],
      post: {
        operationId: "rotateKey",
        "x-sdk": { sample: { catches: ["KeyLockedError"] } },
        responses: { "200": response("A new version."), ...errors("400", "401", "403") },
      },
    },
    "/users/{user_id}/keys/{key_id}": {
      parameters: ["user_id", "key_id"].map((name) => ({
        name,
        in: "path",
        required: true,
        schema: { type: "string" },
      })),
      put: {
        operationId: "grantUserKey",
        "x-sdk": { facade: "grantKey" },
        responses: { "204": response("The user holds the key."), ...errors("401", "404") },
      },
    },
    "/groups/{group_id}/keys/{key_id}": {
      parameters: ["group_id", "key_id"].map((name) => ({
        name,
        in: "path",
        required: true,
        schema: { type: "string" },
      })),
      put: {
        operationId: "grantGroupKey",
        "x-sdk": { facade: "grantKey" },
        responses: { "204": response("The group holds the key."), ...errors("401", "404") },
      },
    },
    "/keys/{key_id}/versions": {
      parameters: [{ name: "key_id", in: "path", required: true, schema: { type: "string" } }],
      get: {
        operationId: "listVersions",
        "x-sdk": { paging: { items: "versions", cursor: { kind: "single-page" } } },
        responses: { "200": response("The versions."), ...errors("401", "403", "500") },
      },
    },
  },
  "x-sdk": {
    name: "Vault",
    title: "Vault",
    client: "bare-client.ts",
    facades: {
      Holder: { arg: "holder", doc: "A user or a group.", functions: { grantKey: "Grants a key." } },
    },
    errors: {
      reader: "error-body.ts#readVaultError",
      classes: {
        ...Object.fromEntries(
          [
            "VaultError",
            "VaultBadRequestError",
            "VaultAuthenticationError",
            "VaultForbiddenError",
            "KeyNotFoundError",
            "KeyExistsError",
            "KeyBusyError",
            "VaultServerError",
          ].map((name) => [name, { extends: "VaultError", doc: "An error." }]),
        ),
        // A 400 told apart by the platform's code: no status picks it.
        KeyLockedError: { extends: "VaultBadRequestError", doc: "The key is locked." },
      },
      byStatus: {
        "400": ["VaultBadRequestError", "Check the request."],
        "401": ["VaultAuthenticationError", "Get a new token."],
        "403": ["VaultForbiddenError", "Ask for the role."],
        "404": ["KeyNotFoundError", "Check the key ID."],
        "409": ["KeyExistsError", "Use the key."],
      },
      byCode: { Locked: ["KeyLockedError", "Unlock the key."] },
      server: ["VaultServerError", "Retry later."],
      other: ["VaultError", "Check the request."],
    },
  },
};

const work = mkdtempSync(join(tmpdir(), "svc-cloud-spec-samples-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const file = join(work, "openapi.yaml");
writeFileSync(file, stringify(spec));
const model: SpecModel = readSpecModel(file);
const op = (operationId: string) => {
  const found = model.operations.find((candidate) => candidate.operationId === operationId);
  if (found === undefined) throw new Error(`no ${operationId}`);
  return found;
};

describe("the errors a sample catches", () => {
  it("are the 4xx its arguments bring about: not the client's credential, nor 400 beside a missing resource on a lookup", () => {
    expect(caughtErrors(op("getKey"), model, true)).toEqual(["KeyNotFoundError"]);
    expect(caughtErrors(op("listKeys"), model, true)).toEqual(["VaultBadRequestError"]);
  });

  it("keep 400 where the call sends a body, and 401 where the call itself carries the credential", () => {
    expect(caughtErrors(op("createKey"), model, true)).toEqual([
      "VaultBadRequestError",
      "KeyNotFoundError",
      "KeyExistsError",
    ]);
    expect(caughtErrors(op("createKey"), model, false)).toEqual([
      "VaultBadRequestError",
      "VaultAuthenticationError",
      "KeyNotFoundError",
      "KeyExistsError",
    ]);
  });

  it("leave out the 404 a call answers with false, and the API's classes of any other status", () => {
    expect(caughtErrors(op("keyExists"), model, true)).toEqual(["VaultBadRequestError"]);
    // 415 is the API's base class (`other`), 500 its server class; the operation's own 500 stays.
    expect(caughtErrors(op("deleteKey"), model, true)).toEqual(["KeyNotFoundError", "KeyBusyError"]);
  });

  it("are the 401's class where nothing else is left, and x-sdk.sample.catches where it says", () => {
    expect(caughtErrors(op("listVersions"), model, true)).toEqual(["VaultAuthenticationError"]);
    expect(caughtErrors(op("rotateKey"), model, true)).toEqual(["KeyLockedError"]);
  });
});

describe("what a sample says it returns", () => {
  it("reads the success response's description as a value, nothing, or a boolean", () => {
    expect(returnsText(op("getKey"), "getKey", "The key.", "value")).toBe("Returns the key");
    expect(returnsText(op("keyExists"), "keyExists", "The key exists.", "value")).toBe(
      "Returns true when the key exists, false when not",
    );
    expect(returnsText(op("rotateKey"), "rotateKey", "DB keys rotate.", "none")).toBe(
      "Returns nothing: DB keys rotate",
    );
  });

  it("says one page of a paged list and the walk, or a list without pages and the walk over its items", () => {
    expect(returnsText(op("listKeys"), "listKeys", "The keys.", "value")).toBe(
      "Returns one page of the keys; listKeys() walks every page",
    );
    expect(returnsText(op("listVersions"), "listVersions", "The versions.", "value")).toBe(
      "Returns the versions, in one answer; listVersions() returns them item by item",
    );
  });

  it("ends with the same call through the operation's facade, then x-sdk.sample.note", () => {
    expect(returnsText(op("deleteKey"), "deleteKey", "The key was deleted.", "none")).toBe(
      "Returns nothing: the key was deleted. waitForKeyGone() waits until it is gone",
    );
    const facade = facadeNote(op("grantGroupKey"), model);
    expect(facade).toBe("grantKey({ groupId }, keyId) does the same, with the holder as one object");
    expect(
      returnsText(op("grantGroupKey"), "grantGroupKey", "The group holds the key.", "none", facade),
    ).toBe(
      "Returns nothing: the group holds the key. grantKey({ groupId }, keyId) does the same, with the holder as one object",
    );
    expect(facadeNote(op("getKey"), model)).toBeUndefined();
  });
});
