/**
 * The x-sdk members the key manager brought to the generator's vocabulary
 * (scripts/generate/sdk/extensions.ts), checked as `npm run generate` and `npm run lint` check a
 * spec: `accept` names a media type the operation's success answer documents, a variant of an
 * answer is a named function with only the members a variant may change (a body builder needs
 * its arguments), and `hooks.body` is a hook like the others; and the database's body the spec
 * builds itself (`fixed` members and argument places `at`, no builder).
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { sdkRoot } from "./sdk-root.ts";

const ROOT = sdkRoot("Vault");

/** A spec of one operation, `GET /payload`, answering text and bytes, with `sdk` as its x-sdk. */
const specWith = (sdk: unknown) => ({
  "x-sdk": ROOT,
  components: {
    schemas: { RestoreRequest: { type: "object" } },
    responses: {
      Payload: {
        description: "The payload.",
        content: { "text/plain": { schema: { type: "string" } }, "application/octet-stream": {} },
      },
    },
  },
  paths: {
    "/payload": {
      get: {
        operationId: "getPayload",
        "x-sdk": sdk,
        responses: { "200": { $ref: "#/components/responses/Payload" } },
      },
    },
  },
});
const problemsOf = (sdk: unknown) => sdkProblems(specWith(sdk), new Set(["getPayload"]));

describe("x-sdk accept, variants and hooks.body", () => {
  it("takes a function per media type of the answer, each with its own hooks", () => {
    expect(
      problemsOf({
        hooks: { body: "payload.ts#payloadBody" },
        variants: [
          { name: "getPayload", accept: "text/plain", hooks: { answer: "payload.ts#textPayload" } },
          {
            name: "getPayloadBytes",
            accept: "application/octet-stream",
            hooks: { answer: "payload.ts#bytesPayload" },
            errors: { "404": ["VaultError", "Check the ID."] },
          },
        ],
      }),
    ).toEqual([]);
  });

  it("refuses a media type the answer does not document, on the operation and on a variant", () => {
    expect(problemsOf({ accept: "application/json" })).toEqual([
      "paths./payload.get.x-sdk.accept must be a media type the operation's success answer documents (text/plain, application/octet-stream)",
    ]);
    expect(problemsOf({ variants: [{ name: "getPayloadXml", accept: "application/xml" }] })).toEqual([
      "paths./payload.get.x-sdk.variants[0].accept must be a media type the operation's success answer documents (text/plain, application/octet-stream)",
    ]);
  });

  it("refuses a variant without a name, with a member no variant may change, or with a bad hook or error class", () => {
    expect(
      problemsOf({
        variants: [
          { accept: "text/plain" },
          { name: "pages", paging: { items: "x", cursor: { kind: "single-page" } } },
          { name: "odd", hooks: { body: "not a hook" }, errors: { "404": ["NoSuchError", "."] } },
          { name: "built", body: "payload.ts#payloadBody" },
        ],
      }),
    ).toEqual([
      "paths./payload.get.x-sdk.variants[0].name must be a string",
      "paths./payload.get.x-sdk.variants[1].paging is not part of the x-sdk vocabulary (known: name, summary, description, args, fixed, body, schema, at, accept, hooks, errors, headers, bodyRules)",
      "paths./payload.get.x-sdk.variants[2].errors.404 names NoSuchError, which x-sdk.errors.classes does not declare",
      "paths./payload.get.x-sdk.variants[2].hooks.body must be a hook (module.ts#export)",
      "paths./payload.get.x-sdk.variants[3].args must be argument names (a trailing ? for an optional one)",
    ]);
    expect(problemsOf({ variants: { name: "one" } })).toEqual([
      "paths./payload.get.x-sdk.variants must be a list of functions ({name, ...})",
    ]);
  });

  it("refuses a body the spec builds without its schema, with an argument it does not place, or with fixed members beside a builder", () => {
    expect(
      problemsOf({
        variants: [
          { name: "startInstance", args: [], fixed: { start: "" } },
          {
            name: "restore",
            args: ["snapshotId", "settings?"],
            schema: "RestoreRequest",
            fixed: { "action.restoresnapshot": "" },
            at: { snapshotId: "snapshot.id" },
          },
          { name: "mixed", args: ["x"], body: "payload.ts#payloadBody", fixed: { a: 1 } },
        ],
      }),
    ).toEqual([
      "paths./payload.get.x-sdk.variants[0].schema must name the body's schema when the spec builds the body (no body hook)",
      "paths./payload.get.x-sdk.variants[1].at must place argument settings? in the body",
      "paths./payload.get.x-sdk.variants[2].fixed must map member paths to values, without a body hook",
    ]);
    expect(
      problemsOf({
        variants: [
          {
            name: "restore",
            args: ["snapshotId", "settings?"],
            schema: "RestoreRequest",
            fixed: { "action.restoresnapshot": "" },
            at: { snapshotId: "snapshot.id", settings: "instance" },
          },
        ],
      }),
    ).toEqual([]);
  });
});
