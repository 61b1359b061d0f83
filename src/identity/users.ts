/** User operations: users, their projects and groups, and (K5) their authentication method. */
import type { components } from "../../generated/identity.ts";
import { registerSecret } from "../core/redact.ts";
import { requireObject, requireText } from "./input.ts";
import { listPages } from "./list-pages.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { readBody } from "./response.ts";
import type {
  CallOptions,
  ListOptions,
  NewUser,
  Project,
  User,
  UserAuthType,
  UserFilter,
  UserGroup,
  UserGroupFilter,
  UserProjectFilter,
} from "./types.ts";

type Schemas = components["schemas"];
/** The platform reference requires Content-Type even on this GET. */
const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" } as const;

export function userOperations(raw: IdentityRawClient) {
  const eachUser = (filter: UserFilter = {}, call: ListOptions = {}) =>
    listPages(
      "/v3/users",
      async (linkQuery) =>
        readBody<Schemas["UserList"]>(
          "listUsers",
          await raw.GET("/v3/users", {
            params: { query: (linkQuery as UserFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "users",
          "array",
        ),
      (page) => page.users,
      call,
    );

  const eachUserProject = (userId: string, filter: UserProjectFilter = {}, call: ListOptions = {}) => {
    const user_id = requireText("userId", userId);
    return listPages(
      `/v3/users/${encodeURIComponent(user_id)}/projects`,
      async (linkQuery) =>
        readBody<Schemas["ProjectList"]>(
          "listUserProjects",
          await raw.GET("/v3/users/{user_id}/projects", {
            params: { path: { user_id }, query: (linkQuery as UserProjectFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "projects",
          "array",
        ),
      (page) => page.projects,
      call,
    );
  };

  const eachUserGroup = (userId: string, filter: UserGroupFilter = {}, call: ListOptions = {}) => {
    const user_id = requireText("userId", userId);
    return listPages(
      `/v3/users/${encodeURIComponent(user_id)}/groups`,
      async (linkQuery) =>
        readBody<Schemas["UserGroupList"]>(
          "listUserGroups",
          await raw.GET("/v3/users/{user_id}/groups", {
            params: {
              path: { user_id },
              query: (linkQuery as UserGroupFilter | undefined) ?? filter,
              header: JSON_HEADERS,
            },
            parseAs: "text",
            signal: call.signal,
          }),
          "groups",
          "array",
        ),
      (page) => page.groups,
      call,
    );
  };

  return {
    /** Every user matching `filter` (`domain_id`, `name`, `enabled`), loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachUser,
    /** Every user matching `filter` (`domain_id`, `name`, `enabled`). */
    listUsers: (filter: UserFilter = {}, call: ListOptions = {}): Promise<User[]> =>
      eachUser(filter, call).toArray(),

    /** One user. */
    async getUser(userId: string, call: CallOptions = {}): Promise<User> {
      const result = await raw.GET("/v3/users/{user_id}", {
        params: { path: { user_id: requireText("userId", userId) } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["UserResponse"]>("getUser", result, "user", "object").user;
    },

    /** Creates a user. Its password is registered as a secret and never appears in errors. */
    async createUser(user: NewUser, call: CallOptions = {}): Promise<User> {
      requireText("user.name", requireObject("user", user).name);
      registerSecret(user.password);
      const result = await raw.POST("/v3/users", { body: { user }, parseAs: "text", signal: call.signal });
      return readBody<Schemas["UserResponse"]>("createUser", result, "user", "object").user;
    },

    /** K5: the user's authentication method, e.g. `password`. */
    async getUserAuthType(userId: string, call: CallOptions = {}): Promise<UserAuthType> {
      const result = await raw.GET("/v3/users/{user_id}/auth_type", {
        params: { path: { user_id: requireText("userId", userId) } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["UserAuthTypeResponse"]>("getUserAuthType", result, "user", "object").user;
    },

    /** Every project the user has a role on, loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachUserProject,
    /** Every project the user has a role on (filters: `enabled`, `name`). */
    listUserProjects: (
      userId: string,
      filter: UserProjectFilter = {},
      call: ListOptions = {},
    ): Promise<Project[]> => eachUserProject(userId, filter, call).toArray(),

    /** Every group the user belongs to, loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachUserGroup,
    /**
     * Every group the user belongs to, or only the one named `filter.name` (an empty array
     * when none matches).
     * @example `await identity.listUserGroups(userId, { name: "devs" })`
     */
    listUserGroups: (
      userId: string,
      filter: UserGroupFilter = {},
      call: ListOptions = {},
    ): Promise<UserGroup[]> => eachUserGroup(userId, filter, call).toArray(),
  };
}
