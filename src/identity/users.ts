/**
 * User operations: users, their projects and groups, and (K5) their authentication method. The
 * groups of a user are a group of operations of their own (userGroupOperations), so an app that
 * lists them carries none of the other user operations.
 */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireId } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import { encodePathSegment } from "../core/path-params.ts";
import { registerSecret } from "../core/redact.ts";
import { checkNewUser } from "./input.ts";
import { JSON_HEADERS } from "./json-headers.ts";
import { keystoneList } from "./keystone-list.ts";
import type {
  ListUserGroupsOptions,
  ListUserProjectsOptions,
  ListUsersOptions,
  NewUser,
  Project,
  ProjectList,
  User,
  UserAuthType,
  UserGroup,
  UserGroupList,
  UserList,
} from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

export function userOperations(api: ApiClient<paths>) {
  const users = keystoneList<ListUsersOptions, UserList, User>(
    api,
    "listUsers",
    "/v3/users",
    "users",
    (query, init) => api.raw.GET("/v3/users", { params: { query }, ...init }),
  );
  const userProjects = (userId: string) =>
    keystoneList<ListUserProjectsOptions, ProjectList, Project>(
      api,
      "listUserProjects",
      `/v3/users/${encodePathSegment("user_id", userId)}/projects`,
      "projects",
      (query, init) =>
        api.raw.GET("/v3/users/{user_id}/projects", {
          params: { path: { user_id: userId }, query },
          ...init,
        }),
    );
  return {
    /**
     * One page of the users matching `options` (`domain_id`, `name`, `enabled`), as the server
     * sent it: `users`, and `links.next` when more follow.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listUsersPage(options: ListUsersOptions = {}, call?: CallOptions): Promise<UserList> {
      return users.page(options, call);
    },

    /**
     * Every user matching `options` (`domain_id`, `name`, `enabled`), loaded lazily: `for await`
     * over items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listUsers(options: ListUsersOptions = {}, list?: ListOptions): Paginated<UserList, User> {
      return users.walk(options, list);
    },

    /**
     * One user.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getUser(userId: string, call?: CallOptions): Promise<User> {
      requireId("userId", userId);
      const answer = await api.send("getUser", [200], call, (init) =>
        api.raw.GET("/v3/users/{user_id}", { params: { path: { user_id: userId } }, ...init }),
      );
      return readWrapped<User>(answer, "getUser", "user");
    },

    /**
     * Creates a user. Its password is registered as a secret and never appears in errors.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async createUser(user: NewUser, call?: CallOptions): Promise<User> {
      const body = { user: checkNewUser(user) };
      registerSecret(user.password);
      const answer = await api.send("createUser", [201], call, (init) =>
        api.raw.POST("/v3/users", { body, ...init }),
      );
      return readWrapped<User>(answer, "createUser", "user");
    },

    /**
     * K5: the user's authentication method, e.g. `password`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getUserAuthType(userId: string, call?: CallOptions): Promise<UserAuthType> {
      requireId("userId", userId);
      const answer = await api.send("getUserAuthType", [200], call, (init) =>
        api.raw.GET("/v3/users/{user_id}/auth_type", { params: { path: { user_id: userId } }, ...init }),
      );
      return readWrapped<UserAuthType>(answer, "getUserAuthType", "user");
    },

    /**
     * One page of the projects the user has a role on (filters: `enabled`, `name`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listUserProjectsPage(
      userId: string,
      options: ListUserProjectsOptions = {},
      call?: CallOptions,
    ): Promise<ProjectList> {
      requireId("userId", userId);
      return userProjects(userId).page(options, call);
    },

    /**
     * Every project the user has a role on (filters: `enabled`, `name`), loaded lazily:
     * `for await` over items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listUserProjects(
      userId: string,
      options: ListUserProjectsOptions = {},
      list?: ListOptions,
    ): Paginated<ProjectList, Project> {
      requireId("userId", userId);
      return userProjects(userId).walk(options, list);
    },
  };
}

/** The groups of a user: one page, or every group lazily. */
export function userGroupOperations(api: ApiClient<paths>) {
  const userGroups = (userId: string) =>
    keystoneList<ListUserGroupsOptions, UserGroupList, UserGroup>(
      api,
      "listUserGroups",
      `/v3/users/${encodePathSegment("user_id", userId)}/groups`,
      "groups",
      (query, init) =>
        api.raw.GET("/v3/users/{user_id}/groups", {
          params: { path: { user_id: userId }, query },
          headers: JSON_HEADERS,
          ...init,
        }),
    );

  return {
    /**
     * One page of the groups the user belongs to (or the one named `options.name`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listUserGroupsPage(
      userId: string,
      options: ListUserGroupsOptions = {},
      call?: CallOptions,
    ): Promise<UserGroupList> {
      requireId("userId", userId);
      return userGroups(userId).page(options, call);
    },

    /**
     * Every group the user belongs to, or only the one named `options.name` (none when none
     * matches), loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
     * @example `await identity.listUserGroups(userId, { name: "devs" }).toArray()`
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listUserGroups(
      userId: string,
      options: ListUserGroupsOptions = {},
      list?: ListOptions,
    ): Paginated<UserGroupList, UserGroup> {
      requireId("userId", userId);
      return userGroups(userId).walk(options, list);
    },
  };
}
