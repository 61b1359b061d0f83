/**
 * Every error path of the identity client and provider, with secrets in play and a server
 * that echoes them back, checked with the secrets harness (test/support/secrets.ts): no
 * password or token in the message, String(), JSON, util.inspect, the stack or any property
 * of the error or its causes, and nothing written to the console.
 */
import { inspect } from "node:util";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SvcError } from "../../../src/core/errors.ts";
import type { Fetch } from "../../../src/core/fetch-policy.ts";
import { buildAuthRequest } from "../../../src/identity/auth-request.ts";
import { createIdentityClient, type IdentityClient } from "../../../src/identity/index.ts";
import { createIdentityProvider, type IdentityProvider } from "../../../src/identity/provider.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { type Answer, brokenBody, empty, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { describeTokenSecrets, echoToken, type TokenErrorPath } from "../../support/token-secrets.ts";

const BASE = "https://identity.example.test";
const TOKEN = "secrets-x-auth-token-1f3a9c";
const PASSWORD = "secrets-login-password-7b2e";
const SUBJECT = "secrets-subject-token-44d0";
const NEW_USER_PASSWORD = "secrets-new-user-password-c81f";
const ISSUED = "secrets-issued-token-9e6b";
const SECRETS = [TOKEN, PASSWORD, SUBJECT, NEW_USER_PASSWORD, ISSUED];

/** Every header and the body of `request`, as a server that echoes its input would quote them. */
async function echoOf(request: Request): Promise<string> {
  const headers = [...request.headers].map(([name, value]) => `${name}: ${value}`);
  const body = request.body === null ? "" : await request.clone().text();
  return [...headers, body].join(" | ");
}

/** An answer made from the echo of the request. */
const echoing =
  (make: (echo: string, request: Request) => Response) =>
  async (request: Request): Promise<Response> =>
    make(await echoOf(request), request);

const logged: string[] = [];
beforeEach(() => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (typeof a === "string" ? a : inspect(a))).join(" "));
    });
  }
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** The error `call` ends with; it must be a SvcError showing no secret. */
async function failure(call: () => Promise<unknown>): Promise<SvcError> {
  const error = await (async () => call())().then(
    () => expect.fail("the call succeeded"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SvcError);
  expectNoSecrets(error, SECRETS);
  return error as SvcError;
}

const keystoneError = (status: number, title: string) =>
  echoing((echo) => json(status, { error: { code: status, title, message: `echo: ${echo}` } }));

const tokenBody = {
  token: {
    methods: ["password"],
    user: { id: "u1", name: "alice", domain: { id: "d1" } },
    audit_ids: ["a1"],
    issued_at: "2026-11-21T00:00:00Z",
    expires_at: "2026-11-21T01:00:00Z",
    catalog: [],
  },
};

/** Every call of the client that carries a secret, or could be answered with one. */
const clientCalls: [string, (c: IdentityClient) => Promise<unknown>][] = [
  ["getUser", (c) => c.getUser("u1")],
  ["createUser (password)", (c) => c.createUser({ name: "bob", password: NEW_USER_PASSWORD })],
  [
    "createToken (password)",
    (c) => c.createToken(buildAuthRequest({ password: { userId: "u1", password: PASSWORD } })),
  ],
  ["createToken (token)", (c) => c.createToken(buildAuthRequest({ token: SUBJECT }))],
  ["validateToken", (c) => c.validateToken(SUBJECT)],
  ["revokeToken", (c) => c.revokeToken(SUBJECT)],
  ["listUserGroups", (c) => c.listUserGroups("u1", { name: "devs" }).toArray()],
  ["hasRole", (c) => c.hasRole({ userId: "u1", projectId: "p1" }, "r1")],
];

const clientOn = (fetch: Fetch, extra: { timeoutMs?: number } = {}) =>
  createIdentityClient({ baseUrl: BASE, auth: TOKEN, fetch, retry: { maxAttempts: 1 }, ...extra });

const answers: [string, Answer][] = [
  ["400 echoing the request", keystoneError(400, "Bad Request")],
  ["401 echoing the request", keystoneError(401, "Unauthorized")],
  ["403 echoing the request", keystoneError(403, "Forbidden")],
  ["404 echoing the request", keystoneError(404, "Not Found")],
  ["409 echoing the request", keystoneError(409, "Conflict")],
  ["500 echoing the request", keystoneError(500, "Internal Server Error")],
  [
    "503 HTML page echoing the request",
    echoing((echo) => new Response(`<html>${echo}</html>`, { status: 503 })),
  ],
  ["418 plain text echoing the request", echoing((echo) => new Response(echo, { status: 418 }))],
  [
    "an error title and message that are the request",
    echoing((echo) => json(400, { error: { code: 400, title: echo, message: echo } })),
  ],
  [
    "a request ID that is the X-Auth-Token",
    echoing((_, request) =>
      json(
        403,
        { error: { code: 403, title: "Forbidden" } },
        { "x-openstack-request-id": request.headers.get("x-auth-token") ?? "none" },
      ),
    ),
  ],
  [
    "200 that is not JSON",
    echoing((echo) => new Response(`{"user": ${JSON.stringify(echo)}`, { status: 200 })),
  ],
  [
    "201 that is not JSON",
    echoing((echo) => new Response(`{"token": ${JSON.stringify(echo)}`, { status: 201 })),
  ],
  ["200 with an empty body", () => empty(200)],
  ["203 echoing the request", echoing((echo) => json(203, { echo }))],
  [
    "307 to a URL with the token",
    echoing((_, request) =>
      empty(307, { Location: `https://evil.example/x?token=${request.headers.get("x-auth-token")}` }),
    ),
  ],
  ["a body cut short after the echo", echoing((echo) => brokenBody(200, `{"echo": ${JSON.stringify(echo)}`))],
];

describe("identity client: no secret in any error", () => {
  for (const [label, answer] of answers) {
    // A HEAD check's 404 is its answer "no", not an error.
    const calls = clientCalls.filter(([name]) => !(name === "hasRole" && label.startsWith("404")));
    it.each(calls)(`${label}: %s`, async (_, call) => {
      await failure(() => call(clientOn(fakeFetch(answer))));
    });
  }

  it.each(clientCalls)("a transport error whose message and cause quote the secrets: %s", async (_, call) => {
    const fetch: Fetch = async (request) => {
      const echo = await echoOf(request);
      throw new TypeError(`fetch failed: ${request.url} ${echo}`, { cause: new Error(`socket ${echo}`) });
    };
    await failure(() => call(clientOn(fetch)));
  });

  it("a body that stalls: TimeoutError", async () => {
    await failure(() => clientOn(fakeFetch(stalledBody(200, TOKEN)), { timeoutMs: 50 }).getUser("u1"));
  });

  it("an abort whose reason quotes the secrets: AbortError", async () => {
    const controller = new AbortController();
    const call = clientOn(fakeFetch(stalledBody(200, TOKEN))).getUser("u1", { signal: controller.signal });
    controller.abort(new Error(`aborted with ${TOKEN}`));
    await failure(() => call);
  });

  it("a next link that loops, its query holding the token", async () => {
    const page = json(200, {
      groups: [],
      links: { self: "x", previous: null, next: `${BASE}/v3/groups?token=${TOKEN}` },
    });
    await failure(() => clientOn(fakeFetch(page)).listGroups().toArray());
  });

  it("bad input holding a secret: a token with a line break, an ID that leaves its segment", async () => {
    const client = clientOn(fakeFetch(empty(204)));
    await failure(() => client.validateToken(`${SUBJECT}\r\n`));
    await failure(() => client.revokeToken(`${SUBJECT}\u20ac`));
    await failure(() => client.getUser(`${TOKEN}\uD800`));
    await failure(async () => createIdentityClient({ baseUrl: BASE, auth: `${TOKEN}\n` }));
    await failure(async () => createIdentityClient({ baseUrl: `https://u:${PASSWORD}@identity.test` }));
  });
});

describe("identity provider: no secret in any error", () => {
  const provider = (fetch: Fetch) =>
    createIdentityProvider({
      baseUrl: BASE,
      password: { userName: "alice", domain: { name: "acme" }, password: PASSWORD },
      fetch,
      retry: { maxAttempts: 2, baseDelayMs: 1 },
      clock: fakeClock(),
    });
  const providerCalls: [string, (p: IdentityProvider) => Promise<unknown>][] = [
    ["getToken", (p) => p.getToken()],
    ["endpoint", (p) => p.endpoint({ type: "compute" })],
  ];

  for (const [label, answer] of answers) {
    it.each(providerCalls)(`${label}: %s`, async (_, call) => {
      await failure(() => call(provider(fakeFetch(answer))));
    });
  }

  it("201 without X-Subject-Token, with a bad expires_at, with no endpoint", async () => {
    await failure(() => provider(fakeFetch(() => json(201, tokenBody))).getToken());
    const badTime = { token: { ...tokenBody.token, expires_at: `${PASSWORD} ${ISSUED}` } };
    await failure(() =>
      provider(fakeFetch(() => json(201, badTime, { "X-Subject-Token": ISSUED }))).getToken(),
    );
    const issued = () => json(201, tokenBody, { "X-Subject-Token": ISSUED });
    await failure(() => provider(fakeFetch(issued)).endpoint({ type: "compute" }));
  });

  it("a request whose re-authentication fails after a 401", async () => {
    let authentications = 0;
    const fetch = fakeFetch((request) => {
      const unauthorized = keystoneError(401, "Unauthorized");
      if (new URL(request.url).pathname !== "/v3/auth/tokens") return unauthorized(request);
      authentications++;
      return authentications === 1
        ? json(201, tokenBody, { "X-Subject-Token": ISSUED })
        : unauthorized(request);
    });
    const client = createIdentityClient({ baseUrl: BASE, auth: provider(fetch), fetch });
    await failure(() => client.getUser("u1"));
  });

  it("revoke fails, and a fixed token is refused or fails", async () => {
    const fetch = fakeFetch(
      () => json(201, tokenBody, { "X-Subject-Token": ISSUED }),
      keystoneError(403, "Forbidden"),
    );
    const p = provider(fetch);
    await p.getToken();
    await failure(() => p.revoke());
    await failure(async () => createIdentityProvider({ baseUrl: BASE, fixedToken: `${TOKEN}\r\nX: y` }));
    await failure(async () => createIdentityProvider({ baseUrl: BASE, token: `${SUBJECT}\u00e9` }));
    const fixed = createIdentityProvider({
      baseUrl: BASE,
      fixedToken: TOKEN,
      fetch: fakeFetch(keystoneError(404, "Not Found")),
    });
    await failure(() => fixed.getCatalog());
    await failure(() => fixed.revoke());
  });

  it("nothing at all was written to the console", () => {
    expect(logged).toEqual([]);
  });
});

// The token half every X-Auth-Token client shares: each path with a fixed token and a token
// source, a transport failure and an abort mid-body that quote it, a token no header can carry.
const keystone = (status: number) => (token: string) =>
  json(status, { error: { code: status, title: token, message: echoToken(token) } });
describeTokenSecrets<IdentityClient>("the token half: no token shows in an identity client error", {
  client: (options) => createIdentityClient({ baseUrl: BASE, ...options }),
  fixed: "secrets-token-half-fixed-2d4f6a",
  issued: "secrets-token-half-issued-8b0c1e",
  paths: [
    ...[400, 401, 403, 404, 409, 500].map(
      (status): TokenErrorPath<IdentityClient> => [
        `Keystone ${status}`,
        keystone(status),
        (c) => c.getUser("u1"),
      ],
    ),
    ["200 of the wrong shape", (token) => json(200, { users: token }), (c) => c.listUsersPage()],
    ["a body that stalls", () => stalledBody(200), (c) => c.getGroup("g1", { timeoutMs: 50 })],
  ],
  transportFailure: (c) => c.createGroup({ name: "g", domain_id: "default" }),
  aborted: { what: "walk", call: (c, signal) => c.listGroups({}, { signal }).toArray() },
});
