/**
 * Issue 29: every operation of the telemetry client is also a function of its own taking a
 * bare client first (`actionOutcome(client, alarmId, window)`), so a browser app carries only
 * what it imports (bench/size/telemetry-operations.js). Both forms are the same operations of
 * the same groups: the names match one to one, and a call sends the same requests and answers
 * the same.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import * as telemetry from "../../../src/telemetry/index.ts";
import type { FakeFetch } from "../../support/fake-fetch.ts";
import { expectOneFunctionPerMethod, expectSameRequests } from "../../support/operation-functions.ts";
import { actionDetail, entry, fakeTelemetry, thresholdAlarm } from "./fake-telemetry.ts";

const options = (fetch: FakeFetch, extra: object = {}) => ({
  baseUrl: "https://telemetry.test",
  auth: "token-abcdef",
  fetch,
  retry: { maxAttempts: 1 },
  ...extra,
});
const window = { start: "2026-11-20T09:00:00Z", end: "2026-11-20T10:00:00Z" };
const ran = entry("action", "2026-11-20T09:15:02.418237", actionDetail("Succeeded"));
const notRun = entry("state transition", "2026-11-20T09:15:00", { state: "alarm", transition_reason: "x" });

describe("telemetry operations as functions of their own", () => {
  it("the entry point exports a function for every method of the client, and no other", () => {
    const client = telemetry.createTelemetryClient(options(fakeTelemetry({ alarm: thresholdAlarm })));
    const methods = expectOneFunctionPerMethod(telemetry, client, [
      "createTelemetryBareClient",
      "createTelemetryClient",
      "decodeHistoryEntry",
      "describeAlarmCondition",
      "formatQueryTime",
      "parseUtcTimestamp",
      "query",
      "telemetryQueryString",
      "timeWindow",
      "toQParams",
    ]);
    expect(methods).toHaveLength(14);
  });

  it("a bare client has raw alone; an operation on it sends what the method sends", async () => {
    const viaMethod = fakeTelemetry({ alarm: thresholdAlarm, history: [notRun] });
    const viaFunction = fakeTelemetry({ alarm: thresholdAlarm, history: [notRun] });
    const bare = telemetry.createTelemetryBareClient(options(viaFunction));
    expect(Object.keys(bare)).toEqual(["raw"]);
    const a = await telemetry
      .createTelemetryClient(options(viaMethod))
      .actionOutcome(thresholdAlarm.alarm_id, window);
    const b = await telemetry.actionOutcome(bare, thresholdAlarm.alarm_id, window);
    // The same answer, compared as data: its window holds a `contains` function of its own per
    // call, so toEqual tells apart even two answers of the method itself.
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    // Not run: the answer read the alarm's rule too (the history group's own alarm reader).
    expect(b.outcome).toBe("not run");
    expectSameRequests(viaMethod, viaFunction);
  });

  it("the client's history paging holds for the functions", async () => {
    const fetch = fakeTelemetry({ alarm: thresholdAlarm, history: [ran], paging: "marker" });
    const bare = telemetry.createTelemetryBareClient(
      options(fetch, { historyPaging: "marker", historyPageSize: 5 }),
    );
    expect(await telemetry.listHistory(bare, thresholdAlarm.alarm_id).toArray()).toHaveLength(1);
    expect(fetch.sent[0]?.url.search).toContain("limit=5");
    expect(fetch.sent[0]?.url.search).not.toContain("offset");
  });

  it("errors behave the same through the functions", async () => {
    const bare = telemetry.createTelemetryBareClient(options(fakeTelemetry({ alarm: thresholdAlarm })));
    expect((await telemetry.getAlarm(bare, thresholdAlarm.alarm_id)).name).toBe(thresholdAlarm.name);
    await expect(telemetry.getAlarm(bare, "00000000-0000-4000-8000-000000000099")).rejects.toBeInstanceOf(
      telemetry.AlarmNotFoundError,
    );
    await expect(telemetry.getAlarm(bare, "..")).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("a client made by createTelemetryClient is a bare client too", async () => {
    const client = telemetry.createTelemetryClient(options(fakeTelemetry({ alarm: thresholdAlarm })));
    expect((await telemetry.getAlarm(client, thresholdAlarm.alarm_id)).alarm_id).toBe(
      thresholdAlarm.alarm_id,
    );
  });

  it("refuses a client it did not make, before anything is sent", () => {
    const fake = { raw: {} } as unknown as telemetry.TelemetryBareClient;
    expect(() => telemetry.listAlarms(fake)).toThrow(/createTelemetryBareClient/);
    expect(() => telemetry.actionOutcome(fake, "x", window)).toThrow(InvalidInputError);
  });

  it("a bare client checks its options as the client does", () => {
    expect(() =>
      telemetry.createTelemetryBareClient({ ...options(fakeTelemetry({})), historyPaging: "pages" as never }),
    ).toThrow(InvalidInputError);
  });
});
