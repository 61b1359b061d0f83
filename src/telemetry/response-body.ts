/**
 * Reads success bodies of the telemetry API. Bodies are read as text and parsed here, so a
 * body that is not JSON, or JSON of the wrong shape, becomes a MalformedResponseError naming
 * what was expected instead of a SyntaxError or a TypeError far from the call.
 *
 * The checks cover what the client itself relies on (IDs, types, states, timestamps), not
 * every field of the spec: a server that adds fields must not break callers.
 */
import type { components } from "../../generated/telemetry.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { isObject, parseJsonBody } from "../core/json-body.ts";

type Schemas = components["schemas"];

const ALARM_STATES: readonly unknown[] = ["ok", "alarm", "insufficient data"];
const isText = (v: unknown): v is string => typeof v === "string";

export const isAlarmState = (v: unknown): v is Schemas["AlarmState"] => ALARM_STATES.includes(v);

export const isAlarm = (v: unknown): v is Schemas["Alarm"] =>
  isObject(v) && isText(v.alarm_id) && isText(v.name) && isText(v.type) && isAlarmState(v.state);

export const isAlarmChange = (v: unknown): v is Schemas["AlarmChange"] =>
  isObject(v) &&
  isText(v.event_id) &&
  isText(v.alarm_id) &&
  isText(v.type) &&
  isText(v.detail) &&
  isText(v.timestamp);

export const isSample = (v: unknown): v is Schemas["Sample"] =>
  isObject(v) && isText(v.counter_name) && typeof v.counter_volume === "number";

export const isStatistics = (v: unknown): v is Schemas["Statistics"] =>
  isObject(v) && typeof v.count === "number";

/** The body text openapi-fetch handed over with `parseAs: "text"`. */
export const bodyText = (data: unknown): string => (typeof data === "string" ? data : "");

/** Parses a body and checks its shape; `what` names it in the error ("the alarm"). */
export function readBody<T>(text: string, status: number, what: string, guard: (v: unknown) => v is T): T {
  const value = parseJsonBody(text, status, what);
  if (!guard(value))
    throw new MalformedResponseError(`${what} does not have the documented shape`, { status });
  return value;
}

/** Parses a JSON array body and checks each item; `what` names the items ("alarm history entries"). */
export function readList<T>(text: string, status: number, what: string, guard: (v: unknown) => v is T): T[] {
  const value = parseJsonBody(text, status, what);
  if (!Array.isArray(value)) throw new MalformedResponseError(`${what} are not a JSON array`, { status });
  const bad = value.findIndex((item) => !guard(item));
  if (bad !== -1) {
    throw new MalformedResponseError(`item ${bad} of the ${what} does not have the documented shape`, {
      status,
    });
  }
  return value as T[];
}
