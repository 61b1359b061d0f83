/**
 * `x-sdk.answerKeys` (misspelt member names of every answer) and `x-sdk-aliases` (the members a
 * schema's documented member may be sent as): the vocabulary's checks, as `npm run generate` and
 * `npm run lint` run them, each fault planted in turn; and the reshape the generator writes for
 * a schema with aliases where it stands in an answer (the database's subscriptions).
 */
import { describe, expect, it } from "vitest";
import { eventSubscriptionAliased, subscriptionListAnswer } from "../../../generated/sdk/database/checks.ts";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { sdkRoot } from "./sdk-root.ts";

/** A spec of `GET /books`, whose `Book` has `aliases`, and `answerKeys` at its root. */
const specWith = (aliases: unknown, answerKeys?: unknown) => ({
  "x-sdk": { ...sdkRoot("Shelf"), ...(answerKeys !== undefined && { answerKeys }) },
  paths: {
    "/books": {
      get: {
        operationId: "listBooks",
        responses: { "200": { description: "The books." } },
      },
    },
  },
  components: {
    schemas: {
      Book: {
        type: "object",
        properties: { id: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
        ...(aliases !== undefined && { "x-sdk-aliases": aliases }),
      },
    },
  },
});
const problemsOf = (aliases: unknown, answerKeys?: unknown) =>
  sdkProblems(specWith(aliases, answerKeys), new Set(["listBooks"])).join("\n");

describe("x-sdk.answerKeys and x-sdk-aliases", () => {
  it("map misspelt names to documented ones, and a documented member to what it may be sent as", () => {
    expect(problemsOf({ id: ["bookId", "Id"], tags: ["labels[].name"] }, { Title: "title" })).toBe("");
  });

  it.each([
    [
      { title: ["bookTitle"] },
      "components.schemas.Book.x-sdk-aliases.title is no member the schema documents",
    ],
    [{ id: "bookId" }, "components.schemas.Book.x-sdk-aliases.id must list member names (or member[].item)"],
    [
      { id: ["labels[]"] },
      "components.schemas.Book.x-sdk-aliases.id must list member names (or member[].item)",
    ],
    [["id"], "components.schemas.Book.x-sdk-aliases must map a JSON object schema's members"],
  ])("refuses x-sdk-aliases %j", (aliases, problem) => {
    expect(problemsOf(aliases)).toContain(problem);
  });

  it.each([[{ Title: 3 }], [{ title: "title" }], [["Title"]]])("refuses answerKeys %j", (keys) => {
    expect(problemsOf(undefined, keys)).toContain(
      "x-sdk.answerKeys must map misspelt member names to the documented ones",
    );
  });
});

describe("the generated reshape of a schema with x-sdk-aliases", () => {
  // The database's EventSubscription: id: [subsciptionId, subscriptionId],
  // eventCategoriesList: [eventCategories[].eventCategory], sourceIdsList: [sourceIds[].sourceId].
  it("reads the documented members from their aliases where the path leads, and drops the aliases", () => {
    const body = {
      eventSubscriptions: [
        { subsciptionId: "s1", eventCategories: [{ eventCategory: "x" }, "y"] },
        { id: "s2", subscriptionId: "old" },
      ],
    };
    expect(subscriptionListAnswer(body)).toEqual({
      eventSubscriptions: [{ id: "s1", eventCategoriesList: ["x", "y"] }, { id: "s2" }],
    });
  });

  it("returns what has no alias, or is not where the path leads, as it is", () => {
    const plain = { eventSubscriptions: [{ id: "s1" }] };
    expect(subscriptionListAnswer(plain)).toEqual(plain);
    expect(eventSubscriptionAliased(plain.eventSubscriptions[0])).toBe(plain.eventSubscriptions[0]);
    expect(subscriptionListAnswer({ other: 1 })).toEqual({ other: 1 });
    expect(subscriptionListAnswer({ eventSubscriptions: "none" })).toEqual({ eventSubscriptions: "none" });
  });
});
