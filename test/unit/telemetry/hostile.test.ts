/**
 * Every telemetry operation against hostile responses (test/support/hostile.ts): each ends in
 * time with a result or a SvcError, and neither the fixed token nor a token source's token
 * shows in it. History and alarm lists walk pages of 2, so the walkers see hostile later pages.
 */
import { describe, it } from "vitest";
import type { TokenSource } from "../../../src/core/token-source.ts";
import { createTelemetryClient, type TelemetryClient } from "../../../src/telemetry/index.ts";
import { checkHostileResponses, HOSTILE_TEST_TIMEOUT_MS } from "../../support/hostile.ts";

const FIXED = "gAAAAAB-hostile-telemetry-fixed-5e6f";
const ISSUED = "gAAAAAB-hostile-telemetry-issued-7a8b";
const ALARM = "0f4e4c0e-8b2b-4e4a-9d8e-2f4f2b6c7d10";
const window = { start: "2026-11-20T09:00:00Z", end: "2026-11-20T10:00:00Z" };
const alarm = {
  name: "cpu-high",
  type: "threshold" as const,
  threshold_rule: { meter_name: "cpu_util", threshold: 80 },
};

const operations: Record<string, (client: TelemetryClient) => Promise<unknown>> = {
  listAlarms: (c) => c.listAlarms({ limit: 2 }).toArray(),
  listAlarmsPage: (c) => c.listAlarmsPage({ limit: 2, marker: ALARM }),
  createAlarm: (c) => c.createAlarm(alarm),
  getAlarm: (c) => c.getAlarm(ALARM),
  updateAlarm: (c) => c.updateAlarm(ALARM, alarm),
  deleteAlarm: (c) => c.deleteAlarm(ALARM),
  getAlarmState: (c) => c.getAlarmState(ALARM),
  setAlarmState: (c) => c.setAlarmState(ALARM, "alarm"),
  listHistoryPage: (c) => c.listHistoryPage(ALARM, { window, limit: 2 }),
  listHistory: (c) => c.listHistory(ALARM, { window }).toArray(),
  actionOutcome: (c) => c.actionOutcome(ALARM, window),
  listSamplesPage: (c) => c.listSamplesPage("cpu_util", { limit: 2 }),
  listSamples: (c) => c.listSamples("cpu_util", { limit: 2 }).toArray(),
  getMeterStatistics: (c) => c.getMeterStatistics("cpu_util", { period: 60, aggregate: [{ func: "max" }] }),
};

const source: TokenSource = { getToken: async () => ISSUED, invalidate: () => {} };

describe("telemetry API against hostile responses", () => {
  it.each<[string, TokenSource | string]>([
    ["a fixed token", FIXED],
    ["a token source", source],
  ])(
    "ends every operation with a result or a SvcError, in time, with no secret shown (%s)",
    async (_kind, auth) => {
      await checkHostileResponses<TelemetryClient>({
        client: (fetch, timeoutMs) =>
          createTelemetryClient({
            baseUrl: "https://telemetry.hostile.test",
            auth,
            fetch,
            timeoutMs,
            retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
            historyPageSize: 2,
          }),
        operations,
        secrets: [FIXED, ISSUED],
      });
    },
    HOSTILE_TEST_TIMEOUT_MS,
  );
});
