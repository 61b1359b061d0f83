/**
 * Decoding `detail` for every entry type: action (Succeeded and Failed), creation, rule change,
 * state transition and deletion; and a typed error that keeps the raw text for anything else.
 */
import { describe, expect, it } from "vitest";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import { decodeHistoryEntry } from "../../../src/telemetry/history-detail.ts";
import { type AlarmChange, HistoryDetailError, TelemetryError } from "../../../src/telemetry/index.ts";
import { actionDetail, entry, thresholdAlarm } from "./fake-telemetry.ts";

const caught = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
};

describe("history detail decoding", () => {
  it("decodes a succeeded action with its alarm and rule", () => {
    const decoded = decodeHistoryEntry(
      entry("action", "2026-11-20T09:15:02.418237", actionDetail("Succeeded")),
    );
    expect(decoded.type).toBe("action");
    if (decoded.type !== "action") return;
    expect(decoded.detail).toMatchObject({
      action_state: "Succeeded",
      notification_resource: "https://hooks.example.net/alarm",
      region: "jp-east-1",
      action: "https://hooks.example.net/alarm",
      previous: "ok",
    });
    expect(decoded.detail.alarm?.rule).toMatchObject({ meter_name: "cpu_util", threshold: 80 });
    expect(decoded.time.epochMicros % 1_000_000).toBe(418237);
    expect(decoded.timestamp).toBe("2026-11-20T09:15:02.418237");
  });

  it("decodes a failed action with error and error_message", () => {
    const detail = actionDetail("Failed", { error: "ConnectionError", error_message: "Connection refused" });
    const decoded = decodeHistoryEntry(entry("action", "2026-11-20T09:15:02.431904", detail));
    expect(decoded.type === "action" && decoded.detail).toMatchObject({
      action_state: "Failed",
      error: "ConnectionError",
      error_message: "Connection refused",
    });
  });

  it("decodes a creation entry into the alarm as created", () => {
    const created = { ...thresholdAlarm, rule: thresholdAlarm.threshold_rule, threshold_rule: undefined };
    const decoded = decodeHistoryEntry(entry("creation", "2026-11-20T08:41:07.120455", created));
    expect(decoded.type === "creation" && decoded.detail).toMatchObject({
      name: "cpu-high",
      type: "threshold",
      rule: { meter_name: "cpu_util", comparison_operator: "gt" },
    });
  });

  it("decodes a rule change entry into the fields that changed", () => {
    const decoded = decodeHistoryEntry(
      entry("rule change", "2026-11-20T08:55:12.514733", {
        severity: "critical",
        rule: { event_type: "x.y" },
      }),
    );
    expect(decoded.type === "rule change" && decoded.detail).toEqual({
      severity: "critical",
      rule: { event_type: "x.y" },
    });
  });

  it("decodes state transitions written by the evaluator and by the API", () => {
    const byEvaluator = decodeHistoryEntry(
      entry("state transition", "2026-11-20T09:15:02.402113", {
        state: "alarm",
        transition_reason: "3 samples",
      }),
    );
    const byApi = decodeHistoryEntry(
      entry("state transition", "2026-11-20T09:20:00", { state: "ok", state_reason: "Manually set via API" }),
    );
    expect(byEvaluator.detail).toEqual({ state: "alarm", transition_reason: "3 samples" });
    expect(byApi.detail).toEqual({ state: "ok", state_reason: "Manually set via API" });
  });

  it("decodes a deletion entry into the state the alarm had", () => {
    const decoded = decodeHistoryEntry(entry("deletion", "2026-11-20T10:02:45.007310", { state: "alarm" }));
    expect(decoded.type === "deletion" && decoded.detail.state).toBe("alarm");
  });

  it("keeps the raw detail text next to the decoded object", () => {
    const raw = '{"state": "alarm"}';
    expect(decodeHistoryEntry(entry("deletion", "2026-11-20T10:02:45", raw)).rawDetail).toBe(raw);
  });

  it("turns a detail that is not JSON into a HistoryDetailError that keeps the raw text", () => {
    const bad = entry("action", "2026-11-20T09:15:02", '{"action_state": "Succeeded", ');
    const error = caught(() => decodeHistoryEntry(bad));
    expect(error).toBeInstanceOf(HistoryDetailError);
    expect(error).toBeInstanceOf(TelemetryError);
    expect(error).toMatchObject({ raw: bad.detail, eventId: bad.event_id, entryType: "action" });
    expect(String(error)).toMatch(/not valid JSON/);
  });

  it.each([
    ["action", "[1, 2]", /not a JSON object/],
    ["action", '{"action_state": "Maybe"}', /no action_state/],
    ["action", '{"action_state": "Failed", "alarm": "x"}', /alarm that is not an object/],
    ["state transition", '{"state": "broken"}', /no valid state/],
    ["deletion", "{}", /no valid state/],
    ["creation", '{"rule": 5}', /rule that is not an object/],
  ] as const)("rejects a %s detail of the wrong shape: %s", (type, detail, message) => {
    const error = caught(() => decodeHistoryEntry(entry(type, "2026-11-20T09:15:02", detail)));
    expect(error).toBeInstanceOf(HistoryDetailError);
    expect(String(error)).toMatch(message);
    expect((error as HistoryDetailError).raw).toBe(detail);
  });

  it("rejects an entry type the platform does not document", () => {
    const odd = {
      ...entry("deletion", "2026-11-20T09:15:02", "{}"),
      type: "migration",
    } as unknown as AlarmChange;
    expect(caught(() => decodeHistoryEntry(odd))).toMatchObject({
      name: "HistoryDetailError",
      entryType: "migration",
    });
  });

  it("rejects an unreadable timestamp as a malformed response", () => {
    const error = caught(() => decodeHistoryEntry(entry("deletion", "20/11/2026", { state: "ok" })));
    expect(error).toBeInstanceOf(MalformedResponseError);
  });
});
