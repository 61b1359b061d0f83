/**
 * `x-sdk-input` (the SDK's form of a body schema: members renamed, lists of one-member objects
 * taken as lists of values): the vocabulary's checks, each fault planted in turn, and the
 * function the generator writes for each (the database's subscriptions), which turns an argument
 * into the body before the spec's rules check it.
 */
import { describe, expect, it } from "vitest";
import { subscriptionChangesBody } from "../../../generated/sdk/database/checks.ts";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { sdkRoot } from "./sdk-root.ts";

const specWith = (input: unknown) => ({
  "x-sdk": sdkRoot("Shelf"),
  paths: {},
  components: {
    schemas: {
      Book: {
        type: "object",
        properties: { bookTitle: { type: "string" }, tags: { type: "array", items: { type: "object" } } },
        "x-sdk-input": input,
      },
    },
  },
});
const problemsOf = (input: unknown) => sdkProblems(specWith(input), new Set()).join("\n");

describe("x-sdk-input", () => {
  it("names the SDK's type, and renames and unwraps members of the schema", () => {
    expect(
      problemsOf({ type: "NewBook", doc: "A book.", names: { bookTitle: "title" }, lists: { tags: "tag" } }),
    ).toBe("");
  });

  it.each([
    [{ doc: "A book." }, "components.schemas.Book.x-sdk-input needs type (the SDK's type name) and doc"],
    [
      { type: "NewBook", doc: "d", names: { title: "name" } },
      "x-sdk-input.names.title must map a member of the schema's properties",
    ],
    [
      { type: "NewBook", doc: "d", lists: { tags: 1 } },
      "x-sdk-input.lists.tags must map a member of the schema's properties",
    ],
    [{ type: "NewBook", doc: "d", wrap: {} }, "x-sdk-input.wrap is not part of the x-sdk vocabulary"],
  ])("refuses %j", (input, problem) => {
    expect(problemsOf(input)).toContain(problem);
  });
});

describe("the body the generator writes for an x-sdk-input", () => {
  // The database's SubscriptionChanges: names { subscriptionName: name }, lists { eventCategories: eventCategory, sourceIds: sourceId }.
  it("renames, wraps each value of a list, drops undefined members, and leaves a non-object as it is", () => {
    expect(subscriptionChangesBody({ name: "T", eventCategories: ["a", "b"], left: undefined })).toEqual({
      subscriptionName: "T",
      eventCategories: [{ eventCategory: "a" }, { eventCategory: "b" }],
    });
    expect(subscriptionChangesBody({ eventCategories: "a" })).toEqual({ eventCategories: "a" });
    expect(subscriptionChangesBody(null)).toBeNull();
    const read = subscriptionChangesBody(JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.hasOwn(read, "__proto__")).toBe(true);
  });
});
