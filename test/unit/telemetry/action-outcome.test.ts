/**
 * actionOutcome: succeeded, failed, not run (with the hint to check the threshold condition and
 * the alarm's current rule), and a history longer than one page read to the end, with the
 * platform's offset paging and with Aodh's marker paging.
 */
import { describe, expect, it } from "vitest";
import { createTelemetryClient } from "../../../src/telemetry/index.ts";
import { actionDetail, entry, fakeTelemetry, thresholdAlarm } from "./fake-telemetry.ts";

const window = { start: "2026-11-20T09:00:00Z", end: "2026-11-20T10:00:00Z" };
const clientOf = (fetch: ReturnType<typeof fakeTelemetry>, extra: object = {}) =>
  createTelemetryClient({ baseUrl: "https://telemetry.test", auth: "token-abcdef", fetch, ...extra });

describe("actionOutcome", () => {
  it("answers succeeded when the window's action entries succeeded", async () => {
    const ok = entry("action", "2026-11-20T09:15:02.418237", actionDetail("Succeeded"));
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history: [ok] });
    const result = await clientOf(fetch).actionOutcome(thresholdAlarm.alarm_id, window);
    expect(result.outcome).toBe("succeeded");
    if (result.outcome !== "succeeded") return;
    expect(result.latest.event_id).toBe(ok.event_id);
    expect(result.actions).toHaveLength(1);
    expect(fetch.historyQueries()).toEqual([
      "?q.field=timestamp&q.op=ge&q.value=2026-11-20T09%3A00%3A00" +
        "&q.field=timestamp&q.op=lt&q.value=2026-11-20T10%3A00%3A00" +
        "&q.field=type&q.op=eq&q.value=action&limit=1440&offset=0",
    ]);
  });

  it("answers failed with error and error_message of the newest failure", async () => {
    const older = entry(
      "action",
      "2026-11-20T09:10:00",
      actionDetail("Failed", { error: "Old", error_message: "old" }),
    );
    const newer = entry(
      "action",
      "2026-11-20T09:15:02.431904",
      actionDetail("Failed", { error: "ConnectionError", error_message: "Connection refused" }),
    );
    const succeeded = entry("action", "2026-11-20T09:12:00", actionDetail("Succeeded"));
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history: [newer, succeeded, older] });
    const result = await clientOf(fetch).actionOutcome(thresholdAlarm.alarm_id, window);
    expect(result).toMatchObject({
      outcome: "failed",
      error: "ConnectionError",
      errorMessage: "Connection refused",
    });
    if (result.outcome !== "failed") return;
    expect(result.failures.map((f) => f.event_id)).toEqual([newer.event_id, older.event_id]);
    expect(result.actions).toHaveLength(3);
  });

  it("answers not run with the alarm's current rule and the hint to check its threshold condition", async () => {
    const transition = entry("state transition", "2026-11-20T09:15:00", {
      state: "alarm",
      transition_reason: "x",
    });
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history: [transition] });
    const result = await clientOf(fetch).actionOutcome(thresholdAlarm.alarm_id, window);
    expect(result.outcome).toBe("not run");
    if (result.outcome !== "not run") return;
    expect(result.actions).toEqual([]);
    expect(result.alarm?.threshold_rule).toEqual(thresholdAlarm.threshold_rule);
    expect(result.hint).toContain("No action entry between 2026-11-20T09:00:00Z and 2026-11-20T10:00:00Z");
    expect(result.hint).toContain("Check the alarm's threshold condition");
    expect(result.hint).toContain(
      "the avg of cpu_util (only where resource_id eq 2a4d689b-f0b8-49c1-9eef-87cae58d80db) is above 80 for 3 consecutive periods of 600 s",
    );
  });

  it("counts only action entries inside the exact window, to the microsecond", async () => {
    // The query goes out in whole seconds: the server may return entries just outside.
    const before = entry("action", "2026-11-20T09:00:00.499999", actionDetail("Succeeded"));
    const after = entry("action", "2026-11-20T09:30:00.500000", actionDetail("Succeeded"));
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history: [after, before] });
    const result = await clientOf(fetch).actionOutcome(thresholdAlarm.alarm_id, {
      start: "2026-11-20T09:00:00.5Z",
      end: "2026-11-20T09:30:00.5Z",
    });
    expect(result.outcome).toBe("not run");
    expect(fetch.historyQueries()[0]).toContain("q.value=2026-11-20T09%3A00%3A00&");
    expect(fetch.historyQueries()[0]).toContain("q.value=2026-11-20T09%3A30%3A01&");
  });

  it("says when the alarm no longer exists instead of failing", async () => {
    const fetch = fakeTelemetry({ history: [] });
    const result = await clientOf(fetch).actionOutcome("gone-alarm", window);
    expect(result).toMatchObject({ outcome: "not run", alarm: undefined });
    expect(result.outcome === "not run" && result.hint).toMatch(/no longer exists/);
  });

  it("mentions a disabled alarm and one without alarm actions in the hint", async () => {
    const idle = { ...thresholdAlarm, enabled: false, alarm_actions: [] };
    const result = await clientOf(fakeTelemetry({ alarm: idle, history: [] })).actionOutcome(
      idle.alarm_id,
      window,
    );
    expect(result.outcome === "not run" && result.hint).toMatch(/disabled.*no alarm_actions/);
  });

  const longHistory = () =>
    Array.from({ length: 25 }, (_, i) =>
      entry(
        "action",
        `2026-11-20T09:${String(50 - i).padStart(2, "0")}:00.000123`,
        i === 24
          ? actionDetail("Failed", { error: "Timeout", error_message: "no answer" })
          : actionDetail("Succeeded"),
      ),
    );

  it("reads a history longer than one page to the end with offset paging", async () => {
    const history = longHistory();
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history, paging: "offset" });
    const result = await clientOf(fetch, { historyPageSize: 10 }).actionOutcome(
      thresholdAlarm.alarm_id,
      window,
    );
    expect(result).toMatchObject({ outcome: "failed", error: "Timeout", errorMessage: "no answer" });
    expect(result.actions).toHaveLength(25);
    expect(fetch.historyQueries().map((q) => new URLSearchParams(q).get("offset"))).toEqual([
      "0",
      "10",
      "20",
    ]);
  });

  it("reads a history longer than one page to the end with marker paging", async () => {
    const history = longHistory();
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history, paging: "marker" });
    const client = clientOf(fetch, { historyPageSize: 10, historyPaging: "marker" });
    const result = await client.actionOutcome(thresholdAlarm.alarm_id, window);
    expect(result.actions).toHaveLength(25);
    expect(fetch.historyQueries().map((q) => new URLSearchParams(q).get("marker"))).toEqual([
      null,
      history[9]?.event_id,
      history[19]?.event_id,
    ]);
  });

  it("asks for one more page when the last page is exactly full", async () => {
    const history = longHistory().slice(0, 20);
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history });
    const result = await clientOf(fetch, { historyPageSize: 10 }).actionOutcome(
      thresholdAlarm.alarm_id,
      window,
    );
    expect(result.actions).toHaveLength(20);
    expect(fetch.historyQueries()).toHaveLength(3);
  });

  it("stops with a typed error when the server ignores offset and repeats the first page", async () => {
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history: longHistory(), paging: "ignores-offset" });
    await expect(
      clientOf(fetch, { historyPageSize: 10 }).actionOutcome(thresholdAlarm.alarm_id, window),
    ).rejects.toMatchObject({
      name: "MalformedResponseError",
      message: expect.stringMatching(/historyPaging: "marker"/),
    });
    expect(fetch.historyQueries()).toHaveLength(2);
  });

  it("rejects a bad window or alarm ID before sending anything", async () => {
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history: [] });
    const client = clientOf(fetch);
    await expect(
      client.actionOutcome(thresholdAlarm.alarm_id, {
        start: "2026-11-20T10:00:00Z",
        end: "2026-11-20T09:00:00Z",
      }),
    ).rejects.toMatchObject({ name: "InvalidInputError", field: "range.end" });
    await expect(client.actionOutcome("", window)).rejects.toMatchObject({ field: "alarmId" });
    expect(fetch.requests).toHaveLength(0);
  });

  it("fails with a HistoryDetailError when an action entry's detail is not JSON", async () => {
    const broken = entry("action", "2026-11-20T09:15:00", "not json at all");
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history: [broken] });
    await expect(clientOf(fetch).actionOutcome(thresholdAlarm.alarm_id, window)).rejects.toMatchObject({
      name: "HistoryDetailError",
      raw: "not json at all",
    });
  });
});
