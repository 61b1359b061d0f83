/**
 * Issue 22, class 5: live secrets evicted. Redaction kept a few hundred secrets of each kind and
 * forgot the oldest: with 300 concurrent data store requests whose answers echoed their own
 * signature, 44 signatures came back unredacted (a signature replays for 15 minutes), and after
 * 1,030 other payloads the first key manager payload was no longer redacted. Now nothing is
 * forgotten for lack of room: credentials and payloads for the life of the process, tokens until
 * they expire, signatures for their 15 minutes (core/secret-registry.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../../src/core/clock.ts";
import { SvcError } from "../../../src/core/errors.ts";
import type { Fetch } from "../../../src/core/fetch-policy.ts";
import { redact, registerSecret } from "../../../src/core/redact.ts";
import { createTokenCache } from "../../../src/core/token-cache.ts";
import { createDatabaseClient } from "../../../src/database/index.ts";
import { createDatastoreClient } from "../../../src/datastore/node.ts";
import { createIdentityClient } from "../../../src/identity/index.ts";
import { createKeyManagerClient } from "../../../src/keymanager/index.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { documentedAnswer } from "../../support/spec-answers.ts";

const TENANT = "a759452216fd41cf8ee5aba321cfbd49";
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A database client whose every call fails with a fault that quotes `said`. */
const echoingDatabase = (said: string) =>
  createDatabaseClient({
    baseUrl: "https://database.test",
    auth: "lifetimes-database-token",
    tenantId: "t1",
    fetch: async () => Response.json({ badRequest: { code: 400, message: said } }, { status: 400 }),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe("secrets in use are never forgotten", () => {
  it("1,000 concurrent data store calls whose answers echo their own signature: no signature shows", async () => {
    const signatures: string[] = [];
    const fetch: Fetch = async (request) => {
      const signature = request.headers.get("X-SVC-Signature") ?? "";
      signatures.push(signature);
      // Answered only once every request is out, so all 1,000 are in flight together.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return Response.json(
        { code: "E400001", error: `the signature ${signature} is invalid` },
        { status: 400 },
      );
    };
    const store = createDatastoreClient({
      baseUrl: "https://mbaas.test",
      applicationKey: "lifetimes-application-key",
      clientKey: "lifetimes-client-key-0001",
      fetch,
    });
    const errors = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => store.searchObjectsPage(`Class${i}`).catch((e: unknown) => e)),
    );
    expect(new Set(signatures).size).toBe(1000);
    for (const [i, error] of errors.entries()) {
      expect(error).toBeInstanceOf(SvcError);
      expectNoSecrets(error, [signatures[i] as string]);
    }
  });

  it("10,000 token renewals: the first token, still valid, the client secrets and a key stay redacted", async () => {
    // The providers' own cache (token-cache.ts) is what renews and registers each token.
    let issued = 0;
    const cache = createTokenCache(
      async () => ({ token: `renewed-token-${++issued}-x7`, expiresAt: Date.now() + 1_799_000, value: null }),
      systemClock,
      60_000,
    );
    createClientCredentialsProvider({
      baseUrl: "https://auth.test",
      clientId: "lifetimes-client",
      clientSecret: "lifetimes-client-secret",
    });
    createDatastoreClient({
      baseUrl: "https://mbaas.test",
      applicationKey: "lifetimes-application-key",
      clientKey: "lifetimes-client-key-0002",
    });
    const tokens: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const { token } = await cache.get();
      tokens.push(token);
      cache.invalidate(token);
      // Other credentials come and go meanwhile: 10,000 passwords of new users.
      registerSecret(`new-user-password-${i}`);
    }
    expect(issued).toBe(10_000);
    const secrets = [
      tokens[0] as string,
      tokens.at(-1) as string,
      "lifetimes-client-secret",
      "lifetimes-client-key-0002",
    ];
    const error = await echoingDatabase(`you sent ${secrets.join(" and ")}`)
      .getInstance("i1")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcError);
    expectNoSecrets(error, secrets);
  });

  it("a key manager payload is still redacted after 1,100 other payloads were read", async () => {
    let read = 0;
    const keys = createKeyManagerClient({
      baseUrl: "https://keymanagement.test",
      auth: "lifetimes-keymanager-token",
      tenantId: TENANT,
      fetch: async () =>
        new Response(`payload-number-${++read}-of-many`, { headers: { "Content-Type": "text/plain" } }),
    });
    const first = await keys.getSecretPayload(uuid(0));
    for (let i = 1; i <= 1100; i++) await keys.getSecretPayload(uuid(i));
    const error = await echoingDatabase(`the payload was ${first}`)
      .getInstance("i1")
      .catch((e: unknown) => e);
    expectNoSecrets(error, [first]);
  });

  it("a token from a source that does not say when it expires stays redacted while it is presented", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const token = "long-lived-token-from-a-custom-source";
    const identity = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: { getToken: async () => token, invalidate: () => {} },
      fetch: async () => Response.json(documentedAnswer("identity", "getUser")),
    });
    // Presented every day for 30 days: never forgotten, though a day passes between uses.
    for (let day = 0; day < 30; day++) {
      await identity.getUser("u1");
      vi.advanceTimersByTime(23 * 3_600_000);
      registerSecret("sweep-trigger-token", "token");
    }
    expect(redact(`echo ${token}`)).toBe("echo [REDACTED]");
  });
});

describe("secrets past their use are forgotten, so memory stays bounded", () => {
  it("a signature after its 15 minutes, a token an hour after it expired; a credential never", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    registerSecret("a-request-signature-0123456789=", "per-request");
    registerSecret("an-issued-token-valid-ten-minutes", "token", 10 * 60_000);
    registerSecret("a-client-secret-forever");
    const text = "a-request-signature-0123456789= an-issued-token-valid-ten-minutes a-client-secret-forever";
    vi.advanceTimersByTime(14 * 60_000);
    registerSecret("later-signature-aaaaaaaa=", "per-request");
    expect(redact(text)).toBe("[REDACTED] [REDACTED] [REDACTED]");
    vi.advanceTimersByTime(2 * 60_000);
    registerSecret("later-signature-bbbbbbbb=", "per-request");
    expect(redact(text)).toBe("a-request-signature-0123456789= [REDACTED] [REDACTED]");
    vi.advanceTimersByTime(60 * 60_000);
    registerSecret("later-signature-cccccccc=", "per-request");
    expect(redact(text)).toBe("a-request-signature-0123456789= an-issued-token-valid-ten-minutes [REDACTED]");
    vi.advanceTimersByTime(10 * 365 * 24 * 3_600_000);
    registerSecret("later-signature-dddddddd=", "per-request");
    expect(redact(text)).toBe("a-request-signature-0123456789= an-issued-token-valid-ten-minutes [REDACTED]");
  });
});
