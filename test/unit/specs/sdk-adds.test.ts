/**
 * `x-sdk.adds` (members the SDK adds to an answer, each read from one of its members by a
 * pattern): the vocabulary's checks, each fault planted in turn, and the `addedSegment` the
 * generator writes into an API's checks.ts, which reads each (a created secret's ID, the last path
 * segment of its reference); and
 * `x-sdk.queryArgs` (query parameters taken as arguments of their own: the token to delete).
 */
import { describe, expect, it } from "vitest";
import { addedSegment } from "../../../generated/sdk/keymanager/checks.ts";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import type { Answer } from "../../../src/core/api-client.ts";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import { sdkRoot } from "./sdk-root.ts";

const ID = { from: "book_ref", pattern: "/([^/]+)$", doc: "The ID." };
const specWith = (sdk: Record<string, unknown>) => ({
  "x-sdk": sdkRoot("Shelf"),
  paths: {
    "/books": {
      post: { operationId: "addBook", "x-sdk": sdk, responses: { "201": { description: "Added." } } },
    },
  },
});
const problemsOf = (sdk: Record<string, unknown>) =>
  sdkProblems(specWith(sdk), new Set(["addBook"])).join("\n");

describe("x-sdk.adds", () => {
  it("names the result, and each member's source and pattern", () => {
    expect(problemsOf({ adds: { type: "AddedBook", doc: "A book.", members: { id: ID } } })).toBe("");
  });

  it.each([
    [{ adds: { doc: "d", members: {} } }, "x-sdk.adds needs type (the result's name), doc and members"],
    [
      { adds: { type: "AddedBook", doc: "d", members: { id: { ...ID, from: 1 } } } },
      "adds.members.id needs from",
    ],
    [
      { adds: { type: "AddedBook", doc: "d", members: { id: { ...ID, pattern: "/[^/]+$" } } } },
      "adds.members.id.pattern must be a regular expression with a group",
    ],
    [
      { adds: { type: "AddedBook", doc: "d", members: { id: { ...ID, pattern: "([" } } } },
      "adds.members.id.pattern must be",
    ],
    [
      { returns: "book", adds: { type: "AddedBook", doc: "d", members: { id: ID } } },
      "adds to the whole answer: not with returns or hooks.answer",
    ],
  ])("refuses %j", (sdk, problem) => {
    expect(problemsOf(sdk)).toContain(problem);
  });
});

describe("addedSegment", () => {
  const answer = { status: 201, requestId: "req-1" } as Answer;
  const added = (ref: unknown) => addedSegment(answer, "addBook", "id", "book_ref", ref, /\/([^/?#]+)$/u);

  it("reads the member, decoded as a path segment", () => {
    expect(added("https://x.test/books/a%20b")).toBe("a b");
  });

  it.each(["https://x.test/books/", "https://x.test/books/%E0", "https://x.test/books/..", 42])(
    "refuses an answer whose member holds none: %j",
    (ref) => {
      expect(() => added(ref)).toThrow(MalformedResponseError);
      expect(() => added(ref)).toThrow("the addBook answer's book_ref does not hold its id");
    },
  );
});

describe("x-sdk.queryArgs", () => {
  const withQuery = (sdk: Record<string, unknown>) => ({
    "x-sdk": sdkRoot("Shelf"),
    paths: {
      "/books": {
        delete: {
          operationId: "dropBook",
          "x-sdk": sdk,
          parameters: [{ name: "book_id", in: "query", required: true, schema: { type: "string" } }],
          responses: { "204": { description: "Dropped." } },
        },
      },
    },
  });
  const problems = (sdk: Record<string, unknown>) =>
    sdkProblems(withQuery(sdk), new Set(["dropBook"])).join("\n");

  it("takes each query parameter as an argument", () => {
    expect(problems({ queryArgs: { book_id: "bookId" } })).toBe("");
  });

  it.each([
    [
      { queryArgs: { book: "bookId" } },
      "queryArgs must take each query parameter of the operation as an argument",
    ],
    [{ queryArgs: {} }, "queryArgs must take each query parameter of the operation as an argument"],
    [
      { queryArgs: { book_id: "book id" } },
      "queryArgs must take each query parameter of the operation as an argument",
    ],
    [
      { queryArgs: { book_id: "bookId" }, hooks: { options: "books.ts#dropQuery" } },
      "queryArgs takes the query as arguments: no options hook",
    ],
  ])("refuses %j", (sdk, problem) => {
    expect(problems(sdk)).toContain(problem);
  });
});
