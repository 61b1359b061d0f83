/**
 * Role grants by who holds the role and where: a grant names a user or a group, and a project or
 * a domain, and the API has one path per combination, each an operation of the spec
 * (`grantProjectUserRole`, `checkDomainGroupRole`...). These workflows take the grant as one
 * object and pick the operation.
 */

import type { IdentityBareClient } from "../../generated/sdk/identity/bare-client.ts";
import {
  checkDomainGroupRole,
  checkDomainUserRole,
  checkProjectGroupRole,
  checkProjectUserRole,
  grantDomainGroupRole,
  grantDomainUserRole,
  grantProjectGroupRole,
  grantProjectUserRole,
  listDomainGroupRoles,
  listDomainGroupRolesPage,
  listDomainUserRoles,
  listDomainUserRolesPage,
  listProjectGroupRoles,
  listProjectGroupRolesPage,
  listProjectUserRoles,
  listProjectUserRolesPage,
  revokeDomainGroupRole,
  revokeDomainUserRole,
  revokeProjectGroupRole,
  revokeProjectUserRole,
} from "../../generated/sdk/identity/operations.ts";
import type { Role, RoleList } from "../../generated/sdk/identity/types.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { checkPathParam } from "../core/checked-input.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";

/** Who holds a role and where: a user or a group, on a project or a domain. */
export type RoleGrant =
  | { userId: string; projectId: string }
  | { userId: string; domainId: string }
  | { groupId: string; projectId: string }
  | { groupId: string; domainId: string };

/** The operations of one combination, in a table by use. */
interface GrantOperations {
  page(client: IdentityBareClient, target: string, holder: string, call?: CallOptions): Promise<RoleList>;
  walk(
    client: IdentityBareClient,
    target: string,
    holder: string,
    list?: ListOptions,
  ): Paginated<RoleList, Role>;
  grant(
    client: IdentityBareClient,
    target: string,
    holder: string,
    roleId: string,
    call?: CallOptions,
  ): Promise<void>;
  revoke(
    client: IdentityBareClient,
    target: string,
    holder: string,
    roleId: string,
    call?: CallOptions,
  ): Promise<void>;
  check(
    client: IdentityBareClient,
    target: string,
    holder: string,
    roleId: string,
    call?: CallOptions,
  ): Promise<boolean>;
}

const projectUser: GrantOperations = {
  page: listProjectUserRolesPage,
  walk: listProjectUserRoles,
  grant: grantProjectUserRole,
  revoke: revokeProjectUserRole,
  check: checkProjectUserRole,
};
const projectGroup: GrantOperations = {
  page: listProjectGroupRolesPage,
  walk: listProjectGroupRoles,
  grant: grantProjectGroupRole,
  revoke: revokeProjectGroupRole,
  check: checkProjectGroupRole,
};
const domainUser: GrantOperations = {
  page: listDomainUserRolesPage,
  walk: listDomainUserRoles,
  grant: grantDomainUserRole,
  revoke: revokeDomainUserRole,
  check: checkDomainUserRole,
};
const domainGroup: GrantOperations = {
  page: listDomainGroupRolesPage,
  walk: listDomainGroupRoles,
  grant: grantDomainGroupRole,
  revoke: revokeDomainGroupRole,
  check: checkDomainGroupRole,
};

/**
 * The operations of the grant's combination, and its target and holder (the path's order).
 * @throws {InvalidInputError} when the grant does not name exactly one holder and one target
 */
function resolve(grant: RoleGrant): [GrantOperations, string, string] {
  const { userId, groupId, projectId, domainId } = requireObject("grant", grant) as Partial<
    Record<"userId" | "groupId" | "projectId" | "domainId", string>
  >;
  const holders = [userId, groupId].filter((v) => v !== undefined).length;
  const targets = [projectId, domainId].filter((v) => v !== undefined).length;
  if (holders !== 1 || targets !== 1)
    throw new InvalidInputError(
      "grant",
      "must name exactly one of userId/groupId and one of projectId/domainId",
    );
  // Named as the caller gave them: `grant.projectId`, not the operation's `projectId`.
  for (const [field, id] of Object.entries({ userId, groupId, projectId, domainId }))
    if (id !== undefined) checkPathParam(`grant.${field}`, id);
  const holder = (userId ?? groupId) as string;
  if (projectId !== undefined) return [userId !== undefined ? projectUser : projectGroup, projectId, holder];
  return [userId !== undefined ? domainUser : domainGroup, domainId as string, holder];
}

/**
 * One page of the roles granted directly to a user or group on a project or domain, as the server sent it.
 * @throws {InvalidInputError} on a bad grant, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export async function listGrantedRolesPage(
  client: IdentityBareClient,
  grant: RoleGrant,
  call?: CallOptions,
): Promise<RoleList> {
  const [operations, target, holder] = resolve(grant);
  return operations.page(client, target, holder, call);
}

/**
 * The roles granted directly to a user or group on a project or domain, loaded lazily:
 * `for await` over items, `.pages()`, `.toArray()`.
 * @example `await identity.listGrantedRoles({ userId, projectId }).toArray()`
 * @throws {InvalidInputError} on a bad grant, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export function listGrantedRoles(
  client: IdentityBareClient,
  grant: RoleGrant,
  list?: ListOptions,
): Paginated<RoleList, Role> {
  const [operations, target, holder] = resolve(grant);
  return operations.walk(client, target, holder, list);
}

/**
 * Grants a role (no error if it is granted already).
 * @throws {InvalidInputError} on a bad grant or role ID, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export async function grantRole(
  client: IdentityBareClient,
  grant: RoleGrant,
  roleId: string,
  call?: CallOptions,
): Promise<void> {
  const [operations, target, holder] = resolve(grant);
  return operations.grant(client, target, holder, roleId, call);
}

/**
 * Revokes a role.
 * @throws {InvalidInputError} on a bad grant or role ID, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export async function revokeRole(
  client: IdentityBareClient,
  grant: RoleGrant,
  roleId: string,
  call?: CallOptions,
): Promise<void> {
  const [operations, target, holder] = resolve(grant);
  return operations.revoke(client, target, holder, roleId, call);
}

/**
 * Whether the role is granted directly (not through a group or inheritance): 204 yes, 404 no.
 * @throws {InvalidInputError} on a bad grant or role ID, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityForbiddenError, ...)
 */
export async function hasRole(
  client: IdentityBareClient,
  grant: RoleGrant,
  roleId: string,
  call?: CallOptions,
): Promise<boolean> {
  const [operations, target, holder] = resolve(grant);
  return operations.check(client, target, holder, roleId, call);
}
