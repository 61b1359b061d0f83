/**
 * The request bodies of the instance operations that share a method and path, each built as
 * its own variant of the spec's `oneOf`, so the server (and the mock) can tell them apart:
 *
 * - `POST .../instances`: a create has `instance` only; a restore from a snapshot has
 *   `action.restoresnapshot`, `instance` and `snapshot`.
 * - `POST .../instances/{instanceId}`: `action.restoretopointintime` with `restoreTime`, or
 *   `action.readreplica`.
 * - `POST .../instances/{instanceId}/action`: `start`, `stop` or `reboot` (with `failover`).
 *
 * Every action marker is `""`, as the manual's start, stop, restart and read replica samples
 * send it (its restore samples send `null`, which the spec accepts too), and a restore time is
 * ISO 8601, as the field table asks. The settings are checked (naming rules, ranges) and their
 * passwords registered as secrets before a body exists.
 */
import type { components } from "../../generated/database.ts";
import { requireText } from "../core/input.ts";
import { checkCreateSettings, checkDerivedSettings, restoreTimeOf } from "./input.ts";
import type { DerivedInstanceSettings, InstanceCreateSettings } from "./types.ts";

type Schemas = components["schemas"];

/** Create a DB instance: `{instance}`. */
export function createInstanceBody(settings: InstanceCreateSettings): Schemas["CreateInstanceRequest"] {
  return { instance: checkCreateSettings(settings) };
}

/** Restore a DB instance from a snapshot: `{action: {restoresnapshot}, instance, snapshot: {id}}`. */
export function restoreFromSnapshotBody(
  snapshotId: string,
  settings: DerivedInstanceSettings = {},
): Schemas["RestoreFromSnapshotRequest"] {
  const id = requireText("snapshotId", snapshotId);
  return { action: { restoresnapshot: "" }, instance: checkDerivedSettings(settings), snapshot: { id } };
}

/** Restore a DB instance to a point in time: `{action: {restoretopointintime}, instance, restoreTime}`. */
export function pointInTimeRestoreBody(
  restoreTime: Date | string,
  settings: DerivedInstanceSettings = {},
): Schemas["PointInTimeRestoreRequest"] {
  const time = restoreTimeOf("restoreTime", restoreTime);
  return {
    action: { restoretopointintime: "" },
    instance: checkDerivedSettings(settings),
    restoreTime: time,
  };
}

/** Create a read replica: `{action: {readreplica}, instance}`. */
export function readReplicaBody(settings: DerivedInstanceSettings = {}): Schemas["ReadReplicaRequest"] {
  return { action: { readreplica: "" }, instance: checkDerivedSettings(settings) };
}

/** Start a DB instance: `{start: ""}`. */
export const startBody = (): Schemas["StartInstanceRequest"] => ({ start: "" });

/** Stop a DB instance: `{stop: ""}`. */
export const stopBody = (): Schemas["StopInstanceRequest"] => ({ stop: "" });

/** Restart a DB instance: `{reboot: "", failover}`; `failover` restarts by switching to the standby. */
export const restartBody = (failover = false): Schemas["RestartInstanceRequest"] => ({
  reboot: "",
  failover,
});
