import { inspect } from "node:util";
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

  it("masks overlapping, nested and adjacent secrets, each run of them by one mask", () => {
    registerSecret("ovl-abcdefgh");
    registerSecret("efgh-ovl-ijkl");
    registerSecret("nest-outer-NEST-inner-x");
    registerSecret("NEST-inner");
    registerSecret("adj1-left");
    registerSecret("adj2-right");
    expect(redact("[ovl-abcdefgh-ovl-ijkl]")).toBe("[[REDACTED]]");
    expect(redact("<nest-outer-NEST-inner-x> <NEST-inner>")).toBe("<[REDACTED]> <[REDACTED]>");
    expect(redact("adj1-leftadj2-right.")).toBe("[REDACTED][REDACTED].");
    expect(redact("a text with none of them")).toBe("a text with none of them");
  });

  it("does not mask a value too short to mask safely (redactQuote withholds the server text that holds one)", () => {
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

describe("redaction registry", () => {
  it("still masks a client key after thousands of token renewals and requests", () => {
    // Regression: after 256 registered secrets (five days of token renewals) the oldest, a
    // client key registered once at start, was forgotten and showed in errors again.
    registerSecret("long-lived-client-key-0001");
    for (let i = 0; i < 5000; i++) {
      registerSecret(`renewed-token-${i}-xxxxxxxx`, "token");
      registerSecret(`request-signature-${i}=`, "per-request");
    }
    const error = new SvcError("server said long-lived-client-key-0001 was wrong");
    expect(error.message).not.toContain("long-lived-client-key-0001");
    expect(redact("renewed-token-4999-xxxxxxxx request-signature-4999=")).toBe("[REDACTED] [REDACTED]");
  });

  it("redacts every string an error holds, once, in the base class", () => {
    registerSecret("echoed-secret-value-77");
    const error = new SvcError("failed", {
      code: "echoed-secret-value-77",
      requestId: "req echoed-secret-value-77",
      serverMessage: "you sent echoed-secret-value-77",
      cause: new TypeError("fetch to https://x.test/?access_token=echoed-secret-value-77 failed"),
    });
    for (const view of [JSON.stringify(error), inspect(error, { depth: 5 }), String(error.stack)]) {
      expect(view).not.toContain("echoed-secret-value-77");
    }
  });
});
