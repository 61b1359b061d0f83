/** DB subnet groups: create, modify, delete, show and list, each operation a group of its own. */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isSubnetGroupList, withId, wraps } from "./guards.ts";
import { optionalResourceId, optionalResourceName, requireRef, requireResourceName } from "./input.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type { SubnetGroup, SubnetGroupChanges, SubnetGroupInput, SubnetGroupList } from "./types.ts";

const isSubnetGroupResponse = /* @__PURE__ */ wraps<{ subnetgroup: SubnetGroup }>("subnetgroup", withId);

/** Checks `subnetIds`: a non-empty list of `{subnetId}`. */
function checkSubnets(field: string, subnets: unknown): void {
  if (!Array.isArray(subnets) || subnets.length === 0)
    throw new InvalidInputError(field, "must be a non-empty array of { subnetId }");
  subnets.forEach((subnet: unknown, i) => {
    const checked = requireObject(`${field}[${i}]`, subnet as Record<string, unknown>);
    requireRef(`${field}[${i}].subnetId`, checked.subnetId);
  });
}

type Api = ApiClient<paths>;

const one = (tenantId: string, subnetGroupId: string) => ({
  tenantId,
  subnetGroupId: requireRef("subnetGroupId", subnetGroupId),
});

/** The request of the DB subnet group list (the server sends the whole list in one answer). */
const subnetGroupsRequest = (api: Api, tenantId: string) => (_query: undefined, init: SendInit) =>
  api.raw.GET("/v1.0/{tenantId}/subnetgroups", { params: { path: { tenantId } }, ...init });

const readSubnetGroups = /* @__PURE__ */ jsonPage(
  isSubnetGroupList,
  "the DB subnet group list",
  withDocumentedNames,
);

/** `createSubnetGroup`. */
export const createSubnetGroupOperation = (api: Api, tenantId: string) => ({
  /**
   * Creates a DB subnet group; its subnets must have DHCP on and cover two availability zones.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async createSubnetGroup(group: SubnetGroupInput, call?: CallOptions): Promise<SubnetGroup> {
    requireObject("group", group);
    requireResourceName("group.name", group.name);
    optionalResourceId("group.id", group.id);
    checkSubnets("group.subnetIds", group.subnetIds);
    const answer = await api.send("createSubnetGroup", [200], call, (init) =>
      api.raw.POST("/v1.0/{tenantId}/subnetgroups", {
        params: { path: { tenantId } },
        body: { subnetgroup: group },
        ...init,
      }),
    );
    return readAnswer(
      answer,
      isSubnetGroupResponse,
      "the new DB subnet group",
      "createSubnetGroup",
      withDocumentedNames,
    ).subnetgroup;
  },
});

/** `getSubnetGroup`. */
export const getSubnetGroupOperation = (api: Api, tenantId: string) => ({
  /**
   * Shows a DB subnet group.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async getSubnetGroup(subnetGroupId: string, call?: CallOptions): Promise<SubnetGroup> {
    const path = one(tenantId, subnetGroupId);
    const answer = await api.send("getSubnetGroup", [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/subnetgroups/{subnetGroupId}", { params: { path }, ...init }),
    );
    return readAnswer(
      answer,
      isSubnetGroupResponse,
      "the DB subnet group",
      "getSubnetGroup",
      withDocumentedNames,
    ).subnetgroup;
  },
});

/** `modifySubnetGroup`. */
export const modifySubnetGroupOperation = (api: Api, tenantId: string) => ({
  /**
   * Changes the name, description or subnets of a DB subnet group.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async modifySubnetGroup(
    subnetGroupId: string,
    changes: SubnetGroupChanges,
    call?: CallOptions,
  ): Promise<SubnetGroup> {
    const path = one(tenantId, subnetGroupId);
    requireObject("changes", changes);
    if (Object.keys(changes).length === 0)
      throw new InvalidInputError("changes", "must change at least one of name, description, subnetIds");
    optionalResourceName("changes.name", changes.name);
    if (changes.subnetIds !== undefined) checkSubnets("changes.subnetIds", changes.subnetIds);
    const answer = await api.send("modifySubnetGroup", [200], call, (init) =>
      api.raw.PUT("/v1.0/{tenantId}/subnetgroups/{subnetGroupId}", {
        params: { path },
        body: { subnetgroup: changes },
        ...init,
      }),
    );
    return readAnswer(
      answer,
      isSubnetGroupResponse,
      "the modified DB subnet group",
      "modifySubnetGroup",
      withDocumentedNames,
    ).subnetgroup;
  },
});

/** `deleteSubnetGroup`. */
export const deleteSubnetGroupOperation = (api: Api, tenantId: string) => ({
  /**
   * Deletes a DB subnet group no DB instance uses.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async deleteSubnetGroup(subnetGroupId: string, call?: CallOptions): Promise<void> {
    const path = one(tenantId, subnetGroupId);
    await api.send("deleteSubnetGroup", [202], call, (init) =>
      api.raw.DELETE("/v1.0/{tenantId}/subnetgroups/{subnetGroupId}", { params: { path }, ...init }),
    );
  },
});

/** `listSubnetGroupsPage`. */
export const listSubnetGroupsPageOperation = (api: Api, tenantId: string) => ({
  /**
   * The DB subnet group list, as the server sent it.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listSubnetGroupsPage(call?: CallOptions): Promise<SubnetGroupList> {
    const answer = await api.send("listSubnetGroupsPage", [200], call, (init) =>
      subnetGroupsRequest(api, tenantId)(undefined, init),
    );
    return readSubnetGroups(answer, "listSubnetGroupsPage");
  },
});

/** `listSubnetGroups`. */
export const listSubnetGroupsOperation = (api: Api, tenantId: string) => ({
  /**
   * Every DB subnet group (the server sends them in one answer).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listSubnetGroups(list?: ListOptions): Paginated<SubnetGroupList, SubnetGroup> {
    return defineList<undefined, SubnetGroupList, SubnetGroup>(api, {
      operation: "listSubnetGroups",
      request: subnetGroupsRequest(api, tenantId),
      read: readSubnetGroups,
      items: (page) => page.subnetGroups,
      cursor: singlePage,
    }).walk(undefined, list);
  },
});
