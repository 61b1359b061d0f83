/**
 * Argument checks of the telemetry API, made before anything is sent, so a mistake the server
 * would answer with a terse 400 (or worse, quietly misread) is an InvalidInputError that names
 * the argument.
 */
import { InvalidInputError } from "../core/errors.ts";
import { optionalInteger, requireObject, requireText } from "../core/input.ts";
import { isObject } from "../core/read-json.ts";
import { type QParams, type QueryInput, qParamsOf, triplesOf } from "./q-triples.ts";
import { type TimeInput, type TimeWindow, windowBetween } from "./time-window.ts";
import type { AlarmInput, AlarmState } from "./types.ts";

/** The platform's largest history page, and its default. */
export const TELEMETRY_MAX_HISTORY_PAGE = 1440;
/** The platform's limit on query triples in a history request. */
export const TELEMETRY_MAX_HISTORY_TRIPLES = 10;

/** How the server pages alarm history: `offset` (the platform) or `marker` (OpenStack Aodh). */
export type HistoryPaging = "offset" | "marker";

/** A time window given as its two ends, or one built with `timeWindow`. */
export type WindowInput = { start: TimeInput; end: TimeInput } | TimeWindow;

/** An optional marker: the ID of the last item of the previous page. */
export function optionalMarker(value: unknown): string | undefined {
  return value === undefined ? undefined : requireText("options.marker", value);
}

/** An optional list of non-empty strings (`sort` keys, `groupby` fields). */
export function optionalNames(field: string, value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new InvalidInputError(field, "must be an array of strings");
  return value.map((name, i) => requireText(`${field}[${i}]`, name));
}

const STATES: readonly unknown[] = ["ok", "alarm", "insufficient data"];

/** An alarm state to set. */
export function requireState(value: unknown): AlarmState {
  if (!STATES.includes(value))
    throw new InvalidInputError("state", 'must be "ok", "alarm" or "insufficient data"');
  return value as AlarmState;
}

// The types whose rules the client checks; the spec's AlarmType is open (any string).
const RULE_OF_TYPE: Record<
  "threshold" | "event" | "combination",
  "threshold_rule" | "event_rule" | "combination_rule"
> = {
  threshold: "threshold_rule",
  event: "event_rule",
  combination: "combination_rule",
};

/**
 * Checks an alarm to create or update: a name, a known type, and the rule object of that type
 * (the server rejects an alarm without it, and one with the rule of another type).
 */
export function requireAlarmInput(alarm: unknown): AlarmInput {
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
  if (type === "threshold") checkThresholdRule(rule);
  checkAlarmLimits(alarm);
  if (type === "combination" && !Array.isArray(rule.alarm_ids))
    throw new InvalidInputError("alarm.combination_rule.alarm_ids", "must be an array of alarm IDs");
  return alarm as AlarmInput;
}

/** The K5 reference's ranges of a threshold rule (type AlarmThresholdRule). */
function checkThresholdRule(rule: Record<string, unknown>): void {
  const at = "alarm.threshold_rule";
  if (typeof rule.meter_name !== "string" || rule.meter_name === "")
    throw new InvalidInputError(`${at}.meter_name`, "must be a non-empty string");
  if (typeof rule.threshold !== "number" || !Number.isFinite(rule.threshold))
    throw new InvalidInputError(`${at}.threshold`, "must be a finite number");
  const period = optionalInteger(`${at}.period`, rule.period, 60, 86400) ?? 60;
  if (period % 60 !== 0) throw new InvalidInputError(`${at}.period`, "must be a multiple of 60 seconds");
  const periods = optionalInteger(`${at}.evaluation_periods`, rule.evaluation_periods, 1, 1440) ?? 1;
  if (period * periods > 86400)
    throw new InvalidInputError(`${at}.evaluation_periods`, "times period must be at most 86400 seconds");
  if (rule.comparison_operator === "ne")
    throw new InvalidInputError(
      `${at}.comparison_operator`,
      "must be eq, gt, ge, lt or le (the platform has no ne)",
    );
  const filters = rule.query ?? [];
  if (!Array.isArray(filters) || filters.length > 10)
    throw new InvalidInputError(`${at}.query`, "must be an array of at most 10 filters");
  filters.forEach((filter: unknown, i) => {
    const f = isObject(filter) ? filter : {};
    if (!["resource_id", "source", "user_id"].includes(f.field as string) || (f.op ?? "eq") !== "eq")
      throw new InvalidInputError(
        `${at}.query[${i}]`,
        "must be an eq filter on resource_id, source or user_id",
      );
  });
}

/** A cron expression as Aodh parses it: five fields, or six with seconds. */
const CRON = /^\S+( +\S+){4,5}$/;

/** The K5 reference's limits on an alarm's description and actions, and cron time constraints. */
function checkAlarmLimits(alarm: Record<string, unknown>): void {
  const { description } = alarm;
  if (
    description !== undefined &&
    (typeof description !== "string" || description.length === 0 || [...description].length > 1023)
  )
    throw new InvalidInputError("alarm.description", "must be 1 to 1023 characters when given");
  for (const key of ["alarm_actions", "insufficient_data_actions"]) {
    const actions = alarm[key];
    if (Array.isArray(actions) && actions.length > 5)
      throw new InvalidInputError(`alarm.${key}`, "may hold at most 5 actions");
  }
  const constraints = alarm.time_constraints;
  if (Array.isArray(constraints))
    constraints.forEach((constraint: unknown, i) => {
      const start = isObject(constraint) ? constraint.start : undefined;
      if (typeof start !== "string" || !CRON.test(start))
        throw new InvalidInputError(
          `alarm.time_constraints[${i}].start`,
          'must be a cron expression, such as "0 23 * * *"',
        );
    });
}

/** A statistics aggregate, such as `{ func: "cardinality", param: "resource_id" }`. */
export interface Aggregate {
  func: string;
  param?: string;
}

/** The `aggregate.func` and `aggregate.param` parameters, checked. */
export function aggregateParams(aggregate: readonly Aggregate[] | undefined) {
  if (aggregate === undefined || aggregate.length === 0) return {};
  if (!Array.isArray(aggregate)) throw new InvalidInputError("options.aggregate", "must be an array");
  aggregate.forEach((a, i) => {
    requireText(`options.aggregate[${i}].func`, a?.func);
    if (a.param !== undefined && typeof a.param !== "string")
      throw new InvalidInputError(`options.aggregate[${i}].param`, "must be a string");
  });
  const withParam = aggregate.filter((a) => a.param !== undefined).length;
  // The server pairs aggregate.func and aggregate.param by position, like query triples.
  if (withParam !== 0 && withParam !== aggregate.length)
    throw new InvalidInputError("options.aggregate", "give a param for every aggregate or for none");
  return {
    "aggregate.func": aggregate.map((a) => a.func),
    ...(withParam === 0 ? {} : { "aggregate.param": aggregate.map((a) => a.param ?? "") }),
  };
}

/** A caller's window as a TimeWindow; `field` is the argument's name, for the error. */
export function windowOf(window: WindowInput, field: string): TimeWindow {
  const given: { triples?: unknown; contains?: unknown; start?: unknown; end?: unknown } = requireObject(
    field,
    window,
  );
  if (Array.isArray(given.triples) && typeof given.contains === "function") return window as TimeWindow;
  // windowBetween checks that each end is a Date or an ISO 8601 string.
  return windowBetween(given.start as TimeInput, given.end as TimeInput, field);
}

/** The fields the platform filters alarm history on (the K5 reference; Aodh takes a few more). */
const HISTORY_FIELDS: readonly string[] = ["timestamp", "type"];

/** History query parameters: triples on the history's own fields. */
export type HistoryQParams = Omit<QParams, "q.field"> & { "q.field": ("timestamp" | "type")[] };

/** A history query: the caller's triples, then the window's, at most 10 in all, on `timestamp` or `type`. */
export function historyQuery(
  q: QueryInput | undefined,
  window: WindowInput | undefined,
): { q: HistoryQParams; window: TimeWindow | undefined } {
  const exact = window === undefined ? undefined : windowOf(window, "options.window");
  const triples = [...triplesOf(q, "options.q"), ...(exact?.triples ?? [])];
  if (triples.length > TELEMETRY_MAX_HISTORY_TRIPLES) {
    throw new InvalidInputError(
      "options.q",
      `has ${triples.length} triples with the window's; the platform allows at most ${TELEMETRY_MAX_HISTORY_TRIPLES}`,
    );
  }
  const params = qParamsOf(triples, "options.q");
  params["q.field"].forEach((field, i) => {
    if (!HISTORY_FIELDS.includes(field))
      throw new InvalidInputError(
        `options.q[${i}].field`,
        'must be "timestamp" or "type" in an alarm history query',
      );
  });
  return { q: params as HistoryQParams, window: exact };
}

/** The fields an alarm list filters on (OpenStack Aodh's ALARM_QUERY_FIELDS_ALLOWED). */
const ALARM_LIST_FIELDS = [
  "all_projects",
  "user_id",
  "project_id",
  "type",
  "name",
  "enabled",
  "state",
  "severity",
  "timestamp",
  "repeat_actions",
] as const;

/** Alarm list query parameters: `eq` triples on the alarm list's own fields. */
export type AlarmListQParams = Omit<QParams, "q.field" | "q.op"> & {
  "q.field": (typeof ALARM_LIST_FIELDS)[number][];
  "q.op": "eq"[];
};

/**
 * An alarm list query: `eq` triples, each field at most once, on the fields the server
 * filters alarms by (any other, such as `resource_id`, it refuses with 400).
 */
export function alarmListQuery(q: QueryInput | undefined): AlarmListQParams {
  const params = qParamsOf(triplesOf(q, "options.q"), "options.q");
  const fields: readonly string[] = ALARM_LIST_FIELDS;
  params["q.field"].forEach((field, i) => {
    if (!fields.includes(field))
      throw new InvalidInputError(
        `options.q[${i}].field`,
        `must be one of ${ALARM_LIST_FIELDS.join(", ")} in an alarm list query`,
      );
    if (params["q.field"].indexOf(field) !== i)
      throw new InvalidInputError(
        `options.q[${i}].field`,
        `repeats "${field}": an alarm list query takes each field once`,
      );
    if (params["q.op"][i] !== "eq")
      throw new InvalidInputError(`options.q[${i}].op`, 'must be "eq" in an alarm list query');
  });
  return params as AlarmListQParams;
}

/** The client's history paging options, checked once when it is created. */
export function historyPagingOf(options: { historyPaging?: unknown; historyPageSize?: unknown }) {
  const paging = options.historyPaging ?? "offset";
  if (paging !== "offset" && paging !== "marker")
    throw new InvalidInputError("historyPaging", 'must be "offset" or "marker"');
  const pageSize =
    optionalInteger("historyPageSize", options.historyPageSize, 1, TELEMETRY_MAX_HISTORY_PAGE) ??
    TELEMETRY_MAX_HISTORY_PAGE;
  return { paging: paging as HistoryPaging, pageSize };
}
