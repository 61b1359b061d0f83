/** Group operations and group membership. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { encodePathSegment } from "../core/path-params.ts";
import { checkGroupChanges, checkNewGroup } from "./input.ts";
import { linkPages } from "./link-pages.ts";
import type {
  Group,
  GroupChanges,
  GroupFilter,
  GroupList,
  GroupUserFilter,
  NewGroup,
  User,
  UserList,
} from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

const MEMBERSHIP = "/v3/groups/{group_id}/users/{user_id}";

export function groupOperations(api: ApiClient<paths>) {
  const membership = (groupId: string, userId: string) => ({
    params: { path: { group_id: groupId, user_id: userId } },
  });

  return {
    /**
     * Every group matching `filter` (`domain_id`, `name`), loaded lazily: `for await` over
     * items, `.pages()`, `.toArray()`.
     */
    listGroups: (filter: GroupFilter = {}, call?: ListOptions) =>
      linkPages<GroupList, Group, GroupFilter>(
        api,
        {
          operation: "listGroups",
          path: "/v3/groups",
          member: "groups",
          items: (page) => page.groups,
          filter,
          get: (query, init) => api.raw.GET("/v3/groups", { params: { query }, ...init }),
        },
        call,
      ),

    /** One group. */
    async getGroup(groupId: string, call?: CallOptions): Promise<Group> {
      const answer = await api.send("getGroup", [200], call, (init) =>
        api.raw.GET("/v3/groups/{group_id}", { params: { path: { group_id: groupId } }, ...init }),
      );
      return readWrapped<Group>(answer, "getGroup", "group");
    },

    /** Creates a group; a duplicate name in the domain is an IdentityConflictError. */
    async createGroup(group: NewGroup, call?: CallOptions): Promise<Group> {
      const body = { group: checkNewGroup(group) };
      const answer = await api.send("createGroup", [201], call, (init) =>
        api.raw.POST("/v3/groups", { body, ...init }),
      );
      return readWrapped<Group>(answer, "createGroup", "group");
    },

    /** Changes a group's name or description; other fields stay. */
    async updateGroup(groupId: string, changes: GroupChanges, call?: CallOptions): Promise<Group> {
      const body = { group: checkGroupChanges(changes) };
      const answer = await api.send("updateGroup", [200], call, (init) =>
        api.raw.PATCH("/v3/groups/{group_id}", { params: { path: { group_id: groupId } }, body, ...init }),
      );
      return readWrapped<Group>(answer, "updateGroup", "group");
    },

    /** Deletes a group with its memberships and role grants. */
    async deleteGroup(groupId: string, call?: CallOptions): Promise<void> {
      await api.send("deleteGroup", [204], call, (init) =>
        api.raw.DELETE("/v3/groups/{group_id}", { params: { path: { group_id: groupId } }, ...init }),
      );
    },

    /**
     * Every member of the group (filters: `name`, `enabled`), loaded lazily: `for await` over
     * items, `.pages()`, `.toArray()`.
     */
    listGroupUsers(groupId: string, filter: GroupUserFilter = {}, call?: ListOptions) {
      const path = { group_id: groupId };
      return linkPages<UserList, User, GroupUserFilter>(
        api,
        {
          operation: "listGroupUsers",
          path: `/v3/groups/${encodePathSegment("group_id", groupId)}/users`,
          member: "users",
          items: (page) => page.users,
          filter,
          get: (query, init) =>
            api.raw.GET("/v3/groups/{group_id}/users", { params: { path, query }, ...init }),
        },
        call,
      );
    },

    /** Makes the user a member of the group (no error if it already is). */
    async addUserToGroup(groupId: string, userId: string, call?: CallOptions): Promise<void> {
      await api.send("addUserToGroup", [204], call, (init) =>
        api.raw.PUT(MEMBERSHIP, { ...membership(groupId, userId), ...init }),
      );
    },

    /** Ends the user's membership of the group. */
    async removeUserFromGroup(groupId: string, userId: string, call?: CallOptions): Promise<void> {
      await api.send("removeUserFromGroup", [204], call, (init) =>
        api.raw.DELETE(MEMBERSHIP, { ...membership(groupId, userId), ...init }),
      );
    },

    /** Whether the user is a member of the group (false also when either does not exist). */
    async isUserInGroup(groupId: string, userId: string, call?: CallOptions): Promise<boolean> {
      const answer = await api.send("checkUserInGroup", [204, 404], call, (init) =>
        api.raw.HEAD(MEMBERSHIP, { ...membership(groupId, userId), ...init }),
      );
      return answer.status === 204;
    },
  };
}
