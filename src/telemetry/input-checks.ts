/**
 * Checks a caller's arguments before anything is sent, so a mistake the server would answer
 * with a terse 400 (or worse, quietly misread) is an InvalidInputError that names the argument.
 */
import type { components } from "../../generated/telemetry.ts";
import { InvalidInputError } from "../core/errors.ts";
import { isObject } from "../core/json-body.ts";

type Schemas = components["schemas"];

export function requireId(field: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new InvalidInputError(field, "must be a non-empty string");
  return value;
}

/** An integer in [min, max], or undefined when not given. */
export function optionalInteger(field: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER) {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
    throw new InvalidInputError(field, `must be an integer ${range}`);
  }
  return value;
}

const STATES: readonly unknown[] = ["ok", "alarm", "insufficient data"];

export function requireState(value: unknown): Schemas["AlarmState"] {
  if (!STATES.includes(value))
    throw new InvalidInputError("state", 'must be "ok", "alarm" or "insufficient data"');
  return value as Schemas["AlarmState"];
}

const RULE_OF_TYPE: Record<Schemas["AlarmType"], "threshold_rule" | "event_rule" | "combination_rule"> = {
  threshold: "threshold_rule",
  event: "event_rule",
  combination: "combination_rule",
};

/**
 * Checks an alarm to create or update: a name, a known type, and the rule object of that type
 * (the server rejects an alarm without it, and one with the rule of another type).
 */
export function requireAlarmInput(alarm: unknown): Schemas["AlarmInput"] {
  if (!isObject(alarm)) throw new InvalidInputError("alarm", "must be an object");
  if (typeof alarm.name !== "string" || alarm.name.trim() === "")
    throw new InvalidInputError("alarm.name", "must be a non-empty string");
  const type = alarm.type;
  if (type !== "threshold" && type !== "event" && type !== "combination")
    throw new InvalidInputError("alarm.type", 'must be "threshold", "event" or "combination"');
  const ruleName = RULE_OF_TYPE[type];
  const rule = alarm[ruleName];
  if (!isObject(rule)) throw new InvalidInputError(`alarm.${ruleName}`, `is required for a ${type} alarm`);
  for (const other of Object.values(RULE_OF_TYPE)) {
    if (other !== ruleName && alarm[other] !== undefined && alarm[other] !== null)
      throw new InvalidInputError(`alarm.${other}`, `must not be set on a ${type} alarm`);
  }
  if (type === "threshold") {
    if (typeof rule.meter_name !== "string" || rule.meter_name === "")
      throw new InvalidInputError("alarm.threshold_rule.meter_name", "must be a non-empty string");
    if (typeof rule.threshold !== "number" || !Number.isFinite(rule.threshold))
      throw new InvalidInputError("alarm.threshold_rule.threshold", "must be a finite number");
  }
  if (type === "combination" && !Array.isArray(rule.alarm_ids))
    throw new InvalidInputError("alarm.combination_rule.alarm_ids", "must be an array of alarm IDs");
  return alarm as Schemas["AlarmInput"];
}
