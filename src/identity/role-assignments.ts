/** Role assignments: every grant, filtered by user, group, role or scope. */
import type { components } from "../../generated/identity.ts";
import { listPages } from "./list-pages.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { readBody } from "./response.ts";
import type { ListOptions, RoleAssignment, RoleAssignmentFilter } from "./types.ts";

type Schemas = components["schemas"];

export function roleAssignmentOperations(raw: IdentityRawClient) {
  const eachRoleAssignment = (filter: RoleAssignmentFilter = {}, call: ListOptions = {}) =>
    listPages(
      "/v3/role_assignments",
      async (linkQuery) =>
        readBody<Schemas["RoleAssignmentList"]>(
          "listRoleAssignments",
          await raw.GET("/v3/role_assignments", {
            params: { query: (linkQuery as RoleAssignmentFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "role_assignments",
          "array",
        ),
      (page) => page.role_assignments,
      call,
    );

  return {
    /** Every role assignment matching `filter`, loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachRoleAssignment,
    /**
     * Every role assignment matching `filter`, with the API's names:
     * `{ "user.id": userId }`, `{ "scope.project.id": projectId }`, `{ "group.id": groupId }`,
     * `"role.id"`, `"scope.domain.id"`, `effective`, `include_names`.
     */
    listRoleAssignments: (
      filter: RoleAssignmentFilter = {},
      call: ListOptions = {},
    ): Promise<RoleAssignment[]> => eachRoleAssignment(filter, call).toArray(),
  };
}
