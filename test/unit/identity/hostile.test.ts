/**
 * Every operation of the identity client and provider, fed what a broken or hostile server
 * could send (test/support/hostile.ts): each ends within its timeout with a result or a
 * SvcError, and no secret (the X-Auth-Token, a password, a subject token) shows in the error,
 * even when the server echoes the request back.
 */
import { describe, it } from "vitest";
import type { Fetch } from "../../../src/core/fetch-policy.ts";
import { buildAuthRequest } from "../../../src/identity/auth-request.ts";
import { createIdentityClient, type IdentityClient } from "../../../src/identity/index.ts";
import { createIdentityProvider, type IdentityProvider } from "../../../src/identity/provider.ts";
import { checkHostileResponses } from "../../support/hostile.ts";

const BASE = "https://identity.example.test";
const TOKEN = "hostile-x-auth-token-8c1d";
const PASSWORD = "hostile-login-password-31e7";
const SUBJECT = "hostile-subject-token-a94f";
const NEW_USER_PASSWORD = "hostile-new-user-password-0b5c";
const FIXED = "hostile-fixed-token-62aa";
// Issue 22: a secret too short to mask (3 characters) is withheld with the server's words that hold it.
const SHORT_PASSWORD = "w~8";

interface Target {
  client: IdentityClient;
  /** Authenticates with a password. */
  provider: IdentityProvider;
  /** Presents a given token; validates it for its catalog. */
  fixed: IdentityProvider;
  /** A client whose X-Auth-Token comes from the password provider. */
  viaProvider: IdentityClient;
}

const grant = { userId: "u1", projectId: "p1" };
const groupGrant = { groupId: "g1", domainId: "d1" };

const operations: Record<string, (t: Target) => Promise<unknown>> = {
  getVersion: (t) => t.client.getVersion(),
  createToken: (t) =>
    t.client.createToken(buildAuthRequest({ password: { userId: "u1", password: PASSWORD } }, "unscoped")),
  validateToken: (t) => t.client.validateToken(SUBJECT),
  revokeToken: (t) => t.client.revokeToken(SUBJECT),
  listRegions: (t) => t.client.listRegions({ parent_region_id: "jp-east-1" }).toArray(),
  getRegion: (t) => t.client.getRegion("jp-east-1"),
  createRegion: (t) => t.client.createRegion({ id: "jp-east-1a" }),
  listSynchronousRegions: (t) => t.client.listSynchronousRegions({ domain_id: "d1" }).toArray(),
  getDomain: (t) => t.client.getDomain("d1"),
  createDomain: (t) => t.client.createDomain({ name: "acme" }),
  listProjects: (t) => t.client.listProjects({ name: "web" }).toArray(),
  getProject: (t) => t.client.getProject("p1"),
  createProject: (t) => t.client.createProject({ name: "web", domain_id: "d1" }),
  updateProject: (t) => t.client.updateProject("p1", { description: "x" }),
  listUsers: (t) => t.client.listUsers({ name: "alice" }).toArray(),
  getUser: (t) => t.client.getUser("u1"),
  createUser: (t) => t.client.createUser({ name: "bob", password: NEW_USER_PASSWORD }),
  createUserShortPassword: (t) => t.client.createUser({ name: "eve", password: SHORT_PASSWORD }),
  getUserAuthType: (t) => t.client.getUserAuthType("u1"),
  listUserProjects: (t) => t.client.listUserProjects("u1").toArray(),
  listUserGroups: (t) => t.client.listUserGroups("u1", { name: "devs" }).toArray(),
  listGroups: (t) => t.client.listGroups().toArray(),
  getGroup: (t) => t.client.getGroup("g1"),
  createGroup: (t) => t.client.createGroup({ name: "devs", domain_id: "d1" }),
  updateGroup: (t) => t.client.updateGroup("g1", { description: "x" }),
  deleteGroup: (t) => t.client.deleteGroup("g1"),
  listGroupUsers: (t) => t.client.listGroupUsers("g1").toArray(),
  addUserToGroup: (t) => t.client.addUserToGroup("g1", "u1"),
  removeUserFromGroup: (t) => t.client.removeUserFromGroup("g1", "u1"),
  checkUserInGroup: (t) => t.client.checkUserInGroup("g1", "u1"),
  listRoles: (t) => t.client.listRoles({ name: "member" }).toArray(),
  getRole: (t) => t.client.getRole("r1"),
  createRole: (t) => t.client.createRole({ name: "auditor" }),
  listGrantedRoles: (t) => t.client.listGrantedRoles(grant).toArray(),
  listGrantedRolesOfGroup: (t) => t.client.listGrantedRoles(groupGrant).toArray(),
  grantRole: (t) => t.client.grantRole(grant, "r1"),
  revokeRole: (t) => t.client.revokeRole(groupGrant, "r1"),
  hasRole: (t) => t.client.hasRole(grant, "r1"),
  listRoleAssignments: (t) => t.client.listRoleAssignments({ "user.id": "u1" }).toArray(),
  listTrusts: (t) => t.client.listTrusts({ trustee_user_id: "u1" }).toArray(),
  createTrust: (t) =>
    t.client.createTrust({ trustor_user_id: "u1", trustee_user_id: "u2", impersonation: false }),
  getTrust: (t) => t.client.getTrust("t1"),
  deleteTrust: (t) => t.client.deleteTrust("t1"),
  listTrustRoles: (t) => t.client.listTrustRoles("t1").toArray(),
  getTrustRole: (t) => t.client.getTrustRole("t1", "r1"),
  "provider.getToken": (t) => t.provider.getToken(),
  "provider.getTokenInfo": (t) => t.provider.getTokenInfo(),
  "provider.endpoint": (t) => t.provider.endpoint({ type: "compute", region: "jp-east-1" }),
  "provider.getCatalog": (t) => t.provider.getCatalog(),
  "provider then revoke": async (t) => {
    await t.provider.getToken().catch(() => {});
    await t.provider.revoke();
  },
  "fixed.getCatalog": (t) => t.fixed.getCatalog(),
  "fixed.revoke": (t) => t.fixed.revoke(),
  "getUser with the provider's token": (t) => t.viaProvider.getUser("u1"),
};

describe("identity: hostile responses", () => {
  it("every operation ends in a result or a SvcError, in time, without a secret", async () => {
    await checkHostileResponses<Target>(
      {
        client(fetch: Fetch, timeoutMs: number) {
          const common = { baseUrl: BASE, fetch, timeoutMs };
          const provider = createIdentityProvider({
            ...common,
            password: { userId: "u1", password: PASSWORD },
            retry: { maxAttempts: 1 },
          });
          return {
            client: createIdentityClient({ ...common, auth: TOKEN, retry: { maxAttempts: 1 } }),
            provider,
            fixed: createIdentityProvider({ ...common, fixedToken: FIXED }),
            viaProvider: createIdentityClient({ ...common, auth: provider, retry: { maxAttempts: 1 } }),
          };
        },
        operations,
        secrets: [TOKEN, PASSWORD, SUBJECT, NEW_USER_PASSWORD, FIXED, SHORT_PASSWORD],
      },
      { timeoutMs: 100 },
    );
  });
});
