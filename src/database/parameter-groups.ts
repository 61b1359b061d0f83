/** DB parameter groups: create, set parameters (or reset them), delete, show and list, each operation a group of its own. */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject, requireText } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isParameterGroupDetails, isParameterGroupList, withId, wraps } from "./guards.ts";
import { optionalResourceId, requireRef, requireResourceName } from "./input.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type {
  ParameterGroup,
  ParameterGroupChanges,
  ParameterGroupDetails,
  ParameterGroupInput,
  ParameterGroupList,
} from "./types.ts";

const isCreatedParameterGroup = /* @__PURE__ */ wraps<{ dbParameterGroup: ParameterGroup }>(
  "dbParameterGroup",
  withId,
);
const APPLY_METHODS: readonly unknown[] = ["immediate", "pending-reboot"];

/**
 * The created group (member names as documented) under `dbParameterGroup`, as the manual's
 * sample wraps it, or under `parameterGroup`.
 */
function createdGroup(read: unknown): unknown {
  const body = withDocumentedNames(read);
  if (typeof body !== "object" || body === null || "dbParameterGroup" in body || !("parameterGroup" in body))
    return body;
  return { dbParameterGroup: (body as { parameterGroup: unknown }).parameterGroup };
}

function checkChanges(changes: ParameterGroupChanges): void {
  requireObject("changes", changes);
  const { parameters, resetAllparameters } = changes;
  if (resetAllparameters !== undefined && typeof resetAllparameters !== "boolean")
    throw new InvalidInputError("changes.resetAllparameters", "must be true or false");
  if (parameters === undefined) {
    if (resetAllparameters !== true)
      throw new InvalidInputError(
        "changes",
        "must set parameters or reset them all (resetAllparameters: true)",
      );
    return;
  }
  if (!Array.isArray(parameters) || parameters.length === 0)
    throw new InvalidInputError("changes.parameters", "must be a non-empty array");
  parameters.forEach((parameter, i) => {
    requireObject(`changes.parameters[${i}]`, parameter);
    requireText(`changes.parameters[${i}].name`, parameter.name);
    if (typeof parameter.value !== "string")
      throw new InvalidInputError(`changes.parameters[${i}].value`, "must be a string");
    if (parameter.applyMethod !== undefined && !APPLY_METHODS.includes(parameter.applyMethod))
      throw new InvalidInputError(
        `changes.parameters[${i}].applyMethod`,
        "must be immediate or pending-reboot",
      );
  });
}

type Api = ApiClient<paths>;

const one = (tenantId: string, parameterGroupId: string) => ({
  tenantId,
  parameterGroupId: requireRef("parameterGroupId", parameterGroupId),
});

/** The request of the DB parameter group list (the server sends the whole list in one answer). */
const parameterGroupsRequest = (api: Api, tenantId: string) => (_query: undefined, init: SendInit) =>
  api.raw.GET("/v1.0/{tenantId}/parametergroups", { params: { path: { tenantId } }, ...init });

const readParameterGroups = /* @__PURE__ */ jsonPage(
  isParameterGroupList,
  "the DB parameter group list",
  withDocumentedNames,
);

/** `createParameterGroup`. */
export const createParameterGroupOperation = (api: Api, tenantId: string) => ({
  /**
   * Creates a DB parameter group with the engine's defaults, for a family such as `symfoware_v12.1`.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async createParameterGroup(group: ParameterGroupInput, call?: CallOptions): Promise<ParameterGroup> {
    requireObject("group", group);
    requireText("group.parameterGroupFamily", group.parameterGroupFamily);
    requireResourceName("group.name", group.name);
    optionalResourceId("group.id", group.id);
    const answer = await api.send("createParameterGroup", [200], call, (init) =>
      api.raw.POST("/v1.0/{tenantId}/parametergroups", {
        params: { path: { tenantId } },
        body: { parametergroup: group },
        ...init,
      }),
    );
    return readAnswer(
      answer,
      isCreatedParameterGroup,
      "the new DB parameter group",
      "createParameterGroup",
      createdGroup,
    ).dbParameterGroup;
  },
});

/** `getParameterGroup`. */
export const getParameterGroupOperation = (api: Api, tenantId: string) => ({
  /**
   * The parameters of a DB parameter group.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async getParameterGroup(
    parameterGroupId: string,
    call?: CallOptions,
  ): Promise<ParameterGroupDetails["parameterGroup"]> {
    const path = one(tenantId, parameterGroupId);
    const answer = await api.send("getParameterGroup", [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/parametergroups/{parameterGroupId}", { params: { path }, ...init }),
    );
    return readAnswer(
      answer,
      isParameterGroupDetails,
      "the DB parameter group",
      "getParameterGroup",
      withDocumentedNames,
    ).parameterGroup;
  },
});

/** `modifyParameterGroup`. */
export const modifyParameterGroupOperation = (api: Api, tenantId: string) => ({
  /**
   * Sets parameters (each `immediate` or `pending-reboot`), or resets them all with `resetAllparameters: true`.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async modifyParameterGroup(
    parameterGroupId: string,
    changes: ParameterGroupChanges,
    call?: CallOptions,
  ): Promise<void> {
    const path = one(tenantId, parameterGroupId);
    checkChanges(changes);
    await api.send("modifyParameterGroup", [202], call, (init) =>
      api.raw.PUT("/v1.0/{tenantId}/parametergroups/{parameterGroupId}", {
        params: { path },
        body: { parametergroup: changes },
        ...init,
      }),
    );
  },
});

/** `deleteParameterGroup`. */
export const deleteParameterGroupOperation = (api: Api, tenantId: string) => ({
  /**
   * Deletes a DB parameter group no DB instance uses.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async deleteParameterGroup(parameterGroupId: string, call?: CallOptions): Promise<void> {
    const path = one(tenantId, parameterGroupId);
    await api.send("deleteParameterGroup", [202], call, (init) =>
      api.raw.DELETE("/v1.0/{tenantId}/parametergroups/{parameterGroupId}", { params: { path }, ...init }),
    );
  },
});

/** `listParameterGroupsPage`. */
export const listParameterGroupsPageOperation = (api: Api, tenantId: string) => ({
  /**
   * The DB parameter group list, as the server sent it.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listParameterGroupsPage(call?: CallOptions): Promise<ParameterGroupList> {
    const answer = await api.send("listParameterGroupsPage", [200], call, (init) =>
      parameterGroupsRequest(api, tenantId)(undefined, init),
    );
    return readParameterGroups(answer, "listParameterGroupsPage");
  },
});

/** `listParameterGroups`. */
export const listParameterGroupsOperation = (api: Api, tenantId: string) => ({
  /**
   * Every DB parameter group (the server sends them in one answer).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listParameterGroups(list?: ListOptions): Paginated<ParameterGroupList, ParameterGroup> {
    return defineList<undefined, ParameterGroupList, ParameterGroup>(api, {
      operation: "listParameterGroups",
      request: parameterGroupsRequest(api, tenantId),
      read: readParameterGroups,
      items: (page) => page.parameterGroups,
      cursor: singlePage,
    }).walk(undefined, list);
  },
});
