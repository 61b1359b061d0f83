/**
 * Provokes every error path of the token API client, provider and middleware with secrets
 * in play (and a server that echoes them back), and asserts that no secret appears in what
 * the error exposes: message, toString(), JSON, util.inspect (what console.error prints,
 * cause included), nor anything written to the console.
 */
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InvalidInputError, SvcError } from "../../../src/core/errors.ts";
import { createTokenClient } from "../../../src/token/index.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { expectNoSecrets as expectNoSecretsIn } from "../../support/secrets.ts";
import { type Answer, tokenServer } from "./token-server.ts";

const SECRET = "Sup3r-Secret-Client-Password";
const TOKEN = "tok-4f1e2d3c4b5a69788796a5b4c3d2e1f0";
const BASE = "https://auth.example.test";

const logged: string[] = [];
beforeEach(() => {
  logged.length = 0;
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (typeof a === "string" ? a : inspect(a))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

/** The shared harness over every view of the error, plus whatever reached the console. */
function expectNoSecrets(error: unknown) {
  expect(error).toBeInstanceOf(SvcError);
  expectNoSecretsIn(error, [SECRET, TOKEN]);
  for (const line of logged) for (const secret of [SECRET, TOKEN]) expect(line.includes(secret)).toBe(false);
}

const echo = `client_secret=${SECRET} access_token=${TOKEN}`;
const serverAnswers: [string, Answer][] = [
  [
    "invalid_client echoing the secret",
    { status: 400, error: "invalid_client", description: `bad ${SECRET}` },
  ],
  ["invalid_request echoing the form", { status: 400, error: "invalid_request", description: echo }],
  ["invalid_scope", { status: 400, error: "invalid_scope", description: `scope for ${SECRET}` }],
  ["unsupported_grant_type", { status: 400, error: "unsupported_grant_type", description: SECRET }],
  ["RCM403102", { status: 400, error: "invalid_request", description: `${SECRET} RCM403102` }],
  ["500 RCM102205", { status: 500, error: "server_error", description: `${echo} RCM102205` }],
  ["malformed 201", { status: 201, body: `{"access_token": "${TOKEN}", "client_secret": "${SECRET}"` }],
  ["201 without expires_in", { status: 201, body: JSON.stringify({ access_token: TOKEN }) }],
  ["HTML error page", { status: 502, body: `<html>${SECRET}</html>` }],
];

// The lockout count is kept per client ID for the whole process: each provider has its own.
let clients = 0;
const nextClientId = () => `client-${++clients}`;

describe("no secret leaks from token errors", () => {
  it.each(serverAnswers)("provider: %s", async (_, answer) => {
    const server = tokenServer([answer]);
    const provider = createClientCredentialsProvider({
      baseUrl: BASE,
      clientId: nextClientId(),
      clientSecret: SECRET,
      fetch: server.fetch,
      clock: fakeClock(),
    });
    expectNoSecrets(await provider.getToken().catch((e: unknown) => e));
  });

  it("provider: network failure whose cause quotes the secret", async () => {
    const provider = createClientCredentialsProvider({
      baseUrl: BASE,
      clientId: nextClientId(),
      clientSecret: SECRET,
      fetch: async () => {
        throw new TypeError(`connect ECONNREFUSED while sending ${echo}`, { cause: new Error(SECRET) });
      },
      clock: fakeClock(),
    });
    expectNoSecrets(await provider.getToken().catch((e: unknown) => e));
  });

  it("provider: timeout", async () => {
    const provider = createClientCredentialsProvider({
      baseUrl: BASE,
      clientId: nextClientId(),
      clientSecret: SECRET,
      timeoutMs: 5,
      retry: { maxAttempts: 1 },
      fetch: (request) =>
        new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(new Error(SECRET)))),
    });
    expectNoSecrets(await provider.getToken().catch((e: unknown) => e));
  });

  it("provider: lockout refusal", async () => {
    const server = tokenServer([{ status: 400, error: "invalid_client", description: SECRET }]);
    const provider = createClientCredentialsProvider({
      baseUrl: BASE,
      clientId: nextClientId(),
      clientSecret: SECRET,
      fetch: server.fetch,
      clock: fakeClock(),
    });
    for (let i = 0; i < 4; i++) await provider.getToken().catch(() => {});
    expectNoSecrets(await provider.getToken().catch((e: unknown) => e));
  });

  it("provider: revoke fails with the token in the URL", async () => {
    const server = tokenServer([
      { status: 201, token: TOKEN },
      { status: 400, error: "invalid_request", description: TOKEN },
    ]);
    const provider = createClientCredentialsProvider({
      baseUrl: BASE,
      clientId: nextClientId(),
      clientSecret: SECRET,
      fetch: server.fetch,
      clock: fakeClock(),
    });
    await provider.getToken();
    expectNoSecrets(await provider.revoke().catch((e: unknown) => e));
  });

  it("client: delete fails at the network with the token in the URL", async () => {
    const client = createTokenClient({
      baseUrl: BASE,
      fetch: async (request) => {
        throw new TypeError(`failed to fetch ${request.url}`);
      },
    });
    expectNoSecrets(await client.deleteToken(TOKEN).catch((e: unknown) => e));
  });

  it("client: issueToken refused by a server that echoes the bare secret, one no provider has seen", async () => {
    // A secret of this test alone: no provider has registered it, so only issueToken can have.
    const own = "0nly-This-Test-Sends-This-Secret";
    // The bare value, not "client_secret=...": no pattern can catch it, only its registration.
    const echoing = fakeFetch(async (request) => {
      const sent = new URLSearchParams(await request.text()).get("client_secret");
      return json(400, { error: "invalid_client", error_description: `no client has the secret ${sent}` });
    });
    const client = createTokenClient({ baseUrl: BASE, fetch: echoing });
    const error = await client
      .issueToken({ clientId: "client-1", clientSecret: own })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcError);
    expect(echoing.requests).toHaveLength(1);
    expectNoSecretsIn(error, [own]);
  });

  it("client: bad input", async () => {
    const client = createTokenClient({ baseUrl: BASE, fetch: tokenServer([{ status: 201 }]).fetch });
    const error = await client.issueToken({ clientId: "", clientSecret: SECRET }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expectNoSecrets(error);
  });

  it("nothing at all was written to the console", () => {
    expect(logged).toEqual([]);
  });
});
