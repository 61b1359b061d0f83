/** Role assignments: every grant, filtered by user, group, role or scope. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import type { Paginated } from "../core/paginate.ts";
import { keystoneList } from "./keystone-list.ts";
import type { ListRoleAssignmentsOptions, RoleAssignment, RoleAssignmentList } from "./types.ts";

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
     * One page of the role assignments matching `filter` (see `listRoleAssignments`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listRoleAssignmentsPage(
      options: ListRoleAssignmentsOptions = {},
      call?: CallOptions,
    ): Promise<RoleAssignmentList> {
      return assignments.page(options, call);
    },

    /**
     * Every role assignment matching `filter`, loaded lazily (`for await` over items,
     * `.pages()`, `.toArray()`), with the API's names: `{ "user.id": userId }`,
     * `{ "scope.project.id": projectId }`, `{ "group.id": groupId }`, `"role.id"`,
     * `"scope.domain.id"`, `effective`, `include_names`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listRoleAssignments(
      options: ListRoleAssignmentsOptions = {},
      list?: ListOptions,
    ): Paginated<RoleAssignmentList, RoleAssignment> {
      return assignments.walk(options, list);
    },
  };
}
