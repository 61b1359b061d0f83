/**
 * DB instances: create (or restore from a snapshot), restore to a point in time, create a read
 * replica, start, stop, restart, modify, delete, show, and list (every instance lazily, or one
 * page). The operations that share a method and path send the bodies of instance-bodies.ts,
 * one variant each. Creates, restores and actions are POSTs and never retried: a retry could
 * make a second instance. Each operation is a group of its own (a factory of one operation), so
 * an app carries only the operations it imports, with their checks and bodies.
 */
import type { paths } from "../../generated/database.ts";
import { type Answer, type ApiClient, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { lastItemMarker } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isInstanceList, withIdAndStatus, wraps } from "./guards.ts";
import { checkModifySettings, DEFAULT_LIMIT, optionalPageLimit, requireRef } from "./input.ts";
import {
  createInstanceBody,
  pointInTimeRestoreBody,
  readReplicaBody,
  restartBody,
  restoreFromSnapshotBody,
  startBody,
  stopBody,
} from "./instance-bodies.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type {
  DerivedInstanceSettings,
  Instance,
  InstanceActionBody,
  InstanceCreateSettings,
  InstanceList,
  InstanceModifySettings,
  InstanceSummary,
} from "./types.ts";

export interface ListInstancesOptions {
  /** Instances per page, 20 to 100; 20 by default. */
  limit?: number;
}

export interface ListInstancesPageOptions extends ListInstancesOptions {
  /** ID of the last instance of the previous page. */
  marker?: string;
}

export interface RestartOptions {
  /** Restart by failing over to the standby (Multi-DB instances); default false. */
  failover?: boolean;
}

type InstancesQuery = { limit?: number; marker?: string };

const isInstanceResponse = /* @__PURE__ */ wraps<{ instance: Instance }>("instance", withIdAndStatus);

type Api = ApiClient<paths>;

const one = (tenantId: string, instanceId: string) => ({
  tenantId,
  instanceId: requireRef("instanceId", instanceId),
});

/** Reads the instance of an answer, under the documented member names. */
const instanceOf = (answer: Answer, what: string, operation: string): Instance =>
  readAnswer(answer, isInstanceResponse, what, operation, withDocumentedNames).instance;

/** POST /instances with a create or restore body. */
async function postInstances(
  api: Api,
  tenantId: string,
  operation: string,
  body: paths["/v1.0/{tenantId}/instances"]["post"]["requestBody"]["content"]["application/json"],
  call: CallOptions | undefined,
): Promise<Instance> {
  const answer = await api.send(operation, [200], call, (init) =>
    api.raw.POST("/v1.0/{tenantId}/instances", { params: { path: { tenantId } }, body, ...init }),
  );
  return instanceOf(answer, "the new DB instance", operation);
}

/** POST /instances/{instanceId} with a point-in-time or read replica body. */
async function postInstance(
  api: Api,
  tenantId: string,
  operation: string,
  instanceId: string,
  body: paths["/v1.0/{tenantId}/instances/{instanceId}"]["post"]["requestBody"]["content"]["application/json"],
  call: CallOptions | undefined,
): Promise<Instance> {
  const path = one(tenantId, instanceId);
  const answer = await api.send(operation, [200], call, (init) =>
    api.raw.POST("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, body, ...init }),
  );
  return instanceOf(answer, "the new DB instance", operation);
}

/** POST /instances/{instanceId}/action with a start, stop or restart body. */
async function act(
  api: Api,
  tenantId: string,
  operation: string,
  instanceId: string,
  body: InstanceActionBody,
  call?: CallOptions,
): Promise<void> {
  const path = one(tenantId, instanceId);
  await api.send(operation, [202], call, (init) =>
    api.raw.POST("/v1.0/{tenantId}/instances/{instanceId}/action", { params: { path }, body, ...init }),
  );
}

/** The request of one page of instances (its query already checked). */
const instancesRequest = (api: Api, tenantId: string) => (query: InstancesQuery, init: SendInit) =>
  api.raw.GET("/v1.0/{tenantId}/instances", { params: { path: { tenantId }, query }, ...init });

const readInstanceList = /* @__PURE__ */ jsonPage(
  isInstanceList,
  "the DB instance list",
  withDocumentedNames,
);

/** `createInstance`. */
export const createInstanceOperation = (api: Api, tenantId: string) => ({
  /**
   * Creates a DB instance; it is usable once its status is `ACTIVE` (see `waitForInstance`).
   * @throws {InvalidInputError} on an ID or name that breaks the naming rules, a missing
   *   `flavorRef` or `volume`, or a value out of range, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async createInstance(settings: InstanceCreateSettings, call?: CallOptions): Promise<Instance> {
    return postInstances(api, tenantId, "createInstance", createInstanceBody(settings), call);
  },
});

/** `restoreFromSnapshot` (the spec's createInstance with a snapshot). */
export const restoreFromSnapshotOperation = (api: Api, tenantId: string) => ({
  /**
   * Creates a DB instance from a snapshot; settings left out are the snapshot's.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async restoreFromSnapshot(
    snapshotId: string,
    settings?: DerivedInstanceSettings,
    call?: CallOptions,
  ): Promise<Instance> {
    return postInstances(
      api,
      tenantId,
      "restoreFromSnapshot",
      restoreFromSnapshotBody(snapshotId, settings),
      call,
    );
  },
});

/** `restoreToPointInTime` (the spec's createInstanceFromInstance with a restore time). */
export const restoreToPointInTimeOperation = (api: Api, tenantId: string) => ({
  /**
   * Creates a DB instance from `instanceId` as it was at `restoreTime` (a Date, or UTC text
   * `YYYY-MM-DD hh:mm:ss`), within its backup retention period.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async restoreToPointInTime(
    instanceId: string,
    restoreTime: Date | string,
    settings?: DerivedInstanceSettings,
    call?: CallOptions,
  ): Promise<Instance> {
    const body = pointInTimeRestoreBody(restoreTime, settings);
    return postInstance(api, tenantId, "restoreToPointInTime", instanceId, body, call);
  },
});

/** `createReadReplica` (the spec's createInstanceFromInstance as a replica). */
export const createReadReplicaOperation = (api: Api, tenantId: string) => ({
  /**
   * Creates a read replica of `instanceId`.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async createReadReplica(
    instanceId: string,
    settings?: DerivedInstanceSettings,
    call?: CallOptions,
  ): Promise<Instance> {
    return postInstance(api, tenantId, "createReadReplica", instanceId, readReplicaBody(settings), call);
  },
});

/** `getInstance`. */
export const getInstanceOperation = (api: Api, tenantId: string) => ({
  /**
   * Shows a DB instance.
   * @throws {InvalidInputError} on a bad instance ID, before anything is sent
   * @throws {DatabaseNotFoundError} when there is no such instance
   */
  async getInstance(instanceId: string, call?: CallOptions): Promise<Instance> {
    const path = one(tenantId, instanceId);
    const answer = await api.send("getInstance", [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, ...init }),
    );
    return instanceOf(answer, "the DB instance", "getInstance");
  },
});

/** `modifyInstance`. */
export const modifyInstanceOperation = (api: Api, tenantId: string) => ({
  /**
   * Changes settings of a DB instance; returns it with the changes (pending ones in `pendingModifiedValues`).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async modifyInstance(
    instanceId: string,
    changes: InstanceModifySettings,
    call?: CallOptions,
  ): Promise<Instance> {
    const path = one(tenantId, instanceId);
    const body = { instance: checkModifySettings(changes) };
    const answer = await api.send("modifyInstance", [200], call, (init) =>
      api.raw.PUT("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, body, ...init }),
    );
    return instanceOf(answer, "the modified DB instance", "modifyInstance");
  },
});

/** `deleteInstance`. */
export const deleteInstanceOperation = (api: Api, tenantId: string) => ({
  /**
   * Deletes a DB instance (in the background).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async deleteInstance(instanceId: string, call?: CallOptions): Promise<void> {
    const path = one(tenantId, instanceId);
    await api.send("deleteInstance", [202], call, (init) =>
      api.raw.DELETE("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, ...init }),
    );
  },
});

/** `startInstance` (the spec's instanceAction with a start body). */
export const startInstanceOperation = (api: Api, tenantId: string) => ({
  /**
   * Starts a stopped DB instance (in the background).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async startInstance(instanceId: string, call?: CallOptions): Promise<void> {
    return act(api, tenantId, "startInstance", instanceId, startBody(), call);
  },
});

/** `stopInstance` (the spec's instanceAction with a stop body). */
export const stopInstanceOperation = (api: Api, tenantId: string) => ({
  /**
   * Stops a DB instance (in the background).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async stopInstance(instanceId: string, call?: CallOptions): Promise<void> {
    return act(api, tenantId, "stopInstance", instanceId, stopBody(), call);
  },
});

/** `restartInstance` (the spec's instanceAction with a restart body). */
export const restartInstanceOperation = (api: Api, tenantId: string) => ({
  /**
   * Restarts a DB instance (in the background), optionally by failing over to the standby.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async restartInstance(instanceId: string, options: RestartOptions = {}, call?: CallOptions): Promise<void> {
    if (typeof options !== "object" || options === null)
      throw new InvalidInputError("options", "must be an object");
    if (options.failover !== undefined && typeof options.failover !== "boolean")
      throw new InvalidInputError("options.failover", "must be true or false");
    return act(api, tenantId, "restartInstance", instanceId, restartBody(options.failover), call);
  },
});

/** `listInstancesPage`: one page, without the walker. */
export const listInstancesPageOperation = (api: Api, tenantId: string) => ({
  /**
   * One page of DB instances, as the server sent it.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listInstancesPage(options: ListInstancesPageOptions = {}, call?: CallOptions): Promise<InstanceList> {
    requireObject("options", options);
    const query = {
      limit: optionalPageLimit("options.limit", options.limit),
      marker: options.marker === undefined ? undefined : requireRef("options.marker", options.marker),
    };
    const request = instancesRequest(api, tenantId);
    const answer = await api.send("listInstancesPage", [200], call, (init) => request(query, init));
    return readInstanceList(answer, "listInstancesPage");
  },
});

/** `listInstances`: every instance, page after page. */
export const listInstancesOperation = (api: Api, tenantId: string) => ({
  /**
   * Every DB instance, loaded lazily a page at a time.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listInstances(
    options: ListInstancesOptions = {},
    list?: ListOptions,
  ): Paginated<InstanceList, InstanceSummary> {
    requireObject("options", options);
    // Pages of `limit` instances (20 by default); a full page is followed by the page after its last.
    const instances = defineList<InstancesQuery, InstanceList, InstanceSummary>(api, {
      operation: "listInstances",
      request: instancesRequest(api, tenantId),
      read: readInstanceList,
      items: (page) => page.instances,
      cursor: lastItemMarker((page) => page.instances.at(-1)?.id, { defaultSize: DEFAULT_LIMIT }),
      itemKey: (instance) => instance.id,
    });
    return instances.walk({ limit: optionalPageLimit("options.limit", options.limit) }, list);
  },
});
