import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { redact } from "../../../src/core/redact.ts";
import { buildAuthRequest } from "../../../src/identity/auth-request.ts";

describe("auth request", () => {
  it("password by user ID, project scope by ID", () => {
    expect(
      buildAuthRequest({ password: { userId: "u1", password: "pw-1234" } }, { project: { id: "p1" } }),
    ).toEqual({
      auth: {
        identity: { methods: ["password"], password: { user: { id: "u1", password: "pw-1234" } } },
        scope: { project: { id: "p1" } },
      },
    });
  });

  it("password by user name and domain ID, domain scope by name", () => {
    expect(
      buildAuthRequest(
        { password: { userName: "alice", domain: { id: "d1" }, password: "pw-1234" } },
        { domain: { name: "acme" } },
      ),
    ).toEqual({
      auth: {
        identity: {
          methods: ["password"],
          password: { user: { name: "alice", domain: { id: "d1" }, password: "pw-1234" } },
        },
        scope: { domain: { name: "acme" } },
      },
    });
  });

  it("explicitly unscoped, or no scope at all (Keystone's default project)", () => {
    expect(buildAuthRequest({ token: "tok-1234" }, "unscoped").auth.scope).toBe("unscoped");
    expect(buildAuthRequest({ token: "tok-1234" }).auth).not.toHaveProperty("scope");
  });

  it("registers the password and token as secrets", () => {
    buildAuthRequest({ password: { userId: "u1", password: "very-secret-pw" } });
    buildAuthRequest({ token: "very-secret-token" });
    expect(redact("pw very-secret-pw tok very-secret-token")).toBe("pw [REDACTED] tok [REDACTED]");
  });

  it.each([
    [{}, undefined],
    [{ password: { userId: "", password: "x" } }, undefined],
    [{ password: { userName: "a", domain: {}, password: "x" } }, undefined],
    [{ token: "" }, undefined],
    [{ token: "t" }, { project: {} }],
    [{ token: "t" }, { project: { name: "web" } }],
    [{ token: "t" }, { domain: { id: "" } }],
    [{ token: "t" }, { system: { all: true } }],
  ])("rejects %j with scope %j", (credentials, scope) => {
    expect(() => buildAuthRequest(credentials as never, scope as never)).toThrow(InvalidInputError);
  });
});
