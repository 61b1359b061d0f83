/**
 * The telemetry client against a real OpenStack Aodh: create an event alarm (modern Aodh has
 * no threshold type), update it, set its state, read its history with and without a time
 * window and over several pages, ask whether its action ran, provoke the documented errors,
 * delete it. Every response Aodh sends is validated against specs/telemetry/openapi.yaml,
 * with objects closed (scripts/verify/spec-validator.ts), so any difference between the spec
 * and the real server fails a test: the request that got it throws, and so does afterEach,
 * with the operation, status and every problem.
 */
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { describeCheck, loadSpecValidator } from "../../../scripts/verify/spec-validator.ts";
import { decodeHistoryEntry, entryTime } from "../../../src/telemetry/history-detail.ts";
import {
  type Alarm,
  type AlarmChange,
  AlarmNotFoundError,
  createTelemetryClient,
  TelemetryBadRequestError,
  type TelemetryClient,
} from "../../../src/telemetry/index.ts";
import { query } from "../../../src/telemetry/q-triples.ts";

const aodhUrl = inject("aodhUrl");
const DETAIL_SCHEMA: Record<AlarmChange["type"], string> = {
  action: "ActionDetail",
  creation: "CreationDetail",
  "rule change": "RuleChangeDetail",
  "state transition": "StateTransitionDetail",
  deletion: "DeletionDetail",
};

describe.runIf(aodhUrl !== "")("telemetry client against a real Aodh", () => {
  const spec = loadSpecValidator("telemetry");
  /** The responses of the current test (and of beforeAll), each validated as it arrived. */
  const seen = spec.checked;
  const validatingFetch = spec.wrap((request) => fetch(request));

  const clientFor = (project: string, extra: object = {}): TelemetryClient =>
    createTelemetryClient({
      baseUrl: aodhUrl,
      // No-auth Aodh ignores the token and takes the identity from these headers.
      auth: "no-auth-mode-token",
      headers: {
        "X-User-Id": "3e5d11fda79448ac99ccefb20be187ca",
        "X-Project-Id": project,
        "X-Roles": "member",
      },
      historyPaging: "marker",
      fetch: validatingFetch,
      ...extra,
    });

  const client = clientFor("b6f16144010811e387e4de429e99ee8c");
  let alarm: Alarm;
  let history: AlarmChange[];

  afterEach(() => {
    const responses = seen.splice(0);
    expect(responses.length).toBeGreaterThan(0);
    for (const r of responses) expect(r.problems, describeCheck(r)).toEqual([]);
  });

  beforeAll(async () => {
    alarm = await client.createAlarm({
      name: "interop-instance-deleted",
      type: "event",
      alarm_actions: ["https://hooks.example.net/alarm"],
      event_rule: { event_type: "compute.instance.delete.end" },
    });
  });

  it("created an event alarm (201) with Aodh's full alarm shape", async () => {
    expect(alarm).toMatchObject({ type: "event", state: "insufficient data", enabled: true });
    expect(alarm.event_rule?.event_type).toBe("compute.instance.delete.end");
    expect(await client.getAlarm(alarm.alarm_id)).toMatchObject({ alarm_id: alarm.alarm_id });
    expect((await client.listAlarms().toArray()).map((a) => a.alarm_id)).toContain(alarm.alarm_id);
    expect(
      await client.listAlarms({ q: query().eq("name", "interop-instance-deleted") }).toArray(),
    ).toHaveLength(1);
    expect(await client.listAlarmsPage({ q: query().eq("name", "interop-instance-deleted") })).toHaveLength(
      1,
    );
  });

  it("updates the alarm and sets its state", async () => {
    // A shown alarm goes back as it is, but for the (null) rule objects of other types, which
    // answers type more loosely than requests (a threshold rule answered may compare with ne).
    const {
      threshold_rule: _threshold,
      combination_rule: _combination,
      ...shown
    } = await client.getAlarm(alarm.alarm_id);
    const updated = await client.updateAlarm(alarm.alarm_id, {
      ...shown,
      severity: "critical",
      event_rule: { event_type: "compute.instance.update" },
    });
    expect(updated).toMatchObject({
      severity: "critical",
      event_rule: { event_type: "compute.instance.update" },
    });
    expect(await client.setAlarmState(alarm.alarm_id, "alarm")).toBe("alarm");
    expect(await client.getAlarmState(alarm.alarm_id)).toBe("alarm");
  });

  it("reads the whole history, newest first, and decodes every entry's detail per the spec", async () => {
    history = await client.listHistory(alarm.alarm_id).toArray();
    expect(history.map((e) => e.type)).toEqual(["state transition", "rule change", "creation"]);
    for (const entry of history) {
      const decoded = decodeHistoryEntry(entry);
      // AlarmChange's type is an open set in the spec: a type without a detail schema fails here.
      const schema = DETAIL_SCHEMA[entry.type] ?? `(no detail schema for "${entry.type}")`;
      expect(spec.component(schema, decoded.detail), entry.type).toEqual([]);
      expect(decoded.time.raw).toBe(entry.timestamp);
      expect(entry.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/);
    }
    const [transition, change, creation] = history.map(decodeHistoryEntry);
    expect(transition?.detail).toEqual({ state: "alarm", state_reason: "Manually set via API" });
    expect(change?.type === "rule change" && change.detail).toMatchObject({ severity: "critical" });
    expect(creation?.type === "creation" && creation.detail.rule).toEqual({
      event_type: "compute.instance.delete.end",
      query: [],
    });
  });

  it("reads the history with a time window, exact to the microsecond", async () => {
    const [transition, change] = history;
    if (transition === undefined || change === undefined) throw new Error("history missing");
    // [rule change, state transition): the wire rounds to seconds, the client cuts exactly.
    const window = { start: entryTime(change).raw, end: entryTime(transition).raw };
    const inside = await client.listHistoryPage(alarm.alarm_id, { window });
    expect(inside.map((e) => e.type)).toEqual(["rule change"]);
    const everything = await client
      .listHistory(alarm.alarm_id, {
        window: { start: new Date(Date.now() - 3_600_000), end: new Date(Date.now() + 60_000) },
      })
      .toArray();
    expect(everything).toHaveLength(3);
    const before = await client.listHistoryPage(alarm.alarm_id, {
      window: { start: "2001-01-01T00:00:00Z", end: "2001-01-02T00:00:00Z" },
    });
    expect(before).toEqual([]);
  });

  it("filters the history by entry type", async () => {
    const creations = await client.listHistoryPage(alarm.alarm_id, { q: query().eq("type", "creation") });
    expect(creations.map((e) => e.type)).toEqual(["creation"]);
  });

  it("reads a history longer than one page to the end (marker paging, 1 entry a page)", async () => {
    const paged = clientFor("b6f16144010811e387e4de429e99ee8c", { historyPageSize: 1 });
    const all = await paged.listHistory(alarm.alarm_id).toArray();
    expect(all.map((e) => e.event_id)).toEqual(history.map((e) => e.event_id));
    // 3 full pages of 1, then the empty page that ends it.
    expect(seen.filter((r) => r.path.endsWith("/history"))).toHaveLength(4);
  });

  it("answers 'not run' from the real history (Aodh records no action entries)", async () => {
    const result = await client.actionOutcome(alarm.alarm_id, {
      start: new Date(Date.now() - 3_600_000),
      end: new Date(Date.now() + 60_000),
    });
    expect(result.outcome).toBe("not run");
    expect(result.outcome === "not run" && result.hint).toContain(
      "it fires on events of type compute.instance.update",
    );
  });

  it("maps Aodh's real errors to typed errors, with bodies as the spec documents them", async () => {
    await expect(client.getAlarm("00000000-0000-0000-0000-000000000000")).rejects.toBeInstanceOf(
      AlarmNotFoundError,
    );
    const badOp = await client
      .listHistoryPage(alarm.alarm_id, {
        q: [{ field: "timestamp", op: "eq", value: "2026-11-20T00:00:00" }],
      })
      .catch((e: unknown) => e);
    expect(badOp).toBeInstanceOf(TelemetryBadRequestError);
    expect(String(badOp)).toContain("unimplemented operator for timestamp");
    // Aodh pages with a marker and rejects the platform's offset: the spec documents both.
    const offset = await client.listHistoryPage(alarm.alarm_id, { offset: 10 }).catch((e: unknown) => e);
    expect(offset).toMatchObject({
      name: "TelemetryBadRequestError",
      serverMessage: 'Unknown argument: "offset"',
    });
  });

  it("refuses a log:// action to a non-administrator with a WSME 401", async () => {
    const error = await client
      .createAlarm({ name: "logger", type: "event", alarm_actions: ["log://"], event_rule: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "TelemetryAuthenticationError", status: 401, code: "Client" });
    expect(String(error)).toMatch(/not authorized to create action: log:.*check the user's roles/);
  });

  it("hides another project's alarm", async () => {
    const stranger = clientFor("5c1e9a7d2b8f4e6a9c3d0b1f2e4a6c8d");
    await expect(stranger.getAlarm(alarm.alarm_id)).rejects.toBeInstanceOf(AlarmNotFoundError);
  });

  it("deletes the alarm (204)", async () => {
    await client.deleteAlarm(alarm.alarm_id);
    await expect(client.getAlarm(alarm.alarm_id)).rejects.toBeInstanceOf(AlarmNotFoundError);
    // Aodh records a deletion entry, but answers 404 for the history of a deleted alarm.
    await expect(client.listHistory(alarm.alarm_id).toArray()).rejects.toBeInstanceOf(AlarmNotFoundError);
  });
});
