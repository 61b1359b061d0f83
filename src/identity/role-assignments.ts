/** Role assignments: every grant, filtered by user, group, role or scope. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { ListOptions } from "../core/call-options.ts";
import { linkPages } from "./link-pages.ts";
import type { RoleAssignment, RoleAssignmentFilter, RoleAssignmentList } from "./types.ts";

export function roleAssignmentOperations(api: ApiClient<paths>) {
  return {
    /**
     * Every role assignment matching `filter`, loaded lazily (`for await` over items,
     * `.pages()`, `.toArray()`), with the API's names: `{ "user.id": userId }`,
     * `{ "scope.project.id": projectId }`, `{ "group.id": groupId }`, `"role.id"`,
     * `"scope.domain.id"`, `effective`, `include_names`.
     */
    listRoleAssignments: (filter: RoleAssignmentFilter = {}, call?: ListOptions) =>
      linkPages<RoleAssignmentList, RoleAssignment, RoleAssignmentFilter>(
        api,
        {
          operation: "listRoleAssignments",
          path: "/v3/role_assignments",
          member: "role_assignments",
          items: (page) => page.role_assignments,
          filter,
          get: (query, init) => api.raw.GET("/v3/role_assignments", { params: { query }, ...init }),
        },
        call,
      ),
  };
}
