/**
 * Walking lists with core's page walker: `listHistory` (offset or marker paging, the window
 * applied to every page, entries de-duplicated by event_id, a server that ignores the paging
 * parameter) and `listAlarms` (one answer without a limit, marker pages with one); both lazy,
 * each walk starting afresh, with `maxPages` and `signal`.
 */
import { describe, expect, it } from "vitest";
import { AbortError, InvalidInputError, MalformedResponseError } from "../../../src/core/errors.ts";
import { type Alarm, type AlarmChange, createTelemetryClient } from "../../../src/telemetry/index.ts";
import { type Answer, fakeFetch, json } from "../../support/fake-fetch.ts";
import { actionDetail, entry, fakeTelemetry, thresholdAlarm } from "./fake-telemetry.ts";

const clientOf = (fetch: ReturnType<typeof fakeFetch>, extra: object = {}) =>
  createTelemetryClient({ baseUrl: "https://telemetry.test", auth: "token-abcdef", fetch, ...extra });

/** Ten action entries, newest first, one a minute from 09:50 down. */
const tenEntries = () =>
  Array.from({ length: 10 }, (_, i) =>
    entry("action", `2026-11-20T09:${String(50 - i).padStart(2, "0")}:00.000001`, actionDetail("Succeeded")),
  );

const ids = (entries: readonly AlarmChange[]) => entries.map((e) => e.event_id);

describe("listHistory: every entry, page by page", () => {
  it("loads nothing until it is iterated", async () => {
    const fetch = fakeTelemetry({ history: tenEntries() });
    const list = clientOf(fetch).listHistory("a1");
    expect(fetch.sent).toHaveLength(0);
    await list.toArray();
    expect(fetch.sent).toHaveLength(1);
  });

  it("walks offset pages item by item, page by page and whole, each walk afresh", async () => {
    const history = tenEntries();
    const fetch = fakeTelemetry({ history, paging: "offset" });
    const list = clientOf(fetch, { historyPageSize: 4 }).listHistory("a1");
    const items: AlarmChange[] = [];
    for await (const item of list) items.push(item);
    expect(ids(items)).toEqual(ids(history));
    const pages: AlarmChange[][] = [];
    for await (const page of list.pages()) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([4, 4, 2]);
    // A second toArray() on the same list reads it again instead of finding every entry "seen".
    expect(ids(await list.toArray())).toEqual(ids(history));
    expect(ids(await list.toArray())).toEqual(ids(history));
    expect(fetch.historyQueries().map((q) => new URLSearchParams(q).get("offset"))).toEqual(
      Array(4).fill(["0", "4", "8"]).flat(),
    );
  });

  it("walks marker pages with the event_id of the last entry read", async () => {
    const history = tenEntries();
    const fetch = fakeTelemetry({ history, paging: "marker" });
    const client = clientOf(fetch, { historyPageSize: 5, historyPaging: "marker" });
    expect(ids(await client.listHistory("a1").toArray())).toEqual(ids(history));
    expect(fetch.historyQueries().map((q) => new URLSearchParams(q).get("marker"))).toEqual([
      null,
      history[4]?.event_id,
      history[9]?.event_id,
    ]);
  });

  it("applies the window, to the microsecond, to every page", async () => {
    const history = tenEntries();
    const fetch = fakeTelemetry({ history, paging: "offset" });
    const client = clientOf(fetch, { historyPageSize: 3 });
    // 09:41:00.000001 up to, not including, 09:48:00.000001: the entries of 09:47 down to 09:41.
    const window = { start: "2026-11-20T09:41:00.000001Z", end: "2026-11-20T09:48:00.000001Z" };
    const inside = await client.listHistory("a1", { window }).toArray();
    expect(inside.map((e) => e.timestamp.slice(11, 16))).toEqual([
      "09:47",
      "09:46",
      "09:45",
      "09:44",
      "09:43",
      "09:42",
      "09:41",
    ]);
    // The fake ignores the triples, so every page held entries outside the window.
    expect(fetch.historyQueries()).toHaveLength(4);
  });

  it("listHistoryPage cuts its one page to the window, to the microsecond", async () => {
    const fetch = fakeTelemetry({ history: tenEntries() });
    // The wire asks from 09:41:00 to 09:49:00 in whole seconds; the window ends at 09:48:00.000001.
    const window = { start: "2026-11-20T09:41:00.000001Z", end: "2026-11-20T09:48:00.000001Z" };
    const page = await clientOf(fetch).listHistoryPage("a1", { window });
    expect(page.map((e) => e.timestamp.slice(11, 16))).toEqual([
      "09:47",
      "09:46",
      "09:45",
      "09:44",
      "09:43",
      "09:42",
      "09:41",
    ]);
    expect(fetch.historyQueries()[0]).toContain("q.value=2026-11-20T09%3A41%3A00&");
    expect(await clientOf(fetch).listHistoryPage("a1")).toHaveLength(10);
  });

  it("reads each entry once when offset paging shifts (an entry recorded between two pages)", async () => {
    const history = tenEntries();
    const newest = entry("action", "2026-11-20T09:55:00", actionDetail("Succeeded"));
    const fetch = fakeFetch((request, index) => {
      // After the first page, a new entry arrives on top and pushes every other one down.
      const current = index === 0 ? history : [newest, ...history];
      const offset = Number(new URL(request.url).searchParams.get("offset"));
      return json(200, current.slice(offset, offset + 4));
    });
    const all = await clientOf(fetch, { historyPageSize: 4 }).listHistory("a1").toArray();
    expect(ids(all)).toEqual(ids(history));
  });

  it("reads an empty history with one request", async () => {
    const fetch = fakeTelemetry({ history: [] });
    expect(await clientOf(fetch).listHistory("a1").toArray()).toEqual([]);
    expect(fetch.sent).toHaveLength(1);
  });

  it("stops after maxPages", async () => {
    const fetch = fakeTelemetry({ history: tenEntries() });
    const some = await clientOf(fetch, { historyPageSize: 2 })
      .listHistory("a1", {}, { maxPages: 2 })
      .toArray();
    expect(some).toHaveLength(4);
    expect(fetch.sent).toHaveLength(2);
  });

  it("stops with AbortError when its signal fires between pages", async () => {
    const controller = new AbortController();
    const fetch = fakeTelemetry({ history: tenEntries() });
    const list = clientOf(fetch, { historyPageSize: 2 }).listHistory("a1", {}, { signal: controller.signal });
    const seen: AlarmChange[] = [];
    const walk = (async () => {
      for await (const item of list) {
        seen.push(item);
        if (seen.length === 2) controller.abort();
      }
    })();
    await expect(walk).rejects.toBeInstanceOf(AbortError);
    expect(fetch.sent).toHaveLength(1);
  });

  it.each([
    ["offset", "marker"],
    ["marker", "offset"],
  ] as const)("says to use the other paging when the server ignores %s paging", async (paging, other) => {
    const fetch = fakeTelemetry({ history: tenEntries(), paging: "ignores-offset" });
    const client = clientOf(fetch, { historyPageSize: 5, historyPaging: paging });
    const error = await client
      .listHistory("a1")
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(String(error)).toContain(`historyPaging: "${other}"`);
    expect(fetch.sent).toHaveLength(2);
  });

  it("refuses bad arguments when it is called, before anything is sent", () => {
    const fetch = fakeTelemetry({ history: [] });
    const client = clientOf(fetch);
    expect(() => client.listHistory("")).toThrow(InvalidInputError);
    expect(() => client.listHistory("a1", { window: { start: "2026-11-21", end: "2026-11-20" } })).toThrow(
      InvalidInputError,
    );
    expect(() => client.listHistory("a1", {}, { maxPages: 0 })).toThrow(InvalidInputError);
    expect(fetch.sent).toHaveLength(0);
  });
});

const alarm = (id: string): Alarm => ({ ...thresholdAlarm, alarm_id: id, name: `alarm-${id}` });
const alarms = ["a1", "a2", "a3", "a4", "a5"].map(alarm);

/** The alarms after `marker`, `limit` at a time (all of them without a limit), as Aodh pages them. */
const aodhAlarms: Answer = (request) => {
  const search = new URL(request.url).searchParams;
  const marker = search.get("marker");
  const start = marker === null ? 0 : alarms.findIndex((a) => a.alarm_id === marker) + 1;
  const limit = search.get("limit");
  return json(200, alarms.slice(start, limit === null ? undefined : start + Number(limit)));
};

describe("listAlarms: every alarm", () => {
  it("is one request without a limit (the server sends every alarm)", async () => {
    const fetch = fakeFetch(aodhAlarms);
    expect(await clientOf(fetch).listAlarms().toArray()).toEqual(alarms);
    expect(fetch.sent.map((s) => s.url.search)).toEqual([""]);
  });

  it("pages with limit and the alarm_id of the last alarm of a full page", async () => {
    const fetch = fakeFetch(aodhAlarms);
    const list = clientOf(fetch).listAlarms({ q: [{ field: "type", value: "threshold" }], limit: 2 });
    expect((await list.toArray()).map((a) => a.alarm_id)).toEqual(["a1", "a2", "a3", "a4", "a5"]);
    expect(fetch.sent.map((s) => s.url.search)).toEqual([
      "?q.field=type&q.op=eq&q.value=threshold&limit=2",
      "?q.field=type&q.op=eq&q.value=threshold&limit=2&marker=a2",
      "?q.field=type&q.op=eq&q.value=threshold&limit=2&marker=a4",
    ]);
  });

  it("stops with MalformedResponseError when the server ignores the marker", async () => {
    const fetch = fakeFetch(json(200, alarms.slice(0, 2)));
    await expect(clientOf(fetch).listAlarms({ limit: 2 }).toArray()).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    expect(fetch.sent).toHaveLength(2);
  });

  it("listAlarmsPage sends the marker it is given and returns that one page", async () => {
    const fetch = fakeFetch(aodhAlarms);
    const page = await clientOf(fetch).listAlarmsPage({ limit: 2, marker: "a2", sort: ["name:asc"] });
    expect(page.map((a) => a.alarm_id)).toEqual(["a3", "a4"]);
    expect(fetch.sent[0]?.url.search).toBe("?limit=2&sort=name%3Aasc&marker=a2");
  });
});
