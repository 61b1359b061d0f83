/**
 * Describes in words when an alarm fires, for the hint of an action that did not run: the
 * platform's advice is to check the alarm's threshold condition, and a sentence with the rule's
 * numbers is easier to check against the meter's data than a JSON object.
 */
import type { components } from "../../generated/telemetry.ts";

type Schemas = components["schemas"];

const OPERATOR_WORDS: Record<Schemas["ComparisonOperator"], string> = {
  lt: "below",
  le: "at or below",
  eq: "equal to",
  ne: "not equal to",
  ge: "at or above",
  gt: "above",
};

function filters(query: Schemas["RuleQuery"][] | undefined): string {
  if (query === undefined || query.length === 0) return "";
  return ` (only where ${query.map((q) => `${q.field} ${q.op ?? "eq"} ${q.value}`).join(" and ")})`;
}

function threshold(rule: Schemas["ThresholdRule"]): string {
  const periods = rule.evaluation_periods ?? 1;
  const operator = OPERATOR_WORDS[rule.comparison_operator ?? "eq"];
  return (
    `it fires when the ${rule.statistic ?? "avg"} of ${rule.meter_name}${filters(rule.query)} is ${operator} ` +
    `${rule.threshold} for ${periods} consecutive period${periods === 1 ? "" : "s"} of ${rule.period ?? 60} s`
  );
}

/** One sentence on the alarm's rule and anything else that keeps its actions from running. */
export function describeAlarmCondition(alarm: Schemas["Alarm"]): string {
  let rule: string;
  if (alarm.threshold_rule) rule = threshold(alarm.threshold_rule);
  else if (alarm.event_rule)
    rule = `it fires on events of type ${alarm.event_rule.event_type ?? "*"}${filters(alarm.event_rule.query)}`;
  else if (alarm.combination_rule) {
    const { alarm_ids, operator = "and" } = alarm.combination_rule;
    rule = `it fires when the alarms ${alarm_ids.join(", ")} are in alarm (combined with ${operator})`;
  } else rule = `its ${alarm.type} rule is not one svc-cloud can describe`;
  const notes: string[] = [];
  if (!alarm.enabled) notes.push("it is disabled, so it is not evaluated at all");
  if (alarm.alarm_actions.length === 0) notes.push("it has no alarm_actions to run");
  notes.push(`its state is now ${alarm.state}`);
  return `Alarm ${alarm.alarm_id} (${alarm.name}): ${rule}; ${notes.join("; ")}.`;
}
