/**
 * `svc-cloud/telemetry`: alarms, alarm history and meters, and the answer to "did my alarm
 * action run?".
 *
 * @example
 * ```ts
 * import { createTelemetryClient } from "svc-cloud/telemetry";
 * const telemetry = createTelemetryClient({ baseUrl, auth: identityProvider });
 * const result = await telemetry.actionOutcome(alarmId, { start: "2026-11-20T00:00:00Z", end: new Date() });
 * if (result.outcome === "failed") console.error(result.error, result.errorMessage);
 * if (result.outcome === "not run") console.warn(result.hint);
 * ```
 */

export type {
  ActionFailed,
  ActionNotRun,
  ActionOutcome,
  ActionSucceeded,
  OutcomeWindow,
} from "./action-outcome.ts";
export {
  type Alarm,
  type AlarmInput,
  type AlarmState,
  type CallOptions,
  createTelemetryClient,
  type HistoryQueryOptions,
  type ListAlarmsOptions,
  type ListHistoryOptions,
  type ListSamplesOptions,
  MAX_HISTORY_PAGE,
  MAX_HISTORY_TRIPLES,
  type QueryInput,
  type Sample,
  type Statistics,
  type StatisticsOptions,
  type TelemetryClient,
  type TelemetryClientOptions,
} from "./client.ts";
export { describeAlarmCondition } from "./describe-condition.ts";
export {
  AlarmNotFoundError,
  HistoryDetailError,
  TelemetryAuthError,
  TelemetryBadRequestError,
  TelemetryError,
  TelemetryForbiddenError,
  TelemetryServerError,
} from "./errors.ts";
export {
  type ActionDetail,
  type ActionEntry,
  type AlarmChange,
  type CreationDetail,
  type CreationEntry,
  type DecodedEntry,
  type DecodedHistoryEntry,
  type DeletionDetail,
  type DeletionEntry,
  decodeHistoryEntry,
  type RuleChangeDetail,
  type RuleChangeEntry,
  type StateTransitionDetail,
  type StateTransitionEntry,
} from "./history-detail.ts";
export type { HistoryPaging } from "./history-pages.ts";
export {
  type QParams,
  type QTriple,
  QueryBuilder,
  type QueryOperator,
  type QueryValueType,
  query,
  toQParams,
} from "./q-triples.ts";
export { serializeQuery } from "./query-string.ts";
export { type TimeInput, type TimeWindow, timeWindow } from "./time-window.ts";
export { formatQueryTime, parseUtcTimestamp, type UtcTimestamp } from "./utc-timestamp.ts";
