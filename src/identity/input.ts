/**
 * The identity API's own argument checks (core/input.ts has the shared ones, and core's path
 * serializer refuses empty, `.`, `..` and malformed path parameters): the bodies the client
 * sends, held to the rules specs/identity states for them (Keystone's request schemas and the
 * K5 reference's field tables), and a role grant that must name exactly one holder and one
 * target. Messages never quote the value.
 */
import { InvalidInputError } from "../core/errors.ts";
import { requireId, requireObject } from "../core/input.ts";
import type {
  GroupChanges,
  NewDomain,
  NewGroup,
  NewProject,
  NewRole,
  NewTrust,
  NewUser,
  ProjectChanges,
} from "./types.ts";

/** Who holds a role and where: a user or a group, on a project or a domain. */
export type RoleGrant =
  | { userId: string; projectId: string }
  | { userId: string; domainId: string }
  | { groupId: string; projectId: string }
  | { groupId: string; domainId: string };

/** A grant as the path parameters of its API path; `kind` names the path. */
export type ResolvedGrant =
  | { kind: "ProjectUser"; project_id: string; user_id: string }
  | { kind: "ProjectGroup"; project_id: string; group_id: string }
  | { kind: "DomainUser"; domain_id: string; user_id: string }
  | { kind: "DomainGroup"; domain_id: string; group_id: string };

/** A check of one field's value; `field` names it in the error. */
type Rule = (field: string, value: unknown) => void;

/** Characters as JSON Schema counts them (code points), for the spec's length limits. */
const length = (text: string) => [...text].length;

function text(min: number, max: number, pattern?: RegExp, says?: string): Rule {
  return (field, value) => {
    if (typeof value !== "string" || length(value) < min || length(value) > max)
      throw new InvalidInputError(field, `must be a string of ${min} to ${max} characters`);
    if (pattern !== undefined && !pattern.test(value))
      throw new InvalidInputError(field, says ?? "is malformed");
  };
}

/** Keystone's `id_string`: 1 to 64 letters, digits and hyphens. */
const idString = text(1, 64, /^[a-zA-Z0-9-]+$/, "must be letters, digits and hyphens");
/** Keystone's names: not all blank. */
const name255 = text(1, 255, /\S/, "must not be blank");
const name64 = text(1, 64, /\S/, "must not be blank");
/** The K5 reference's project names. */
const projectName = text(4, 64, /^[A-Za-z0-9+=,.@_-]+$/, "must be letters, digits and + = , . @ - _ only");
/** The K5 reference's descriptions. */
const description = text(0, 255);
const boolean: Rule = (field, value) => {
  if (typeof value !== "boolean") throw new InvalidInputError(field, "must be true or false");
};
const projectTag = text(1, 255, /^[^,/]*$/, "must not contain , or /");
const projectTags: Rule = (field, value) => {
  if (!Array.isArray(value) || value.length > 80)
    throw new InvalidInputError(field, "must be an array of at most 80 tags");
  for (const [i, tag] of value.entries()) projectTag(`${field}[${i}]`, tag);
  if (new Set(value).size !== value.length) throw new InvalidInputError(field, "must not repeat a tag");
};

/**
 * `body` (an object), its required fields present and every field the rules know checked;
 * other fields pass through (Keystone keeps extra attributes).
 */
function checked<T extends object>(
  field: string,
  body: T,
  rules: Record<string, Rule>,
  required: readonly string[],
  atLeastOne = false,
): T {
  const given = requireObject(field, body) as Record<string, unknown>;
  for (const key of required)
    if (given[key] === undefined) throw new InvalidInputError(`${field}.${key}`, "is required");
  if (atLeastOne && Object.keys(given).length === 0)
    throw new InvalidInputError(field, "must change at least one field");
  for (const [key, rule] of Object.entries(rules))
    if (given[key] !== undefined && given[key] !== null) rule(`${field}.${key}`, given[key]);
  return body;
}

/** A new domain: a name of 1 to 64 characters. */
export const checkNewDomain = (domain: NewDomain) => checked("domain", domain, { name: name64 }, ["name"]);

const PROJECT_RULES = { name: projectName, description, enabled: boolean, tags: projectTags };

/** A new project: the K5 name rule, its domain (required on the platform), a parent by ID. */
export const checkNewProject = (project: NewProject) =>
  checked(
    "project",
    project,
    { ...PROJECT_RULES, domain_id: idString, parent_id: idString, is_domain: boolean },
    ["name", "domain_id"],
  );

/** Changes to a project: at least one, each as for a new project. */
export const checkProjectChanges = (changes: ProjectChanges) =>
  checked("changes", changes, PROJECT_RULES, [], true);

/** A new user: a name, its domain and default project by ID. */
export const checkNewUser = (user: NewUser) =>
  checked("user", user, { name: name255, domain_id: idString, default_project_id: idString }, ["name"]);

/** A new group: a name and its domain (required on the platform). */
export const checkNewGroup = (group: NewGroup) =>
  checked("group", group, { name: name255, domain_id: idString, description }, ["name", "domain_id"]);

/** Changes to a group: at least one. */
export const checkGroupChanges = (changes: GroupChanges) =>
  checked("changes", changes, { name: name255, description }, [], true);

/** A new role: a name. */
export const checkNewRole = (role: NewRole) => checked("role", role, { name: name255 }, ["name"]);

const roleRefs: Rule = (field, value) => {
  if (!Array.isArray(value)) throw new InvalidInputError(field, "must be an array of { id } or { name }");
  value.forEach((role: unknown, i) => {
    const keys = typeof role === "object" && role !== null ? Object.keys(role) : [];
    if (keys.length !== 1 || (keys[0] !== "id" && keys[0] !== "name"))
      throw new InvalidInputError(`${field}[${i}]`, "must be exactly one of { id } or { name }");
    const ref = role as { id?: unknown; name?: unknown };
    if (ref.id !== undefined) idString(`${field}[${i}].id`, ref.id);
    else name255(`${field}[${i}].name`, ref.name);
  });
};

/** A new trust: trustor and trustee IDs, the project by ID, each role by exactly one of id or name. */
export const checkNewTrust = (trust: NewTrust) =>
  checked(
    "trust",
    trust,
    {
      trustor_user_id: text(1, 64),
      trustee_user_id: text(1, 64),
      project_id: idString,
      impersonation: boolean,
      roles: roleRefs,
    },
    ["trustor_user_id", "trustee_user_id", "impersonation"],
  );

/** The grant's path parameters; the IDs themselves are checked by core's path serializer. */
export function checkGrant(grant: RoleGrant): ResolvedGrant {
  const given = requireObject("grant", grant) as Partial<
    Record<"userId" | "groupId" | "projectId" | "domainId", string>
  >;
  const { userId, groupId, projectId, domainId } = given;
  const holders = [userId, groupId].filter((v) => v !== undefined).length;
  const targets = [projectId, domainId].filter((v) => v !== undefined).length;
  if (holders !== 1 || targets !== 1) {
    throw new InvalidInputError(
      "grant",
      "must name exactly one of userId/groupId and one of projectId/domainId",
    );
  }
  for (const [field, id] of Object.entries({ userId, groupId, projectId, domainId }))
    if (id !== undefined) requireId(`grant.${field}`, id);
  if (projectId !== undefined) {
    return userId !== undefined
      ? { kind: "ProjectUser", project_id: projectId, user_id: userId }
      : { kind: "ProjectGroup", project_id: projectId, group_id: groupId as string };
  }
  return userId !== undefined
    ? { kind: "DomainUser", domain_id: domainId as string, user_id: userId }
    : { kind: "DomainGroup", domain_id: domainId as string, group_id: groupId as string };
}
