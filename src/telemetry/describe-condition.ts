/**
 * Describes in words when an alarm fires, for the hint of an action that did not run: the
 * platform's advice is to check the alarm's threshold condition, and a sentence with the rule's
 * numbers is easier to check against the meter's data than a JSON object.
 *
 * An alarm `getAlarm` answers has the spec's shape, but the function is public and may be given
 * any object typed as an alarm, so every field past the ID, name, type and state is read as
 * what it turns out to be: a rule without a `query`, an alarm without `alarm_actions`, or a
 * field of the wrong type still gets a sentence, never a TypeError.
 */
import type { Alarm } from "../../generated/sdk/telemetry/types.ts";
import { isObject } from "../core/read-json.ts";

const OPERATOR_WORDS: Record<string, string> = {
  lt: "below",
  le: "at or below",
  eq: "equal to",
  ne: "not equal to",
  ge: "at or above",
  gt: "above",
};

/** A field of the rule as text, or `fallback` when it is absent (or not a plain value). */
function shown(value: unknown, fallback: string): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : fallback;
}

function filters(query: unknown): string {
  if (!Array.isArray(query)) return "";
  const parts = query
    .filter(isObject)
    .map((q) => `${shown(q.field, "?")} ${shown(q.op, "eq")} ${shown(q.value, "?")}`);
  return parts.length === 0 ? "" : ` (only where ${parts.join(" and ")})`;
}

function threshold(rule: Record<string, unknown>): string {
  const periods = typeof rule.evaluation_periods === "number" ? rule.evaluation_periods : 1;
  const operator =
    OPERATOR_WORDS[shown(rule.comparison_operator, "eq")] ?? shown(rule.comparison_operator, "");
  return (
    `it fires when the ${shown(rule.statistic, "avg")} of ${shown(rule.meter_name, "an unnamed meter")}${filters(rule.query)} is ${operator} ` +
    `${shown(rule.threshold, "?")} for ${periods} consecutive period${periods === 1 ? "" : "s"} of ${shown(rule.period, "60")} s`
  );
}

function ruleOf(alarm: Alarm): string {
  const {
    threshold_rule: thresholdRule,
    event_rule: eventRule,
    combination_rule: combinationRule,
  } = alarm as Record<string, unknown>;
  if (isObject(thresholdRule)) return threshold(thresholdRule);
  if (isObject(eventRule))
    return `it fires on events of type ${shown(eventRule.event_type, "*")}${filters(eventRule.query)}`;
  if (isObject(combinationRule)) {
    const ids = Array.isArray(combinationRule.alarm_ids)
      ? combinationRule.alarm_ids.map((id) => shown(id, "?"))
      : [];
    return `it fires when the alarms ${ids.join(", ") || "(none listed)"} are in alarm (combined with ${shown(combinationRule.operator, "and")})`;
  }
  return `its ${alarm.type} rule is not one svc-cloud can describe`;
}

/** One sentence on the alarm's rule and anything else that keeps its actions from running. */
export function describeAlarmCondition(alarm: Alarm): string {
  const notes: string[] = [];
  if (alarm.enabled === false) notes.push("it is disabled, so it is not evaluated at all");
  if (!Array.isArray(alarm.alarm_actions) || alarm.alarm_actions.length === 0)
    notes.push("it has no alarm_actions to run");
  notes.push(`its state is now ${alarm.state}`);
  return `Alarm ${alarm.alarm_id} (${alarm.name}): ${ruleOf(alarm)}; ${notes.join("; ")}.`;
}
