/**
 * The typed telemetry client: alarms and their state, alarm history (one page, every page,
 * decoded, and the "did my alarm action run?" answer), meter samples and statistics.
 *
 * A thin layer over openapi-fetch: requests carry X-Auth-Token, query triples go out in order
 * with `:` as `%3A`, bodies are read as text and checked, and every failure is a typed error.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "../../generated/telemetry.ts";
import type { TokenSource } from "../core/auth-middleware.ts";
import { InvalidInputError, UnexpectedResponseError } from "../core/errors.ts";
import { type Fetch, globalFetch, pipeline } from "../core/fetch-policy.ts";
import { type RetryPolicyOptions, retryPolicy } from "../core/retry-policy.ts";
import { transportPolicy } from "../core/transport-policy.ts";
import { xAuthToken } from "../core/x-auth-token.ts";
import { type ActionOutcome, type OutcomeWindow, readActionOutcome } from "./action-outcome.ts";
import { telemetryErrorFromResponse } from "./errors.ts";
import { type AlarmChange, entryTime } from "./history-detail.ts";
import { type HistoryPageRequest, type HistoryPaging, readAllPages } from "./history-pages.ts";
import { optionalInteger, requireAlarmInput, requireId, requireState } from "./input-checks.ts";
import { type QParams, type QTriple, QueryBuilder, toQParams } from "./q-triples.ts";
import { serializeQuery } from "./query-string.ts";
import {
  bodyText,
  isAlarm,
  isAlarmChange,
  isAlarmState,
  isSample,
  isStatistics,
  readBody,
  readList,
} from "./response-body.ts";
import { type TimeWindow, timeWindow } from "./time-window.ts";

type Schemas = components["schemas"];
export type Alarm = Schemas["Alarm"];
export type AlarmInput = Schemas["AlarmInput"];
export type AlarmState = Schemas["AlarmState"];
export type Sample = Schemas["Sample"];
export type Statistics = Schemas["Statistics"];

/** The platform's largest history page, and its default. */
export const MAX_HISTORY_PAGE = 1440;
/** The platform's limit on query triples in a history request. */
export const MAX_HISTORY_TRIPLES = 10;

export interface TelemetryClientOptions {
  /** Origin of the telemetry API, e.g. `https://telemetry.jp-east-1.cloud.global.fujitsu.com`. */
  baseUrl: string;
  /** The X-Auth-Token: a token source (such as the identity provider) or a fixed token. */
  auth: TokenSource | string;
  /** Transport; default the global fetch. */
  fetch?: Fetch;
  /** Milliseconds to wait for response headers of one attempt; default 30 s. */
  timeoutMs?: number;
  /** Retries of idempotent requests on 429/502/503/504 and network failures; default 3 attempts. */
  retry?: RetryPolicyOptions;
  /** Headers sent on every request (for example an OpenStack deployment's routing headers). */
  headers?: Record<string, string>;
  /** How the server pages alarm history: `offset` (the platform; default) or `marker` (OpenStack Aodh). */
  historyPaging?: HistoryPaging;
  /** Entries per history page when reading a whole history; default and maximum 1440. */
  historyPageSize?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** Query triples, as a list or a builder. */
export type QueryInput = readonly QTriple[] | QueryBuilder;

export interface ListAlarmsOptions {
  /** Filters; Aodh allows only `eq`, one triple per field. */
  q?: QueryInput;
  limit?: number;
  /** `alarm_id` of the last alarm of the previous page. */
  marker?: string;
  /** Sort keys, `key` or `key:asc|desc`. */
  sort?: string[];
}

export interface HistoryQueryOptions {
  /** Filters (`type eq action`, ...); at most 10 triples with the window's two. */
  q?: QueryInput;
  /** Only entries with start <= timestamp < end; applied exactly to what comes back, too. */
  window?: OutcomeWindow | TimeWindow;
}

export interface ListHistoryOptions extends HistoryQueryOptions {
  /** Entries in the page, 1 to 1440. */
  limit?: number;
  /** Entries to skip (platform paging). */
  offset?: number;
  /** `event_id` of the last entry of the previous page (OpenStack paging). */
  marker?: string;
  sort?: string[];
}

export interface ListSamplesOptions {
  q?: QueryInput;
  limit?: number;
}

export interface StatisticsOptions {
  q?: QueryInput;
  /** Period length in seconds; absent means one period over the whole range. */
  period?: number;
  /** Fields to group by, such as `resource_id`. */
  groupby?: string[];
  /** Aggregates, such as `{ func: "cardinality", param: "resource_id" }`. */
  aggregate?: { func: string; param?: string }[];
}

export type TelemetryClient = ReturnType<typeof createTelemetryClient>;

const tripleList = (q: QueryInput | undefined): readonly QTriple[] =>
  q === undefined ? [] : q instanceof QueryBuilder ? q.triples : q;

const asWindow = (w: OutcomeWindow | TimeWindow): TimeWindow =>
  "triples" in w ? (w as TimeWindow) : timeWindow(w.start, w.end);

function fail(operation: string, response: Response, error: unknown): never {
  const { status } = response;
  if (status >= 400) throw telemetryErrorFromResponse(operation, status, error);
  throw new UnexpectedResponseError(operation, { status });
}

function aggregateParams(aggregate: StatisticsOptions["aggregate"]) {
  if (aggregate === undefined || aggregate.length === 0) return {};
  aggregate.forEach((a, i) => {
    if (typeof a?.func !== "string" || a.func === "")
      throw new InvalidInputError(`aggregate[${i}].func`, "must be a non-empty string");
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

/** Creates a client of the telemetry API. */
export function createTelemetryClient(options: TelemetryClientOptions) {
  const paging = options.historyPaging ?? "offset";
  if (paging !== "offset" && paging !== "marker")
    throw new InvalidInputError("historyPaging", 'must be "offset" or "marker"');
  const pageSize =
    optionalInteger("historyPageSize", options.historyPageSize, 1, MAX_HISTORY_PAGE) ?? MAX_HISTORY_PAGE;
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: options.headers,
    querySerializer: serializeQuery,
    fetch: pipeline(
      options.fetch ?? globalFetch,
      retryPolicy(options.retry),
      transportPolicy({ timeoutMs: options.timeoutMs }),
    ),
  });
  raw.use(xAuthToken(options.auth));

  /** History triples (caller's, then the window's), checked against the platform's limit of 10. */
  function historyQuery(query: HistoryQueryOptions): { q: QParams; window: TimeWindow | undefined } {
    const window = query.window === undefined ? undefined : asWindow(query.window);
    const triples = [...tripleList(query.q), ...(window?.triples ?? [])];
    if (triples.length > MAX_HISTORY_TRIPLES) {
      throw new InvalidInputError(
        "q",
        `has ${triples.length} triples with the window's; the platform allows at most ${MAX_HISTORY_TRIPLES}`,
      );
    }
    return { q: toQParams(triples), window };
  }

  async function historyPage(
    alarmId: string,
    q: QParams,
    page: HistoryPageRequest & { sort?: string[] },
    call: CallOptions,
  ) {
    const { data, error, response } = await raw.GET("/v2/alarms/{alarm_id}/history", {
      params: { path: { alarm_id: alarmId }, query: { ...q, ...page } },
      parseAs: "text",
      signal: call.signal,
    });
    if (response.status !== 200) fail(`Reading the history of alarm ${alarmId}`, response, error);
    return readList(bodyText(data), 200, "alarm history entries", isAlarmChange);
  }

  /** Keeps the entries inside the window to the microsecond (the query went out in whole seconds). */
  const inWindow = (entries: AlarmChange[], window: TimeWindow | undefined) =>
    window === undefined ? entries : entries.filter((entry) => window.contains(entryTime(entry)));

  const client = {
    /** The underlying openapi-fetch client, for calls the helpers do not cover. */
    raw,

    /** Lists alarms, optionally filtered. */
    async listAlarms(list: ListAlarmsOptions = {}, call: CallOptions = {}): Promise<Alarm[]> {
      const query = {
        ...toQParams(tripleList(list.q)),
        limit: optionalInteger("limit", list.limit, 1),
        marker: list.marker,
        sort: list.sort,
      };
      const { data, error, response } = await raw.GET("/v2/alarms", {
        params: { query },
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 200) fail("Listing alarms", response, error);
      return readList(bodyText(data), 200, "alarms", isAlarm);
    },

    /**
     * Creates an alarm; needs `name`, `type` and the rule of the type (`threshold_rule`,
     * `event_rule` or `combination_rule`). Not retried: a retry could create it twice.
     */
    async createAlarm(alarm: AlarmInput, call: CallOptions = {}): Promise<Alarm> {
      const body = requireAlarmInput(alarm);
      const { data, error, response } = await raw.POST("/v2/alarms", {
        body,
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 201) fail("Creating an alarm", response, error);
      return readBody(bodyText(data), 201, "the created alarm", isAlarm);
    },

    /** Shows an alarm. @throws {AlarmNotFoundError} when there is no such alarm */
    async getAlarm(alarmId: string, call: CallOptions = {}): Promise<Alarm> {
      const id = requireId("alarmId", alarmId);
      const { data, error, response } = await raw.GET("/v2/alarms/{alarm_id}", {
        params: { path: { alarm_id: id } },
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 200) fail(`Showing alarm ${id}`, response, error);
      return readBody(bodyText(data), 200, "the alarm", isAlarm);
    },

    /** Replaces an alarm's definition with `alarm` (send the whole alarm, e.g. a changed `getAlarm` result). */
    async updateAlarm(alarmId: string, alarm: AlarmInput, call: CallOptions = {}): Promise<Alarm> {
      const id = requireId("alarmId", alarmId);
      const body = requireAlarmInput(alarm);
      const { data, error, response } = await raw.PUT("/v2/alarms/{alarm_id}", {
        params: { path: { alarm_id: id } },
        body,
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 200) fail(`Updating alarm ${id}`, response, error);
      return readBody(bodyText(data), 200, "the updated alarm", isAlarm);
    },

    /** Deletes an alarm; its history stays readable. */
    async deleteAlarm(alarmId: string, call: CallOptions = {}): Promise<void> {
      const id = requireId("alarmId", alarmId);
      const { error, response } = await raw.DELETE("/v2/alarms/{alarm_id}", {
        params: { path: { alarm_id: id } },
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 204) fail(`Deleting alarm ${id}`, response, error);
    },

    /** The alarm's current state. */
    async getAlarmState(alarmId: string, call: CallOptions = {}): Promise<AlarmState> {
      const id = requireId("alarmId", alarmId);
      const { data, error, response } = await raw.GET("/v2/alarms/{alarm_id}/state", {
        params: { path: { alarm_id: id } },
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 200) fail(`Reading the state of alarm ${id}`, response, error);
      return readBody(bodyText(data), 200, "the alarm state", isAlarmState);
    },

    /** Sets the alarm's state by hand; recorded as a `state transition` history entry. */
    async setAlarmState(alarmId: string, state: AlarmState, call: CallOptions = {}): Promise<AlarmState> {
      const id = requireId("alarmId", alarmId);
      const body = requireState(state);
      const { data, error, response } = await raw.PUT("/v2/alarms/{alarm_id}/state", {
        params: { path: { alarm_id: id } },
        body,
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 200) fail(`Setting the state of alarm ${id}`, response, error);
      return readBody(bodyText(data), 200, "the alarm state", isAlarmState);
    },

    /**
     * One page of an alarm's history, newest first, `detail` still a string (see
     * `decodeHistoryEntry`). With `window`, only entries with start <= timestamp < end.
     */
    async listHistory(
      alarmId: string,
      list: ListHistoryOptions = {},
      call: CallOptions = {},
    ): Promise<AlarmChange[]> {
      const id = requireId("alarmId", alarmId);
      const { q, window } = historyQuery(list);
      const page = {
        limit: optionalInteger("limit", list.limit, 1, MAX_HISTORY_PAGE),
        offset: optionalInteger("offset", list.offset, 0),
        marker: list.marker,
        sort: list.sort,
      };
      return inWindow(await historyPage(id, q, page as HistoryPageRequest, call), window);
    },

    /**
     * An alarm's whole history (every page, read with the client's `historyPaging`), newest
     * first. With `window`, only entries with start <= timestamp < end.
     */
    async readHistory(
      alarmId: string,
      query: HistoryQueryOptions = {},
      call: CallOptions = {},
    ): Promise<AlarmChange[]> {
      const id = requireId("alarmId", alarmId);
      const { q, window } = historyQuery(query);
      const entries = await readAllPages((page) => historyPage(id, q, page, call), { pageSize, paging });
      return inWindow(entries, window);
    },

    /**
     * Did the alarm's action run between `start` (inclusive) and `end` (exclusive)? Reads the
     * whole history in that window and answers `succeeded`, `failed` (with `error` and
     * `errorMessage`) or `not run` (with the alarm's current rule and what to check).
     * @throws {InvalidInputError} on a bad alarm ID or window, before anything is sent
     */
    async actionOutcome(
      alarmId: string,
      range: OutcomeWindow,
      call: CallOptions = {},
    ): Promise<ActionOutcome> {
      const id = requireId("alarmId", alarmId);
      return readActionOutcome(
        {
          readHistory: (alarm, triples) => client.readHistory(alarm, { q: triples }, call),
          getAlarm: (alarm) => client.getAlarm(alarm, call),
        },
        id,
        range,
      );
    },

    /** Samples of a meter, newest first. */
    async listSamples(
      meterName: string,
      list: ListSamplesOptions = {},
      call: CallOptions = {},
    ): Promise<Sample[]> {
      const meter = requireId("meterName", meterName);
      const query = { ...toQParams(tripleList(list.q)), limit: optionalInteger("limit", list.limit, 1) };
      const { data, error, response } = await raw.GET("/v2/meters/{meter_name}", {
        params: { path: { meter_name: meter }, query },
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 200) fail(`Listing samples of meter ${meter}`, response, error);
      return readList(bodyText(data), 200, "samples", isSample);
    },

    /** Statistics of a meter, one entry per period (and group). */
    async getStatistics(
      meterName: string,
      stats: StatisticsOptions = {},
      call: CallOptions = {},
    ): Promise<Statistics[]> {
      const meter = requireId("meterName", meterName);
      const query = {
        ...toQParams(tripleList(stats.q)),
        groupby: stats.groupby,
        period: optionalInteger("period", stats.period, 0),
        ...aggregateParams(stats.aggregate),
      };
      const { data, error, response } = await raw.GET("/v2/meters/{meter_name}/statistics", {
        params: { path: { meter_name: meter }, query },
        parseAs: "text",
        signal: call.signal,
      });
      if (response.status !== 200) fail(`Computing statistics of meter ${meter}`, response, error);
      return readList(bodyText(data), 200, "statistics", isStatistics);
    },
  };
  return client;
}
