/**
 * Argument checks of the telemetry API, made before anything is sent, so a mistake the server
 * would answer with a terse 400 (or worse, quietly misread) is an InvalidInputError that names
 * the argument.
 */
import { InvalidInputError } from "../core/errors.ts";
import { optionalInteger, requireObject, requireText } from "../core/input.ts";
import { isObject } from "../core/read-json.ts";
import { type QParams, type QueryInput, toQParams, triplesOf } from "./q-triples.ts";
import { type TimeInput, type TimeWindow, timeWindow } from "./time-window.ts";
import type { AlarmInput, AlarmState } from "./types.ts";

/** The platform's largest history page, and its default. */
export const MAX_HISTORY_PAGE = 1440;
/** The platform's limit on query triples in a history request. */
export const MAX_HISTORY_TRIPLES = 10;

/** How the server pages alarm history: `offset` (the platform) or `marker` (OpenStack Aodh). */
export type HistoryPaging = "offset" | "marker";

/** A time window given as its two ends, or one built with `timeWindow`. */
export type WindowInput = { start: TimeInput; end: TimeInput } | TimeWindow;

/** An optional marker: the ID of the last item of the previous page. */
export function optionalMarker(value: unknown): string | undefined {
  return value === undefined ? undefined : requireText("marker", value);
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
  if (type === "threshold") {
    if (typeof rule.meter_name !== "string" || rule.meter_name === "")
      throw new InvalidInputError("alarm.threshold_rule.meter_name", "must be a non-empty string");
    if (typeof rule.threshold !== "number" || !Number.isFinite(rule.threshold))
      throw new InvalidInputError("alarm.threshold_rule.threshold", "must be a finite number");
  }
  if (type === "combination" && !Array.isArray(rule.alarm_ids))
    throw new InvalidInputError("alarm.combination_rule.alarm_ids", "must be an array of alarm IDs");
  return alarm as AlarmInput;
}

/** A statistics aggregate, such as `{ func: "cardinality", param: "resource_id" }`. */
export interface Aggregate {
  func: string;
  param?: string;
}

/** The `aggregate.func` and `aggregate.param` parameters, checked. */
export function aggregateParams(aggregate: readonly Aggregate[] | undefined) {
  if (aggregate === undefined || aggregate.length === 0) return {};
  if (!Array.isArray(aggregate)) throw new InvalidInputError("aggregate", "must be an array");
  aggregate.forEach((a, i) => {
    requireText(`aggregate[${i}].func`, a?.func);
    if (a.param !== undefined && typeof a.param !== "string")
      throw new InvalidInputError(`aggregate[${i}].param`, "must be a string");
  });
  const withParam = aggregate.filter((a) => a.param !== undefined).length;
  // The server pairs aggregate.func and aggregate.param by position, like query triples.
  if (withParam !== 0 && withParam !== aggregate.length)
    throw new InvalidInputError("aggregate", "give a param for every aggregate or for none");
  return {
    "aggregate.func": aggregate.map((a) => a.func),
    ...(withParam === 0 ? {} : { "aggregate.param": aggregate.map((a) => a.param ?? "") }),
  };
}

/** A caller's window as a TimeWindow. */
export function windowOf(window: WindowInput): TimeWindow {
  const given: { triples?: unknown; contains?: unknown; start?: unknown; end?: unknown } = requireObject(
    "window",
    window,
  );
  if (Array.isArray(given.triples) && typeof given.contains === "function") return window as TimeWindow;
  // timeWindow checks that each end is a Date or an ISO 8601 string.
  return timeWindow(given.start as TimeInput, given.end as TimeInput);
}

/** A history query: the caller's triples, then the window's, at most 10 in all. */
export function historyQuery(
  q: QueryInput | undefined,
  window: WindowInput | undefined,
): { q: QParams; window: TimeWindow | undefined } {
  const exact = window === undefined ? undefined : windowOf(window);
  const triples = [...triplesOf(q), ...(exact?.triples ?? [])];
  if (triples.length > MAX_HISTORY_TRIPLES) {
    throw new InvalidInputError(
      "q",
      `has ${triples.length} triples with the window's; the platform allows at most ${MAX_HISTORY_TRIPLES}`,
    );
  }
  return { q: toQParams(triples), window: exact };
}

/** The client's history paging options, checked once when it is created. */
export function historyPagingOf(options: { historyPaging?: unknown; historyPageSize?: unknown }) {
  const paging = options.historyPaging ?? "offset";
  if (paging !== "offset" && paging !== "marker")
    throw new InvalidInputError("historyPaging", 'must be "offset" or "marker"');
  const pageSize =
    optionalInteger("historyPageSize", options.historyPageSize, 1, MAX_HISTORY_PAGE) ?? MAX_HISTORY_PAGE;
  return { paging: paging as HistoryPaging, pageSize };
}

/** An optional page size: 1 or more, at most `max`. */
export const optionalLimit = (value: unknown, max?: number) => optionalInteger("limit", value, 1, max);
