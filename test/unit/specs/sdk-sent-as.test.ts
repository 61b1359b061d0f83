/**
 * `x-sdk-sent-as` (what the SDK sends for a body member the spec takes in several forms: the
 * database's restore time, a Date or the manual's sample form sent as ISO 8601): the vocabulary's
 * checks, each fault planted in turn, and core's isoSeconds, which the generated operation calls.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { isoSeconds } from "../../../src/core/sent-date.ts";
import { sdkRoot } from "./sdk-root.ts";

const SENT = {
  date: "iso-seconds",
  text: { from: "^(\\d{4}-\\d{2}-\\d{2}) (\\d{2}:\\d{2})$", to: "$1T$2Z" },
};
const specWith = (sentAs: unknown, parameter: object[] = []) => ({
  "x-sdk": sdkRoot("Shelf"),
  components: {
    schemas: { Loan: { type: "object", properties: { due: { type: "string", "x-sdk-sent-as": sentAs } } } },
  },
  paths: {
    "/loans": {
      post: {
        operationId: "addLoan",
        parameters: parameter,
        responses: { "201": { description: "Added." } },
      },
    },
  },
});
const problemsOf = (sentAs: unknown, parameter?: object[]) =>
  sdkProblems(specWith(sentAs, parameter), new Set(["addLoan"])).join("\n");

describe("x-sdk-sent-as", () => {
  it("takes a date form and a text rewrite, or either", () => {
    expect(problemsOf(SENT)).toBe("");
    expect(problemsOf({ date: "iso-seconds" })).toBe("");
    expect(problemsOf({ text: SENT.text })).toBe("");
  });

  it.each([
    [{}, "x-sdk-sent-as must say how a body member's value is sent"],
    [{ ...SENT, form: "x" }, "x-sdk-sent-as.form is not part of the x-sdk vocabulary"],
    [{ date: "seconds" }, "x-sdk-sent-as.date must be one of iso-seconds"],
    [{ text: { from: "([", to: "$1" } }, "x-sdk-sent-as.text needs from"],
    [{ text: { from: "^(a)$", to: "$2" } }, "x-sdk-sent-as.text needs from"],
    [{ text: { from: "^(a)$" } }, "x-sdk-sent-as.text needs from"],
  ])("refuses %j", (sentAs, problem) => {
    expect(problemsOf(sentAs)).toContain(problem);
  });

  it("refuses one on a parameter", () => {
    const parameter = { name: "due", in: "query", "x-sdk-sent-as": SENT, schema: { type: "string" } };
    expect(problemsOf(SENT, [parameter])).toContain(
      "must say how a body member's value is sent (date, text), on its schema",
    );
  });
});

describe("isoSeconds", () => {
  it("writes a Date as ISO 8601 UTC to the second, and refuses an invalid one under the argument's name", () => {
    expect(isoSeconds("due", new Date(Date.UTC(2014, 6, 10, 1, 2, 3, 456)))).toBe("2014-07-10T01:02:03Z");
    expect(() => isoSeconds("due", new Date(Number.NaN))).toThrow(
      expect.objectContaining({ field: "due", constructor: InvalidInputError }),
    );
  });
});
