/**
 * `svc-cloud/telemetry`: alarms, alarm history and meters, and the answer to "did my alarm
 * action run?".
 *
 * @example
 * ```ts
 * import { createTelemetryClient, query } from "svc-cloud/telemetry";
 * const telemetry = createTelemetryClient({ baseUrl, auth: identityProvider });
 * const result = await telemetry.actionOutcome(alarmId, { start: "2026-11-20T00:00:00Z", end: new Date() });
 * if (result.outcome === "failed") console.error(result.error, result.errorMessage);
 * if (result.outcome === "not run") console.warn(result.hint);
 * for await (const entry of telemetry.listHistory(alarmId, { q: query().eq("type", "action") })) console.log(entry.timestamp);
 * ```
 *
 * @example A browser app that carries only the operations it imports:
 * ```ts
 * import { actionOutcome, createTelemetryBareClient } from "svc-cloud/telemetry";
 * const telemetry = createTelemetryBareClient({ baseUrl, auth: identityProvider });
 * const result = await actionOutcome(telemetry, alarmId, { start: "2026-11-20T00:00:00Z", end: new Date() });
 * ```
 */

// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export type {
  ActionFailed,
  ActionNotRun,
  ActionOutcome,
  ActionSucceeded,
  OutcomeWindow,
} from "./action-outcome.ts";
export type { ListAlarmsOptions, ListAlarmsPageOptions } from "./alarms.ts";
export {
  createTelemetryBareClient,
  type TelemetryBareClient,
  type TelemetryClientOptions,
} from "./bare-client.ts";
export { createTelemetryClient, type TelemetryClient } from "./client.ts";
export { describeAlarmCondition } from "./describe-condition.ts";
export {
  AlarmNotFoundError,
  HistoryDetailError,
  TelemetryAuthenticationError,
  TelemetryBadRequestError,
  TelemetryError,
  TelemetryForbiddenError,
  TelemetryNotFoundError,
  TelemetryServerError,
} from "./errors.ts";
export type { ListHistoryOptions, ListHistoryPageOptions } from "./history.ts";
export {
  type ActionEntry,
  type CreationEntry,
  type DecodedEntry,
  type DecodedHistoryEntry,
  type DeletionEntry,
  decodeHistoryEntry,
  type RuleChangeEntry,
  type StateTransitionEntry,
} from "./history-detail.ts";
export {
  type Aggregate,
  type HistoryPaging,
  TELEMETRY_MAX_HISTORY_PAGE,
  TELEMETRY_MAX_HISTORY_TRIPLES,
  type WindowInput,
} from "./input.ts";
export type { ListSamplesOptions, StatisticsOptions } from "./meters.ts";
// Each operation as a function of its own (tree-shakable), taking the bare client first.
export * from "./operations.ts";
export {
  type QParams,
  type QTriple,
  QueryBuilder,
  type QueryInput,
  type QueryOperator,
  type QueryValueType,
  query,
  toQParams,
} from "./q-triples.ts";
export { telemetryQueryString } from "./query-string.ts";
export { type TimeInput, type TimeWindow, timeWindow } from "./time-window.ts";
export type {
  ActionDetail,
  Alarm,
  AlarmChange,
  AlarmInput,
  AlarmState,
  AlarmType,
  CreationDetail,
  DeletionDetail,
  RuleChangeDetail,
  Sample,
  StateTransitionDetail,
  Statistics,
} from "./types.ts";
export { formatQueryTime, parseUtcTimestamp, type UtcTimestamp } from "./utc-timestamp.ts";
