/**
 * DB snapshots: take (of a DB instance), copy, delete, show and list. A snapshot can be
 * restored (`restoreFromSnapshot`) once its status is `Available` (see `waitForSnapshot`).
 */
import type { paths } from "../../generated/database.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireObject } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import { isSnapshotList, withIdAndOptionalStatus, wraps } from "./guards.ts";
import { optionalResourceId, requireRef, requireResourceName } from "./input.ts";
import { onePage } from "./paging.ts";
import { readBody } from "./read-body.ts";
import type { Snapshot, SnapshotCopyInput, SnapshotInput, SnapshotList } from "./types.ts";

const isSnapshotResponse = wraps<{ snapshot: Snapshot }>("snapshot", withIdAndOptionalStatus);

export function snapshotOperations(api: ApiClient<paths>, tenantId: string) {
  const one = (snapshotId: string) => ({ tenantId, snapshotId: requireRef("snapshotId", snapshotId) });

  async function snapshotList(operation: string, call?: CallOptions): Promise<SnapshotList> {
    const answer = await api.send(operation, [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/snapshots", { params: { path: { tenantId } }, ...init }),
    );
    return readBody(answer, isSnapshotList, "the snapshot list", operation);
  }

  return {
    /**
     * Takes a snapshot of a DB instance. Not retried: a retry could take a second one.
     * @throws {InvalidInputError} on a name or ID that breaks the naming rules
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
      return readBody(answer, isSnapshotResponse, "the new snapshot", "createSnapshot").snapshot;
    },

    /** Shows a snapshot with its status. */
    async getSnapshot(snapshotId: string, call?: CallOptions): Promise<Snapshot> {
      const path = one(snapshotId);
      const answer = await api.send("getSnapshot", [200], call, (init) =>
        api.raw.GET("/v1.0/{tenantId}/snapshots/{snapshotId}", { params: { path }, ...init }),
      );
      return readBody(answer, isSnapshotResponse, "the snapshot", "getSnapshot").snapshot;
    },

    /** Copies a snapshot to a new one named `copy.name` (in the background). */
    async copySnapshot(snapshotId: string, copy: SnapshotCopyInput, call?: CallOptions): Promise<void> {
      const path = one(snapshotId);
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

    /** Deletes a snapshot. */
    async deleteSnapshot(snapshotId: string, call?: CallOptions): Promise<void> {
      const path = one(snapshotId);
      await api.send("deleteSnapshot", [202], call, (init) =>
        api.raw.DELETE("/v1.0/{tenantId}/snapshots/{snapshotId}", { params: { path }, ...init }),
      );
    },

    /** The snapshot list, as the server sent it. */
    async listSnapshotsPage(call?: CallOptions): Promise<SnapshotList> {
      return snapshotList("listSnapshotsPage", call);
    },

    /** Every snapshot (the server sends them in one answer). */
    listSnapshots(list: ListOptions = {}): Paginated<SnapshotList, Snapshot> {
      return onePage(
        (call) => snapshotList("listSnapshots", call),
        (page) => page.snapshots,
        list,
      );
    },
  };
}
