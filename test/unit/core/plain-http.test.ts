/**
 * Issue 22, class 6: secrets over plain http. With an `http://` base URL every client, and the
 * bearer and X-Auth-Token policies on their own, sent tokens, passwords, client secrets and
 * signatures in clear text without a word. Now plain http is refused before anything is sent,
 * unless the host is this machine (the mocks and test peers run on 127.0.0.1, localhost and ::1)
 * or the caller opts in by name with `allowInsecureHttp: true`.
 */
import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { type Fetch, pipeline } from "../../../src/core/fetch-policy.ts";
import { xAuthToken } from "../../../src/core/x-auth-token.ts";
import { createIdentityClient } from "../../../src/identity/index.ts";
import { createIdentityProvider } from "../../../src/identity/provider.ts";
import { bearerAuth } from "../../../src/token/bearer-auth.ts";
import { createTokenClient } from "../../../src/token/index.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { callsOfEveryApi, loadSdkClients } from "../../support/sdk-clients.ts";

const TOKEN = "plain-http-token-1234";
const sdk = await loadSdkClients();
let providers = 0;

/** Every client and provider on `baseUrl`, making one call each. */
function everyClient(baseUrl: string, fetch: Fetch, allowInsecureHttp?: boolean) {
  const common = { baseUrl, fetch, auth: TOKEN, allowInsecureHttp, retry: { maxAttempts: 1 } };
  return {
    token: () => createTokenClient(common).issueToken({ clientId: "c1", clientSecret: "plain-http-secret" }),
    "token provider": () =>
      createClientCredentialsProvider({
        ...common,
        // A client ID per provider: the 503s count toward its lockout, which is process-wide.
        clientId: `plain-http-client-${++providers}`,
        clientSecret: "plain-http-secret",
      }).getToken(),
    "identity provider": () =>
      createIdentityProvider({
        ...common,
        password: { userId: "u1", password: "plain-password" },
      }).getToken(),
    // Every other API of the SDK registry, one call each (its first GET, from the spec's examples).
    ...callsOfEveryApi(sdk, common).calls,
  };
}

/** A transport that records what was sent and answers 503 (the answer does not matter here). */
function recorder() {
  const sent: string[] = [];
  const fetch: Fetch = async (request) => {
    sent.push(request.url);
    return new Response(null, { status: 503 });
  };
  return { fetch, sent };
}

async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return await call();
  } catch (error) {
    return error;
  }
}

describe("plain http: clients", () => {
  it.each([
    "http://api.example.test",
    "http://10.0.0.7:8080",
    "http://[2001:db8::1]",
    "http://127.example.test",
  ])("every client and provider refuses %s before anything is sent", async (baseUrl) => {
    const { fetch, sent } = recorder();
    for (const [name, call] of Object.entries(everyClient(baseUrl, fetch))) {
      const error = await outcome(call);
      expect(error, name).toBeInstanceOf(InvalidInputError);
      expect(error, name).toMatchObject({ field: "baseUrl" });
      expect((error as Error).message, name).toContain("allowInsecureHttp");
    }
    expect(sent).toEqual([]);
  });

  it.each([
    "http://127.0.0.1:4010",
    "http://localhost:4010",
    "http://[::1]:4010",
    "http://127.8.9.10",
    "http://api.localhost",
  ])("every client and provider sends to the loopback address %s", async (baseUrl) => {
    const { fetch, sent } = recorder();
    const calls = Object.entries(everyClient(baseUrl, fetch));
    for (const [name, call] of calls) {
      const error = await outcome(call);
      expect(error, name).not.toBeInstanceOf(InvalidInputError);
    }
    expect(sent.length).toBeGreaterThanOrEqual(calls.length);
  });

  it("every client and provider sends over plain http when the caller opts in with allowInsecureHttp", async () => {
    const { fetch, sent } = recorder();
    const calls = Object.entries(everyClient("http://api.example.test", fetch, true));
    for (const [name, call] of calls) expect(await outcome(call), name).not.toBeInstanceOf(InvalidInputError);
    expect(sent.length).toBeGreaterThanOrEqual(calls.length);
  });

  it("covers every API of the SDK registry: those without a call from the spec's examples by hand", () => {
    expect(callsOfEveryApi(sdk, {}).uncovered).toEqual(["token"]);
  });

  it("takes only true or false for allowInsecureHttp", () => {
    expect(() =>
      createIdentityClient({
        baseUrl: "https://id.test",
        auth: TOKEN,
        allowInsecureHttp: "yes" as unknown as boolean,
      }),
    ).toThrow(InvalidInputError);
  });
});

describe("plain http: the token policies on any openapi-fetch client", () => {
  const source = { getToken: async () => TOKEN, invalidate: () => {} };
  const policies = {
    xAuthToken: (allowInsecureHttp?: boolean) => xAuthToken(source, { allowInsecureHttp }),
    bearerAuth: (allowInsecureHttp?: boolean) => bearerAuth(source, { allowInsecureHttp }),
  };

  it.each(Object.entries(policies))(
    "%s refuses a plain http request to another host, sending nothing",
    async (_, policy) => {
      const { fetch, sent } = recorder();
      const client = createClient({ baseUrl: "http://api.example.test", fetch: pipeline(fetch, policy()) });
      const error = await outcome(() => client.GET("/v3/users" as never));
      expect(error).toBeInstanceOf(InvalidInputError);
      expect((error as Error).message).toContain("allowInsecureHttp");
      expect(sent).toEqual([]);
    },
  );

  it.each(Object.entries(policies))(
    "%s sends over https, to loopback, and over http when allowed",
    async (_, policy) => {
      const { fetch, sent } = recorder();
      for (const [baseUrl, allowed] of [
        ["https://api.example.test", undefined],
        ["http://127.0.0.1:4012", undefined],
        ["http://api.example.test", true],
      ] as const) {
        const client = createClient({ baseUrl, fetch: pipeline(fetch, policy(allowed)) });
        await client.GET("/v3/users" as never);
      }
      expect(sent).toHaveLength(3);
    },
  );
});
