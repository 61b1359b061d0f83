/**
 * DB snapshots: take (of a DB instance), copy, delete, show and list. A snapshot can be
 * restored (`restoreFromSnapshot`) once its status is `Available` (see `waitForSnapshot`). Each
 * operation is a group of its own, so an app carries only the operations it imports.
 */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isSnapshotList, withIdAndOptionalStatus, wraps } from "./guards.ts";
import { optionalResourceId, requireRef, requireResourceName } from "./input.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type { Snapshot, SnapshotCopyInput, SnapshotInput, SnapshotList } from "./types.ts";

const isSnapshotResponse = /* @__PURE__ */ wraps<{ snapshot: Snapshot }>("snapshot", withIdAndOptionalStatus);

type Api = ApiClient<paths>;

const one = (tenantId: string, snapshotId: string) => ({
  tenantId,
  snapshotId: requireRef("snapshotId", snapshotId),
});

/** The request of the snapshot list (the server sends the whole list in one answer). */
const snapshotsRequest = (api: Api, tenantId: string) => (_query: undefined, init: SendInit) =>
  api.raw.GET("/v1.0/{tenantId}/snapshots", { params: { path: { tenantId } }, ...init });

const readSnapshotList = /* @__PURE__ */ jsonPage(isSnapshotList, "the snapshot list", withDocumentedNames);

/** `createSnapshot`. */
export const createSnapshotOperation = (api: Api, tenantId: string) => ({
  /**
   * Takes a snapshot of a DB instance. Not retried: a retry could take a second one.
   * @throws {InvalidInputError} on a name or ID that breaks the naming rules
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async createSnapshot(snapshot: SnapshotInput, call?: CallOptions): Promise<Snapshot> {
    requireObject("snapshot", snapshot);
    requireRef("snapshot.instanceId", snapshot.instanceId);
    requireResourceName("snapshot.name", snapshot.name);
    optionalResourceId("snapshot.id", snapshot.id);
    const answer = await api.send("createSnapshot", [200], call, (init) =>
      api.raw.POST("/v1.0/{tenantId}/snapshots", {
        params: { path: { tenantId } },
        body: { snapshot },
        ...init,
      }),
    );
    return readAnswer(answer, isSnapshotResponse, "the new snapshot", "createSnapshot", withDocumentedNames)
      .snapshot;
  },
});

/** `getSnapshot`. */
export const getSnapshotOperation = (api: Api, tenantId: string) => ({
  /**
   * Shows a snapshot with its status.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async getSnapshot(snapshotId: string, call?: CallOptions): Promise<Snapshot> {
    const path = one(tenantId, snapshotId);
    const answer = await api.send("getSnapshot", [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/snapshots/{snapshotId}", { params: { path }, ...init }),
    );
    return readAnswer(answer, isSnapshotResponse, "the snapshot", "getSnapshot", withDocumentedNames)
      .snapshot;
  },
});

/** `copySnapshot`. */
export const copySnapshotOperation = (api: Api, tenantId: string) => ({
  /**
   * Copies a snapshot to a new one named `copy.name` (in the background).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async copySnapshot(snapshotId: string, copy: SnapshotCopyInput, call?: CallOptions): Promise<void> {
    const path = one(tenantId, snapshotId);
    requireObject("copy", copy);
    requireResourceName("copy.name", copy.name);
    optionalResourceId("copy.id", copy.id);
    await api.send("copySnapshot", [202], call, (init) =>
      api.raw.PUT("/v1.0/{tenantId}/snapshots/{snapshotId}", {
        params: { path },
        body: { snapshot: copy },
        ...init,
      }),
    );
  },
});

/** `deleteSnapshot`. */
export const deleteSnapshotOperation = (api: Api, tenantId: string) => ({
  /**
   * Deletes a snapshot.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async deleteSnapshot(snapshotId: string, call?: CallOptions): Promise<void> {
    const path = one(tenantId, snapshotId);
    await api.send("deleteSnapshot", [202], call, (init) =>
      api.raw.DELETE("/v1.0/{tenantId}/snapshots/{snapshotId}", { params: { path }, ...init }),
    );
  },
});

/** `listSnapshotsPage`: the list as sent, without the walker. */
export const listSnapshotsPageOperation = (api: Api, tenantId: string) => ({
  /**
   * The snapshot list, as the server sent it.
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listSnapshotsPage(call?: CallOptions): Promise<SnapshotList> {
    const request = snapshotsRequest(api, tenantId);
    const answer = await api.send("listSnapshotsPage", [200], call, (init) => request(undefined, init));
    return readSnapshotList(answer, "listSnapshotsPage");
  },
});

/** `listSnapshots`. */
export const listSnapshotsOperation = (api: Api, tenantId: string) => ({
  /**
   * Every snapshot (the server sends them in one answer).
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listSnapshots(list?: ListOptions): Paginated<SnapshotList, Snapshot> {
    return defineList<undefined, SnapshotList, Snapshot>(api, {
      operation: "listSnapshots",
      request: snapshotsRequest(api, tenantId),
      read: readSnapshotList,
      items: (page) => page.snapshots,
      cursor: singlePage,
    }).walk(undefined, list);
  },
});
