/**
 * Every operation of the identity API as a function of its own, taking the bare client
 * (bare-client.ts) first: `listUserGroups(client, userId)`. A bundler keeps only the operations
 * an app imports (each is marked pure). Both these functions and the methods of
 * `createIdentityClient` are the operations of the same groups (tokens.ts, users.ts, ...), made
 * once per client: `getUser(client, id)` is `client.getUser(id)`.
 */
import { operation } from "./bare-client.ts";
import { domainOperations } from "./domains.ts";
import { groupOperations } from "./groups.ts";
import { projectOperations } from "./projects.ts";
import { regionOperations } from "./regions.ts";
import { roleAssignmentOperations } from "./role-assignments.ts";
import { roleOperations } from "./roles.ts";
import { tokenOperations } from "./tokens.ts";
import { trustOperations } from "./trusts.ts";
import { userGroupOperations, userOperations } from "./users.ts";

/**
 * The v3 version document (`GET /v3`); needs no token.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getVersion = /* @__PURE__ */ operation(tokenOperations, "getVersion");

/**
 * Authenticates (`POST /v3/auth/tokens`) and returns the token from `X-Subject-Token`
 * with its body. Prefer `createIdentityProvider`, which caches and renews the token.
 * @throws {IdentityAuthenticationError} on wrong credentials (never retried: Keystone may lock the user)
 */
export const createToken = /* @__PURE__ */ operation(tokenOperations, "createToken");

/**
 * Validates `subjectToken` and returns its body; 404 (IdentityNotFoundError) when it is invalid.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const validateToken = /* @__PURE__ */ operation(tokenOperations, "validateToken");

/**
 * Revokes `subjectToken`: requests made with it afterwards get 401.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const revokeToken = /* @__PURE__ */ operation(tokenOperations, "revokeToken");

/**
 * One page of the regions (or the sub-regions of `parent_region_id`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listRegionsPage = /* @__PURE__ */ operation(regionOperations, "listRegionsPage");

/**
 * Every region (or every sub-region of `parent_region_id`), loaded lazily: `for await`
 * over items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listRegions = /* @__PURE__ */ operation(regionOperations, "listRegions");

/**
 * One region.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getRegion = /* @__PURE__ */ operation(regionOperations, "getRegion");

/**
 * Creates a region (cloud operators only).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const createRegion = /* @__PURE__ */ operation(regionOperations, "createRegion");

/**
 * K5: one page of the domain's synchronization status per region, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listSynchronousRegionsPage = /* @__PURE__ */ operation(
  regionOperations,
  "listSynchronousRegionsPage",
);

/**
 * K5: whether a domain's identity data is synchronized to each region (`status: "ready"`),
 * loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listSynchronousRegions = /* @__PURE__ */ operation(regionOperations, "listSynchronousRegions");

/**
 * One domain.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getDomain = /* @__PURE__ */ operation(domainOperations, "getDomain");

/**
 * Creates a domain (cloud operators only).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const createDomain = /* @__PURE__ */ operation(domainOperations, "createDomain");

/**
 * One page of the projects matching `options` (`domain_id`, `name`, `enabled`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listProjectsPage = /* @__PURE__ */ operation(projectOperations, "listProjectsPage");

/**
 * Every project matching `options` (`domain_id`, `name`, `enabled`), loaded lazily:
 * `for await` over items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listProjects = /* @__PURE__ */ operation(projectOperations, "listProjects");

/**
 * One project.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getProject = /* @__PURE__ */ operation(projectOperations, "getProject");

/**
 * Creates a project.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const createProject = /* @__PURE__ */ operation(projectOperations, "createProject");

/**
 * Changes a project's name, description, enabled state or tags; other fields stay.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const updateProject = /* @__PURE__ */ operation(projectOperations, "updateProject");

/**
 * One page of the users matching `options` (`domain_id`, `name`, `enabled`), as the server
 * sent it: `users`, and `links.next` when more follow.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listUsersPage = /* @__PURE__ */ operation(userOperations, "listUsersPage");

/**
 * Every user matching `options` (`domain_id`, `name`, `enabled`), loaded lazily: `for await`
 * over items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listUsers = /* @__PURE__ */ operation(userOperations, "listUsers");

/**
 * One user.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getUser = /* @__PURE__ */ operation(userOperations, "getUser");

/**
 * Creates a user. Its password is registered as a secret and never appears in errors.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const createUser = /* @__PURE__ */ operation(userOperations, "createUser");

/**
 * K5: the user's authentication method, e.g. `password`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getUserAuthType = /* @__PURE__ */ operation(userOperations, "getUserAuthType");

/**
 * One page of the projects the user has a role on (filters: `enabled`, `name`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listUserProjectsPage = /* @__PURE__ */ operation(userOperations, "listUserProjectsPage");

/**
 * Every project the user has a role on (filters: `enabled`, `name`), loaded lazily:
 * `for await` over items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listUserProjects = /* @__PURE__ */ operation(userOperations, "listUserProjects");

/**
 * One page of the groups the user belongs to (or the one named `options.name`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listUserGroupsPage = /* @__PURE__ */ operation(userGroupOperations, "listUserGroupsPage");

/**
 * Every group the user belongs to, or only the one named `options.name` (none when none
 * matches), loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
 * @example `await identity.listUserGroups(userId, { name: "devs" }).toArray()`
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listUserGroups = /* @__PURE__ */ operation(userGroupOperations, "listUserGroups");

/**
 * One page of the groups matching `options` (`domain_id`, `name`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listGroupsPage = /* @__PURE__ */ operation(groupOperations, "listGroupsPage");

/**
 * Every group matching `options` (`domain_id`, `name`), loaded lazily: `for await` over
 * items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listGroups = /* @__PURE__ */ operation(groupOperations, "listGroups");

/**
 * One group.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getGroup = /* @__PURE__ */ operation(groupOperations, "getGroup");

/**
 * Creates a group; a duplicate name in the domain is an IdentityConflictError.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const createGroup = /* @__PURE__ */ operation(groupOperations, "createGroup");

/**
 * Changes a group's name or description; other fields stay.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const updateGroup = /* @__PURE__ */ operation(groupOperations, "updateGroup");

/**
 * Deletes a group with its memberships and role grants.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const deleteGroup = /* @__PURE__ */ operation(groupOperations, "deleteGroup");

/**
 * One page of the group's members (filters: `name`, `enabled`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listGroupUsersPage = /* @__PURE__ */ operation(groupOperations, "listGroupUsersPage");

/**
 * Every member of the group (filters: `name`, `enabled`), loaded lazily: `for await` over
 * items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listGroupUsers = /* @__PURE__ */ operation(groupOperations, "listGroupUsers");

/**
 * Makes the user a member of the group (no error if it already is).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const addUserToGroup = /* @__PURE__ */ operation(groupOperations, "addUserToGroup");

/**
 * Ends the user's membership of the group.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const removeUserFromGroup = /* @__PURE__ */ operation(groupOperations, "removeUserFromGroup");

/**
 * Whether the user is a member of the group (false also when either does not exist).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const checkUserInGroup = /* @__PURE__ */ operation(groupOperations, "checkUserInGroup");

/**
 * One page of the roles (or the one named `options.name`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listRolesPage = /* @__PURE__ */ operation(roleOperations, "listRolesPage");

/**
 * Every role, or only the one named `options.name`, loaded lazily: `for await` over items,
 * `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listRoles = /* @__PURE__ */ operation(roleOperations, "listRoles");

/**
 * One role.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getRole = /* @__PURE__ */ operation(roleOperations, "getRole");

/**
 * Creates a role (cloud operators only).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const createRole = /* @__PURE__ */ operation(roleOperations, "createRole");

/**
 * One page of the roles granted directly to a user or group on a project or domain, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listGrantedRolesPage = /* @__PURE__ */ operation(roleOperations, "listGrantedRolesPage");

/**
 * The roles granted directly to a user or group on a project or domain, loaded lazily:
 * `for await` over items, `.pages()`, `.toArray()`. Each next page is asked for with the
 * query of the previous page's `links.next`.
 * @example `await identity.listGrantedRoles({ userId, projectId }).toArray()`
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listGrantedRoles = /* @__PURE__ */ operation(roleOperations, "listGrantedRoles");

/**
 * Grants a role (no error if it is granted already).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const grantRole = /* @__PURE__ */ operation(roleOperations, "grantRole");

/**
 * Revokes a role.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const revokeRole = /* @__PURE__ */ operation(roleOperations, "revokeRole");

/**
 * Whether the role is granted directly (not through a group or inheritance): 204 yes, 404 no.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const hasRole = /* @__PURE__ */ operation(roleOperations, "hasRole");

/**
 * One page of the role assignments matching `options` (see `listRoleAssignments`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listRoleAssignmentsPage = /* @__PURE__ */ operation(
  roleAssignmentOperations,
  "listRoleAssignmentsPage",
);

/**
 * Every role assignment matching `options`, loaded lazily (`for await` over items,
 * `.pages()`, `.toArray()`), with the API's names: `{ "user.id": userId }`,
 * `{ "scope.project.id": projectId }`, `{ "group.id": groupId }`, `"role.id"`,
 * `"scope.domain.id"`, `effective`, `include_names`. Not together: a domain and a project,
 * a user and a group, `effective` and a group (the server refuses them).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listRoleAssignments = /* @__PURE__ */ operation(roleAssignmentOperations, "listRoleAssignments");

/**
 * Creates a trust; the caller must be the trustor.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const createTrust = /* @__PURE__ */ operation(trustOperations, "createTrust");

/**
 * One page of the trusts matching `options` (`trustor_user_id`, `trustee_user_id`), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listTrustsPage = /* @__PURE__ */ operation(trustOperations, "listTrustsPage");

/**
 * Every trust matching `options` (`trustor_user_id`, `trustee_user_id`), without roles,
 * loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listTrusts = /* @__PURE__ */ operation(trustOperations, "listTrusts");

/**
 * One trust with its roles.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getTrust = /* @__PURE__ */ operation(trustOperations, "getTrust");

/**
 * Deletes a trust.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const deleteTrust = /* @__PURE__ */ operation(trustOperations, "deleteTrust");

/**
 * One page of the roles a trust delegates, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listTrustRolesPage = /* @__PURE__ */ operation(trustOperations, "listTrustRolesPage");

/**
 * The roles a trust delegates, loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const listTrustRoles = /* @__PURE__ */ operation(trustOperations, "listTrustRoles");

/**
 * One role a trust delegates; IdentityNotFoundError when it does not delegate it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
 */
export const getTrustRole = /* @__PURE__ */ operation(trustOperations, "getTrustRole");
