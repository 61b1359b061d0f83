/**
 * `x-sdk-product` (a bound on the product of an object's number members: telemetry's threshold
 * rule, its period times its evaluation periods at most a day): the vocabulary's checks, each
 * fault planted in turn. What the generated check refuses is telemetry's tests'.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { sdkRoot } from "./sdk-root.ts";

const PRODUCT = {
  members: { period: 60, periods: 1 },
  maximum: 86400,
  message: "times period must be at most a day",
};
const RULE = {
  type: "object",
  properties: { period: { type: "integer" }, periods: { type: "integer" }, name: { type: "string" } },
};
const specWith = (product: unknown, elsewhere?: unknown) => ({
  "x-sdk": sdkRoot("Shelf"),
  components: {
    schemas: {
      Rule: { ...RULE, "x-sdk-product": product },
      Alarm: {
        type: "object",
        properties: { rule: { $ref: "#/components/schemas/Rule", "x-sdk-product": elsewhere } },
      },
    },
  },
  paths: {},
});
const problemsOf = (product: unknown, elsewhere?: unknown) =>
  sdkProblems(specWith(product, elsewhere), new Set()).join("\n");

describe("x-sdk-product", () => {
  it("bounds the product of number members, each with its value when left out", () => {
    expect(problemsOf(PRODUCT)).toBe("");
  });

  it.each([
    [
      { ...PRODUCT, maximum: "a day" },
      "x-sdk-product needs members (each with its value when left out), maximum and message",
    ],
    [{ ...PRODUCT, minimum: 1 }, "x-sdk-product.minimum is not part of the x-sdk vocabulary"],
    [{ ...PRODUCT, message: "" }, "x-sdk-product.message must be the text of the refusal"],
    [{ ...PRODUCT, members: { period: 60 } }, "x-sdk-product.members must name two members or more"],
    [
      { ...PRODUCT, members: { period: 60, name: 1 } },
      "x-sdk-product.members.name must be a number member of the schema",
    ],
    [
      { ...PRODUCT, members: { period: 60, periods: "one" } },
      "x-sdk-product.members.periods must be a number member",
    ],
  ])("refuses %j", (product, problem) => {
    expect(problemsOf(product)).toContain(problem);
  });

  it("refuses one that is not on a component schema, where nothing reads it", () => {
    expect(problemsOf(PRODUCT, PRODUCT)).toContain(
      "components.schemas.Alarm.properties.rule.x-sdk-product must be on a component schema",
    );
  });
});
