/**
 * The identity client and provider against a real Keystone (Debian's python3-keystone on
 * 127.0.0.1, started by global-setup.ts). Every response Keystone sends is validated against
 * specs/identity (see scripts/verify/spec-validator.ts), so any difference between the spec and the real
 * server fails the test that caused it; the last test checks that every operation of the spec
 * was exercised. The tests run in order and build on each other (one Keystone per run).
 */
import { afterAll, describe, expect, inject, it } from "vitest";
import { type Fetch, loadSpecValidator } from "../../../scripts/verify/spec-validator.ts";
import { EndpointNotFoundError } from "../../../src/identity/catalog.ts";
import type { Group, Project, Role, User } from "../../../src/identity/index.ts";
import {
  createIdentityClient,
  IdentityAuthenticationError,
  type IdentityClient,
  IdentityConflictError,
  IdentityNotFoundError,
} from "../../../src/identity/index.ts";
import { createIdentityProvider, type IdentityProviderOptions } from "../../../src/identity/provider.ts";
import { fakeClock } from "../../support/fake-clock.ts";

const keystone = inject("keystone");
/** The K5 extensions: upstream Keystone does not serve them. */
const K5_ONLY = ["listSynchronousRegions", "getUserAuthType"];

describe.runIf(keystone !== null)("identity against a real Keystone", () => {
  if (keystone === null) return;
  const { url, admin: adminLogin, regionId } = keystone;
  const validator = loadSpecValidator("identity", { absentUpstream: K5_ONLY });

  /** The validating transport, counting the requests that pass through it. */
  const transport = () => {
    const requests: Request[] = [];
    const validated = validator.wrap((request) => fetch(request));
    const counted: Fetch = (request) => {
      requests.push(request.clone());
      return validated(request);
    };
    return { fetch: counted, requests };
  };
  const provider = (options: Omit<IdentityProviderOptions, "baseUrl" | "fetch">, t = transport()) =>
    createIdentityProvider({ baseUrl: url, fetch: t.fetch, ...options });
  const clientFor = (auth: Parameters<typeof createIdentityClient>[0]["auth"], t = transport()) =>
    createIdentityClient({ baseUrl: url, auth, fetch: t.fetch });

  const adminAuth = provider({
    password: {
      userName: adminLogin.userName,
      domain: { id: adminLogin.domainId },
      password: adminLogin.password,
    },
    scope: { project: { name: adminLogin.projectName, domain: { id: adminLogin.domainId } } },
  });
  const admin: IdentityClient = clientFor(adminAuth);

  const suffix = Date.now().toString(36);
  const alicePassword = `alice-${suffix}-pw`;
  const state: {
    domainId?: string;
    project?: Project;
    alice?: User;
    bob?: User;
    group?: Group;
    role?: Role;
    member?: Role;
    adminUserId?: string;
    adminProjectId?: string;
    trustId?: string;
  } = {};
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`an earlier test should have created ${what}`);
    return value;
  };

  afterAll(async () => {
    await adminAuth.revoke();
  });

  describe("authentication", () => {
    it("serves the v3 version document", async () => {
      expect((await admin.getVersion()).id).toMatch(/^v3\.\d+$/);
    });

    it("lists its versions at / (version discovery, no SDK method), 300 with the v3 API in Location", async () => {
      const response = await transport().fetch(
        new Request(`${url}/`, { headers: { accept: "application/json" } }),
      );
      expect(response.status).toBe(300);
      expect(response.headers.get("location")).toBe(`${url}/v3/`);
      const body = (await response.json()) as { versions: { values: { id: string }[] } };
      expect(body.versions.values.map((version) => version.id)).toEqual([expect.stringMatching(/^v3\.\d+$/)]);
    });

    it("password auth by name and domain, project-scoped: token, roles and catalog", async () => {
      const info = await adminAuth.getTokenInfo();
      expect(info.project?.name).toBe(adminLogin.projectName);
      expect(info.roles?.map((r) => r.name)).toContain("admin");
      state.adminUserId = info.user.id;
      state.adminProjectId = info.project?.id;
      expect(await adminAuth.endpoint({ type: "identity", region: regionId })).toBe(`${url}/v3`);
      expect(await adminAuth.endpoint({ type: "identity", region: regionId, interface: "internal" })).toBe(
        `${url}/v3`,
      );
      await expect(adminAuth.endpoint({ type: "compute" })).rejects.toBeInstanceOf(EndpointNotFoundError);
    });

    it("builds a client from the catalog instead of a hard-coded URL", async () => {
      const fromCatalog = createIdentityClient({
        baseUrl: await adminAuth.endpoint({ type: "identity", region: regionId }),
        auth: adminAuth,
        fetch: transport().fetch,
      });
      expect((await fromCatalog.getDomain(adminLogin.domainId)).name).toBe("Default");
    });

    it("wrong password: 401 with Keystone's error body", async () => {
      const wrong = provider({
        password: { userId: need(state.adminUserId, "admin id"), password: "wrong-password" },
      });
      const error = await wrong.getToken().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityAuthenticationError);
      expect(error).toMatchObject({ status: 401, code: "Unauthorized" });
      expect(String(error)).not.toContain("wrong-password");
    });
  });

  describe("domains, projects, users and groups", () => {
    it("creates a domain and a project in it, and updates the project", async () => {
      const domain = await admin.createDomain({ name: `acme-${suffix}`, description: "Interop domain" });
      state.domainId = domain.id;
      expect(await admin.getDomain(domain.id)).toMatchObject({ name: `acme-${suffix}`, enabled: true });
      const project = await admin.createProject({
        name: "web-prod",
        domain_id: domain.id,
        description: "Web",
      });
      state.project = project;
      expect(await admin.getProject(project.id)).toMatchObject({ name: "web-prod", domain_id: domain.id });
      expect(await admin.updateProject(project.id, { description: "Web v2" })).toMatchObject({
        description: "Web v2",
      });
      expect(
        (await admin.listProjects({ domain_id: domain.id, name: "web-prod", enabled: true }).toArray()).map(
          (p) => p.id,
        ),
      ).toEqual([project.id]);
    });

    it("creates users and finds them by domain and name", async () => {
      const domain_id = need(state.domainId, "the domain");
      state.alice = await admin.createUser({ name: "alice", domain_id, password: alicePassword });
      state.bob = await admin.createUser({
        name: "bob",
        domain_id,
        password: `bob-${suffix}-pw`,
        enabled: true,
      });
      expect(await admin.getUser(state.alice.id)).toMatchObject({ name: "alice", enabled: true });
      expect((await admin.listUsers({ domain_id, name: "alice" }).toArray()).map((u) => u.id)).toEqual([
        state.alice.id,
      ]);
    });

    it("creates a group; a duplicate name is a 409 with Keystone's error body", async () => {
      const domain_id = need(state.domainId, "the domain");
      state.group = await admin.createGroup({ name: "devs", domain_id, description: "Developers" });
      expect(await admin.getGroup(state.group.id)).toMatchObject({ name: "devs", description: "Developers" });
      expect((await admin.listGroups({ domain_id }).toArray()).map((g) => g.name)).toEqual(["devs"]);
      expect(await admin.updateGroup(state.group.id, { description: "Devs" })).toMatchObject({
        description: "Devs",
      });
      const error = await admin.createGroup({ name: "devs", domain_id }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityConflictError);
      expect(error).toMatchObject({ status: 409, code: "Conflict" });
    });

    it("a group created without a description", async () => {
      const bare = await admin.createGroup({ name: "bare", domain_id: need(state.domainId, "the domain") });
      expect(await admin.getGroup(bare.id)).toMatchObject({ name: "bare" });
      await admin.deleteGroup(bare.id);
      await expect(admin.getGroup(bare.id)).rejects.toBeInstanceOf(IdentityNotFoundError);
    });

    it("adds a user to a group and lists the user's groups with and without name", async () => {
      const alice = need(state.alice, "alice");
      const group = need(state.group, "the group");
      await admin.addUserToGroup(group.id, alice.id);
      expect(await admin.checkUserInGroup(group.id, alice.id)).toBe(true);
      expect(await admin.checkUserInGroup(group.id, need(state.bob, "bob").id)).toBe(false);
      const all = await admin.listUserGroups(alice.id).toArray();
      expect(all.map((g) => [g.id, g.name, g.domain_id])).toEqual([[group.id, "devs", group.domain_id]]);
      expect(await admin.listUserGroups(alice.id, { name: "devs" }).toArray()).toHaveLength(1);
      expect(await admin.listUserGroups(alice.id, { name: "no-such-group" }).toArray()).toEqual([]);
      expect((await admin.listGroupUsers(group.id).toArray()).map((u) => u.id)).toEqual([alice.id]);
      expect(await admin.listGroupUsers(group.id, { name: "bob" }).toArray()).toEqual([]);
    });
  });

  describe("tokens: unscoped, reuse, expiry, revocation", () => {
    it("password auth by user ID, unscoped: no project, no catalog", async () => {
      const alice = need(state.alice, "alice");
      const unscoped = provider({
        password: { userId: alice.id, password: alicePassword },
        scope: "unscoped",
      });
      const info = await unscoped.getTokenInfo();
      expect(info.user.id).toBe(alice.id);
      expect(info.project).toBeUndefined();
      expect(info.catalog ?? []).toEqual([]);
      await expect(unscoped.endpoint({ type: "identity" })).rejects.toBeInstanceOf(EndpointNotFoundError);
    });

    it("reuses the token until it expires, then authenticates again", async () => {
      const alice = need(state.alice, "alice");
      const t = transport();
      const clock = fakeClock(Date.now());
      const tokens = provider(
        {
          password: { userName: "alice", domain: { name: `acme-${suffix}` }, password: alicePassword },
          scope: "unscoped",
          clock,
        },
        t,
      );
      const first = await tokens.getToken();
      expect(await tokens.getToken()).toBe(first);
      clock.advance(30 * 60_000);
      expect(await tokens.getToken()).toBe(first);
      expect(t.requests).toHaveLength(1);
      clock.advance(30 * 60_000); // Keystone's default lifetime is one hour
      const second = await tokens.getToken();
      expect(second).not.toBe(first);
      expect(t.requests).toHaveLength(2);
      expect((await admin.validateToken(second)).user.id).toBe(alice.id);
    });

    it("a revoked token gets 401; the provider re-authenticates once and the request succeeds", async () => {
      const alice = need(state.alice, "alice");
      const aliceAuth = provider({
        password: { userId: alice.id, password: alicePassword },
        scope: "unscoped",
      });
      const api = transport();
      const asAlice = clientFor(aliceAuth, api);
      const revoked = await aliceAuth.getToken();
      await admin.revokeToken(revoked);
      expect(await asAlice.getUser(alice.id)).toMatchObject({ id: alice.id });
      const sentTokens = api.requests.map((r) => r.headers.get("x-auth-token"));
      expect(sentTokens).toHaveLength(2);
      expect(sentTokens[0]).toBe(revoked);
      expect(sentTokens[1]).not.toBe(revoked);
      await expect(admin.validateToken(revoked)).rejects.toBeInstanceOf(IdentityNotFoundError);
    });

    it("a revoked fixed token: 401 with Keystone's error body, and no retry", async () => {
      const alice = need(state.alice, "alice");
      const issued = await clientFor(undefined).createToken({
        auth: {
          identity: { methods: ["password"], password: { user: { id: alice.id, password: alicePassword } } },
        },
      });
      const fixed = provider({ fixedToken: issued.token });
      expect((await fixed.getTokenInfo()).user.id).toBe(alice.id);
      await fixed.revoke();
      const api = transport();
      const error = await clientFor(fixed, api)
        .getUser(alice.id)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityAuthenticationError);
      expect(error).toMatchObject({
        status: 401,
        code: "Unauthorized",
        serverMessage: expect.stringMatching(/authentication/),
      });
      expect(api.requests).toHaveLength(1);
    });

    it("the token method turns an unscoped token into a project-scoped one", async () => {
      const unscoped = await clientFor(undefined).createToken({
        auth: {
          identity: {
            methods: ["password"],
            password: { user: { id: need(state.adminUserId, "admin id"), password: adminLogin.password } },
          },
          scope: "unscoped",
        },
      });
      const scoped = provider({
        token: unscoped.token,
        scope: { project: { id: need(state.adminProjectId, "admin project") } },
      });
      expect((await scoped.getTokenInfo()).project?.id).toBe(state.adminProjectId);
    });
  });

  describe("regions", () => {
    it("creates a region with a child and lists by parent_region_id", async () => {
      const parent = await admin.createRegion({ id: `jp-east-${suffix}`, description: "East" });
      const child = await admin.createRegion({ id: `jp-east-${suffix}a`, parent_region_id: parent.id });
      expect(child.parent_region_id).toBe(parent.id);
      expect((await admin.listRegions({ parent_region_id: parent.id }).toArray()).map((r) => r.id)).toEqual([
        child.id,
      ]);
      expect((await admin.listRegions().toArray()).map((r) => r.id)).toEqual(
        expect.arrayContaining([regionId, parent.id, child.id]),
      );
      expect(await admin.getRegion(parent.id)).toMatchObject({ description: "East", parent_region_id: null });
    });
  });

  describe("roles and role assignments", () => {
    it("creates a role and finds roles by name", async () => {
      state.role = await admin.createRole({ name: `auditor-${suffix}`, description: "Audits" });
      expect(await admin.getRole(state.role.id)).toMatchObject({ name: `auditor-${suffix}` });
      const [member] = await admin.listRoles({ name: "member" }).toArray();
      state.member = member;
      expect(member?.name).toBe("member");
    });

    it("grants, lists, checks and revokes roles for users and groups on projects and domains", async () => {
      const role = need(state.role, "the role");
      const userId = need(state.alice, "alice").id;
      const groupId = need(state.group, "the group").id;
      const projectId = need(state.project, "the project").id;
      const domainId = need(state.domainId, "the domain");
      const grants = [
        { userId, projectId },
        { groupId, projectId },
        { userId, domainId },
        { groupId, domainId },
      ];
      for (const grant of grants) {
        expect(await admin.hasRole(grant, role.id)).toBe(false);
        await admin.grantRole(grant, role.id);
        expect(await admin.hasRole(grant, role.id)).toBe(true);
        expect((await admin.listGrantedRoles(grant).toArray()).map((r) => r.id)).toEqual([role.id]);
      }
      const byUser = await admin.listRoleAssignments({ "user.id": userId }).toArray();
      expect(byUser.map((a) => [a.role.id, a.scope.project?.id ?? a.scope.domain?.id]).sort()).toEqual(
        [
          [role.id, projectId],
          [role.id, domainId],
        ].sort(),
      );
      const byProject = await admin.listRoleAssignments({ "scope.project.id": projectId }).toArray();
      expect(byProject.map((a) => a.user?.id ?? a.group?.id).sort()).toEqual([userId, groupId].sort());
      const byGroup = await admin.listRoleAssignments({ "group.id": groupId, "role.id": role.id }).toArray();
      expect(byGroup).toHaveLength(2);
      const effective = await admin
        .listRoleAssignments({
          "user.id": userId,
          effective: "",
          include_names: true,
        })
        .toArray();
      expect(effective.every((a) => a.user?.id === userId && a.role.name !== undefined)).toBe(true);
      expect(effective.some((a) => a.links.membership !== undefined)).toBe(true);
      expect(await admin.listUserProjects(userId).toArray()).toEqual([
        expect.objectContaining({ id: projectId }),
      ]);
      for (const grant of grants) {
        await admin.revokeRole(grant, role.id);
        expect(await admin.hasRole(grant, role.id)).toBe(false);
      }
      expect(await admin.listRoleAssignments({ "scope.project.id": projectId }).toArray()).toEqual([]);
    });
  });

  describe("trusts", () => {
    it("creates, lists by trustor and trustee, shows, lists roles, deletes", async () => {
      const trustor = need(state.adminUserId, "admin id");
      const trustee = need(state.bob, "bob").id;
      const member = need(state.member, "the member role");
      const trust = await admin.createTrust({
        trustor_user_id: trustor,
        trustee_user_id: trustee,
        project_id: need(state.adminProjectId, "admin project"),
        impersonation: false,
        roles: [{ name: "member" }],
        expires_at: "2099-01-01T00:00:00.000000Z",
      });
      state.trustId = trust.id;
      expect(trust.roles.map((r) => r.id)).toEqual([member.id]);
      expect((await admin.listTrusts({ trustor_user_id: trustor }).toArray()).map((t) => t.id)).toContain(
        trust.id,
      );
      expect((await admin.listTrusts({ trustee_user_id: trustee }).toArray()).map((t) => t.id)).toEqual([
        trust.id,
      ]);
      expect(await admin.listTrusts({ trustee_user_id: need(state.alice, "alice").id }).toArray()).toEqual(
        [],
      );
      expect(await admin.getTrust(trust.id)).toMatchObject({
        id: trust.id,
        trustee_user_id: trustee,
        impersonation: false,
      });
      expect((await admin.listTrustRoles(trust.id).toArray()).map((r) => r.name)).toEqual(["member"]);
      expect((await admin.getTrustRole(trust.id, member.id)).name).toBe("member");
      await expect(admin.getTrustRole(trust.id, need(state.role, "the role").id)).rejects.toBeInstanceOf(
        IdentityNotFoundError,
      );
      await admin.deleteTrust(trust.id);
      await expect(admin.getTrust(trust.id)).rejects.toBeInstanceOf(IdentityNotFoundError);
    });

    it("a trust with limited uses and no expiry", async () => {
      const trust = await admin.createTrust({
        trustor_user_id: need(state.adminUserId, "admin id"),
        trustee_user_id: need(state.bob, "bob").id,
        project_id: need(state.adminProjectId, "admin project"),
        impersonation: true,
        roles: [{ id: need(state.member, "the member role").id }],
        remaining_uses: 3,
      });
      expect(trust).toMatchObject({ impersonation: true, remaining_uses: 3, expires_at: null });
      await admin.deleteTrust(trust.id);
    });
  });

  describe("membership removal, errors, K5 extensions", () => {
    it("removes the user from the group", async () => {
      const alice = need(state.alice, "alice");
      const group = need(state.group, "the group");
      await admin.removeUserFromGroup(group.id, alice.id);
      expect(await admin.checkUserInGroup(group.id, alice.id)).toBe(false);
      expect(await admin.listUserGroups(alice.id).toArray()).toEqual([]);
      await admin.deleteGroup(group.id);
    });

    it("404 with Keystone's error body for a user that does not exist", async () => {
      const error = await admin.getUser("no-such-user").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityNotFoundError);
      expect(error).toMatchObject({
        status: 404,
        code: "Not Found",
        serverMessage: "Could not find user: no-such-user.",
      });
      await expect(admin.listUserGroups("no-such-user").toArray()).rejects.toBeInstanceOf(
        IdentityNotFoundError,
      );
    });

    it("upstream Keystone does not serve the K5 extensions (404)", async () => {
      await expect(
        admin.listSynchronousRegions({ domain_id: adminLogin.domainId }).toArray(),
      ).rejects.toBeInstanceOf(IdentityNotFoundError);
      await expect(admin.getUserAuthType(need(state.alice, "alice").id)).rejects.toBeInstanceOf(
        IdentityNotFoundError,
      );
    });

    it("every operation of the spec was exercised against Keystone and its answers validated", () => {
      const valid = validator.checked.filter((c) => c.problems.length === 0);
      const succeeded = new Set(valid.filter((c) => c.status < 400).map((c) => c.operationId));
      const missing = validator.operationIds.filter((id) => !K5_ONLY.includes(id) && !succeeded.has(id));
      expect(missing).toEqual([]);
      const errors = new Set(valid.filter((c) => c.status >= 400).map((c) => `${c.operationId} ${c.status}`));
      expect([...errors]).toEqual(
        expect.arrayContaining([
          "createToken 401",
          "getUser 401",
          "getUser 404",
          "createGroup 409",
          "validateToken 404",
        ]),
      );
    });
  });
});
