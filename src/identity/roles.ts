/**
 * Roles and role grants. A grant names who holds the role (a user or a group) and where (a
 * project or a domain); the API has one path per combination, which the helpers pick.
 */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient, RawResult, SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireId } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import { encodePathSegment } from "../core/path-params.ts";
import { checkGrant, checkNewRole, type ResolvedGrant, type RoleGrant } from "./input.ts";
import { keystoneList } from "./keystone-list.ts";
import type { ListRolesOptions, NewRole, Role, RoleList } from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

/** The path of a grant's role list, as sent: a next link must lead there. */
function grantListPath(g: ResolvedGrant): string {
  const target =
    "project_id" in g
      ? `projects/${encodePathSegment("project_id", g.project_id)}`
      : `domains/${encodePathSegment("domain_id", g.domain_id)}`;
  const holder =
    "user_id" in g
      ? `users/${encodePathSegment("user_id", g.user_id)}`
      : `groups/${encodePathSegment("group_id", g.group_id)}`;
  return `/v3/${target}/${holder}/roles`;
}

export function roleOperations(api: ApiClient<paths>) {
  const { raw } = api;

  /** GET .../roles of one grant combination. */
  const getGrantPage = (g: ResolvedGrant, query: object, init: SendInit): Promise<RawResult> => {
    // One branch per path: openapi-fetch types each path's parameters separately. The query
    // is a next link's (these lists take no filter of their own).
    switch (g.kind) {
      case "ProjectUser":
        return raw.GET("/v3/projects/{project_id}/users/{user_id}/roles", {
          params: { path: g, query: query as never },
          ...init,
        });
      case "ProjectGroup":
        return raw.GET("/v3/projects/{project_id}/groups/{group_id}/roles", {
          params: { path: g, query: query as never },
          ...init,
        });
      case "DomainUser":
        return raw.GET("/v3/domains/{domain_id}/users/{user_id}/roles", {
          params: { path: g, query: query as never },
          ...init,
        });
      case "DomainGroup":
        return raw.GET("/v3/domains/{domain_id}/groups/{group_id}/roles", {
          params: { path: g, query: query as never },
          ...init,
        });
    }
  };

  /** PUT, HEAD or DELETE .../roles/{role_id} of one grant combination. */
  const onGrant = (
    method: "put" | "head" | "delete",
    g: ResolvedGrant,
    role_id: string,
    init: SendInit,
  ): Promise<RawResult> => {
    // One branch per path, as above; `request` takes the method as an argument, so each branch
    // is one call whatever the method (the three share the path parameters).
    switch (g.kind) {
      case "ProjectUser":
        return raw.request(method, "/v3/projects/{project_id}/users/{user_id}/roles/{role_id}", {
          params: { path: { ...g, role_id } },
          ...init,
        });
      case "ProjectGroup":
        return raw.request(method, "/v3/projects/{project_id}/groups/{group_id}/roles/{role_id}", {
          params: { path: { ...g, role_id } },
          ...init,
        });
      case "DomainUser":
        return raw.request(method, "/v3/domains/{domain_id}/users/{user_id}/roles/{role_id}", {
          params: { path: { ...g, role_id } },
          ...init,
        });
      case "DomainGroup":
        return raw.request(method, "/v3/domains/{domain_id}/groups/{group_id}/roles/{role_id}", {
          params: { path: { ...g, role_id } },
          ...init,
        });
    }
  };

  const roles = keystoneList<ListRolesOptions, RoleList, Role>(
    api,
    "listRoles",
    "/v3/roles",
    "roles",
    (query, init) => raw.GET("/v3/roles", { params: { query }, ...init }),
  );
  // These lists take no filter of their own: a query is a next link's.
  const grantedRoles = (grant: RoleGrant) => {
    const g = checkGrant(grant);
    return keystoneList<object, RoleList, Role>(
      api,
      `list${g.kind}Roles`,
      grantListPath(g),
      "roles",
      (query, init) => getGrantPage(g, query, init),
    );
  };

  return {
    /**
     * One page of the roles (or the one named `options.name`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listRolesPage(options: ListRolesOptions = {}, call?: CallOptions): Promise<RoleList> {
      return roles.page(options, call);
    },

    /**
     * Every role, or only the one named `options.name`, loaded lazily: `for await` over items,
     * `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listRoles(options: ListRolesOptions = {}, list?: ListOptions): Paginated<RoleList, Role> {
      return roles.walk(options, list);
    },

    /**
     * One role.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getRole(roleId: string, call?: CallOptions): Promise<Role> {
      requireId("roleId", roleId);
      const answer = await api.send("getRole", [200], call, (init) =>
        raw.GET("/v3/roles/{role_id}", { params: { path: { role_id: roleId } }, ...init }),
      );
      return readWrapped<Role>(answer, "getRole", "role");
    },

    /**
     * Creates a role (cloud operators only).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async createRole(role: NewRole, call?: CallOptions): Promise<Role> {
      const body = { role: checkNewRole(role) };
      const answer = await api.send("createRole", [201], call, (init) =>
        raw.POST("/v3/roles", { body, ...init }),
      );
      return readWrapped<Role>(answer, "createRole", "role");
    },

    /**
     * One page of the roles granted directly to a user or group on a project or domain, as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listGrantedRolesPage(grant: RoleGrant, call?: CallOptions): Promise<RoleList> {
      return grantedRoles(grant).page({}, call);
    },

    /**
     * The roles granted directly to a user or group on a project or domain, loaded lazily:
     * `for await` over items, `.pages()`, `.toArray()`. Each next page is asked for with the
     * query of the previous page's `links.next`.
     * @example `await identity.listGrantedRoles({ userId, projectId }).toArray()`
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listGrantedRoles(grant: RoleGrant, list?: ListOptions): Paginated<RoleList, Role> {
      return grantedRoles(grant).walk({}, list);
    },

    /**
     * Grants a role (no error if it is granted already).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async grantRole(grant: RoleGrant, roleId: string, call?: CallOptions): Promise<void> {
      requireId("roleId", roleId);
      const g = checkGrant(grant);
      await api.send(`grant${g.kind}Role`, [204], call, (init) => onGrant("put", g, roleId, init));
    },

    /**
     * Revokes a role.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async revokeRole(grant: RoleGrant, roleId: string, call?: CallOptions): Promise<void> {
      requireId("roleId", roleId);
      const g = checkGrant(grant);
      await api.send(`revoke${g.kind}Role`, [204], call, (init) => onGrant("delete", g, roleId, init));
    },

    /**
     * Whether the role is granted directly (not through a group or inheritance): 204 yes, 404 no.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async hasRole(grant: RoleGrant, roleId: string, call?: CallOptions): Promise<boolean> {
      requireId("roleId", roleId);
      const g = checkGrant(grant);
      const answer = await api.send(`check${g.kind}Role`, [204, 404], call, (init) =>
        onGrant("head", g, roleId, init),
      );
      return answer.status === 204;
    },
  };
}
