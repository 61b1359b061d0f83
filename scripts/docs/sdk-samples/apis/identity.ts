/**
 * The identity API's operations and the `svc-cloud/identity` calls that make them. The sixteen
 * role grant operations (list, grant, check, revoke on a domain or a project, for a user or a
 * group) are four methods that take the grant as `{ userId | groupId, domainId | projectId }`.
 */
import type { operations } from "../../../../generated/identity.ts";
import type * as Identity from "../../../../src/identity/index.ts";
import { apiSamples, type OperationExamples, type SampleTable } from "../mapping.ts";

type Module = typeof Identity;

const NOT_FOUND = ["IdentityNotFoundError"] as const;
const CONFLICT = ["IdentityConflictError", "IdentityBadRequestError"] as const;
const LIST = ["IdentityBadRequestError"] as const;

/** The grant a role operation's path names, from its examples. */
function grantOf(op: OperationExamples, target: "domain" | "project", actor: "user" | "group") {
  const scope =
    target === "domain" ? { domainId: op.path("domain_id") } : { projectId: op.path("project_id") };
  return {
    ...(actor === "user" ? { userId: op.path("user_id") } : { groupId: op.path("group_id") }),
    ...scope,
  };
}

/** The four operations on one kind of grant (`DomainUser`: a user's roles on a domain). */
function grantOperations(target: "domain" | "project", actor: "user" | "group") {
  const on = `${actor === "user" ? "the user's" : "the group's"} roles on the ${target}`;
  return {
    list: {
      method: "listGrantedRolesPage",
      result: "value",
      args: (op: OperationExamples) => [grantOf(op, target, actor)],
      errors: NOT_FOUND,
      returns: `one page of ${on} (listGrantedRoles() walks every page)`,
    },
    grant: {
      method: "grantRole",
      result: "none",
      args: (op: OperationExamples) => [grantOf(op, target, actor), op.path("role_id")],
      errors: NOT_FOUND,
      returns: `nothing: the role is among ${on}`,
    },
    check: {
      method: "hasRole",
      result: "value",
      args: (op: OperationExamples) => [grantOf(op, target, actor), op.path("role_id")],
      errors: NOT_FOUND,
      returns: `true when the role is among ${on}, false when it is not`,
    },
    revoke: {
      method: "revokeRole",
      result: "none",
      args: (op: OperationExamples) => [grantOf(op, target, actor), op.path("role_id")],
      errors: NOT_FOUND,
      returns: `nothing: the role is no longer among ${on}`,
    },
  } as const;
}

const domainUser = grantOperations("domain", "user");
const domainGroup = grantOperations("domain", "group");
const projectUser = grantOperations("project", "user");
const projectGroup = grantOperations("project", "group");

const table = {
  getVersion: {
    method: "getVersion",
    result: "value",
    noAuth: true,
    args: () => [],
    errors: NOT_FOUND,
    returns: "the API version: its id (v3.x), status and media types",
  },
  createToken: {
    method: "createToken",
    result: "value",
    noAuth: true,
    args: (op) => [op.body()],
    errors: ["IdentityAuthenticationError", "IdentityBadRequestError"],
    returns:
      "the token (result.token: a secret, send it as X-Auth-Token and never log it) and its body: user, scope, roles, catalog, expires_at; createIdentityProvider() logs in and renews it for you",
    show: "result.body.expires_at",
  },
  validateToken: {
    method: "validateToken",
    result: "value",
    args: (op) => [op.header("X-Subject-Token")],
    errors: NOT_FOUND,
    returns: "the body of the token that is checked: its user, scope, roles, catalog and expires_at",
  },
  revokeToken: {
    method: "revokeToken",
    result: "none",
    args: (op) => [op.header("X-Subject-Token")],
    errors: NOT_FOUND,
    returns: "nothing: the token is revoked at once",
  },
  listRegions: {
    method: "listRegionsPage",
    result: "value",
    args: (op) => [{ parent_region_id: op.query("parent_region_id") }],
    errors: LIST,
    returns: "one page of the regions under the parent region (listRegions() walks every page)",
  },
  createRegion: {
    method: "createRegion",
    result: "value",
    args: (op) => [op.body("region")],
    errors: CONFLICT,
    returns: "the new region",
  },
  getRegion: {
    method: "getRegion",
    result: "value",
    args: (op) => [op.path("region_id")],
    errors: NOT_FOUND,
    returns: "the region: its description and parent",
  },
  listSynchronousRegions: {
    method: "listSynchronousRegionsPage",
    result: "value",
    args: () => [],
    errors: NOT_FOUND,
    returns:
      "the regions your users and projects are synchronized to, as one page (listSynchronousRegions() walks every page)",
  },
  createDomain: {
    method: "createDomain",
    result: "value",
    args: (op) => [op.body("domain")],
    errors: CONFLICT,
    returns: "the new domain",
  },
  getDomain: {
    method: "getDomain",
    result: "value",
    args: (op) => [op.path("domain_id")],
    errors: NOT_FOUND,
    returns: "the domain: its name, description and whether it is enabled",
  },
  listProjects: {
    method: "listProjectsPage",
    result: "value",
    args: () => [],
    errors: LIST,
    returns:
      "one page of the projects you may see, with links.next when more follow (listProjects() walks every page; filter by domain_id, name, enabled)",
  },
  createProject: {
    method: "createProject",
    result: "value",
    args: (op) => [op.body("project")],
    errors: CONFLICT,
    returns: "the new project",
  },
  getProject: {
    method: "getProject",
    result: "value",
    args: (op) => [op.path("project_id")],
    errors: NOT_FOUND,
    returns: "the project: its name, domain, description and whether it is enabled",
  },
  updateProject: {
    method: "updateProject",
    result: "value",
    args: (op) => [op.path("project_id"), op.body("project")],
    errors: [...NOT_FOUND, ...CONFLICT],
    returns: "the project as changed; fields not sent stay as they are",
  },
  listUsers: {
    method: "listUsersPage",
    result: "value",
    args: () => [],
    errors: LIST,
    returns:
      "one page of the users you may see (listUsers() walks every page; filter by domain_id, name, enabled)",
  },
  createUser: {
    method: "createUser",
    result: "value",
    args: (op) => [op.body("user")],
    errors: CONFLICT,
    returns: "the new user (never its password)",
  },
  getUser: {
    method: "getUser",
    result: "value",
    args: (op) => [op.path("user_id")],
    errors: NOT_FOUND,
    returns: "the user: name, domain, default project and whether it is enabled",
  },
  getUserAuthType: {
    method: "getUserAuthType",
    result: "value",
    args: (op) => [op.path("user_id")],
    errors: NOT_FOUND,
    returns: "how the user logs in: by password alone, or with a second factor",
  },
  listUserProjects: {
    method: "listUserProjectsPage",
    result: "value",
    args: (op) => [op.path("user_id")],
    errors: NOT_FOUND,
    returns: "one page of the projects the user has a role on (listUserProjects() walks every page)",
  },
  listUserGroups: {
    method: "listUserGroupsPage",
    result: "value",
    args: (op) => [op.path("user_id"), { name: op.query("name") }],
    errors: NOT_FOUND,
    returns: "one page of the user's groups that have that name (listUserGroups() walks every page)",
  },
  listGroups: {
    method: "listGroupsPage",
    result: "value",
    args: () => [],
    errors: LIST,
    returns: "one page of the groups you may see (listGroups() walks every page; filter by domain_id, name)",
  },
  createGroup: {
    method: "createGroup",
    result: "value",
    args: (op) => [op.body("group")],
    errors: CONFLICT,
    returns: "the new group",
  },
  getGroup: {
    method: "getGroup",
    result: "value",
    args: (op) => [op.path("group_id")],
    errors: NOT_FOUND,
    returns: "the group: its name, domain and description",
  },
  updateGroup: {
    method: "updateGroup",
    result: "value",
    args: (op) => [op.path("group_id"), op.body("group")],
    errors: [...NOT_FOUND, ...CONFLICT],
    returns: "the group as changed",
  },
  deleteGroup: {
    method: "deleteGroup",
    result: "none",
    args: (op) => [op.path("group_id")],
    errors: NOT_FOUND,
    returns: "nothing: the group is deleted (its users are not)",
  },
  listGroupUsers: {
    method: "listGroupUsersPage",
    result: "value",
    args: (op) => [op.path("group_id")],
    errors: NOT_FOUND,
    returns: "one page of the users in the group (listGroupUsers() walks every page)",
  },
  addUserToGroup: {
    method: "addUserToGroup",
    result: "none",
    args: (op) => [op.path("group_id"), op.path("user_id")],
    errors: NOT_FOUND,
    returns: "nothing: the user is in the group",
  },
  checkUserInGroup: {
    method: "checkUserInGroup",
    result: "value",
    args: (op) => [op.path("group_id"), op.path("user_id")],
    errors: ["IdentityBadRequestError"],
    returns: "true when the user is in the group, false when not",
  },
  removeUserFromGroup: {
    method: "removeUserFromGroup",
    result: "none",
    args: (op) => [op.path("group_id"), op.path("user_id")],
    errors: NOT_FOUND,
    returns: "nothing: the user is no longer in the group",
  },
  listRoles: {
    method: "listRolesPage",
    result: "value",
    args: () => [],
    errors: LIST,
    returns: "one page of the roles (listRoles() walks every page; filter by name)",
  },
  createRole: {
    method: "createRole",
    result: "value",
    args: (op) => [op.body("role")],
    errors: CONFLICT,
    returns: "the new role",
  },
  getRole: {
    method: "getRole",
    result: "value",
    args: (op) => [op.path("role_id")],
    errors: NOT_FOUND,
    returns: "the role: its name and domain",
  },
  listDomainUserRoles: domainUser.list,
  grantDomainUserRole: domainUser.grant,
  checkDomainUserRole: domainUser.check,
  revokeDomainUserRole: domainUser.revoke,
  listDomainGroupRoles: domainGroup.list,
  grantDomainGroupRole: domainGroup.grant,
  checkDomainGroupRole: domainGroup.check,
  revokeDomainGroupRole: domainGroup.revoke,
  listProjectUserRoles: projectUser.list,
  grantProjectUserRole: projectUser.grant,
  checkProjectUserRole: projectUser.check,
  revokeProjectUserRole: projectUser.revoke,
  listProjectGroupRoles: projectGroup.list,
  grantProjectGroupRole: projectGroup.grant,
  checkProjectGroupRole: projectGroup.check,
  revokeProjectGroupRole: projectGroup.revoke,
  listRoleAssignments: {
    method: "listRoleAssignmentsPage",
    result: "value",
    args: () => [],
    errors: LIST,
    returns:
      "one page of the role assignments (listRoleAssignments() walks every page; filter by user, group, role and scope)",
  },
  listTrusts: {
    method: "listTrustsPage",
    result: "value",
    args: () => [],
    errors: LIST,
    returns: "one page of the trusts you are trustor or trustee of (listTrusts() walks every page)",
  },
  createTrust: {
    method: "createTrust",
    result: "value",
    args: (op) => [op.body("trust")],
    errors: [...NOT_FOUND, ...CONFLICT],
    returns: "the new trust: the trustee may now act with the delegated roles on the project",
  },
  getTrust: {
    method: "getTrust",
    result: "value",
    args: (op) => [op.path("trust_id")],
    errors: NOT_FOUND,
    returns: "the trust: trustor, trustee, project, roles and expiry",
  },
  deleteTrust: {
    method: "deleteTrust",
    result: "none",
    args: (op) => [op.path("trust_id")],
    errors: NOT_FOUND,
    returns: "nothing: the trust is deleted",
  },
  listTrustRoles: {
    method: "listTrustRolesPage",
    result: "value",
    args: (op) => [op.path("trust_id")],
    errors: NOT_FOUND,
    returns: "the roles the trust delegates, as one page (listTrustRoles() walks every page)",
  },
  getTrustRole: {
    method: "getTrustRole",
    result: "value",
    args: (op) => [op.path("trust_id"), op.path("role_id")],
    errors: NOT_FOUND,
    returns: "the role, if the trust delegates it",
  },
  listVersions: {
    noMethod:
      "version discovery, for OpenStack clients (keystoneauth, the openstack CLI): GET / lists the versions the endpoint serves; the SDK is given the API's URL and needs none.",
  },
} satisfies SampleTable<operations, Identity.IdentityClient, Module>;

export const identitySamples = apiSamples<Module>(
  {
    subpath: "svc-cloud/identity",
    factory: "createIdentityClient",
    variable: "identity",
    auth: "identity-token",
  },
  table,
);
