/** A facade's argument picks one operation by the members it gives (src/core/checked-input.ts). */
import { describe, expect, it } from "vitest";
import { facadeForm } from "../../../src/core/checked-input.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";

const FORMS = [
  ["domainId", "userId"],
  ["projectId", "userId"],
  ["projectId", "groupId"],
] as const;

describe("facadeForm", () => {
  it("picks the form whose members the value gives exactly, and their values in the form's order", () => {
    expect(facadeForm("grant", { userId: "u1", projectId: "p1" }, FORMS)).toEqual([1, ["p1", "u1"]]);
    expect(facadeForm("grant", { groupId: "g1", projectId: "p1", domainId: undefined }, FORMS)).toEqual([
      2,
      ["p1", "g1"],
    ]);
  });

  it.each([
    ["no form's members", { userId: "u1" }],
    ["two forms' members", { userId: "u1", projectId: "p1", domainId: "d1" }],
    ["a member of none", { userId: "u1", projectId: "p1", roleId: "r1" }],
    ["no object", "u1"],
    ["null", null],
  ])("refuses %s, naming the argument", (_case, value) => {
    const thrown = (() => {
      try {
        facadeForm("grant", value as object, FORMS);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(InvalidInputError);
    expect((thrown as InvalidInputError).field).toBe("grant");
  });

  it("checks each member as a path segment, under the caller's name for it", () => {
    expect(() => facadeForm("grant", { userId: "u1", projectId: ".." }, FORMS)).toThrow(/grant\.projectId/);
    expect(() => facadeForm("grant", { userId: 7, projectId: "p1" }, FORMS)).toThrow(/grant\.userId/);
  });
});
