/** Group operations and group membership. */
import type { components } from "../../generated/identity.ts";
import { requireObject, requireText } from "./input.ts";
import { listPages } from "./list-pages.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { checkAnswer, expectSuccess, readBody } from "./response.ts";
import type {
  CallOptions,
  Group,
  GroupChanges,
  GroupFilter,
  GroupUserFilter,
  ListOptions,
  NewGroup,
  User,
} from "./types.ts";

type Schemas = components["schemas"];

export function groupOperations(raw: IdentityRawClient) {
  const eachGroup = (filter: GroupFilter = {}, call: ListOptions = {}) =>
    listPages(
      "/v3/groups",
      async (linkQuery) =>
        readBody<Schemas["GroupList"]>(
          "listGroups",
          await raw.GET("/v3/groups", {
            params: { query: (linkQuery as GroupFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "groups",
          "array",
        ),
      (page) => page.groups,
      call,
    );

  const eachGroupUser = (groupId: string, filter: GroupUserFilter = {}, call: ListOptions = {}) => {
    const group_id = requireText("groupId", groupId);
    return listPages(
      `/v3/groups/${encodeURIComponent(group_id)}/users`,
      async (linkQuery) =>
        readBody<Schemas["UserList"]>(
          "listGroupUsers",
          await raw.GET("/v3/groups/{group_id}/users", {
            params: { path: { group_id }, query: (linkQuery as GroupUserFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "users",
          "array",
        ),
      (page) => page.users,
      call,
    );
  };

  const membership = (groupId: string, userId: string) => ({
    params: { path: { group_id: requireText("groupId", groupId), user_id: requireText("userId", userId) } },
    parseAs: "text" as const,
  });

  return {
    /** Every group matching `filter` (`domain_id`, `name`), loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachGroup,
    /** Every group matching `filter` (`domain_id`, `name`). */
    listGroups: (filter: GroupFilter = {}, call: ListOptions = {}): Promise<Group[]> =>
      eachGroup(filter, call).toArray(),

    /** One group. */
    async getGroup(groupId: string, call: CallOptions = {}): Promise<Group> {
      const result = await raw.GET("/v3/groups/{group_id}", {
        params: { path: { group_id: requireText("groupId", groupId) } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["GroupResponse"]>("getGroup", result, "group", "object").group;
    },

    /** Creates a group; a duplicate name in the domain is an IdentityConflictError. */
    async createGroup(group: NewGroup, call: CallOptions = {}): Promise<Group> {
      requireText("group.name", requireObject("group", group).name);
      const result = await raw.POST("/v3/groups", { body: { group }, parseAs: "text", signal: call.signal });
      return readBody<Schemas["GroupResponse"]>("createGroup", result, "group", "object").group;
    },

    /** Changes a group's name or description; other fields stay. */
    async updateGroup(groupId: string, changes: GroupChanges, call: CallOptions = {}): Promise<Group> {
      const result = await raw.PATCH("/v3/groups/{group_id}", {
        params: { path: { group_id: requireText("groupId", groupId) } },
        body: { group: requireObject("changes", changes) },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["GroupResponse"]>("updateGroup", result, "group", "object").group;
    },

    /** Deletes a group with its memberships and role grants. */
    async deleteGroup(groupId: string, call: CallOptions = {}): Promise<void> {
      const result = await raw.DELETE("/v3/groups/{group_id}", {
        params: { path: { group_id: requireText("groupId", groupId) } },
        parseAs: "text",
        signal: call.signal,
      });
      expectSuccess("deleteGroup", result);
    },

    /** Every member of the group, loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachGroupUser,
    /** Every member of the group (filters: `name`, `enabled`). */
    listGroupUsers: (
      groupId: string,
      filter: GroupUserFilter = {},
      call: ListOptions = {},
    ): Promise<User[]> => eachGroupUser(groupId, filter, call).toArray(),

    /** Makes the user a member of the group (no error if it already is). */
    async addUserToGroup(groupId: string, userId: string, call: CallOptions = {}): Promise<void> {
      const result = await raw.PUT("/v3/groups/{group_id}/users/{user_id}", {
        ...membership(groupId, userId),
        signal: call.signal,
      });
      expectSuccess("addUserToGroup", result);
    },

    /** Ends the user's membership of the group. */
    async removeUserFromGroup(groupId: string, userId: string, call: CallOptions = {}): Promise<void> {
      const result = await raw.DELETE("/v3/groups/{group_id}/users/{user_id}", {
        ...membership(groupId, userId),
        signal: call.signal,
      });
      expectSuccess("removeUserFromGroup", result);
    },

    /** Whether the user is a member of the group (false also when either does not exist). */
    async isUserInGroup(groupId: string, userId: string, call: CallOptions = {}): Promise<boolean> {
      const result = await raw.HEAD("/v3/groups/{group_id}/users/{user_id}", {
        ...membership(groupId, userId),
        signal: call.signal,
      });
      return checkAnswer("checkUserInGroup", result);
    },
  };
}
