/**
 * Every operation of the telemetry API as a function of its own, taking the bare client
 * (bare-client.ts) first: `actionOutcome(client, alarmId, window)`. A bundler keeps only the
 * operations an app imports (each is marked pure). Both these functions and the methods of
 * `createTelemetryClient` are the operations of the same groups (alarms.ts, history.ts,
 * meters.ts), made once per client: `getAlarm(client, id)` is `client.getAlarm(id)`.
 */
import { alarmOperations } from "./alarms.ts";
import { historyGroup, operation } from "./bare-client.ts";
import { meterOperations } from "./meters.ts";

/**
 * One page of alarms, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const listAlarmsPage = /* @__PURE__ */ operation(alarmOperations, "listAlarmsPage");

/**
 * Every alarm, optionally filtered, loaded lazily: one answer without `limit`, pages of
 * `limit` alarms with it (the next page starts after the last alarm of a full one).
 * @throws {InvalidInputError} on a bad filter, limit or sort key, before anything is sent
 */
export const listAlarms = /* @__PURE__ */ operation(alarmOperations, "listAlarms");

/**
 * Creates an alarm; needs `name`, `type` and the rule of the type (`threshold_rule`,
 * `event_rule` or `combination_rule`). Not retried: a retry could create it twice.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const createAlarm = /* @__PURE__ */ operation(alarmOperations, "createAlarm");

/** Shows an alarm. @throws {AlarmNotFoundError} when there is no such alarm */
export const getAlarm = /* @__PURE__ */ operation(alarmOperations, "getAlarm");

/**
 * Replaces an alarm's definition with `alarm` (send the whole alarm, e.g. a changed `getAlarm` result).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const updateAlarm = /* @__PURE__ */ operation(alarmOperations, "updateAlarm");

/**
 * Deletes an alarm; its history stays readable on the platform (Aodh answers 404 for it).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const deleteAlarm = /* @__PURE__ */ operation(alarmOperations, "deleteAlarm");

/**
 * The alarm's current state.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const getAlarmState = /* @__PURE__ */ operation(alarmOperations, "getAlarmState");

/**
 * Sets the alarm's state by hand; recorded as a `state transition` history entry.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const setAlarmState = /* @__PURE__ */ operation(alarmOperations, "setAlarmState");

/**
 * One page of an alarm's history as the server sent it, newest first, `detail` still a
 * string (see `decodeHistoryEntry`). With `window`, only entries with start <= timestamp < end.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const listHistoryPage = /* @__PURE__ */ operation(historyGroup, "listHistoryPage");

/**
 * An alarm's whole history, newest first, loaded lazily page by page with the client's
 * `historyPaging` and `historyPageSize` (`for await`, `.toArray()`). Each entry comes once
 * (offset pages shift when an entry is recorded meanwhile), and with `window` only entries
 * with start <= timestamp < end, checked page by page. `.pages()` gives the pages exactly
 * as the server sent them, before either.
 * @throws {InvalidInputError} on a bad alarm ID, filter or window, before anything is sent
 */
export const listHistory = /* @__PURE__ */ operation(historyGroup, "listHistory");

/**
 * Did the alarm's action run between `start` (inclusive) and `end` (exclusive)? Reads the
 * whole history in that window and answers `succeeded`, `failed` (with `error` and
 * `errorMessage`) or `not run` (with the alarm's current rule and what to check).
 * @throws {InvalidInputError} on a bad alarm ID or window, before anything is sent
 */
export const actionOutcome = /* @__PURE__ */ operation(historyGroup, "actionOutcome");

/**
 * Samples of a meter, newest first, as the one answer the server sent.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const listSamplesPage = /* @__PURE__ */ operation(meterOperations, "listSamplesPage");

/**
 * Samples of a meter, newest first, item by item (`for await`, `.pages()`, `.toArray()`):
 * one request, made when the list is first read (samples do not page).
 * @throws {InvalidInputError} on a bad meter name, filter or limit, before anything is sent
 */
export const listSamples = /* @__PURE__ */ operation(meterOperations, "listSamples");

/**
 * Statistics of a meter, one entry per period (and group).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
 */
export const getMeterStatistics = /* @__PURE__ */ operation(meterOperations, "getMeterStatistics");
