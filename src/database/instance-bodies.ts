/**
 * The request bodies of the instance operations that share a method and path, each built as
 * its own form of the spec's `oneOf` (the `x-sdk.variants` of createInstance,
 * createInstanceFromInstance and instanceAction), so the server (and the mock) can tell them
 * apart:
 *
 * - `POST .../instances`: a create has `instance` only; a restore from a snapshot has
 *   `action.restoresnapshot`, `instance` and `snapshot`.
 * - `POST .../instances/{instanceId}`: `action.restoretopointintime` with `restoreTime`, or
 *   `action.readreplica`.
 * - `POST .../instances/{instanceId}/action`: `start`, `stop` or `reboot` (with `failover`).
 *
 * Every action marker is `""`, as the manual's start, stop, restart and read replica samples
 * send it (its restore samples send `null`, which the spec accepts too), and a restore time is
 * ISO 8601, as the field table asks. The generated operation checks each body by the rules of
 * its form (naming rules, ranges, passwords registered as secrets) before anything is sent.
 */
import type {
  CreateInstanceRequest,
  DerivedInstanceSettings,
  InstanceCreateSettings,
  PointInTimeRestoreRequest,
  ReadReplicaRequest,
  RestartInstanceRequest,
  RestoreFromSnapshotRequest,
  StartInstanceRequest,
  StopInstanceRequest,
} from "../../generated/sdk/database/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";

/** How to restart a DB instance. */
export interface RestartOptions {
  /** Restart by failing over to the standby (Multi-DB instances); default false. */
  failover?: boolean;
}

/** Create a DB instance: `{instance}`. */
export function createInstanceBody(settings: InstanceCreateSettings): CreateInstanceRequest {
  return { instance: settings };
}

/** Restore a DB instance from a snapshot: `{action: {restoresnapshot}, instance, snapshot: {id}}`. */
export function restoreFromSnapshotBody(
  snapshotId: string,
  settings: DerivedInstanceSettings = {},
): RestoreFromSnapshotRequest {
  return { action: { restoresnapshot: "" }, instance: settings, snapshot: { id: snapshotId } };
}

/** The manual's sample's form of a restore time: `YYYY-MM-DD hh:mm:ss`, UTC. */
const SAMPLE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * A point in time to restore to, sent as ISO 8601 UTC (`2014-07-10T10:00:00Z`), the field
 * table's form: from a Date, or the sample's `YYYY-MM-DD hh:mm:ss` (UTC); other text as it is,
 * for the spec's rules (ISO 8601 with a zone).
 * @throws {InvalidInputError} on an invalid Date
 */
export function restoreTimeOf(value: Date | string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new InvalidInputError("restoreTime", "must be a valid Date");
    return value.toISOString().replace(/\.\d{3}Z$/, "Z");
  }
  const sample = typeof value === "string" ? SAMPLE_TIME.exec(value) : null;
  return sample === null ? value : `${sample[1]}T${sample[2]}Z`;
}

/** Restore a DB instance to a point in time: `{action: {restoretopointintime}, instance, restoreTime}`. */
export function pointInTimeRestoreBody(
  restoreTime: Date | string,
  settings: DerivedInstanceSettings = {},
): PointInTimeRestoreRequest {
  return {
    action: { restoretopointintime: "" },
    instance: settings,
    restoreTime: restoreTimeOf(restoreTime),
  };
}

/** Create a read replica: `{action: {readreplica}, instance}`. */
export function readReplicaBody(settings: DerivedInstanceSettings = {}): ReadReplicaRequest {
  return { action: { readreplica: "" }, instance: settings };
}

/** Start a DB instance: `{start: ""}`. */
export const startBody = (): StartInstanceRequest => ({ start: "" });

/** Stop a DB instance: `{stop: ""}`. */
export const stopBody = (): StopInstanceRequest => ({ stop: "" });

/**
 * Restart a DB instance: `{reboot: "", failover}`; `failover` restarts by switching to the standby.
 * @throws {InvalidInputError} when `options` is not an object
 */
export function restartBody(options: RestartOptions = {}): RestartInstanceRequest {
  const { failover = false } = requireObject("options", options);
  return { reboot: "", failover };
}
