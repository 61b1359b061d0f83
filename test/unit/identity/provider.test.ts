import { describe, expect, it } from "vitest";
import { InvalidInputError, MalformedResponseError } from "../../../src/core/errors.ts";
import { EndpointNotFoundError } from "../../../src/identity/catalog.ts";
import {
  createIdentityClient,
  IdentityAuthenticationError,
  IdentityServerError,
} from "../../../src/identity/index.ts";
import { createIdentityProvider, type IdentityProviderOptions } from "../../../src/identity/provider.ts";
import { type FakeClock, fakeClock } from "../../support/fake-clock.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { type AuthAnswer, fakeKeystone } from "./fake-keystone.ts";

const BASE = "https://identity.example.test";

/** Keystone's answer to validating a fixed token: its catalog has one DNS endpoint. */
const validated = () =>
  Response.json({
    token: {
      methods: ["password"],
      user: { id: "u1", name: "alice", domain: { id: "d1" } },
      audit_ids: ["a"],
      issued_at: "2026-11-21T00:00:00Z",
      expires_at: "2026-11-21T01:00:00Z",
      catalog: [
        { id: "s", type: "dns", endpoints: [{ id: "e", interface: "public", url: "https://dns.test" }] },
      ],
    },
  });
const PASSWORD = "correct-horse-battery";

function setup(answers: AuthAnswer[], options: Partial<IdentityProviderOptions> & { delayMs?: number } = {}) {
  const clock: FakeClock = (options.clock as FakeClock | undefined) ?? fakeClock();
  const keystone = fakeKeystone(answers, { delayMs: options.delayMs, now: clock.now });
  const provider = createIdentityProvider({
    baseUrl: BASE,
    password: { userName: "alice", domain: { name: "acme" }, password: PASSWORD },
    scope: { project: { name: "web", domain: { name: "acme" } } },
    fetch: keystone.fetch,
    ...options,
    clock,
  });
  const client = createIdentityClient({ baseUrl: BASE, auth: provider, fetch: keystone.fetch });
  return { clock, keystone, provider, client };
}

describe("identity provider: authentication and caching", () => {
  it("sends the password and scope, and takes the token from X-Subject-Token", async () => {
    const { keystone, provider } = setup([{ token: "T1" }]);
    expect(await provider.getToken()).toBe("T1");
    expect(keystone.authBodies[0]).toEqual({
      auth: {
        identity: {
          methods: ["password"],
          password: { user: { name: "alice", domain: { name: "acme" }, password: PASSWORD } },
        },
        scope: { project: { name: "web", domain: { name: "acme" } } },
      },
    });
  });

  it("reuses the token until expires_at minus the default 60 s margin", async () => {
    const { clock, keystone, provider } = setup([{ token: "T1", lifetimeSeconds: 3600 }, { token: "T2" }]);
    expect(await provider.getToken()).toBe("T1");
    clock.advance((3600 - 60) * 1000 - 1);
    expect(await provider.getToken()).toBe("T1");
    expect(provider.peekToken()).toBe("T1");
    clock.advance(1);
    expect(provider.peekToken()).toBeUndefined();
    expect(await provider.getToken()).toBe("T2");
    expect(keystone.authentications()).toBe(2);
  });

  it("honours a configured margin", async () => {
    const { clock, provider } = setup([{ token: "T1", lifetimeSeconds: 3600 }, { token: "T2" }], {
      refreshMarginMs: 600_000,
    });
    await provider.getToken();
    clock.advance(3000 * 1000);
    expect(await provider.getToken()).toBe("T2");
  });

  it("measures the lifetime on the server's clock, so a skewed server clock does not matter", async () => {
    // The server thinks it is a year earlier; the token still lives one hour from now on ours.
    const { clock, keystone, provider } = setup([
      { token: "T1", lifetimeSeconds: 3600, issuedAt: "2025-11-21T00:00:00Z" },
      { token: "T2" },
    ]);
    await provider.getToken();
    clock.advance(3000 * 1000);
    expect(await provider.getToken()).toBe("T1");
    clock.advance(600 * 1000);
    expect(await provider.getToken()).toBe("T2");
    expect(keystone.authentications()).toBe(2);
  });

  it("exposes the token body and looks up endpoints by type, region and interface", async () => {
    const { provider } = setup([{ token: "T1" }]);
    expect((await provider.getTokenInfo()).project?.name).toBe("web");
    expect(await provider.endpoint({ type: "compute", region: "jp-west-1" })).toBe(
      "https://compute.west.test/v2/p1",
    );
    expect(await provider.endpoint({ type: "identity", interface: "internal" })).toBe(
      "http://identity.internal/v3",
    );
    await expect(provider.endpoint({ type: "compute" })).rejects.toBeInstanceOf(EndpointNotFoundError);
    expect((await provider.getCatalog()).map((s) => s.type)).toEqual(["identity", "compute"]);
  });
});

describe("identity provider: single flight", () => {
  it("1000 concurrent callers cause exactly one authentication", async () => {
    const { keystone, provider } = setup([{ token: "T1" }], { delayMs: 5 });
    const tokens = await Promise.all(Array.from({ length: 1000 }, () => provider.getToken()));
    expect(keystone.authentications()).toBe(1);
    expect(new Set(tokens)).toEqual(new Set(["T1"]));
  });

  it("concurrent requests through the client share one authentication", async () => {
    const { keystone, client } = setup([{ token: "T1" }], { delayMs: 2 });
    await Promise.all(Array.from({ length: 50 }, () => client.getUser("u1")));
    expect(keystone.authentications()).toBe(1);
    expect(new Set(keystone.apiTokens)).toEqual(new Set(["T1"]));
  });

  it("all concurrent callers get the one authentication's error, and the next call tries again", async () => {
    const { keystone, provider } = setup([{ status: 401 }, { token: "T2" }], { delayMs: 5 });
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => provider.getToken()));
    expect(keystone.authentications()).toBe(1);
    const reasons = new Set(results.map((r) => (r.status === "rejected" ? r.reason : r.value)));
    expect(reasons.size).toBe(1);
    expect([...reasons][0]).toBeInstanceOf(IdentityAuthenticationError);
    expect(await provider.getToken()).toBe("T2");
  });
});

describe("identity provider: 401 handling through the X-Auth-Token policy", () => {
  it("re-authenticates once when a request gets 401 and re-sends it with the new token", async () => {
    const { keystone, provider, client } = setup([{ token: "T1" }, { token: "T2" }]);
    await provider.getToken();
    keystone.reject("T1");
    const user = await client.getUser("u1");
    expect(user.id).toBe("u1");
    expect(keystone.apiTokens).toEqual(["T1", "T2"]);
    expect(keystone.authentications()).toBe(2);
  });

  it("gives up after one re-authentication: a second 401 is an error, not a loop", async () => {
    const { keystone, client } = setup([{ token: "T1" }, { token: "T2" }, { token: "T3" }]);
    keystone.reject("T1");
    keystone.reject("T2");
    const error = await client.getUser("u1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityAuthenticationError);
    expect(keystone.apiTokens).toEqual(["T1", "T2"]);
    expect(keystone.authentications()).toBe(2);
  });

  it("re-sends a request with a body intact after the 401", async () => {
    const { provider } = setup([{ token: "T1" }, { token: "T2" }]);
    await provider.getToken();
    // Fresh responses, not clones of a scripted one: core's auth policy awaits the cancel of
    // the 401's body, which never settles for a clone whose original is never read.
    const api = fakeFetch(
      () => json(401, { error: { code: 401, message: "x", title: "Unauthorized" } }),
      () =>
        json(201, {
          group: {
            id: "g1",
            name: "devs",
            domain_id: "d1",
            description: "",
            links: { self: `${BASE}/v3/groups/g1` },
          },
        }),
    );
    const client = createIdentityClient({ baseUrl: BASE, auth: provider, fetch: api });
    expect(await client.createGroup({ name: "devs", domain_id: "d1" })).toMatchObject({ id: "g1" });
    expect(api.sent.map((s) => `${s.headers.get("x-auth-token")} ${s.body}`)).toEqual([
      'T1 {"group":{"name":"devs","domain_id":"d1"}}',
      'T2 {"group":{"name":"devs","domain_id":"d1"}}',
    ]);
  });
});

describe("identity provider: failures", () => {
  it("retries a 503 while authenticating, but never a 401 (Keystone may lock the user)", async () => {
    const retried = setup([{ status: 503 }, { token: "T1" }]);
    expect(await retried.provider.getToken()).toBe("T1");
    expect(retried.keystone.authentications()).toBe(2);
    expect(retried.clock.sleeps).toHaveLength(1);

    const refused = setup([{ status: 401 }, { token: "T1" }]);
    await expect(refused.provider.getToken()).rejects.toBeInstanceOf(IdentityAuthenticationError);
    expect(refused.keystone.authentications()).toBe(1);
  });

  it("gives up after the configured attempts with a server error", async () => {
    const { keystone, provider } = setup([{ status: 500 }], { retry: { maxAttempts: 2 } });
    await expect(provider.getToken()).rejects.toBeInstanceOf(IdentityServerError);
    expect(keystone.authentications()).toBe(2);
  });

  it("turns a 201 without X-Subject-Token, a body that is not JSON or a bad expires_at into MalformedResponseError", async () => {
    const cases: ((request: Request) => Response)[] = [
      () => new Response('{"token":{}}', { status: 201 }),
      () => new Response("<html>", { status: 201, headers: { "X-Subject-Token": "T" } }),
      () =>
        new Response('{"token":{"expires_at":"soon","issued_at":"now"}}', {
          status: 201,
          headers: { "X-Subject-Token": "T" },
        }),
    ];
    for (const answer of cases) {
      const provider = createIdentityProvider({
        baseUrl: BASE,
        password: { userId: "u1", password: PASSWORD },
        fetch: fakeFetch(answer),
        clock: fakeClock(),
      });
      await expect(provider.getToken()).rejects.toBeInstanceOf(MalformedResponseError);
    }
  });

  it("rejects bad options before sending anything", () => {
    const fetch = fakeFetch(new Response());
    const bad: Partial<IdentityProviderOptions>[] = [
      {},
      { password: { userId: "u1", password: PASSWORD }, token: "T" },
      { password: { userId: "u1", password: "" } },
      { password: { userName: "alice", password: PASSWORD } as never },
      { password: { userId: "u1", password: PASSWORD }, scope: { project: { name: "web" } } as never },
      { password: { userId: "u1", password: PASSWORD }, scope: "everything" as never },
      { fixedToken: "" },
      { fixedToken: "T", scope: "unscoped" },
    ];
    for (const options of bad) {
      expect(() => createIdentityProvider({ baseUrl: BASE, fetch, ...options })).toThrow(InvalidInputError);
    }
    expect(() =>
      createIdentityProvider({ baseUrl: "not a url", password: { userId: "u1", password: PASSWORD } }),
    ).toThrow(InvalidInputError);
    expect(fetch.sent).toHaveLength(0);
  });

  it("never shows the password or the token in an error", async () => {
    const { keystone, client } = setup([
      { token: "T1-secret-token" },
      {
        status: 401,
        body: `{"error":{"code":401,"message":"bad ${PASSWORD} for T1-secret-token","title":"Unauthorized"}}`,
      },
    ]);
    keystone.reject("T1-secret-token");
    const error = await client.getUser("u1").catch((e: unknown) => e);
    const shown = [String(error), JSON.stringify(error), (error as Error).stack ?? ""].join("\n");
    expect(shown).not.toContain(PASSWORD);
    expect(shown).not.toContain("T1-secret-token");
  });
});

describe("identity provider: token method and fixed token", () => {
  it("exchanges an existing token for a scoped one with the token method", async () => {
    const { keystone, provider } = setup([{ token: "T-scoped" }], {
      password: undefined,
      token: "T-unscoped",
      scope: { domain: { id: "d1" } },
    });
    expect(await provider.getToken()).toBe("T-scoped");
    expect(keystone.authBodies[0]).toEqual({
      auth: {
        identity: { methods: ["token"], token: { id: "T-unscoped" } },
        scope: { domain: { id: "d1" } },
      },
    });
  });

  it("a fixed token is presented as it is, never renewed, and a 401 with it is final", async () => {
    const keystone = fakeKeystone([{ token: "never" }]);
    const provider = createIdentityProvider({ baseUrl: BASE, fixedToken: "F1", fetch: keystone.fetch });
    const client = createIdentityClient({ baseUrl: BASE, auth: provider, fetch: keystone.fetch });
    expect(await client.getUser("u1")).toMatchObject({ id: "u1" });
    keystone.reject("F1");
    await expect(client.getUser("u1")).rejects.toBeInstanceOf(IdentityAuthenticationError);
    expect(keystone.apiTokens).toEqual(["F1", "F1"]);
    expect(keystone.authentications()).toBe(0);
  });

  it("a fixed token's validation is retried on a 503, as a full client retries a GET", async () => {
    const fetch = fakeFetch(
      new Response(null, { status: 503, headers: { "retry-after": "0" } }),
      validated(),
    );
    const provider = createIdentityProvider({ baseUrl: BASE, fixedToken: "F1", fetch, clock: fakeClock() });
    expect(await provider.endpoint({ type: "dns" })).toBe("https://dns.test");
    expect(fetch.sent).toHaveLength(2);
  });

  it("a fixed token's catalog comes from validating it, once", async () => {
    const fetch = fakeFetch(validated());
    const provider = createIdentityProvider({ baseUrl: BASE, fixedToken: "F1", fetch, clock: fakeClock() });
    expect(await provider.endpoint({ type: "dns" })).toBe("https://dns.test");
    expect(await provider.endpoint({ type: "dns" })).toBe("https://dns.test");
    expect(fetch.sent.map((s) => [s.headers.get("x-auth-token"), s.headers.get("x-subject-token")])).toEqual([
      ["F1", "F1"],
    ]);
  });
});
