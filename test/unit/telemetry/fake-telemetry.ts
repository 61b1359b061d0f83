/**
 * A fake telemetry server for unit tests, on the shared scripted fetch (fakeFetch with an
 * answer function): it serves one alarm and its history with the platform's limit/offset
 * paging or Aodh's limit/marker paging; fakeFetch records every request, so tests can assert
 * on the exact wire.
 */
import type { components } from "../../../generated/telemetry.ts";
import { type FakeFetch, fakeFetch, json } from "../../support/fake-fetch.ts";

type Alarm = components["schemas"]["Alarm"];
type AlarmChange = components["schemas"]["AlarmChange"];

export interface FakeTelemetry extends FakeFetch {
  /** The query strings of the history requests, in order. */
  historyQueries(): string[];
}

const fault = (status: number, faultstring: string) =>
  json(status, { error_message: { faultcode: "Client", faultstring, debuginfo: null } });

export const notFound = (id: string) => fault(404, `Alarm ${id} not found`);

export function fakeTelemetry(options: {
  alarm?: Alarm;
  history?: AlarmChange[];
  paging?: "offset" | "marker" | "ignores-offset";
}): FakeTelemetry {
  const history = options.history ?? [];
  const fetch = fakeFetch((request) => {
    const url = new URL(request.url);
    const historyPath = url.pathname.match(/^\/v2\/alarms\/([^/]+)\/history$/);
    if (historyPath) {
      const limit = Number(url.searchParams.get("limit") ?? 1440);
      let start = 0;
      if (options.paging === "marker") {
        const marker = url.searchParams.get("marker");
        start = marker === null ? 0 : history.findIndex((e) => e.event_id === marker) + 1;
      } else if (options.paging !== "ignores-offset") {
        start = Number(url.searchParams.get("offset") ?? 0);
      }
      return json(200, history.slice(start, start + limit));
    }
    const alarmPath = url.pathname.match(/^\/v2\/alarms\/([^/]+)$/);
    if (alarmPath) {
      const id = decodeURIComponent(alarmPath[1] ?? "");
      return options.alarm && options.alarm.alarm_id === id ? json(200, options.alarm) : notFound(id);
    }
    return fault(400, "no route");
  });
  return Object.assign(fetch, {
    historyQueries: () =>
      fetch.sent.filter((s) => s.url.pathname.endsWith("/history")).map((s) => s.url.search),
  });
}

let counter = 0;

/** A history entry; `detail` is encoded from an object unless a string is given. */
export function entry(
  type: AlarmChange["type"],
  timestamp: string,
  detail: unknown,
  alarmId = "0f4e4c0e-8b2b-4e4a-9d8e-2f4f2b6c7d10",
): AlarmChange {
  counter += 1;
  return {
    alarm_id: alarmId,
    event_id: `evt-${String(counter).padStart(6, "0")}`,
    type,
    detail: typeof detail === "string" ? detail : JSON.stringify(detail),
    on_behalf_of: "b6f16144010811e387e4de429e99ee8c",
    project_id: "b6f16144010811e387e4de429e99ee8c",
    user_id: "3e5d11fda79448ac99ccefb20be187ca",
    timestamp,
  };
}

export const thresholdAlarm: Alarm = {
  alarm_id: "0f4e4c0e-8b2b-4e4a-9d8e-2f4f2b6c7d10",
  name: "cpu-high",
  description: "CPU above 80% for three periods",
  type: "threshold",
  enabled: true,
  state: "ok",
  timestamp: "2026-11-20T08:55:12.514733",
  state_timestamp: "2026-11-20T08:55:12.514733",
  user_id: "3e5d11fda79448ac99ccefb20be187ca",
  project_id: "b6f16144010811e387e4de429e99ee8c",
  ok_actions: [],
  alarm_actions: ["https://hooks.example.net/alarm"],
  insufficient_data_actions: [],
  repeat_actions: false,
  time_constraints: [],
  threshold_rule: {
    meter_name: "cpu_util",
    evaluation_periods: 3,
    period: 600,
    statistic: "avg",
    threshold: 80,
    comparison_operator: "gt",
    exclude_outliers: false,
    query: [{ field: "resource_id", op: "eq", value: "2a4d689b-f0b8-49c1-9eef-87cae58d80db" }],
  },
};

export const actionDetail = (state: "Succeeded" | "Failed", extra: Record<string, unknown> = {}) => ({
  notification_resource: "https://hooks.example.net/alarm",
  region: "jp-east-1",
  action_state: state,
  reason: "Transition to alarm due to 3 samples outside threshold, most recent: 93.4",
  action: "https://hooks.example.net/alarm",
  previous: "ok",
  alarm: {
    alarm_id: thresholdAlarm.alarm_id,
    name: "cpu-high",
    type: "threshold",
    state: "alarm",
    rule: thresholdAlarm.threshold_rule,
  },
  ...extra,
});
