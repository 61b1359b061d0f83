/** Group operations and group membership. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireId } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import { encodePathSegment } from "../core/path-params.ts";
import { checkGroupChanges, checkNewGroup } from "./input.ts";
import { keystoneList } from "./keystone-list.ts";
import type {
  Group,
  GroupChanges,
  GroupList,
  ListGroupsOptions,
  ListGroupUsersOptions,
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
  const groups = keystoneList<ListGroupsOptions, GroupList, Group>(
    api,
    "listGroups",
    "/v3/groups",
    "groups",
    (query, init) => api.raw.GET("/v3/groups", { params: { query }, ...init }),
  );
  const groupUsers = (groupId: string) =>
    keystoneList<ListGroupUsersOptions, UserList, User>(
      api,
      "listGroupUsers",
      `/v3/groups/${encodePathSegment("group_id", groupId)}/users`,
      "users",
      (query, init) =>
        api.raw.GET("/v3/groups/{group_id}/users", {
          params: { path: { group_id: groupId }, query },
          ...init,
        }),
    );

  return {
    /**
     * One page of the groups matching `options` (`domain_id`, `name`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listGroupsPage(options: ListGroupsOptions = {}, call?: CallOptions): Promise<GroupList> {
      return groups.page(options, call);
    },

    /**
     * Every group matching `options` (`domain_id`, `name`), loaded lazily: `for await` over
     * items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listGroups(options: ListGroupsOptions = {}, list?: ListOptions): Paginated<GroupList, Group> {
      return groups.walk(options, list);
    },

    /**
     * One group.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getGroup(groupId: string, call?: CallOptions): Promise<Group> {
      requireId("groupId", groupId);
      const answer = await api.send("getGroup", [200], call, (init) =>
        api.raw.GET("/v3/groups/{group_id}", { params: { path: { group_id: groupId } }, ...init }),
      );
      return readWrapped<Group>(answer, "getGroup", "group");
    },

    /**
     * Creates a group; a duplicate name in the domain is an IdentityConflictError.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async createGroup(group: NewGroup, call?: CallOptions): Promise<Group> {
      const body = { group: checkNewGroup(group) };
      const answer = await api.send("createGroup", [201], call, (init) =>
        api.raw.POST("/v3/groups", { body, ...init }),
      );
      return readWrapped<Group>(answer, "createGroup", "group");
    },

    /**
     * Changes a group's name or description; other fields stay.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async updateGroup(groupId: string, changes: GroupChanges, call?: CallOptions): Promise<Group> {
      requireId("groupId", groupId);
      const body = { group: checkGroupChanges(changes) };
      const answer = await api.send("updateGroup", [200], call, (init) =>
        api.raw.PATCH("/v3/groups/{group_id}", { params: { path: { group_id: groupId } }, body, ...init }),
      );
      return readWrapped<Group>(answer, "updateGroup", "group");
    },

    /**
     * Deletes a group with its memberships and role grants.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async deleteGroup(groupId: string, call?: CallOptions): Promise<void> {
      requireId("groupId", groupId);
      await api.send("deleteGroup", [204], call, (init) =>
        api.raw.DELETE("/v3/groups/{group_id}", { params: { path: { group_id: groupId } }, ...init }),
      );
    },

    /**
     * One page of the group's members (filters: `name`, `enabled`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listGroupUsersPage(
      groupId: string,
      options: ListGroupUsersOptions = {},
      call?: CallOptions,
    ): Promise<UserList> {
      requireId("groupId", groupId);
      return groupUsers(groupId).page(options, call);
    },

    /**
     * Every member of the group (filters: `name`, `enabled`), loaded lazily: `for await` over
     * items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listGroupUsers(
      groupId: string,
      options: ListGroupUsersOptions = {},
      list?: ListOptions,
    ): Paginated<UserList, User> {
      requireId("groupId", groupId);
      return groupUsers(groupId).walk(options, list);
    },

    /**
     * Makes the user a member of the group (no error if it already is).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async addUserToGroup(groupId: string, userId: string, call?: CallOptions): Promise<void> {
      requireId("groupId", groupId);
      requireId("userId", userId);
      await api.send("addUserToGroup", [204], call, (init) =>
        api.raw.PUT(MEMBERSHIP, { ...membership(groupId, userId), ...init }),
      );
    },

    /**
     * Ends the user's membership of the group.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async removeUserFromGroup(groupId: string, userId: string, call?: CallOptions): Promise<void> {
      requireId("groupId", groupId);
      requireId("userId", userId);
      await api.send("removeUserFromGroup", [204], call, (init) =>
        api.raw.DELETE(MEMBERSHIP, { ...membership(groupId, userId), ...init }),
      );
    },

    /**
     * Whether the user is a member of the group (false also when either does not exist).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async checkUserInGroup(groupId: string, userId: string, call?: CallOptions): Promise<boolean> {
      requireId("groupId", groupId);
      requireId("userId", userId);
      const answer = await api.send("checkUserInGroup", [204, 404], call, (init) =>
        api.raw.HEAD(MEMBERSHIP, { ...membership(groupId, userId), ...init }),
      );
      return answer.status === 204;
    },
  };
}
