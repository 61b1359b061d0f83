/**
 * The body of a point-in-time restore (the `restoreToPointInTime` variant of
 * createInstanceFromInstance): its marker `""`, as the manual's samples of the other actions send
 * it (its restore samples send `null`, which the spec accepts too), and the restore time as ISO
 * 8601, as the field table asks, taken from a Date or the sample's form too. The other variant
 * bodies of the shared paths are the spec's own (`x-sdk.variants[].fixed` and `at`), built by
 * the generator; the generated operation checks this one by the rules of its form as well.
 */
import type {
  DerivedInstanceSettings,
  PointInTimeRestoreRequest,
} from "../../generated/sdk/database/types.ts";
import { InvalidInputError } from "../core/errors.ts";

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
