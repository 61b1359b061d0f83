/** User operations: users, their projects and groups, and (K5) their authentication method. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { encodePathSegment } from "../core/path-params.ts";
import { registerSecret } from "../core/redact.ts";
import { checkNewUser } from "./input.ts";
import { JSON_HEADERS } from "./json-headers.ts";
import { linkPages } from "./link-pages.ts";
import type {
  NewUser,
  Project,
  ProjectList,
  User,
  UserAuthType,
  UserFilter,
  UserGroup,
  UserGroupFilter,
  UserGroupList,
  UserList,
  UserProjectFilter,
} from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

export function userOperations(api: ApiClient<paths>) {
  return {
    /**
     * Every user matching `filter` (`domain_id`, `name`, `enabled`), loaded lazily: `for await`
     * over items, `.pages()`, `.toArray()`.
     */
    listUsers: (filter: UserFilter = {}, call?: ListOptions) =>
      linkPages<UserList, User, UserFilter>(
        api,
        {
          operation: "listUsers",
          path: "/v3/users",
          member: "users",
          items: (page) => page.users,
          filter,
          get: (query, init) => api.raw.GET("/v3/users", { params: { query }, ...init }),
        },
        call,
      ),

    /** One user. */
    async getUser(userId: string, call?: CallOptions): Promise<User> {
      const answer = await api.send("getUser", [200], call, (init) =>
        api.raw.GET("/v3/users/{user_id}", { params: { path: { user_id: userId } }, ...init }),
      );
      return readWrapped<User>(answer, "getUser", "user");
    },

    /** Creates a user. Its password is registered as a secret and never appears in errors. */
    async createUser(user: NewUser, call?: CallOptions): Promise<User> {
      const body = { user: checkNewUser(user) };
      registerSecret(user.password);
      const answer = await api.send("createUser", [201], call, (init) =>
        api.raw.POST("/v3/users", { body, ...init }),
      );
      return readWrapped<User>(answer, "createUser", "user");
    },

    /** K5: the user's authentication method, e.g. `password`. */
    async getUserAuthType(userId: string, call?: CallOptions): Promise<UserAuthType> {
      const answer = await api.send("getUserAuthType", [200], call, (init) =>
        api.raw.GET("/v3/users/{user_id}/auth_type", { params: { path: { user_id: userId } }, ...init }),
      );
      return readWrapped<UserAuthType>(answer, "getUserAuthType", "user");
    },

    /**
     * Every project the user has a role on (filters: `enabled`, `name`), loaded lazily:
     * `for await` over items, `.pages()`, `.toArray()`.
     */
    listUserProjects(userId: string, filter: UserProjectFilter = {}, call?: ListOptions) {
      const path = { user_id: userId };
      return linkPages<ProjectList, Project, UserProjectFilter>(
        api,
        {
          operation: "listUserProjects",
          path: `/v3/users/${encodePathSegment("user_id", userId)}/projects`,
          member: "projects",
          items: (page) => page.projects,
          filter,
          get: (query, init) =>
            api.raw.GET("/v3/users/{user_id}/projects", { params: { path, query }, ...init }),
        },
        call,
      );
    },

    /**
     * Every group the user belongs to, or only the one named `filter.name` (none when none
     * matches), loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
     * @example `await identity.listUserGroups(userId, { name: "devs" }).toArray()`
     */
    listUserGroups(userId: string, filter: UserGroupFilter = {}, call?: ListOptions) {
      const path = { user_id: userId };
      return linkPages<UserGroupList, UserGroup, UserGroupFilter>(
        api,
        {
          operation: "listUserGroups",
          path: `/v3/users/${encodePathSegment("user_id", userId)}/groups`,
          member: "groups",
          items: (page) => page.groups,
          filter,
          get: (query, init) =>
            api.raw.GET("/v3/users/{user_id}/groups", {
              params: { path, query },
              headers: JSON_HEADERS,
              ...init,
            }),
        },
        call,
      );
    },
  };
}
