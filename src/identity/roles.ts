/**
 * Roles and role grants. A grant names who holds the role (a user or a group) and where (a
 * project or a domain); the API has one path per combination, which the helpers pick.
 */
import type { components } from "../../generated/identity.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject, requireText } from "./input.ts";
import { listPages } from "./list-pages.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { type CallResult, checkAnswer, expectSuccess, readBody } from "./response.ts";
import type { CallOptions, ListOptions, NewRole, Role, RoleFilter } from "./types.ts";

type Schemas = components["schemas"];

/** Who holds a role and where: a user or a group, on a project or a domain. */
export type RoleGrant =
  | { userId: string; projectId: string }
  | { userId: string; domainId: string }
  | { groupId: string; projectId: string }
  | { groupId: string; domainId: string };

type Resolved =
  | { kind: "projectUser"; project_id: string; user_id: string }
  | { kind: "projectGroup"; project_id: string; group_id: string }
  | { kind: "domainUser"; domain_id: string; user_id: string }
  | { kind: "domainGroup"; domain_id: string; group_id: string };

function resolve(grant: RoleGrant): Resolved {
  const given = requireObject("grant", grant) as Partial<
    Record<"userId" | "groupId" | "projectId" | "domainId", string>
  >;
  const holders = [given.userId, given.groupId].filter((v) => v !== undefined).length;
  const targets = [given.projectId, given.domainId].filter((v) => v !== undefined).length;
  if (holders !== 1 || targets !== 1) {
    throw new InvalidInputError(
      "grant",
      "must name exactly one of userId/groupId and one of projectId/domainId",
    );
  }
  if (given.projectId !== undefined) {
    const project_id = requireText("grant.projectId", given.projectId);
    return given.userId !== undefined
      ? { kind: "projectUser", project_id, user_id: requireText("grant.userId", given.userId) }
      : { kind: "projectGroup", project_id, group_id: requireText("grant.groupId", given.groupId) };
  }
  const domain_id = requireText("grant.domainId", given.domainId);
  return given.userId !== undefined
    ? { kind: "domainUser", domain_id, user_id: requireText("grant.userId", given.userId) }
    : { kind: "domainGroup", domain_id, group_id: requireText("grant.groupId", given.groupId) };
}

function grantPath(grant: Resolved): string {
  const [target, targetId] =
    "project_id" in grant ? ["projects", grant.project_id] : ["domains", grant.domain_id];
  const [holder, holderId] = "user_id" in grant ? ["users", grant.user_id] : ["groups", grant.group_id];
  return `/v3/${target}/${encodeURIComponent(targetId)}/${holder}/${encodeURIComponent(holderId)}/roles`;
}

export function roleOperations(raw: IdentityRawClient) {
  const eachRole = (filter: RoleFilter = {}, call: ListOptions = {}) =>
    listPages(
      "/v3/roles",
      async (linkQuery) =>
        readBody<Schemas["RoleList"]>(
          "listRoles",
          await raw.GET("/v3/roles", {
            params: { query: (linkQuery as RoleFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "roles",
          "array",
        ),
      (page) => page.roles,
      call,
    );

  /** GET .../roles of one grant combination. */
  const listGrantPage = (g: Resolved, signal: AbortSignal | undefined): Promise<CallResult> => {
    const options = { parseAs: "text" as const, signal };
    switch (g.kind) {
      case "projectUser":
        return raw.GET("/v3/projects/{project_id}/users/{user_id}/roles", {
          ...options,
          params: { path: g },
        });
      case "projectGroup":
        return raw.GET("/v3/projects/{project_id}/groups/{group_id}/roles", {
          ...options,
          params: { path: g },
        });
      case "domainUser":
        return raw.GET("/v3/domains/{domain_id}/users/{user_id}/roles", { ...options, params: { path: g } });
      case "domainGroup":
        return raw.GET("/v3/domains/{domain_id}/groups/{group_id}/roles", {
          ...options,
          params: { path: g },
        });
    }
  };

  /** PUT, HEAD or DELETE .../roles/{role_id} of one grant combination. */
  const onGrant = (
    method: "PUT" | "HEAD" | "DELETE",
    g: Resolved,
    role_id: string,
    signal: AbortSignal | undefined,
  ): Promise<CallResult> => {
    const options = { parseAs: "text" as const, signal };
    // One branch per path: openapi-fetch types each path's parameters separately.
    switch (g.kind) {
      case "projectUser": {
        const path = "/v3/projects/{project_id}/users/{user_id}/roles/{role_id}";
        const init = { ...options, params: { path: { ...g, role_id } } };
        return method === "PUT"
          ? raw.PUT(path, init)
          : method === "HEAD"
            ? raw.HEAD(path, init)
            : raw.DELETE(path, init);
      }
      case "projectGroup": {
        const path = "/v3/projects/{project_id}/groups/{group_id}/roles/{role_id}";
        const init = { ...options, params: { path: { ...g, role_id } } };
        return method === "PUT"
          ? raw.PUT(path, init)
          : method === "HEAD"
            ? raw.HEAD(path, init)
            : raw.DELETE(path, init);
      }
      case "domainUser": {
        const path = "/v3/domains/{domain_id}/users/{user_id}/roles/{role_id}";
        const init = { ...options, params: { path: { ...g, role_id } } };
        return method === "PUT"
          ? raw.PUT(path, init)
          : method === "HEAD"
            ? raw.HEAD(path, init)
            : raw.DELETE(path, init);
      }
      case "domainGroup": {
        const path = "/v3/domains/{domain_id}/groups/{group_id}/roles/{role_id}";
        const init = { ...options, params: { path: { ...g, role_id } } };
        return method === "PUT"
          ? raw.PUT(path, init)
          : method === "HEAD"
            ? raw.HEAD(path, init)
            : raw.DELETE(path, init);
      }
    }
  };

  const eachGrantedRole = (grant: RoleGrant, call: ListOptions = {}) => {
    const g = resolve(grant);
    const operation = `list${g.kind[0]?.toUpperCase()}${g.kind.slice(1)}Roles`;
    return listPages(
      grantPath(g),
      async () =>
        readBody<Schemas["RoleList"]>(operation, await listGrantPage(g, call.signal), "roles", "array"),
      (page) => page.roles,
      call,
    );
  };

  const grantOperation = (verb: string, g: Resolved) =>
    `${verb}${g.kind[0]?.toUpperCase()}${g.kind.slice(1)}Role`;

  return {
    /** Every role matching `filter` (`name`), loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachRole,
    /** Every role, or only the one named `filter.name`. */
    listRoles: (filter: RoleFilter = {}, call: ListOptions = {}): Promise<Role[]> =>
      eachRole(filter, call).toArray(),

    /** One role. */
    async getRole(roleId: string, call: CallOptions = {}): Promise<Role> {
      const result = await raw.GET("/v3/roles/{role_id}", {
        params: { path: { role_id: requireText("roleId", roleId) } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["RoleResponse"]>("getRole", result, "role", "object").role;
    },

    /** Creates a role (cloud operators only). */
    async createRole(role: NewRole, call: CallOptions = {}): Promise<Role> {
      requireText("role.name", requireObject("role", role).name);
      const result = await raw.POST("/v3/roles", { body: { role }, parseAs: "text", signal: call.signal });
      return readBody<Schemas["RoleResponse"]>("createRole", result, "role", "object").role;
    },

    /** The roles granted directly to a user or group on a project or domain, loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachGrantedRole,
    /**
     * The roles granted directly to a user or group on a project or domain.
     * @example `await identity.listGrantedRoles({ userId, projectId })`
     */
    listGrantedRoles: (grant: RoleGrant, call: ListOptions = {}): Promise<Role[]> =>
      eachGrantedRole(grant, call).toArray(),

    /** Grants a role (no error if it is granted already). */
    async grantRole(grant: RoleGrant, roleId: string, call: CallOptions = {}): Promise<void> {
      const g = resolve(grant);
      const result = await onGrant("PUT", g, requireText("roleId", roleId), call.signal);
      expectSuccess(grantOperation("grant", g), result);
    },

    /** Revokes a role. */
    async revokeRole(grant: RoleGrant, roleId: string, call: CallOptions = {}): Promise<void> {
      const g = resolve(grant);
      const result = await onGrant("DELETE", g, requireText("roleId", roleId), call.signal);
      expectSuccess(grantOperation("revoke", g), result);
    },

    /** Whether the role is granted directly (not through a group or inheritance). */
    async hasRole(grant: RoleGrant, roleId: string, call: CallOptions = {}): Promise<boolean> {
      const g = resolve(grant);
      const result = await onGrant("HEAD", g, requireText("roleId", roleId), call.signal);
      return checkAnswer(grantOperation("check", g), result);
    },
  };
}
