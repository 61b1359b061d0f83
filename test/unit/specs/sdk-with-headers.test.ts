/**
 * `x-sdk.withHeaders` (a result made of response headers beside the body: identity's createToken,
 * whose token comes in `X-Subject-Token`): the vocabulary's checks, each fault planted in turn.
 * What the generated function does is identity's tests' (a missing header, the token a secret).
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { sdkRoot } from "./sdk-root.ts";

const WITH = {
  type: "IssuedTicket",
  doc: "A ticket.",
  headers: { ticket: { header: "X-Ticket", secret: "token", doc: "The ticket." } },
  body: { name: "body", member: "ticket", doc: "What it is for." },
};
const specWith = (sdk: Record<string, unknown>) => ({
  "x-sdk": sdkRoot("Shelf"),
  components: {
    responses: {
      Issued: { description: "Issued.", headers: { "X-Ticket": { schema: { type: "string" } } } },
    },
  },
  paths: {
    "/tickets": {
      post: {
        operationId: "issueTicket",
        "x-sdk": sdk,
        responses: { "201": { $ref: "#/components/responses/Issued" } },
      },
    },
  },
});
const problemsOf = (sdk: Record<string, unknown>) =>
  sdkProblems(specWith(sdk), new Set(["issueTicket"])).join("\n");

describe("x-sdk.withHeaders", () => {
  it("names the result, its members read from the success response's headers, and the body's", () => {
    expect(problemsOf({ withHeaders: WITH })).toBe("");
  });

  it.each([
    [
      { withHeaders: { ...WITH, type: undefined } },
      "withHeaders needs type (the result's name), doc, headers and body",
    ],
    [{ withHeaders: { ...WITH, kind: 1 } }, "withHeaders.kind is not part of the x-sdk vocabulary"],
    [
      { withHeaders: { ...WITH, headers: { ticket: { ...WITH.headers.ticket, header: "X-Other" } } } },
      "withHeaders.headers.ticket.header names X-Other, which the success response does not document",
    ],
    [
      { withHeaders: { ...WITH, headers: { ticket: { ...WITH.headers.ticket, secret: "forever" } } } },
      "withHeaders.headers.ticket.secret must be one of",
    ],
    [
      { withHeaders: { ...WITH, headers: { ticket: { header: "X-Ticket" } } } },
      "withHeaders.headers.ticket needs header",
    ],
    [{ withHeaders: { ...WITH, body: { doc: "d" } } }, "withHeaders.body needs name and doc"],
    [
      { returns: "ticket", withHeaders: WITH },
      "withHeaders makes the whole result: not with returns, adds or hooks.answer",
    ],
  ])("refuses %j", (sdk, problem) => {
    expect(problemsOf(sdk)).toContain(problem);
  });
});
