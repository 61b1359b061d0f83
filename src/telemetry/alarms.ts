/**
 * Alarms and their state: list (every alarm, or one page), create, show, update, delete, and
 * read or set the state. Alarms page the OpenStack way, with `limit` and `marker` (the
 * `alarm_id` of the last alarm read); without a `limit` the server sends every alarm at once.
 */
import type { paths } from "../../generated/telemetry.ts";
import type { ApiClient } from "../core/api-client.ts";
import { readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { optionalLimit, requireId } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { lastItemMarker } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { arrayOf } from "../core/read-json.ts";
import { isAlarm, isAlarmState } from "./guards.ts";
import { alarmListQuery, optionalMarker, optionalNames, requireAlarmInput, requireState } from "./input.ts";
import type { QueryInput } from "./q-triples.ts";
import type { Alarm, AlarmInput, AlarmState } from "./types.ts";

export interface ListAlarmsOptions {
  /**
   * Filters: `eq` only, each field once, on `all_projects`, `user_id`, `project_id`, `type`,
   * `name`, `enabled`, `state`, `severity`, `timestamp` or `repeat_actions`.
   */
  q?: QueryInput;
  /** Alarms per page; without it the server sends every alarm in one answer. */
  limit?: number;
  /** Sort keys, `key` or `key:asc|desc`. */
  sort?: string[];
}

export interface ListAlarmsPageOptions extends ListAlarmsOptions {
  /** `alarm_id` of the last alarm of the previous page. */
  marker?: string;
}

const isAlarmList = arrayOf(isAlarm);

/** The query of an alarm list, checked. */
const alarmsQuery = (options: ListAlarmsOptions) => ({
  ...alarmListQuery(options.q),
  limit: optionalLimit("options.limit", options.limit),
  sort: optionalNames("options.sort", options.sort),
});
type AlarmsQuery = ReturnType<typeof alarmsQuery> & { marker?: string };

/**
 * The show of an alarm on its own, without the alarm group: the history group's action outcome
 * reads the alarm, and an app that asks only that does not carry the other alarm operations.
 */
export function alarmReader(api: ApiClient<paths>) {
  return async (alarmId: string, call?: CallOptions): Promise<Alarm> => {
    const id = requireId("alarmId", alarmId);
    const answer = await api.send("getAlarm", [200], call, (init) =>
      api.raw.GET("/v2/alarms/{alarm_id}", { params: { path: { alarm_id: id } }, ...init }),
    );
    return readAnswer(answer, isAlarm, "the alarm", "getAlarm");
  };
}

export function alarmOperations(api: ApiClient<paths>) {
  const getAlarm = alarmReader(api);
  // Without a limit the server sends every alarm at once; with one, a full page is followed by
  // the page after its last alarm.
  const alarms = defineList<AlarmsQuery, Alarm[], Alarm>(api, {
    operation: "listAlarms",
    request: (query, init) => api.raw.GET("/v2/alarms", { params: { query }, ...init }),
    read: jsonPage(isAlarmList, "the alarm list"),
    items: (page) => page,
    cursor: lastItemMarker((page) => page.at(-1)?.alarm_id),
    itemKey: (alarm) => alarm.alarm_id,
  });

  return {
    /**
     * One page of alarms, as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async listAlarmsPage(options: ListAlarmsPageOptions = {}, call?: CallOptions): Promise<Alarm[]> {
      return alarms.page({ ...alarmsQuery(options), marker: optionalMarker(options.marker) }, call);
    },

    /**
     * Every alarm, optionally filtered, loaded lazily: one answer without `limit`, pages of
     * `limit` alarms with it (the next page starts after the last alarm of a full one).
     * @throws {InvalidInputError} on a bad filter, limit or sort key, before anything is sent
     */
    listAlarms(options: ListAlarmsOptions = {}, list?: ListOptions): Paginated<Alarm[], Alarm> {
      return alarms.walk(alarmsQuery(options), list);
    },

    /**
     * Creates an alarm; needs `name`, `type` and the rule of the type (`threshold_rule`,
     * `event_rule` or `combination_rule`). Not retried: a retry could create it twice.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async createAlarm(alarm: AlarmInput, call?: CallOptions): Promise<Alarm> {
      const body = requireAlarmInput(alarm);
      const answer = await api.send("createAlarm", [201], call, (init) =>
        api.raw.POST("/v2/alarms", { body, ...init }),
      );
      return readAnswer(answer, isAlarm, "the created alarm", "createAlarm");
    },

    /** Shows an alarm. @throws {AlarmNotFoundError} when there is no such alarm */
    async getAlarm(alarmId: string, call?: CallOptions): Promise<Alarm> {
      return getAlarm(alarmId, call);
    },

    /**
     * Replaces an alarm's definition with `alarm` (send the whole alarm, e.g. a changed `getAlarm` result).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async updateAlarm(alarmId: string, alarm: AlarmInput, call?: CallOptions): Promise<Alarm> {
      const id = requireId("alarmId", alarmId);
      const body = requireAlarmInput(alarm);
      const answer = await api.send("updateAlarm", [200], call, (init) =>
        api.raw.PUT("/v2/alarms/{alarm_id}", { params: { path: { alarm_id: id } }, body, ...init }),
      );
      return readAnswer(answer, isAlarm, "the updated alarm", "updateAlarm");
    },

    /**
     * Deletes an alarm; its history stays readable on the platform (Aodh answers 404 for it).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async deleteAlarm(alarmId: string, call?: CallOptions): Promise<void> {
      const id = requireId("alarmId", alarmId);
      await api.send("deleteAlarm", [204], call, (init) =>
        api.raw.DELETE("/v2/alarms/{alarm_id}", { params: { path: { alarm_id: id } }, ...init }),
      );
    },

    /**
     * The alarm's current state.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async getAlarmState(alarmId: string, call?: CallOptions): Promise<AlarmState> {
      const id = requireId("alarmId", alarmId);
      const answer = await api.send("getAlarmState", [200], call, (init) =>
        api.raw.GET("/v2/alarms/{alarm_id}/state", { params: { path: { alarm_id: id } }, ...init }),
      );
      return readAnswer(answer, isAlarmState, "the alarm state", "getAlarmState");
    },

    /**
     * Sets the alarm's state by hand; recorded as a `state transition` history entry.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async setAlarmState(alarmId: string, state: AlarmState, call?: CallOptions): Promise<AlarmState> {
      const id = requireId("alarmId", alarmId);
      const body = requireState(state);
      const answer = await api.send("setAlarmState", [200], call, (init) =>
        api.raw.PUT("/v2/alarms/{alarm_id}/state", { params: { path: { alarm_id: id } }, body, ...init }),
      );
      return readAnswer(answer, isAlarmState, "the alarm state", "setAlarmState");
    },
  };
}
