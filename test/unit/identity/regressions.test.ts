/**
 * Regression tests for the identity defects fixed by the move onto the shared core. Each
 * test names the defect it covers and would have failed before the fix.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  RedirectRefusedError,
  TimeoutError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import { buildAuthRequest } from "../../../src/identity/auth-request.ts";
import { createIdentityClient, type IdentityClient } from "../../../src/identity/index.ts";
import { createIdentityProvider } from "../../../src/identity/provider.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { brokenBody, empty, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";

const BASE = "https://identity.example.test";
const TOKEN = "regression-token-5f0c2a9e";
const PASSWORD = "regression-password-77d1";

const clientOn = (fetch: ReturnType<typeof fakeFetch>, timeoutMs?: number) =>
  createIdentityClient({ baseUrl: BASE, auth: TOKEN, fetch, timeoutMs, retry: { maxAttempts: 1 } });

const role = (id: string) => ({ id, name: id, links: { self: `${BASE}/v3/roles/${id}` } });
const tokenBody = (catalog: unknown) => ({
  token: {
    methods: ["password"],
    user: { id: "u1", name: "alice", domain: { id: "d1", name: "acme" } },
    audit_ids: ["a1"],
    issued_at: "2026-11-21T00:00:00Z",
    expires_at: "2026-11-21T01:00:00Z",
    catalog,
  },
});

describe("defect 3: listGrantedRoles follows the next link's query", () => {
  it("asks for page 2 with the query of page 1's links.next, not for page 1 again", async () => {
    const path = "/v3/projects/p1/users/u1/roles";
    const fetch = fakeFetch(
      json(200, {
        roles: [role("r1")],
        links: {
          self: `${BASE}${path}`,
          previous: null,
          next: `http://internal:5000${path}?marker=r1&limit=1`,
        },
      }),
      json(200, { roles: [role("r2")], links: { self: `${BASE}${path}`, previous: null, next: null } }),
    );
    const roles = await clientOn(fetch).listGrantedRoles({ userId: "u1", projectId: "p1" }).toArray();
    expect(roles.map((r) => r.id)).toEqual(["r1", "r2"]);
    expect(fetch.sent.map((s) => s.url.href)).toEqual([`${BASE}${path}`, `${BASE}${path}?marker=r1&limit=1`]);
  });

  it("follows the link's query for every grant combination and for a trust's roles", async () => {
    const lists: [string, (c: IdentityClient) => AsyncIterable<unknown>][] = [
      ["/v3/projects/p1/groups/g1/roles", (c) => c.listGrantedRoles({ groupId: "g1", projectId: "p1" })],
      ["/v3/domains/d1/users/u1/roles", (c) => c.listGrantedRoles({ userId: "u1", domainId: "d1" })],
      ["/v3/domains/d1/groups/g1/roles", (c) => c.listGrantedRoles({ groupId: "g1", domainId: "d1" })],
      ["/v3/OS-TRUST/trusts/t1/roles", (c) => c.listTrustRoles("t1")],
    ];
    for (const [path, list] of lists) {
      const fetch = fakeFetch(
        json(200, { roles: [role("r1")], links: { self: path, previous: null, next: `${path}?marker=r1` } }),
        json(200, { roles: [role("r2")], links: { self: path, previous: null, next: null } }),
      );
      const ids: unknown[] = [];
      for await (const r of list(clientOn(fetch))) ids.push((r as { id: string }).id);
      expect(ids).toEqual(["r1", "r2"]);
      expect(fetch.sent[1]?.url.search).toBe("?marker=r1");
    }
  });
});

describe("defect 7: path parameters stay in their segment", () => {
  it("refuses '.', '..', '' and lone surrogates in IDs with InvalidInputError and sends nothing", async () => {
    const fetch = fakeFetch(empty(204));
    const client = clientOn(fetch);
    const calls: [string, () => Promise<unknown>][] = [
      // Used to send DELETE /v3/users/u1.
      ['removeUserFromGroup("..", "u1")', () => client.removeUserFromGroup("..", "u1")],
      // Used to send DELETE /v3/.
      ['deleteGroup("..")', () => client.deleteGroup("..")],
      ['addUserToGroup("g1", ".")', () => client.addUserToGroup("g1", ".")],
      ['checkUserInGroup("..", "u1")', () => client.checkUserInGroup("..", "u1")],
      ['getUser(".")', () => client.getUser(".")],
      ['deleteTrust("..")', () => client.deleteTrust("..")],
      ['getTrustRole("t1", "..")', () => client.getTrustRole("t1", "..")],
      ['updateProject("..", {})', () => client.updateProject("..", {})],
      ["grantRole(.., '..')", () => client.grantRole({ userId: "u1", projectId: "p1" }, "..")],
      ["revokeRole({ groupId: '..' })", () => client.revokeRole({ groupId: "..", domainId: "d1" }, "r1")],
      ["hasRole({ domainId: '.' })", () => client.hasRole({ userId: "u1", domainId: "." }, "r1")],
      ["listUserGroups('..')", () => client.listUserGroups("..").toArray()],
      ["listGroupUsers('.')", () => client.listGroupUsers(".").toArray()],
      [
        "listGrantedRoles({ projectId: '..' })",
        () => client.listGrantedRoles({ userId: "u1", projectId: ".." }).toArray(),
      ],
      ["getRole('')", () => client.getRole("")],
      ["getUser(lone surrogate)", () => client.getUser("u\uD800")],
      ["deleteGroup(lone surrogate)", () => client.deleteGroup("\uDC00g")],
      ["listUserProjects(lone surrogate)", () => client.listUserProjects("\uD83D").toArray()],
    ];
    for (const [label, call] of calls) {
      const error = await (async () => call())().catch((e: unknown) => e);
      expect(error, label).toBeInstanceOf(InvalidInputError);
    }
    expect(fetch.sent).toHaveLength(0);
  });

  it("a well-formed surrogate pair and a slash are encoded into the one segment", async () => {
    const fetch = fakeFetch(empty(204));
    await clientOn(fetch).removeUserFromGroup("g/1", "u\uD83D\uDE00");
    expect(fetch.sent[0]?.url.pathname).toBe("/v3/groups/g%2F1/users/u%F0%9F%98%80");
  });
});

/** A real HTTP server on loopback, recording what reaches it. */
async function loopback(answer: (url: string) => { status: number; headers?: Record<string, string> }) {
  const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      const { status, headers } = answer(request.url ?? "");
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { received, port };
}
const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe("defect 8: a redirect to another origin is not followed", () => {
  it.each([307, 308])(
    "createToken answered %i: RedirectRefusedError, and the password goes nowhere else",
    async (status) => {
      // Another origin: another port on another host name.
      const elsewhere = await loopback(() => ({ status: 201 }));
      const identity = await loopback(() => ({
        status,
        headers: { Location: `http://localhost:${elsewhere.port}/v3/auth/tokens` },
      }));
      const client = createIdentityClient({ baseUrl: `http://127.0.0.1:${identity.port}` });
      const request = buildAuthRequest({ password: { userId: "u1", password: PASSWORD } }, "unscoped");
      const error = await client.createToken(request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectRefusedError);
      expect(error).toMatchObject({ status });
      expect(identity.received).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
      expectNoSecrets(error, [PASSWORD]);
    },
  );

  it.each([307, 308])("getUser answered %i: the X-Auth-Token goes nowhere else", async (status) => {
    const elsewhere = await loopback(() => ({ status: 200 }));
    const identity = await loopback((url) => ({
      status,
      headers: { Location: `http://localhost:${elsewhere.port}${url}` },
    }));
    const client = createIdentityClient({ baseUrl: `http://127.0.0.1:${identity.port}`, auth: TOKEN });
    const error = await client.getUser("u1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectRefusedError);
    expect(identity.received.map((r) => r.headers["x-auth-token"])).toEqual([TOKEN]);
    expect(elsewhere.received).toEqual([]);
    expectNoSecrets(error, [TOKEN]);
  });
});

describe("defect 2: a connection that drops while the body is read", () => {
  it("is a NetworkError, for a resource and for a list page", async () => {
    const client = clientOn(fakeFetch(brokenBody(200, '{"user": {')));
    await expect(client.getUser("u1")).rejects.toBeInstanceOf(NetworkError);
    const lists = clientOn(fakeFetch(brokenBody(200, '{"users": [')));
    await expect(lists.listUsers().toArray()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("defect 9: a body that stalls", () => {
  it("is a TimeoutError within timeoutMs", async () => {
    const client = clientOn(fakeFetch(stalledBody(200, '{"user": ')), 100);
    const started = Date.now();
    await expect(client.getUser("u1")).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a call's own timeoutMs bounds it too, and a list page as well", async () => {
    const client = clientOn(fakeFetch(stalledBody(200, '{"groups": [')));
    const started = Date.now();
    await expect(client.listGroups({}, { timeoutMs: 100 }).toArray()).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("is an AbortError when the caller aborts mid-body", async () => {
    const client = clientOn(fakeFetch(stalledBody(200, '{"role": ')));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(client.getRole("r1", { signal: controller.signal })).rejects.toBeInstanceOf(AbortError);
  });
});

describe("hostile: a service catalog of the wrong shape", () => {
  const shapes: [string, unknown][] = [
    ["a string", "nope"],
    ["a null service", [null]],
    ["endpoints that are not an array", [{ id: "s", type: "compute", endpoints: 5 }]],
    ["a service without a type", [{ id: "s", endpoints: [] }]],
    [
      "an endpoint without a URL",
      [{ id: "s", type: "compute", endpoints: [{ id: "e", interface: "public" }] }],
    ],
    ["a null endpoint", [{ id: "s", type: "compute", endpoints: [null] }]],
  ];

  it.each(shapes)(
    "%s: provider.endpoint() is a MalformedResponseError, not a TypeError",
    async (_, catalog) => {
      const fetch = fakeFetch(json(201, tokenBody(catalog), { "X-Subject-Token": TOKEN }));
      const provider = createIdentityProvider({
        baseUrl: BASE,
        password: { userId: "u1", password: PASSWORD },
        fetch,
        retry: { maxAttempts: 1 },
        clock: fakeClock(),
      });
      await expect(provider.endpoint({ type: "compute" })).rejects.toBeInstanceOf(MalformedResponseError);
    },
  );

  it.each(shapes)("%s: a fixed token's catalog too", async (_, catalog) => {
    const fetch = fakeFetch(json(200, tokenBody(catalog)));
    const provider = createIdentityProvider({ baseUrl: BASE, fixedToken: TOKEN, fetch, clock: fakeClock() });
    await expect(provider.getCatalog()).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe("hostile: identity accepted any 2xx", () => {
  it.each([203, 206, 299])("getUser answered %i is an UnexpectedResponseError", async (status) => {
    const client = clientOn(fakeFetch(json(status, { user: { id: "u1" } })));
    await expect(client.getUser("u1")).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it("only the documented success status of each operation is a success", async () => {
    const client = clientOn(fakeFetch(json(200, { group: { id: "g1" }, token: tokenBody([]).token })));
    // Documented: 204, 201, 204, 204.
    await expect(client.deleteGroup("g1")).rejects.toBeInstanceOf(UnexpectedResponseError);
    await expect(client.createGroup({ name: "devs", domain_id: "d1" })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    await expect(client.checkUserInGroup("g1", "u1")).rejects.toBeInstanceOf(UnexpectedResponseError);
    await expect(
      client.createToken(buildAuthRequest({ password: { userId: "u1", password: PASSWORD } })),
    ).rejects.toBeInstanceOf(UnexpectedResponseError);
    const lists = clientOn(fakeFetch(json(206, { users: [], links: { next: null } })));
    await expect(lists.listUsers().toArray()).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});

describe("provider: token values that cannot go into a header are refused before sending", () => {
  const fetch = fakeFetch(json(201, tokenBody([]), { "X-Subject-Token": TOKEN }));

  it.each([
    ["a CR/LF", "tok\r\nX-Evil: 1"],
    ["a LF at the end", `${TOKEN}\n`],
    ["a non-Latin-1 character", "tok\u20acen"],
    ["a non-ASCII Latin-1 character", "t\u00f6ken"],
  ])("%s in fixedToken or token", (_, value) => {
    expect(() => createIdentityProvider({ baseUrl: BASE, fixedToken: value, fetch })).toThrow(
      InvalidInputError,
    );
    expect(() => createIdentityProvider({ baseUrl: BASE, token: value, fetch })).toThrow(InvalidInputError);
    expect(() => createIdentityClient({ baseUrl: BASE, auth: value, fetch })).toThrow(InvalidInputError);
    expect(fetch.sent).toHaveLength(0);
  });

  it("a subject token to validate or revoke likewise", async () => {
    const client = clientOn(fetch);
    await expect(client.validateToken("tok\r\nen")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(client.revokeToken("t\u20ac")).rejects.toBeInstanceOf(InvalidInputError);
    expect(fetch.sent).toHaveLength(0);
  });

  it("a password goes into the JSON body: any non-empty string is sent as it is", async () => {
    const password = "pa\r\nss \u20ac w\u00f6rd";
    const provider = createIdentityProvider({
      baseUrl: BASE,
      password: { userId: "u1", password },
      fetch,
      clock: fakeClock(),
    });
    expect(await provider.getToken()).toBe(TOKEN);
    expect(JSON.parse(fetch.sent[0]?.body ?? "").auth.identity.password.user.password).toBe(password);
    expect(() =>
      createIdentityProvider({ baseUrl: BASE, password: { userId: "u1", password: "" }, fetch }),
    ).toThrow(InvalidInputError);
  });
});
