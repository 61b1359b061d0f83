/**
 * The identity API's request constraints (specs/identity): Keystone's request schemas and
 * authentication checks (keystone/.../schema.py, keystone/auth/), and the K5 reference's field
 * tables for projects and groups. IDs: the caller (`userName` and `password` in `domain`, its
 * ID `adminUser`, its project `adminProject`, its role `adminRole`), and a `project` (named
 * `projectName`), a `group` and a `user` of `domain`.
 */
import type { ConstraintCase, ConstraintSource, PeerAnswer, RequestContext, WireRequest } from "./types.ts";

const api = "identity";
type Entry = Omit<ConstraintCase, "api" | "source" | "peer"> & {
  source?: ConstraintSource;
  peer?: PeerAnswer;
};
/** The entries as cases of this API; Keystone's own checks (the default) are refused by Keystone. */
const cases = (entries: Entry[]): ConstraintCase[] =>
  entries.map((entry) => ({ source: "openstack", peer: "refuses", ...entry, api }));

const token = (auth: unknown): WireRequest => ({ method: "POST", path: "/v3/auth/tokens", json: { auth } });
const identity = (c: RequestContext, user: Record<string, unknown>) => ({
  methods: ["password"],
  password: { user: { ...user, password: c.id("password") } },
});
const byName = (c: RequestContext) => ({ name: c.id("userName"), domain: { id: c.id("domain") } });
const post = (path: string, json: unknown): WireRequest => ({ method: "POST", path, json });
const patch = (path: string, json: unknown): WireRequest => ({ method: "PATCH", path, json });
const project = (c: RequestContext, fields: Record<string, unknown> = {}) =>
  post("/v3/projects", { project: { name: c.unique("web"), domain_id: c.id("domain"), ...fields } });
const group = (c: RequestContext, fields: Record<string, unknown> = {}) =>
  post("/v3/groups", { group: { name: c.unique("devs"), domain_id: c.id("domain"), ...fields } });
const trust = (c: RequestContext, fields: Record<string, unknown> = {}) =>
  post("/v3/OS-TRUST/trusts", {
    trust: {
      trustor_user_id: c.id("adminUser"),
      trustee_user_id: c.id("user"),
      project_id: c.id("adminProject"),
      impersonation: false,
      roles: [{ name: "admin" }],
      ...fields,
    },
  });
const long = (n: number) => "x".repeat(n);

const authCases = cases([
  {
    operation: "createToken",
    where: "body auth.identity.password.user",
    constraint: "id or name",
    meets: (c) => token({ identity: identity(c, byName(c)) }),
    breaks: (c) => token({ identity: identity(c, { domain: { id: c.id("domain") } }) }),
    violation: ["request", "body", "auth", "identity", "password", "user"],
  },
  {
    operation: "createToken",
    where: "body auth.identity.password.user",
    constraint: "a user named by name has its domain",
    meets: (c) => token({ identity: identity(c, byName(c)) }),
    breaks: (c) => token({ identity: identity(c, { name: c.id("userName") }) }),
    violation: ["request", "body", "auth", "identity", "password", "user"],
  },
  {
    operation: "createToken",
    where: "body auth.identity.password.user.domain",
    constraint: "id or name",
    meets: (c) => token({ identity: identity(c, byName(c)) }),
    breaks: (c) => token({ identity: identity(c, { name: c.id("userName"), domain: {} }) }),
    violation: ["request", "body", "auth", "identity", "password", "user", "domain"],
  },
  {
    operation: "createToken",
    where: "body auth.identity.methods[]",
    constraint: "not empty",
    meets: (c) => token({ identity: identity(c, byName(c)) }),
    breaks: (c) => token({ identity: { ...identity(c, byName(c)), methods: ["password", ""] } }),
    violation: ["request", "body", "auth", "identity", "methods"],
  },
  {
    operation: "createToken",
    where: "body auth.identity",
    constraint: "a listed method has its credentials",
    meets: (c) => token({ identity: identity(c, byName(c)) }),
    breaks: () => token({ identity: { methods: ["password"] } }),
    violation: ["request", "body", "auth", "identity"],
  },
  {
    operation: "createToken",
    where: "body auth.scope.project",
    constraint: "id or name",
    meets: (c) =>
      token({ identity: identity(c, byName(c)), scope: { project: { id: c.id("adminProject") } } }),
    breaks: (c) => token({ identity: identity(c, byName(c)), scope: { project: {} } }),
    violation: ["request", "body", "auth", "scope"],
  },
  {
    operation: "createToken",
    where: "body auth.scope.project",
    constraint: "a project named by name has its domain",
    meets: (c) =>
      token({ identity: identity(c, byName(c)), scope: { project: { id: c.id("adminProject") } } }),
    breaks: (c) =>
      token({ identity: identity(c, byName(c)), scope: { project: { name: c.id("projectName") } } }),
    violation: ["request", "body", "auth", "scope"],
  },
  {
    operation: "createToken",
    where: "body auth.scope.project.domain",
    constraint: "id or name",
    meets: (c) =>
      token({ identity: identity(c, byName(c)), scope: { project: { id: c.id("adminProject") } } }),
    breaks: (c) =>
      token({
        identity: identity(c, byName(c)),
        scope: { project: { name: c.id("projectName"), domain: {} } },
      }),
    violation: ["request", "body", "auth", "scope"],
  },
  {
    operation: "createToken",
    where: "body auth.scope.domain",
    constraint: "id or name",
    meets: (c) =>
      token({ identity: identity(c, byName(c)), scope: { project: { id: c.id("adminProject") } } }),
    breaks: (c) => token({ identity: identity(c, byName(c)), scope: { domain: {} } }),
    violation: ["request", "body", "auth", "scope"],
  },
]);

const resourceCases = cases([
  {
    operation: "createProject",
    where: "body project.name",
    constraint: "4 to 64 of A-Z a-z 0-9 + = , . @ - _",
    source: "k5-reference",
    meets: (c) => project(c),
    breaks: (c) => project(c, { name: "ab" }),
    violation: ["request", "body", "project", "name"],
    peer: { accepts: "Keystone takes any name of 1 to 64 characters that are not all blank" },
  },
  {
    operation: "createProject",
    where: "body project.domain_id",
    constraint: "required",
    source: "k5-reference",
    meets: (c) => project(c),
    breaks: (c) => post("/v3/projects", { project: { name: c.unique("web") } }),
    violation: ["request", "body", "project"],
    peer: { accepts: "Keystone puts the project in the domain of the caller's token" },
  },
  {
    operation: "createProject",
    where: "body project.domain_id",
    constraint: "1 to 64 letters, digits and hyphens",
    source: "openstack",
    meets: (c) => project(c),
    breaks: (c) => project(c, { domain_id: "no such/domain" }),
    violation: ["request", "body", "project", "domain_id"],
    peer: "refuses",
  },
  {
    operation: "createProject",
    where: "body project.parent_id",
    constraint: "1 to 64 letters, digits and hyphens",
    source: "openstack",
    meets: (c) => project(c, { parent_id: c.id("domain") }),
    breaks: (c) => project(c, { parent_id: "" }),
    violation: ["request", "body", "project", "parent_id"],
    peer: "refuses",
  },
  {
    operation: "createProject",
    where: "body project.description",
    constraint: "at most 255 characters",
    source: "k5-reference",
    meets: (c) => project(c, { description: long(255) }),
    breaks: (c) => project(c, { description: long(256) }),
    violation: ["request", "body", "project", "description"],
    peer: { accepts: "Keystone's descriptions have no length limit" },
  },
  {
    operation: "createProject",
    where: "body project.tags",
    constraint: "each 1 to 255 characters without , or /",
    source: "openstack",
    meets: (c) => project(c, { tags: ["web", "prod"] }),
    breaks: (c) => project(c, { tags: ["web,prod"] }),
    violation: ["request", "body", "project", "tags"],
    peer: "refuses",
  },
  {
    operation: "updateProject",
    where: "body project",
    constraint: "at least one member",
    source: "openstack",
    meets: (c) => patch(`/v3/projects/${c.id("project")}`, { project: { description: "updated" } }),
    breaks: (c) => patch(`/v3/projects/${c.id("project")}`, { project: {} }),
    violation: ["request", "body", "project"],
    peer: "refuses",
  },
  {
    operation: "updateProject",
    where: "body project.name",
    constraint: "4 to 64 of A-Z a-z 0-9 + = , . @ - _",
    source: "k5-reference",
    meets: (c) => patch(`/v3/projects/${c.id("project")}`, { project: { name: c.id("projectName") } }),
    breaks: (c) => patch(`/v3/projects/${c.id("project")}`, { project: { name: `${c.id("projectName")}!` } }),
    violation: ["request", "body", "project", "name"],
    peer: { accepts: "Keystone takes any name of 1 to 64 characters that are not all blank" },
  },
  {
    operation: "createGroup",
    where: "body group.domain_id",
    constraint: "required",
    source: "k5-reference",
    meets: (c) => group(c),
    breaks: (c) => post("/v3/groups", { group: { name: c.unique("devs") } }),
    violation: ["request", "body", "group"],
    peer: { accepts: "Keystone puts the group in the domain of the caller's token" },
  },
  {
    operation: "createGroup",
    where: "body group.name",
    constraint: "1 to 255 characters, not all blank",
    source: "openstack",
    meets: (c) => group(c),
    breaks: (c) => group(c, { name: "   " }),
    violation: ["request", "body", "group", "name"],
    peer: "refuses",
  },
  {
    operation: "createGroup",
    where: "body group.description",
    constraint: "at most 255 characters",
    source: "k5-reference",
    meets: (c) => group(c, { description: long(255) }),
    breaks: (c) => group(c, { description: long(256) }),
    violation: ["request", "body", "group", "description"],
    peer: { accepts: "Keystone's descriptions have no length limit" },
  },
  {
    operation: "updateGroup",
    where: "body group",
    constraint: "at least one member",
    source: "openstack",
    meets: (c) => patch(`/v3/groups/${c.id("group")}`, { group: { description: "updated" } }),
    breaks: (c) => patch(`/v3/groups/${c.id("group")}`, { group: {} }),
    violation: ["request", "body", "group"],
    peer: "refuses",
  },
  {
    operation: "createUser",
    where: "body user.name",
    constraint: "1 to 255 characters, not all blank",
    source: "openstack",
    meets: (c) => post("/v3/users", { user: { name: c.unique("carol"), domain_id: c.id("domain") } }),
    breaks: (c) => post("/v3/users", { user: { name: " ", domain_id: c.id("domain") } }),
    violation: ["request", "body", "user", "name"],
    peer: "refuses",
  },
  {
    operation: "createUser",
    where: "body user.default_project_id",
    constraint: "1 to 64 letters, digits and hyphens",
    source: "openstack",
    meets: (c) =>
      post("/v3/users", {
        user: { name: c.unique("dave"), domain_id: c.id("domain"), default_project_id: c.id("project") },
      }),
    breaks: (c) =>
      post("/v3/users", {
        user: { name: c.unique("dave"), domain_id: c.id("domain"), default_project_id: "web project" },
      }),
    violation: ["request", "body", "user", "default_project_id"],
    peer: "refuses",
  },
  {
    operation: "createDomain",
    where: "body domain.name",
    constraint: "1 to 64 characters, not all blank",
    source: "openstack",
    meets: (c) => post("/v3/domains", { domain: { name: c.unique("corp") } }),
    breaks: () => post("/v3/domains", { domain: { name: long(65) } }),
    violation: ["request", "body", "domain", "name"],
    peer: "refuses",
  },
  {
    operation: "createRole",
    where: "body role.name",
    constraint: "1 to 255 characters, not all blank",
    source: "openstack",
    meets: (c) => post("/v3/roles", { role: { name: c.unique("auditor") } }),
    breaks: () => post("/v3/roles", { role: { name: "\t" } }),
    violation: ["request", "body", "role", "name"],
    peer: "refuses",
  },
  {
    operation: "createTrust",
    where: "body trust.roles[]",
    constraint: "exactly one of id and name",
    source: "openstack",
    meets: (c) => trust(c),
    breaks: (c) => trust(c, { roles: [{ id: c.id("adminRole"), name: "admin" }] }),
    violation: ["request", "body", "trust", "roles"],
    peer: "refuses",
  },
  {
    operation: "createTrust",
    where: "body trust.trustee_user_id",
    constraint: "1 to 64 characters",
    source: "openstack",
    meets: (c) => trust(c),
    breaks: (c) => trust(c, { trustee_user_id: long(65) }),
    violation: ["request", "body", "trust", "trustee_user_id"],
    peer: "refuses",
  },
  {
    operation: "createTrust",
    where: "body trust.project_id",
    constraint: "1 to 64 letters, digits and hyphens",
    source: "openstack",
    meets: (c) => trust(c),
    breaks: (c) => trust(c, { project_id: `${c.id("adminProject")}/x` }),
    violation: ["request", "body", "trust", "project_id"],
    peer: "refuses",
  },
]);

export const identityConstraints: ConstraintCase[] = [...authCases, ...resourceCases];
