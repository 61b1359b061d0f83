/**
 * DB instances: create (or restore from a snapshot), restore to a point in time, create a read
 * replica, start, stop, restart, modify, delete, show, and list (every instance lazily, or one
 * page). The operations that share a method and path send the bodies of instance-bodies.ts,
 * one variant each. Creates, restores and actions are POSTs and never retried: a retry could
 * make a second instance.
 */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { InvalidInputError } from "../core/errors.ts";
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

const isInstanceResponse = wraps<{ instance: Instance }>("instance", withIdAndStatus);

export function instanceOperations(api: ApiClient<paths>, tenantId: string) {
  const collection = { tenantId };
  const one = (field: string, instanceId: string) => ({
    tenantId,
    instanceId: requireRef(field, instanceId),
  });

  /** POST /instances with a create or restore body. */
  async function postInstances(
    operation: string,
    body: paths["/v1.0/{tenantId}/instances"]["post"]["requestBody"]["content"]["application/json"],
    call: CallOptions | undefined,
  ): Promise<Instance> {
    const answer = await api.send(operation, [200], call, (init) =>
      api.raw.POST("/v1.0/{tenantId}/instances", { params: { path: collection }, body, ...init }),
    );
    return readAnswer(answer, isInstanceResponse, "the new DB instance", operation, withDocumentedNames)
      .instance;
  }

  /** POST /instances/{instanceId} with a point-in-time or read replica body. */
  async function postInstance(
    operation: string,
    instanceId: string,
    body: paths["/v1.0/{tenantId}/instances/{instanceId}"]["post"]["requestBody"]["content"]["application/json"],
    call: CallOptions | undefined,
  ): Promise<Instance> {
    const path = one("instanceId", instanceId);
    const answer = await api.send(operation, [200], call, (init) =>
      api.raw.POST("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, body, ...init }),
    );
    return readAnswer(answer, isInstanceResponse, "the new DB instance", operation, withDocumentedNames)
      .instance;
  }

  /** POST /instances/{instanceId}/action with a start, stop or restart body. */
  async function act(operation: string, instanceId: string, body: InstanceActionBody, call?: CallOptions) {
    const path = one("instanceId", instanceId);
    await api.send(operation, [202], call, (init) =>
      api.raw.POST("/v1.0/{tenantId}/instances/{instanceId}/action", { params: { path }, body, ...init }),
    );
  }

  // Pages of `limit` instances (20 by default); a full page is followed by the page after its last.
  const instances = defineList<InstancesQuery, InstanceList, InstanceSummary>(api, {
    operation: "listInstances",
    request: (query, init) =>
      api.raw.GET("/v1.0/{tenantId}/instances", { params: { path: collection, query }, ...init }),
    read: jsonPage(isInstanceList, "the DB instance list", withDocumentedNames),
    items: (page) => page.instances,
    cursor: lastItemMarker((page) => page.instances.at(-1)?.id, { defaultSize: DEFAULT_LIMIT }),
    itemKey: (instance) => instance.id,
  });

  return {
    /**
     * Creates a DB instance; it is usable once its status is `ACTIVE` (see `waitForInstance`).
     * @throws {InvalidInputError} on an ID or name that breaks the naming rules, a missing
     *   `flavorRef` or `volume`, or a value out of range, before anything is sent
     */
    async createInstance(settings: InstanceCreateSettings, call?: CallOptions): Promise<Instance> {
      return postInstances("createInstance", createInstanceBody(settings), call);
    },

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
      return postInstances("restoreFromSnapshot", restoreFromSnapshotBody(snapshotId, settings), call);
    },

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
      return postInstance(
        "restoreToPointInTime",
        instanceId,
        pointInTimeRestoreBody(restoreTime, settings),
        call,
      );
    },

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
      return postInstance("createReadReplica", instanceId, readReplicaBody(settings), call);
    },

    /** Shows a DB instance. @throws {DatabaseNotFoundError} when there is no such instance */
    async getInstance(instanceId: string, call?: CallOptions): Promise<Instance> {
      const path = one("instanceId", instanceId);
      const answer = await api.send("getInstance", [200], call, (init) =>
        api.raw.GET("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, ...init }),
      );
      return readAnswer(answer, isInstanceResponse, "the DB instance", "getInstance", withDocumentedNames)
        .instance;
    },

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
      const path = one("instanceId", instanceId);
      const body = { instance: checkModifySettings(changes) };
      const answer = await api.send("modifyInstance", [200], call, (init) =>
        api.raw.PUT("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, body, ...init }),
      );
      return readAnswer(
        answer,
        isInstanceResponse,
        "the modified DB instance",
        "modifyInstance",
        withDocumentedNames,
      ).instance;
    },

    /**
     * Deletes a DB instance (in the background).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async deleteInstance(instanceId: string, call?: CallOptions): Promise<void> {
      const path = one("instanceId", instanceId);
      await api.send("deleteInstance", [202], call, (init) =>
        api.raw.DELETE("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, ...init }),
      );
    },

    /**
     * Starts a stopped DB instance (in the background).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async startInstance(instanceId: string, call?: CallOptions): Promise<void> {
      return act("startInstance", instanceId, startBody(), call);
    },

    /**
     * Stops a DB instance (in the background).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async stopInstance(instanceId: string, call?: CallOptions): Promise<void> {
      return act("stopInstance", instanceId, stopBody(), call);
    },

    /**
     * Restarts a DB instance (in the background), optionally by failing over to the standby.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async restartInstance(
      instanceId: string,
      options: RestartOptions = {},
      call?: CallOptions,
    ): Promise<void> {
      if (typeof options !== "object" || options === null)
        throw new InvalidInputError("options", "must be an object");
      if (options.failover !== undefined && typeof options.failover !== "boolean")
        throw new InvalidInputError("options.failover", "must be true or false");
      return act("restartInstance", instanceId, restartBody(options.failover), call);
    },

    /**
     * One page of DB instances, as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async listInstancesPage(
      options: ListInstancesPageOptions = {},
      call?: CallOptions,
    ): Promise<InstanceList> {
      const query = {
        limit: optionalPageLimit("limit", options.limit),
        marker: options.marker === undefined ? undefined : requireRef("marker", options.marker),
      };
      return instances.page(query, call);
    },

    /**
     * Every DB instance, loaded lazily a page at a time.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    listInstances(
      options: ListInstancesOptions = {},
      list?: ListOptions,
    ): Paginated<InstanceList, InstanceSummary> {
      return instances.walk({ limit: optionalPageLimit("limit", options.limit) }, list);
    },
  };
}
