/**
 * `x-sdk.answerKeys` (misspelt member names of every answer) and `x-sdk-aliases` (the members a
 * schema's documented member may be sent as): the vocabulary's checks, as `npm run generate` and
 * `npm run lint` run them, each fault planted in turn; and core's aliasedAt, which the generated
 * reshape of an answer calls where a schema with aliases stands in it.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { aliasedAt } from "../../../src/core/answer-names.ts";
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

describe("aliasedAt", () => {
  const aliases = { id: ["bookId"], tags: ["labels[].name"] };

  it("reads the documented members from their aliases where the path leads, and drops the aliases", () => {
    const body = {
      books: [
        { bookId: "b1", labels: [{ name: "x" }, "y"] },
        { id: "b2", bookId: "old" },
      ],
    };
    expect(aliasedAt(body, ["books", "[]"], aliases)).toEqual({
      books: [{ id: "b1", tags: ["x", "y"] }, { id: "b2" }],
    });
  });

  it("returns what has no alias, or is not where the path leads, as it is", () => {
    const plain = { books: [{ id: "b1" }] };
    expect(aliasedAt(plain, ["books", "[]"], aliases)).toEqual(plain);
    expect(aliasedAt(plain.books[0], [], aliases)).toBe(plain.books[0]);
    expect(aliasedAt({ other: 1 }, ["books", "[]"], aliases)).toEqual({ other: 1 });
    expect(aliasedAt({ books: "none" }, ["books", "[]"], aliases)).toEqual({ books: "none" });
  });
});
