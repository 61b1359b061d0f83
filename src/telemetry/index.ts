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

// The operations, their types and errors, the client and its workflows: generated from the spec.
export * from "../../generated/sdk/telemetry/index.ts";
// The name the statistics' options had before the spec's zip made them.
export type { GetMeterStatisticsOptions as StatisticsOptions } from "../../generated/sdk/telemetry/types.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export type {
  ActionFailed,
  ActionNotRun,
  ActionOutcome,
  ActionSucceeded,
  OutcomeWindow,
} from "./action-outcome.ts";
export { describeAlarmCondition } from "./describe-condition.ts";
export {
  type ActionEntry,
  type CreationEntry,
  type DecodedEntry,
  type DecodedHistoryEntry,
  type DeletionEntry,
  decodeHistoryEntry,
  HistoryDetailError,
  type RuleChangeEntry,
  type StateTransitionEntry,
} from "./history-detail.ts";
export {
  type ListHistoryOptions,
  type ListHistoryPageOptions,
  TELEMETRY_MAX_HISTORY_TRIPLES,
} from "./history-query.ts";
export {
  type HistoryPaging,
  TELEMETRY_MAX_HISTORY_PAGE,
  type TelemetryHistoryOptions,
} from "./history-walk.ts";
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
export { type TimeInput, type TimeWindow, timeWindow, type WindowInput } from "./time-window.ts";
export { formatQueryTime, parseUtcTimestamp, type UtcTimestamp } from "./utc-timestamp.ts";
