/** Role assignments: every grant, filtered by user, group, role or scope. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { InvalidInputError } from "../core/errors.ts";
import type { Paginated } from "../core/paginate.ts";
import { keystoneList } from "./keystone-list.ts";
import type { ListRoleAssignmentsOptions, RoleAssignment, RoleAssignmentList } from "./types.ts";

/** A filter sent empty does not count, for the server as here. */
const given = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * Refuses the filters the server refuses together (400, OpenStack Keystone): a domain and a
 * project, a user and a group, `effective` and a group (effective assignments are never a
 * group's).
 * @throws {InvalidInputError} on filters that exclude each other, before anything is sent
 */
function checkedFilter(filter: ListRoleAssignmentsOptions): ListRoleAssignmentsOptions {
  if (typeof filter !== "object" || filter === null)
    throw new InvalidInputError("options", "must be an object of query filters");
  if (given(filter["scope.domain.id"]) && given(filter["scope.project.id"]))
    throw new InvalidInputError("options", 'takes "scope.domain.id" or "scope.project.id", not both');
  if (given(filter["user.id"]) && given(filter["group.id"]))
    throw new InvalidInputError("options", 'takes "user.id" or "group.id", not both');
  // `effective` counts when present with any value but "0", as the server reads it.
  if (filter.effective !== undefined && String(filter.effective) !== "0" && given(filter["group.id"]))
    throw new InvalidInputError(
      "options",
      'takes "effective" or "group.id", not both (effective assignments are never a group\'s)',
    );
  return filter;
}

export function roleAssignmentOperations(api: ApiClient<paths>) {
  const assignments = keystoneList<ListRoleAssignmentsOptions, RoleAssignmentList, RoleAssignment>(
    api,
    "listRoleAssignments",
    "/v3/role_assignments",
    "role_assignments",
    (query, init) => api.raw.GET("/v3/role_assignments", { params: { query }, ...init }),
  );

  return {
    /**
     * One page of the role assignments matching `options` (see `listRoleAssignments`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listRoleAssignmentsPage(
      options: ListRoleAssignmentsOptions = {},
      call?: CallOptions,
    ): Promise<RoleAssignmentList> {
      return assignments.page(checkedFilter(options), call);
    },

    /**
     * Every role assignment matching `options`, loaded lazily (`for await` over items,
     * `.pages()`, `.toArray()`), with the API's names: `{ "user.id": userId }`,
     * `{ "scope.project.id": projectId }`, `{ "group.id": groupId }`, `"role.id"`,
     * `"scope.domain.id"`, `effective`, `include_names`. Not together: a domain and a project,
     * a user and a group, `effective` and a group (the server refuses them).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listRoleAssignments(
      options: ListRoleAssignmentsOptions = {},
      list?: ListOptions,
    ): Paginated<RoleAssignmentList, RoleAssignment> {
      return assignments.walk(checkedFilter(options), list);
    },
  };
}
