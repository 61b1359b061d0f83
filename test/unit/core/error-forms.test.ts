/** Error bodies read by the forms a spec declares (src/core/error-forms.ts, `x-sdk.errors.body`). */
import { describe, expect, it } from "vitest";
import { type ErrorForms, readErrorForms } from "../../../src/core/error-forms.ts";

/** The identity middleware's rejection, then Nova's fault document (the compute spec's forms). */
const nova: ErrorForms = {
  forms: [
    { code: "error.title", message: ["error.message"] },
    { code: "*", message: ["*.message", "*.title"], fields: { details: "*.details" } },
  ],
};

describe("readErrorForms", () => {
  it("reads the first form that finds a code or a message", () => {
    expect(
      readErrorForms({ error: { code: 401, title: "Unauthorized", message: "auth required" } }, nova),
    ).toEqual({
      code: "Unauthorized",
      message: "auth required",
    });
    expect(
      readErrorForms({ itemNotFound: { code: 404, message: "Instance x could not be found." } }, nova),
    ).toEqual({
      code: "itemNotFound",
      message: "Instance x could not be found.",
      fields: { details: undefined },
    });
  });

  it("takes a fault's name as its code only with a message, and the message's paths in order", () => {
    expect(readErrorForms({ badRequest: { code: 400 } }, nova)).toEqual({});
    expect(readErrorForms({ badRequest: { title: "Bad", details: "d" } }, nova)).toEqual({
      code: "badRequest",
      message: "Bad",
      fields: { details: "d" },
    });
    // The fault is the first member that is an object.
    expect(readErrorForms({ note: "x", computeFault: { message: "boom" } }, nova)).toMatchObject({
      code: "computeFault",
    });
  });

  it("reads nothing from blanks, wrong types or bodies of no form, and never throws", () => {
    expect(readErrorForms({ error: { title: 7, message: "   " } }, nova)).toEqual({});
    expect(readErrorForms({ a: 1, b: [2] }, nova)).toEqual({});
    expect(readErrorForms({ error: "text" }, nova)).toEqual({});
    expect(readErrorForms(null, nova)).toEqual({});
    expect(readErrorForms(42, nova)).toEqual({});
    const deep = JSON.parse(`${'{"error":'.repeat(5000)}1${"}".repeat(5000)}`);
    expect(readErrorForms(deep, nova)).toEqual({});
  });

  it("keeps the first 300 characters of a body of text, trimmed, a page's words where the API's text is html", () => {
    expect(readErrorForms("  <html>Bad Gateway</html>\n", nova)).toEqual({
      message: "<html>Bad Gateway</html>",
    });
    expect(readErrorForms("x".repeat(400), nova).message).toHaveLength(300);
    expect(readErrorForms("   ", nova)).toEqual({});
    const page =
      "<html><head><title>502 Bad Gateway</title></head><body><h1>502   Bad Gateway</h1></body></html>";
    expect(readErrorForms(page, { ...nova, text: "html" })).toEqual({ message: "502 Bad Gateway" });
  });

  it("cleans a member that is a page where its form says html (Glance's <br />, WSME's 404)", () => {
    const glance: ErrorForms = { forms: [{ code: "title", message: ["message"], clean: "html" }] };
    expect(
      readErrorForms(
        { code: "404 Not Found", title: "Not Found", message: "No image found<br /><br />" },
        glance,
      ),
    ).toEqual({
      code: "Not Found",
      message: "No image found",
    });
  });
});
