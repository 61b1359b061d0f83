/**
 * The options of the alarm list and of the meters as the SDK takes them, and their hooks (the
 * spec's `x-sdk.hooks.options`): filters as query triples (`{ field, op, value }`, or a `query()`
 * builder), where the wire has parallel lists the server pairs by position. Each hook writes the
 * lists and holds them to the operation's rules in the spec, naming the triple at fault; every
 * other option is checked by the generated operation, by the spec's rules.
 */
import {
  getMeterStatisticsOptionsRules,
  listAlarmsPageOptionsRules,
  listSamplesPageOptionsRules,
} from "../../generated/sdk/telemetry/checks.ts";
import type {
  Aggregate,
  GetMeterStatisticsQuery,
  ListAlarmsQuery,
  ListSamplesQuery,
} from "../../generated/sdk/telemetry/types.ts";
import { requireObject } from "../core/input.ts";
import { operationQParams, type QueryInput } from "./q-triples.ts";

/** The options of `listAlarmsPage`. */
export interface ListAlarmsPageOptions {
  /**
   * Filters: `eq` only, each field once, on `all_projects`, `user_id`, `project_id`, `type`,
   * `name`, `enabled`, `state`, `severity`, `timestamp` or `repeat_actions`.
   */
  q?: QueryInput;
  /** Alarms per page; without it the server sends every alarm in one answer. */
  limit?: number;
  /**
   * Sort keys, `key` or `key:asc|desc`, of `alarm_id`, `enabled`, `name`, `type`, `severity`,
   * `timestamp`, `user_id`, `project_id`, `state`, `repeat_actions` or `state_timestamp`.
   */
  sort?: string[];
  /** `alarm_id` of the last alarm of the previous page. */
  marker?: string;
}

/** The options of `listAlarms`: those of a page but the marker, which the walk sets itself. */
export type ListAlarmsOptions = Omit<ListAlarmsPageOptions, "marker">;

/** The options of `listSamples` and `listSamplesPage`. */
export interface ListSamplesOptions {
  q?: QueryInput;
  /** Samples to return at most. */
  limit?: number;
}

/** The options of `getMeterStatistics`. */
export interface StatisticsOptions {
  q?: QueryInput;
  /** Period length in seconds; absent means one period over the whole range. */
  period?: number;
  /** Fields to group by, such as `resource_id`. */
  groupby?: string[];
  /** Aggregates, such as `{ func: "cardinality", param: "resource_id" }`. */
  aggregate?: readonly Aggregate[];
}

/**
 * The alarm list's query: the triples as `q.*` (the fields the server filters alarms by, `eq`
 * only, each field once, as the spec says), the rest as given.
 * @throws {InvalidInputError} on a bad triple or one the alarm list does not take
 */
export function alarmsQuery(options: ListAlarmsPageOptions): ListAlarmsQuery {
  const { q, ...rest } = requireObject("options", options);
  // The spec's rules hold the rest of the query when the operation checks it.
  return { ...operationQParams(q, listAlarmsPageOptionsRules), ...rest } as ListAlarmsQuery;
}

/**
 * A meter's sample query: the triples as `q.*`, the rest as given.
 * @throws {InvalidInputError} on a bad triple
 */
export function samplesQuery(options: ListSamplesOptions): ListSamplesQuery {
  const { q, ...rest } = requireObject("options", options);
  return { ...operationQParams(q, listSamplesPageOptionsRules), ...rest } as ListSamplesQuery;
}

/**
 * A meter's statistics query: the triples as `q.*`, the rest as given (the aggregates are
 * spread into their lists by the generated operation, as the spec's `x-sdk.zip` says).
 * @throws {InvalidInputError} on a bad triple
 */
export function statisticsQuery(options: StatisticsOptions): GetMeterStatisticsQuery {
  const { q, ...rest } = requireObject("options", options);
  return { ...operationQParams(q, getMeterStatisticsOptionsRules), ...rest } as GetMeterStatisticsQuery;
}
