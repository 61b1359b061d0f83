/**
 * What the spec says of an alarm to create or update but no schema can: the K5 reference's bound
 * on a threshold rule's `period` times its `evaluation_periods` (at most 86400 seconds, a day of
 * evaluation), a rule over two members. The body hook of `createAlarm` and `updateAlarm` (the
 * spec's `x-sdk.hooks.body`), run after the spec's rules of AlarmInput.
 */
import type { AlarmInput } from "../../generated/sdk/telemetry/types.ts";
import { InvalidInputError } from "../core/errors.ts";

/** The longest a threshold rule may evaluate, in seconds: `period` times `evaluation_periods`. */
const MAX_EVALUATION_SECONDS = 86400;

/**
 * `alarm`, if its threshold rule evaluates at most a day (ThresholdRuleInput's defaults: a period
 * of 60 seconds, one evaluation period).
 * @throws {InvalidInputError} naming `alarm.threshold_rule.evaluation_periods` when it evaluates longer
 */
export function checkAlarmRules(alarm: AlarmInput): AlarmInput {
  const rule = alarm.threshold_rule;
  if (rule !== undefined && rule !== null) {
    const { period = 60, evaluation_periods: periods = 1 } = rule;
    if (period * periods > MAX_EVALUATION_SECONDS)
      throw new InvalidInputError(
        "alarm.threshold_rule.evaluation_periods",
        `times period must be at most ${MAX_EVALUATION_SECONDS} seconds`,
      );
  }
  return alarm;
}
