/**
 * Issue 22, class 8: the lockout guard. The platform locks a client ID for 30 minutes after 5
 * consecutive failed retrievals. Only the platform's own refusals count (a connection reset, a
 * timeout or an abort is no refusal), and the count is kept per client ID for the whole process,
 * so several providers of one client ID cannot walk it into the lock together.
 */
import { describe, expect, it } from "vitest";
import { NetworkError, TimeoutError } from "../../../src/core/errors.ts";
import { InvalidClientError, TokenLockoutError } from "../../../src/token/index.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { type FakeClock, fakeClock } from "../../support/fake-clock.ts";
import { type Answer, tokenServer } from "./token-server.ts";

const BASE = "https://auth.lockout.test";
const SECRET = "lockout-client-secret";
let ids = 0;
/** A client ID no other test uses: the count is process-wide. */
const newClientId = () => `lockout-client-${++ids}`;

/**
 * A provider of `clientId`. Its timeout is long unless a test is about timeouts: a server that
 * answers in 20 ms, on a machine loaded enough to delay that timer past a 50 ms timeout, turns the
 * refusal a test counts on into a timeout (a unit run under load failed that way).
 */
function providerOf(
  clientId: string,
  fetch: (request: Request) => Promise<Response>,
  clock: FakeClock,
  timeoutMs = 10_000,
) {
  return createClientCredentialsProvider({
    baseUrl: BASE,
    clientId,
    clientSecret: SECRET,
    fetch,
    clock,
    timeoutMs,
    retry: { maxAttempts: 1 },
  });
}

const refusal: Answer = { status: 400, error: "invalid_client" };

describe("token lockout guard: what counts", () => {
  it("connection resets never count toward the lock", async () => {
    const clock = fakeClock();
    let sent = 0;
    const resets = async () => {
      sent++;
      throw new TypeError("fetch failed", { cause: new Error("read ECONNRESET") });
    };
    const provider = providerOf(newClientId(), resets, clock);
    for (let i = 0; i < 10; i++) await expect(provider.getToken()).rejects.toBeInstanceOf(NetworkError);
    expect(sent).toBe(10);
  });

  it("timeouts never count toward the lock", async () => {
    const clock = fakeClock();
    const stalls = (request: Request) =>
      new Promise<Response>((_, reject) =>
        request.signal.addEventListener("abort", () => reject(new Error("x"))),
      );
    const provider = providerOf(newClientId(), stalls, clock, 50);
    for (let i = 0; i < 6; i++) await expect(provider.getToken()).rejects.toBeInstanceOf(TimeoutError);
  });

  it("after resets, the platform's own refusals still lock only at the 5th", async () => {
    const clock = fakeClock();
    const clientId = newClientId();
    const resets = async () => Promise.reject(new TypeError("fetch failed"));
    for (let i = 0; i < 5; i++)
      await providerOf(clientId, resets, clock)
        .getToken()
        .catch(() => {});
    const server = tokenServer([refusal]);
    const provider = providerOf(clientId, server.fetch, clock);
    for (let i = 0; i < 4; i++) await expect(provider.getToken()).rejects.toBeInstanceOf(InvalidClientError);
    await expect(provider.getToken()).rejects.toBeInstanceOf(TokenLockoutError);
    expect(server.issued()).toBe(4);
  });
});

describe("token lockout guard: per client ID across providers", () => {
  it("two providers of one client ID share the count", async () => {
    const clock = fakeClock();
    const clientId = newClientId();
    const server = tokenServer([refusal]);
    const first = providerOf(clientId, server.fetch, clock);
    const second = providerOf(clientId, server.fetch, clock);
    for (let i = 0; i < 2; i++) await expect(first.getToken()).rejects.toBeInstanceOf(InvalidClientError);
    for (let i = 0; i < 2; i++) await expect(second.getToken()).rejects.toBeInstanceOf(InvalidClientError);
    const third = providerOf(clientId, server.fetch, clock);
    const error = await third.getToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenLockoutError);
    expect(error).toMatchObject({ consecutiveFailures: 4 });
    expect(server.issued()).toBe(4);
    // Another client ID is not held back.
    const other = tokenServer([{ status: 201, token: "other-client-token" }]);
    await expect(providerOf(newClientId(), other.fetch, clock).getToken()).resolves.toBe(
      "other-client-token",
    );
  });

  it("concurrent providers cannot together send the 5th attempt", async () => {
    const clock = fakeClock();
    const clientId = newClientId();
    const refusing = tokenServer([refusal]);
    for (let i = 0; i < 3; i++)
      await providerOf(clientId, refusing.fetch, clock)
        .getToken()
        .catch(() => {});
    const slow = tokenServer([refusal], 20);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        providerOf(clientId, slow.fetch, clock)
          .getToken()
          .catch((e: unknown) => e),
      ),
    );
    expect(slow.issued()).toBe(1);
    expect(results.filter((e) => e instanceof InvalidClientError)).toHaveLength(1);
    const refused = results.filter((e) => e instanceof TokenLockoutError);
    expect(refused).toHaveLength(4);
    expect(refused[0]).toMatchObject({ consecutiveFailures: 3, inFlight: 1 });
  });
});

describe("token lockout guard: after 30 minutes", () => {
  it("lets one attempt through; a refusal closes the guard for another 30 minutes", async () => {
    const clock = fakeClock();
    const server = tokenServer([refusal]);
    const provider = providerOf(newClientId(), server.fetch, clock);
    for (let i = 0; i < 4; i++) await provider.getToken().catch(() => {});
    clock.advance(30 * 60_000);
    await expect(provider.getToken()).rejects.toBeInstanceOf(InvalidClientError);
    expect(server.issued()).toBe(5);
    const error = await provider.getToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenLockoutError);
    expect((error as TokenLockoutError).retryAt.getTime()).toBe(clock.now() + 30 * 60_000);
    expect(server.issued()).toBe(5);
  });

  it("lets one attempt through; a success clears the count", async () => {
    const clock = fakeClock();
    const server = tokenServer([
      refusal,
      refusal,
      refusal,
      refusal,
      { status: 201, token: "after-the-lock" },
      refusal,
    ]);
    const provider = providerOf(newClientId(), server.fetch, clock);
    for (let i = 0; i < 4; i++) await provider.getToken().catch(() => {});
    clock.advance(30 * 60_000);
    await expect(provider.getToken()).resolves.toBe("after-the-lock");
    provider.invalidate("after-the-lock");
    for (let i = 0; i < 4; i++) await expect(provider.getToken()).rejects.toBeInstanceOf(InvalidClientError);
    await expect(provider.getToken()).rejects.toBeInstanceOf(TokenLockoutError);
  });
});
