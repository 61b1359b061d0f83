import { describe, expect, it } from "vitest";
import { SvcError } from "../../../src/core/errors.ts";
import { redact, registerSecret } from "../../../src/core/redact.ts";

describe("redact", () => {
  it.each([
    ["grant_type=client_credentials&client_secret=hunter2&x=1", "client_secret=[REDACTED]&x=1"],
    ["POST /API/oauth2/token?access_token=abc.def", "access_token=[REDACTED]"],
    ['{"password": "pa\\"ss", "name": "bob"}', '"password": "[REDACTED]", "name": "bob"'],
    ['{"access_token":"tok"}', '"access_token":"[REDACTED]"'],
    ["X-Auth-Token: gAAAAABk-token", "X-Auth-Token: [REDACTED]"],
    ["Authorization: Bearer eyJhbGciOi.J9.x", "Authorization: Bearer [REDACTED]"],
  ])("masks %s", (input, expected) => {
    expect(redact(input)).toContain(expected);
  });

  it("masks registered secret values wherever they appear", () => {
    registerSecret("very-private-value");
    expect(redact("the server said: very-private-value is wrong")).toBe(
      "the server said: [REDACTED] is wrong",
    );
  });

  it("ignores values too short to mask safely", () => {
    registerSecret("ab");
    expect(redact("tab stab")).toBe("tab stab");
  });

  it("is applied to every SvcError message, toString and JSON", () => {
    registerSecret("another-secret-1234");
    const error = new SvcError("failed with another-secret-1234 and client_secret=zzz", {
      status: 400,
      code: "x",
    });
    for (const view of [error.message, String(error), JSON.stringify(error)]) {
      expect(view).not.toContain("another-secret-1234");
      expect(view).not.toContain("zzz");
    }
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ name: "SvcError", status: 400, code: "x" });
  });
});
