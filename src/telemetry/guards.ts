/**
 * Shape checks of the telemetry API's success bodies, for core's `readJson`. They cover what
 * the client itself relies on (IDs, types, states, timestamps), not every field of the spec: a
 * server that adds fields must not break callers.
 */
import { isObject } from "../core/read-json.ts";
import type { Alarm, AlarmChange, AlarmState, Sample, Statistics } from "./types.ts";

const ALARM_STATES: readonly unknown[] = ["ok", "alarm", "insufficient data"];
const isText = (v: unknown): v is string => typeof v === "string";

/** `ok`, `alarm` or `insufficient data`. */
export const isAlarmState = (v: unknown): v is AlarmState => ALARM_STATES.includes(v);

/** An alarm with its ID, name, type and state. */
export const isAlarm = (v: unknown): v is Alarm =>
  isObject(v) && isText(v.alarm_id) && isText(v.name) && isText(v.type) && isAlarmState(v.state);

/** A history entry with its IDs, type, detail text and timestamp. */
export const isAlarmChange = (v: unknown): v is AlarmChange =>
  isObject(v) &&
  isText(v.event_id) &&
  isText(v.alarm_id) &&
  isText(v.type) &&
  isText(v.detail) &&
  isText(v.timestamp);

/** A sample with its meter name and volume. */
export const isSample = (v: unknown): v is Sample =>
  isObject(v) && isText(v.counter_name) && typeof v.counter_volume === "number";

/** Statistics with their count. */
export const isStatistics = (v: unknown): v is Statistics => isObject(v) && typeof v.count === "number";
