/** The shared parts of error bodies (src/core/error-bodies.ts), as every OpenStack API's reader uses them. */
import { describe, expect, it } from "vitest";
import { identityRejection, textErrorBody } from "../../../src/core/error-bodies.ts";

describe("textErrorBody", () => {
  it("keeps the first 300 characters of a text page, trimmed, and nothing of an empty or non-text body", () => {
    expect(textErrorBody("  <html>Bad Gateway</html>\n")).toEqual({ message: "<html>Bad Gateway</html>" });
    expect(textErrorBody("x".repeat(400)).message).toHaveLength(300);
    expect(textErrorBody("   ")).toEqual({});
    expect(textErrorBody(undefined)).toEqual({});
    expect(textErrorBody(42)).toEqual({});
  });

  it("cleans the text first when asked", () => {
    expect(
      textErrorBody("<p>Not   Found</p>", (t) => t.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ")),
    ).toEqual({
      message: "Not Found",
    });
  });
});

describe("identityRejection", () => {
  it("reads the middleware's title as code and its message", () => {
    expect(
      identityRejection({ error: { code: 401, title: "Unauthorized", message: "auth required" } }),
    ).toEqual({
      code: "Unauthorized",
      message: "auth required",
    });
    expect(
      identityRejection({ error: { title: 7, message: "<br />x" } }, (t) => t.replace("<br />", "")),
    ).toEqual({
      code: undefined,
      message: "x",
    });
  });

  it("is undefined for any other body", () => {
    expect(identityRejection({ itemNotFound: { message: "x" } })).toBeUndefined();
    expect(identityRejection({ error: "text" })).toBeUndefined();
  });
});
