/**
 * Every telemetry operation through our client against the Prism mock of specs/telemetry,
 * with request validation on: each success (and each named success example), every
 * documented error example mapped to its typed error, and no sl-violations, so the wire
 * format of the q-triples (repeated, in position order, `:` as %3A) is what the spec declares.
 */
import { describe, expect, it } from "vitest";
import { decodeHistoryEntry } from "../../src/telemetry/history-detail.ts";
import {
  AlarmNotFoundError,
  createTelemetryClient,
  TelemetryAuthenticationError,
  TelemetryBadRequestError,
  type TelemetryClient,
  TelemetryForbiddenError,
  TelemetryServerError,
} from "../../src/telemetry/index.ts";
import { query } from "../../src/telemetry/q-triples.ts";
import { mockUrl, type RecordingFetch, strictPrismFetch } from "../support/prism.ts";

const ALARM = "0f4e4c0e-8b2b-4e4a-9d8e-2f4f2b6c7d10";
const TOKEN = "contract-telemetry-token";
const day = { start: "2026-11-20T00:00:00Z", end: "2026-11-21T00:00:00Z" };
const thresholdInput = {
  name: "cpu-high",
  type: "threshold" as const,
  alarm_actions: ["https://hooks.example.net/alarm"],
  threshold_rule: { meter_name: "cpu_util", threshold: 80, comparison_operator: "gt" as const, period: 600 },
};
const eventInput = {
  name: "instance-deleted",
  type: "event" as const,
  event_rule: { event_type: "compute.instance.delete.end" },
};

function clientWith(prefer?: Parameters<typeof strictPrismFetch>[0], extra: object = {}) {
  const fetch: RecordingFetch = strictPrismFetch(prefer);
  const client = createTelemetryClient({
    baseUrl: mockUrl("telemetry"),
    auth: TOKEN,
    fetch,
    retry: { maxAttempts: 1 },
    ...extra,
  });
  return { client, fetch };
}

describe("telemetry API contract: successes", () => {
  it("lists alarms with filters, sort and paging", async () => {
    const { client, fetch } = clientWith();
    const q = query().eq("type", "threshold").eq("enabled", true);
    const page = await client.listAlarmsPage({ q, limit: 10, sort: ["name:asc"], marker: ALARM });
    expect(page.map((a) => a.type)).toEqual(["threshold", "event"]);
    expect(fetch.requests[0]?.headers.get("x-auth-token")).toBe(TOKEN);
    // Every alarm: a page shorter than the limit is the last one.
    const all = await client.listAlarms({ q, limit: 10, sort: ["name:asc"] }).toArray();
    expect(all.map((a) => a.type)).toEqual(["threshold", "event"]);
    expect(fetch.requests).toHaveLength(2);
    expect(new URL(fetch.requests[1]?.url ?? "").searchParams.get("marker")).toBeNull();
  });

  it("creates a threshold alarm (201) and an event alarm", async () => {
    const { client } = clientWith();
    expect((await client.createAlarm(thresholdInput)).threshold_rule?.meter_name).toBe("cpu_util");
    const event = await clientWith("code=201, example=eventAlarm").client.createAlarm(eventInput);
    expect(event).toMatchObject({ type: "event", event_rule: { event_type: "compute.instance.delete.end" } });
  });

  it("shows, updates and deletes an alarm", async () => {
    const { client, fetch } = clientWith((r) => (r.method === "DELETE" ? "code=204" : undefined));
    const alarm = await client.getAlarm(ALARM);
    const { threshold_rule, ...rest } = alarm;
    const updated = await client.updateAlarm(ALARM, {
      ...rest,
      threshold_rule: { meter_name: "cpu_util", threshold: 90 },
    });
    expect(updated.alarm_id).toBe(ALARM);
    await expect(client.deleteAlarm(ALARM)).resolves.toBeUndefined();
    expect(fetch.requests.map((r) => r.method)).toEqual(["GET", "PUT", "DELETE"]);
    expect(threshold_rule?.meter_name).toBe("cpu_util");
  });

  it("reads and sets the alarm state as a bare JSON string", async () => {
    const { client } = clientWith();
    expect(await client.getAlarmState(ALARM)).toBe("alarm");
    expect(await client.setAlarmState(ALARM, "alarm")).toBe("alarm");
  });

  it("reads history with a time window, limit and offset (the platform's paging)", async () => {
    const { client, fetch } = clientWith();
    const entries = await client.listHistoryPage(ALARM, {
      window: day,
      q: query().eq("type", "action"),
      limit: 100,
      offset: 0,
    });
    expect(entries.map((e) => e.type)).toEqual(["action", "state transition"]);
    expect(new URL(fetch.requests[0]?.url ?? "").search).toBe(
      "?q.field=type&q.op=eq&q.value=action&q.field=timestamp&q.op=ge&q.value=2026-11-20T00%3A00%3A00&q.field=timestamp&q.op=lt&q.value=2026-11-21T00%3A00%3A00&limit=100&offset=0",
    );
  });

  it("reads history with marker and sort (OpenStack paging)", async () => {
    const { client } = clientWith();
    expect(
      await client.listHistoryPage(ALARM, {
        marker: "1b7d3e0c-2a9f-4c51-b8e6-7f0a4d2c9e18",
        sort: ["timestamp:desc"],
        limit: 2,
      }),
    ).toHaveLength(2);
  });

  it.each(["actionSucceeded", "actionFailed", "noAction", "lifecycle", "empty"])(
    "decodes every entry of the %s history example",
    async (example) => {
      const { client } = clientWith(`code=200, example=${example}`);
      const entries = await client.listHistory(ALARM).toArray();
      for (const entry of entries) expect(decodeHistoryEntry(entry).type).toBe(entry.type);
      if (example === "lifecycle")
        expect(entries.map((e) => e.type)).toEqual([
          "deletion",
          "state transition",
          "rule change",
          "creation",
        ]);
    },
  );

  it.each([
    ["actionSucceeded", "succeeded"],
    ["actionFailed", "failed"],
    ["noAction", "not run"],
  ])("answers actionOutcome from the %s example: %s", async (example, outcome) => {
    const { client, fetch } = clientWith((r) =>
      r.url.includes("/history") ? `code=200, example=${example}` : undefined,
    );
    const result = await client.actionOutcome(ALARM, day);
    expect(result.outcome).toBe(outcome);
    if (result.outcome === "failed")
      expect(result).toMatchObject({
        error: "ConnectionError",
        errorMessage: expect.stringContaining("Connection refused"),
      });
    if (result.outcome === "not run") {
      expect(result.hint).toContain("the avg of cpu_util");
      expect(fetch.requests.map((r) => new URL(r.url).pathname)).toEqual([
        `/v2/alarms/${ALARM}/history`,
        `/v2/alarms/${ALARM}`,
      ]);
    }
  });

  it("lists samples and computes statistics with groupby, period and aggregates", async () => {
    const { client } = clientWith();
    const samples = await client.listSamplesPage("cpu_util", {
      q: query().eq("resource_id", "2a4d689b-f0b8-49c1-9eef-87cae58d80db"),
      limit: 2,
    });
    expect(samples[0]).toMatchObject({ counter_name: "cpu_util", counter_volume: 93.4 });
    const stats = await client.getMeterStatistics("cpu_util", {
      q: query().where("timestamp", "ge", new Date("2026-11-20T00:00:00Z")),
      period: 7200,
      groupby: ["resource_id"],
      aggregate: [
        { func: "cardinality", param: "resource_id" },
        { func: "max", param: "" },
      ],
    });
    expect(stats[0]).toMatchObject({ count: 10, avg: 4.5, period: 7200 });
  });
});

type Call = (client: TelemetryClient) => Promise<unknown>;
const operations: [string, Call, number[]][] = [
  ["listAlarms", (c) => c.listAlarms().toArray(), [400, 401, 403, 500]],
  ["listAlarms (listAlarmsPage)", (c) => c.listAlarmsPage({ limit: 5 }), [400, 401, 403, 500]],
  ["createAlarm", (c) => c.createAlarm(eventInput), [400, 401, 403, 500]],
  ["getAlarm", (c) => c.getAlarm(ALARM), [400, 401, 403, 404, 500]],
  ["updateAlarm", (c) => c.updateAlarm(ALARM, thresholdInput), [400, 401, 403, 404, 500]],
  ["deleteAlarm", (c) => c.deleteAlarm(ALARM), [401, 403, 404, 500]],
  ["getAlarmState", (c) => c.getAlarmState(ALARM), [401, 403, 404, 500]],
  ["setAlarmState", (c) => c.setAlarmState(ALARM, "ok"), [400, 401, 403, 404, 500]],
  ["getAlarmHistory", (c) => c.listHistoryPage(ALARM, { window: day }), [400, 401, 403, 404, 500]],
  [
    "getAlarmHistory (listHistory)",
    (c) => c.listHistory(ALARM, { window: day }).toArray(),
    [400, 401, 403, 404, 500],
  ],
  ["listSamples (listSamplesPage)", (c) => c.listSamplesPage("cpu_util"), [400, 401, 403, 500]],
  ["listSamples", (c) => c.listSamples("cpu_util").toArray(), [400, 401, 403, 500]],
  ["getMeterStatistics", (c) => c.getMeterStatistics("cpu_util", { period: 60 }), [400, 401, 403, 500]],
];
const examples: Record<number, [string, new (...args: never[]) => Error][]> = {
  400: [
    ["invalidQuery", TelemetryBadRequestError],
    ["unknownArgument", TelemetryBadRequestError],
    ["invalidAlarm", TelemetryBadRequestError],
  ],
  401: [
    ["unauthorized", TelemetryAuthenticationError],
    ["actionNotAuthorized", TelemetryAuthenticationError],
  ],
  403: [
    ["forbidden", TelemetryForbiddenError],
    ["overQuota", TelemetryForbiddenError],
  ],
  404: [["alarmNotFound", AlarmNotFoundError]],
  500: [["serverError", TelemetryServerError]],
};
const cases = operations.flatMap(([name, call, statuses]) =>
  statuses.flatMap((status) =>
    (examples[status] ?? []).map(([example, ErrorClass]) => ({ name, call, status, example, ErrorClass })),
  ),
);

describe("telemetry API contract: every documented error", () => {
  it.each(cases)(
    "$name maps $status $example to a typed error",
    async ({ call, status, example, ErrorClass }) => {
      const { client } = clientWith(`code=${status}, example=${example}`);
      const error = await call(client).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toMatchObject({ status });
      expect((error as { serverMessage?: string }).serverMessage).toBeTruthy();
      expect(String(error)).not.toContain(TOKEN);
    },
  );

  it("is refused by the mock without an X-Auth-Token, which the client always sends", async () => {
    const response = await fetch(`${mockUrl("telemetry")}/v2/alarms/${ALARM}/state`);
    expect(response.status).toBe(401);
    expect(response.headers.get("sl-violations")).toContain("security");
  });
});
