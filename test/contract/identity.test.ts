/**
 * Every identity operation through our client against the Prism mock of specs/identity, with
 * request validation on: the success and every documented error (read from the spec itself,
 * so a newly documented error cannot go untested), and no sl-violations anywhere.
 */
import { describe, expect, it } from "vitest";
import { templatePattern } from "../../scripts/lib/openapi/paths.ts";
import { buildAuthRequest } from "../../src/identity/auth-request.ts";
import {
  createIdentityClient,
  IdentityAuthenticationError,
  IdentityBadRequestError,
  type IdentityClient,
  IdentityConflictError,
  type IdentityError,
  IdentityForbiddenError,
  IdentityNotFoundError,
  IdentityServerError,
} from "../../src/identity/index.ts";
import { createIdentityProvider } from "../../src/identity/provider.ts";
import { mockUrl, type RecordingFetch, strictPrismFetch } from "../support/prism.ts";
import { readDocumentedErrors } from "../support/spec-errors.ts";

const ids = {
  user: "c8f7f08a82cf49088a0dd19940c2a818",
  group: "42eb96c0a14649dc980b6ecfd4738dbb",
  project: "4e6a0b2c8d9e4f10a1b2c3d4e5f60718",
  domain: "9a1c5e2f6b7d4e8fa0b1c2d3e4f5a6b7",
  role: "13415db948d04b0cb97121fd416e5f41",
  trust: "d41b071eaefc42b5b053467c22a5e7eb",
  region: "jp-east-1",
};
const TOKEN = "contract-test-token";
const SUBJECT = "gAAAAABexampletoken";

// --- the spec: every operation and the errors it documents -----------------------------------

// One error case per documented error example (the spec names one per error), and one with
// example "" per error of a HEAD check (an answer without a body).
const { operations, errors: errorCases } = readDocumentedErrors("specs/identity/openapi.yaml");

// --- one call of our client per operation ----------------------------------------------------

interface Case {
  /** How the client performs the operation. */
  call(client: IdentityClient): Promise<unknown>;
  /** What the success must look like. */
  check(result: unknown): void;
}

const cases: Record<string, Case> = {
  getVersion: { call: (c) => c.getVersion(), check: (v) => expect(v).toMatchObject({ id: "v3.14" }) },
  createToken: {
    call: (c) =>
      c.createToken(buildAuthRequest({ password: { userId: ids.user, password: "pw-value" } }, "unscoped")),
    check: (r) => expect(r).toMatchObject({ token: SUBJECT, body: { user: { name: "alice" } } }),
  },
  validateToken: {
    call: (c) => c.validateToken(SUBJECT),
    check: (t) => expect(t).toMatchObject({ user: { name: "admin" } }),
  },
  revokeToken: { call: (c) => c.revokeToken(SUBJECT), check: (r) => expect(r).toBeUndefined() },
  listRegions: {
    call: (c) => c.listRegions({ parent_region_id: ids.region }).toArray(),
    check: (r) => expect(r).toEqual([expect.objectContaining({ parent_region_id: ids.region })]),
  },
  createRegion: {
    call: (c) => c.createRegion({ id: "jp-east-1a", parent_region_id: ids.region }),
    check: (r) => expect(r).toMatchObject({ id: "jp-east-1a" }),
  },
  getRegion: {
    call: (c) => c.getRegion(ids.region),
    check: (r) => expect(r).toMatchObject({ id: ids.region }),
  },
  listSynchronousRegions: {
    call: (c) => c.listSynchronousRegions({ domain_id: ids.domain }).toArray(),
    check: (r) =>
      expect(r).toContainEqual(expect.objectContaining({ status: "ready", region_id: ids.region })),
  },
  createDomain: {
    call: (c) => c.createDomain({ name: "acme" }),
    check: (d) => expect(d).toMatchObject({ id: ids.domain, name: "acme" }),
  },
  getDomain: {
    call: (c) => c.getDomain(ids.domain),
    check: (d) => expect(d).toMatchObject({ id: ids.domain }),
  },
  listProjects: {
    call: (c) => c.listProjects({ domain_id: ids.domain, name: "web", enabled: true }).toArray(),
    check: (p) => expect(p).toEqual([expect.objectContaining({ id: ids.project })]),
  },
  createProject: {
    call: (c) => c.createProject({ name: "web-prod", domain_id: ids.domain }),
    check: (p) => expect(p).toMatchObject({ id: ids.project }),
  },
  getProject: {
    call: (c) => c.getProject(ids.project),
    check: (p) => expect(p).toMatchObject({ id: ids.project }),
  },
  updateProject: {
    call: (c) => c.updateProject(ids.project, { description: "Web front ends (production)" }),
    check: (p) => expect(p).toMatchObject({ description: "Web front ends (production)" }),
  },
  listUsers: {
    call: (c) => c.listUsers({ name: "alice" }).toArray(),
    check: (u) => expect(u).toEqual([expect.objectContaining({ id: ids.user })]),
  },
  createUser: {
    call: (c) => c.createUser({ name: "alice", domain_id: ids.domain, password: "pw-value" }),
    check: (u) => expect(u).toMatchObject({ id: ids.user }),
  },
  getUser: { call: (c) => c.getUser(ids.user), check: (u) => expect(u).toMatchObject({ id: ids.user }) },
  getUserAuthType: {
    call: (c) => c.getUserAuthType(ids.user),
    check: (u) => expect(u).toEqual({ auth_type: "password" }),
  },
  listUserProjects: {
    call: (c) => c.listUserProjects(ids.user, { enabled: true }).toArray(),
    check: (p) => expect(p).toHaveLength(1),
  },
  listUserGroups: {
    call: (c) => c.listUserGroups(ids.user, { name: "devs" }).toArray(),
    check: (g) => expect(g).toEqual([expect.objectContaining({ id: ids.group, name: "devs" })]),
  },
  listGroups: {
    call: (c) => c.listGroups({ domain_id: ids.domain }).toArray(),
    check: (g) => expect(g).toHaveLength(1),
  },
  createGroup: {
    call: (c) => c.createGroup({ name: "devs", domain_id: ids.domain }),
    check: (g) => expect(g).toMatchObject({ id: ids.group }),
  },
  getGroup: { call: (c) => c.getGroup(ids.group), check: (g) => expect(g).toMatchObject({ id: ids.group }) },
  updateGroup: {
    call: (c) => c.updateGroup(ids.group, { description: "Developers and testers" }),
    check: (g) => expect(g).toMatchObject({ description: "Developers and testers" }),
  },
  deleteGroup: { call: (c) => c.deleteGroup(ids.group), check: (r) => expect(r).toBeUndefined() },
  listGroupUsers: {
    call: (c) => c.listGroupUsers(ids.group, { enabled: true }).toArray(),
    check: (u) => expect(u).toEqual([expect.objectContaining({ id: ids.user })]),
  },
  addUserToGroup: {
    call: (c) => c.addUserToGroup(ids.group, ids.user),
    check: (r) => expect(r).toBeUndefined(),
  },
  checkUserInGroup: {
    call: (c) => c.checkUserInGroup(ids.group, ids.user),
    check: (r) => expect(r).toBe(true),
  },
  removeUserFromGroup: {
    call: (c) => c.removeUserFromGroup(ids.group, ids.user),
    check: (r) => expect(r).toBeUndefined(),
  },
  listRoles: {
    call: (c) => c.listRoles({ name: "member" }).toArray(),
    check: (r) => expect(r).toEqual([expect.objectContaining({ name: "member" })]),
  },
  createRole: {
    call: (c) => c.createRole({ name: "auditor" }),
    check: (r) => expect(r).toMatchObject({ name: "auditor" }),
  },
  getRole: { call: (c) => c.getRole(ids.role), check: (r) => expect(r).toMatchObject({ id: ids.role }) },
  listRoleAssignments: {
    call: (c) => c.listRoleAssignments({ "user.id": ids.user, "scope.project.id": ids.project }).toArray(),
    check: (a) => expect(a).toHaveLength(2),
  },
  listTrusts: {
    call: (c) => c.listTrusts({ trustee_user_id: ids.user }).toArray(),
    check: (t) => expect(t).toEqual([expect.objectContaining({ id: ids.trust })]),
  },
  createTrust: {
    call: (c) =>
      c.createTrust({
        trustor_user_id: "6d6372d6b19749d996b725133dd0c1ea",
        trustee_user_id: ids.user,
        project_id: ids.project,
        impersonation: false,
        roles: [{ name: "member" }],
      }),
    check: (t) =>
      expect(t).toMatchObject({ id: ids.trust, roles: [expect.objectContaining({ name: "member" })] }),
  },
  getTrust: { call: (c) => c.getTrust(ids.trust), check: (t) => expect(t).toMatchObject({ id: ids.trust }) },
  deleteTrust: { call: (c) => c.deleteTrust(ids.trust), check: (r) => expect(r).toBeUndefined() },
  listTrustRoles: {
    call: (c) => c.listTrustRoles(ids.trust).toArray(),
    check: (r) => expect(r).toHaveLength(1),
  },
  getTrustRole: {
    call: (c) => c.getTrustRole(ids.trust, ids.role),
    check: (r) => expect(r).toMatchObject({ id: ids.role }),
  },
};

// The sixteen role-grant operations: list, grant, check and revoke, for each holder and target.
const grants = {
  ProjectUser: { userId: ids.user, projectId: ids.project },
  ProjectGroup: { groupId: ids.group, projectId: ids.project },
  DomainUser: { userId: ids.user, domainId: ids.domain },
  DomainGroup: { groupId: ids.group, domainId: ids.domain },
};
for (const [kind, grant] of Object.entries(grants)) {
  cases[`list${kind}Roles`] = {
    call: (c) => c.listGrantedRoles(grant).toArray(),
    check: (r) => expect(r).toEqual([expect.objectContaining({ id: ids.role })]),
  };
  cases[`grant${kind}Role`] = {
    call: (c) => c.grantRole(grant, ids.role),
    check: (r) => expect(r).toBeUndefined(),
  };
  cases[`check${kind}Role`] = { call: (c) => c.hasRole(grant, ids.role), check: (r) => expect(r).toBe(true) };
  cases[`revoke${kind}Role`] = {
    call: (c) => c.revokeRole(grant, ids.role),
    check: (r) => expect(r).toBeUndefined(),
  };
}

const ERROR_CLASSES: Record<number, typeof IdentityError> = {
  400: IdentityBadRequestError,
  401: IdentityAuthenticationError,
  403: IdentityForbiddenError,
  404: IdentityNotFoundError,
  409: IdentityConflictError,
  500: IdentityServerError,
  501: IdentityServerError,
  503: IdentityServerError,
  504: IdentityServerError,
};

function clientWith(prefer?: string | ((request: Request) => string | undefined), maxAttempts = 1) {
  const fetch = strictPrismFetch(prefer);
  const client = createIdentityClient({
    baseUrl: mockUrl("identity"),
    auth: TOKEN,
    fetch,
    retry: { maxAttempts },
  });
  return { client, fetch };
}

describe("identity API contract: coverage", () => {
  it("has a client call for every operation in the spec, and none for operations it lacks", () => {
    expect(Object.keys(cases).sort()).toEqual(operations.map((op) => op.operationId).sort());
    expect(operations.length).toBeGreaterThanOrEqual(55);
  });

  it("documents a named example for every error that has a body", () => {
    for (const error of errorCases) {
      if (error.method !== "HEAD") expect(error.example, `${error.operationId} ${error.status}`).not.toBe("");
    }
  });
});

describe("identity API contract: every operation succeeds through the client", () => {
  it.each(operations.map((op) => [op.operationId, op.method, op.path] as const))(
    "%s (%s %s)",
    async (operationId, method, path) => {
      const { client, fetch } = clientWith();
      const testCase = cases[operationId];
      if (testCase === undefined) throw new Error(`no case for ${operationId}`);
      testCase.check(await testCase.call(client));
      const sent = fetch.requests[0];
      expect(sent?.method).toBe(method);
      const pattern = templatePattern(path);
      expect(new URL(sent?.url ?? "").pathname).toMatch(pattern);
    },
  );
});

describe("identity API contract: every documented error becomes its typed error", () => {
  it.each(errorCases)("$operationId: HTTP $status", async ({ operationId, method, status, example }) => {
    const { client } = clientWith(example ? `code=${status}, example=${example}` : `code=${status}`);
    const testCase = cases[operationId];
    if (testCase === undefined) throw new Error(`no case for ${operationId}`);
    const outcome = await testCase.call(client).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    if (method === "HEAD" && status === 404) {
      // A HEAD check's 404 is its answer "no", not an error.
      expect(outcome).toEqual({ value: false });
      return;
    }
    const error = "error" in outcome ? outcome.error : undefined;
    expect(error).toBeInstanceOf(ERROR_CLASSES[status]);
    expect(error).toMatchObject({ status, operation: expect.any(String) });
    if (method !== "HEAD") {
      expect(error).toMatchObject({ code: expect.any(String), serverMessage: expect.any(String) });
      expect(String(error)).toContain(`HTTP ${status}`);
    }
    expect(String(error)).not.toContain(TOKEN);
  });
});

describe("identity API contract: details the platform reference specifies", () => {
  it("list groups of a user sends Content-Type, Accept, X-Auth-Token and the name filter", async () => {
    const { client, fetch } = clientWith();
    await client.listUserGroups(ids.user, { name: "devs" }).toArray();
    const sent = fetch.requests[0];
    expect(sent?.headers.get("content-type")).toBe("application/json");
    expect(sent?.headers.get("accept")).toBe("application/json");
    expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(new URL(sent?.url ?? "").search).toBe("?name=devs");
  });

  it("list groups of a user: Keystone's membership_expires_at and an empty match are both accepted", async () => {
    const keystone = clientWith("code=200, example=keystone").client;
    expect((await keystone.listUserGroups(ids.user).toArray())[0]).toHaveProperty(
      "membership_expires_at",
      null,
    );
    const none = clientWith("code=200, example=noMatch").client;
    expect(await none.listUserGroups(ids.user, { name: "nobody" }).toArray()).toEqual([]);
  });

  it("createToken sends the auth body as JSON and reads the token from X-Subject-Token", async () => {
    const { client, fetch } = clientWith();
    const request = buildAuthRequest(
      { password: { userName: "alice", domain: { name: "acme" }, password: "pw-value" } },
      { project: { id: ids.project } },
    );
    const issued = await client.createToken(request);
    expect(issued.token).toBe(SUBJECT);
    expect(issued.body.catalog?.map((s) => s.type)).toEqual(["identity", "compute"]);
    expect(JSON.parse((await fetch.requests[0]?.text()) ?? "")).toEqual(request);
  });

  it("retries an idempotent call once the mock answers 503, then succeeds", async () => {
    let calls = 0;
    // The retry re-sends the same Request, so the second Prefer must replace the first.
    const { client, fetch } = clientWith(
      () => (calls++ === 0 ? "code=503, example=serviceUnavailable" : "code=200"),
      3,
    );
    expect(await client.listUserGroups(ids.user).toArray()).toHaveLength(1);
    expect(fetch.requests).toHaveLength(2);
  });
});

describe("identity provider against the mock", () => {
  const providerWith = (fetch: RecordingFetch) =>
    createIdentityProvider({
      baseUrl: mockUrl("identity"),
      password: { userName: "alice", domain: { name: "acme" }, password: "pw-value" },
      scope: { project: { name: "web", domain: { name: "acme" } } },
      fetch,
    });

  it("authenticates once, presents the token as X-Auth-Token and finds endpoints in the catalog", async () => {
    const authFetch = strictPrismFetch();
    const provider = providerWith(authFetch);
    const apiFetch = strictPrismFetch();
    const client = createIdentityClient({ baseUrl: mockUrl("identity"), auth: provider, fetch: apiFetch });
    await client.getUser(ids.user);
    await client.listGroups().toArray();
    expect(authFetch.requests).toHaveLength(1);
    expect(apiFetch.requests.map((r) => r.headers.get("x-auth-token"))).toEqual([SUBJECT, SUBJECT]);
    expect(await provider.endpoint({ type: "compute", region: "jp-east-1" })).toBe(
      `https://compute.jp-east-1.cloud.global.fujitsu.com/v2/${ids.project}`,
    );
  });

  it("re-authenticates once on 401 and then gives up (no loop)", async () => {
    // The mock issues the same example token again, so the auth policy, seeing no fresh token,
    // returns the 401 instead of re-sending (the re-send itself is covered by the unit and
    // interop tests, where each authentication yields a new token).
    const authFetch = strictPrismFetch();
    const apiFetch = strictPrismFetch("code=401, example=unauthorized");
    const client = createIdentityClient({
      baseUrl: mockUrl("identity"),
      auth: providerWith(authFetch),
      fetch: apiFetch,
    });
    await expect(client.getUser(ids.user)).rejects.toBeInstanceOf(IdentityAuthenticationError);
    expect(apiFetch.requests).toHaveLength(1);
    expect(authFetch.requests).toHaveLength(2);
  });

  it("fixed-token mode validates the token for its catalog and never authenticates", async () => {
    const fetch = strictPrismFetch();
    const provider = createIdentityProvider({ baseUrl: mockUrl("identity"), fixedToken: TOKEN, fetch });
    expect(await provider.getToken()).toBe(TOKEN);
    expect(await provider.getCatalog()).toEqual([]);
    expect(
      fetch.requests.map((r) => [r.method, new URL(r.url).pathname, r.headers.get("x-subject-token")]),
    ).toEqual([["GET", "/v3/auth/tokens", TOKEN]]);
  });
});
