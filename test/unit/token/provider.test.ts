import { describe, expect, it } from "vitest";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import {
  InvalidClientError,
  InvalidRequestError,
  InvalidScopeError,
  TokenLockoutError,
  TokenServerError,
  UnsupportedGrantTypeError,
} from "../../../src/token/index.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { type FakeClock, fakeClock } from "../../support/fake-clock.ts";
import { type Answer, tokenServer } from "./token-server.ts";

const BASE = "https://auth.example.test";
// The lockout count is kept per client ID for the whole process: each test has its own.
let clients = 0;

function setup(
  answers: Answer[],
  options: { clock?: FakeClock; refreshMarginMs?: number; delayMs?: number } = {},
) {
  const clock = options.clock ?? fakeClock();
  const server = tokenServer(answers, options.delayMs);
  const provider = createClientCredentialsProvider({
    baseUrl: BASE,
    clientId: `client-${++clients}`,
    clientSecret: "s3cret-value",
    fetch: server.fetch,
    clock,
    refreshMarginMs: options.refreshMarginMs,
  });
  return { clock, server, provider };
}

describe("client-credentials provider: caching", () => {
  it("returns the cached token while it is valid", async () => {
    const { server, provider } = setup([{ status: 201, token: "A" }]);
    expect(await provider.getToken()).toBe("A");
    expect(await provider.getToken()).toBe("A");
    expect(server.issued()).toBe(1);
  });

  it("refreshes the default 60 s margin before expiry", async () => {
    const { clock, server, provider } = setup([
      { status: 201, token: "A", expiresIn: 1799 },
      { status: 201, token: "B", expiresIn: 1799 },
    ]);
    await provider.getToken();
    clock.advance((1799 - 60) * 1000 - 1);
    expect(await provider.getToken()).toBe("A");
    clock.advance(1);
    expect(await provider.getToken()).toBe("B");
    expect(server.issued()).toBe(2);
  });

  it("honours a configured margin", async () => {
    const { clock, provider } = setup(
      [
        { status: 201, token: "A" },
        { status: 201, token: "B" },
      ],
      {
        refreshMarginMs: 300_000,
      },
    );
    await provider.getToken();
    clock.advance((1799 - 300) * 1000);
    expect(await provider.getToken()).toBe("B");
  });

  it("uses a token returned with less than the margin left until it expires", async () => {
    // The server hands back the existing token with its remaining validity; refreshing early
    // would only return the same token again.
    const { clock, server, provider } = setup([
      { status: 201, token: "A", expiresIn: 30 },
      { status: 201, token: "B", expiresIn: 1799 },
    ]);
    await provider.getToken();
    clock.advance(29_999);
    expect(await provider.getToken()).toBe("A");
    expect(server.issued()).toBe(1);
    clock.advance(1);
    expect(await provider.getToken()).toBe("B");
  });

  it("exposes the whole token resource", async () => {
    const { provider } = setup([{ status: 201, token: "A" }]);
    const resource = await provider.getAccessToken();
    expect(resource.contract_info.contract_list[0]?.service_code).toBe("APIAUTH");
  });

  it("invalidate drops only the token it names", async () => {
    const { server, provider } = setup([
      { status: 201, token: "A" },
      { status: 201, token: "B" },
    ]);
    await provider.getToken();
    provider.invalidate("some-older-token");
    expect(await provider.getToken()).toBe("A");
    provider.invalidate("A");
    expect(await provider.getToken()).toBe("B");
    expect(server.issued()).toBe(2);
  });
});

describe("client-credentials provider: single flight", () => {
  it("1000 concurrent callers cause exactly one token request", async () => {
    const { server, provider } = setup([{ status: 201, token: "A" }], { delayMs: 5 });
    const tokens = await Promise.all(Array.from({ length: 1000 }, () => provider.getToken()));
    expect(server.issued()).toBe(1);
    expect(new Set(tokens)).toEqual(new Set(["A"]));
  });

  it("all concurrent callers get the one request's error", async () => {
    const { server, provider } = setup([{ status: 400, error: "invalid_client" }], { delayMs: 5 });
    const results = await Promise.allSettled(Array.from({ length: 1000 }, () => provider.getToken()));
    expect(server.issued()).toBe(1);
    const reasons = new Set(results.map((r) => (r.status === "rejected" ? r.reason : r.value)));
    expect(reasons.size).toBe(1);
    expect([...reasons][0]).toBeInstanceOf(InvalidClientError);
  });
});

describe("client-credentials provider: failures and lockout", () => {
  it.each([
    ["invalid_client", InvalidClientError],
    ["invalid_request", InvalidRequestError],
    ["unsupported_grant_type", UnsupportedGrantTypeError],
    ["invalid_scope", InvalidScopeError],
  ] as const)("never retries %s", async (error, ErrorClass) => {
    const { server, provider } = setup([{ status: 400, error }]);
    await expect(provider.getToken()).rejects.toBeInstanceOf(ErrorClass);
    expect(server.issued()).toBe(1);
  });

  it("retries a 500 with backoff, then succeeds", async () => {
    const { clock, server, provider } = setup([
      { status: 500, error: "server_error", description: "System error. RCM102205" },
      { status: 500, error: "server_error", description: "System error. RCM053104" },
      { status: 201, token: "A" },
    ]);
    expect(await provider.getToken()).toBe("A");
    expect(server.issued()).toBe(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it("gives up on 500 after the attempt limit with a typed error", async () => {
    const { server, provider } = setup([{ status: 500, error: "server_error", description: "x RCM102205" }]);
    const error = await provider.getToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenServerError);
    expect(error).toMatchObject({ rcmCode: "RCM102205", status: 500 });
    expect(server.issued()).toBe(3);
  });

  it("never sends the 5th consecutive failure, and says when a retry is safe", async () => {
    const { clock, server, provider } = setup([{ status: 400, error: "invalid_client" }]);
    for (let i = 1; i <= 4; i++) {
      await expect(provider.getToken()).rejects.toBeInstanceOf(InvalidClientError);
      expect(server.issued()).toBe(i);
      clock.advance(1000);
    }
    const lastFailureAt = clock.now() - 1000;
    const error = await provider.getToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenLockoutError);
    expect(server.issued()).toBe(4);
    expect((error as TokenLockoutError).retryAt.getTime()).toBe(lastFailureAt + 30 * 60_000);
    expect((error as Error).message).toContain(new Date(lastFailureAt + 30 * 60_000).toISOString());
  });

  it("counts 500s as failures toward the lock", async () => {
    const { server, provider } = setup([{ status: 500, error: "server_error" }]);
    await expect(provider.getToken()).rejects.toBeInstanceOf(TokenServerError);
    expect(server.issued()).toBe(3);
    await expect(provider.getToken()).rejects.toBeInstanceOf(TokenLockoutError);
    expect(server.issued()).toBe(4);
  });

  it("allows requests again 30 minutes after the last failure", async () => {
    const { clock, server, provider } = setup([
      { status: 400, error: "invalid_client" },
      { status: 400, error: "invalid_client" },
      { status: 400, error: "invalid_client" },
      { status: 400, error: "invalid_client" },
      { status: 201, token: "A" },
    ]);
    for (let i = 0; i < 4; i++) await provider.getToken().catch(() => {});
    clock.advance(30 * 60_000 - 1);
    await expect(provider.getToken()).rejects.toBeInstanceOf(TokenLockoutError);
    clock.advance(1);
    expect(await provider.getToken()).toBe("A");
    expect(server.issued()).toBe(5);
  });

  it("a success resets the count of consecutive failures", async () => {
    const { clock, server, provider } = setup([
      { status: 400, error: "invalid_client" },
      { status: 400, error: "invalid_client" },
      { status: 400, error: "invalid_client" },
      { status: 201, token: "A", expiresIn: 100 },
      { status: 400, error: "invalid_client" },
    ]);
    for (let i = 0; i < 3; i++) await provider.getToken().catch(() => {});
    expect(await provider.getToken()).toBe("A");
    clock.advance(100_000);
    for (let i = 0; i < 4; i++) await expect(provider.getToken()).rejects.toBeInstanceOf(InvalidClientError);
    expect(server.issued()).toBe(8);
  });

  it("turns a malformed 201 body into a typed error", async () => {
    const { provider } = setup([{ status: 201, body: "<html>not json</html>" }]);
    await expect(provider.getToken()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("turns a 201 without access_token into a typed error", async () => {
    const { provider } = setup([{ status: 201, body: JSON.stringify({ token_type: "bearer" }) }]);
    await expect(provider.getToken()).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe("client-credentials provider: revoke", () => {
  it("deletes the token on the server and clears the cache", async () => {
    const { server, provider } = setup([
      { status: 201, token: "A" },
      { status: 204 },
      { status: 201, token: "B" },
    ]);
    await provider.getToken();
    await provider.revoke();
    const deletion = server.requests[1];
    expect(deletion?.method).toBe("POST");
    expect(new URL(deletion?.url ?? "").searchParams.get("access_token")).toBe("A");
    expect(deletion?.body).toBeNull();
    expect(await provider.getToken()).toBe("B");
  });

  it("does nothing when no token is cached", async () => {
    const { server, provider } = setup([{ status: 201 }]);
    await provider.revoke();
    expect(server.requests).toHaveLength(0);
  });
});

describe("client-credentials provider: input", () => {
  it("rejects missing credentials before sending anything", () => {
    expect(() => createClientCredentialsProvider({ baseUrl: BASE, clientId: "", clientSecret: "x" })).toThrow(
      /clientId/,
    );
    expect(() => createClientCredentialsProvider({ baseUrl: BASE, clientId: "c", clientSecret: "" })).toThrow(
      /clientSecret/,
    );
    expect(() => createClientCredentialsProvider({ clientId: "c", clientSecret: "x" })).toThrow(/baseUrl/);
  });
});
