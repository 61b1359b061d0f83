/**
 * The identity API's own argument checks (core/input.ts has the shared ones, and core's path
 * serializer refuses empty, `.`, `..` and malformed path parameters): a body that must name
 * its resource, and a role grant that must name exactly one holder and one target.
 */
import { InvalidInputError } from "../core/errors.ts";
import { requireObject, requireText } from "../core/input.ts";

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

/** `body` if it is an object with a non-empty `name` (a domain, project, user, group or role to create). */
export function requireNamed<T extends { name?: unknown }>(field: string, body: T): T {
  requireText(`${field}.name`, requireObject(field, body).name);
  return body;
}

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
  if (projectId !== undefined) {
    return userId !== undefined
      ? { kind: "ProjectUser", project_id: projectId, user_id: userId }
      : { kind: "ProjectGroup", project_id: projectId, group_id: groupId as string };
  }
  return userId !== undefined
    ? { kind: "DomainUser", domain_id: domainId as string, user_id: userId }
    : { kind: "DomainGroup", domain_id: domainId as string, group_id: groupId as string };
}
