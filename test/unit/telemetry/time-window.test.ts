/**
 * The time-window helper: start <= timestamp < end, times in UTC whatever zone they were
 * given in, boundaries widened to whole seconds on the wire and exact in `contains`.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { timeWindow } from "../../../src/telemetry/time-window.ts";
import { parseUtcTimestamp } from "../../../src/telemetry/utc-timestamp.ts";

const at = (text: string) => {
  const t = parseUtcTimestamp(text);
  if (t === undefined) throw new Error(`bad test time ${text}`);
  return t;
};

describe("time window", () => {
  it("becomes timestamp ge start and timestamp lt end", () => {
    expect(timeWindow("2026-11-20T00:00:00Z", "2026-11-21T00:00:00Z").triples).toEqual([
      { field: "timestamp", op: "ge", value: "2026-11-20T00:00:00" },
      { field: "timestamp", op: "lt", value: "2026-11-21T00:00:00" },
    ]);
  });

  it("accepts Date objects and ISO strings in any zone, and sends UTC", () => {
    const fromDates = timeWindow(new Date("2026-11-20T09:00:00+09:00"), new Date(Date.UTC(2026, 10, 20, 6)));
    const fromStrings = timeWindow("2026-11-20T09:00:00+09:00", "2026-11-20T01:00:00-05:00");
    expect(fromDates.triples.map((t) => t.value)).toEqual(["2026-11-20T00:00:00", "2026-11-20T06:00:00"]);
    expect(fromStrings.triples.map((t) => t.value)).toEqual(["2026-11-20T00:00:00", "2026-11-20T06:00:00"]);
  });

  it("reads a string without zone suffix as UTC, like the API does, not as local time", () => {
    expect(timeWindow("2026-11-20T09:00:00", "2026-11-20T10:00:00").triples[0].value).toBe(
      "2026-11-20T09:00:00",
    );
  });

  it("includes the start and excludes the end", () => {
    const w = timeWindow("2026-11-20T09:00:00", "2026-11-20T10:00:00");
    expect(w.contains(at("2026-11-20T09:00:00.000000"))).toBe(true);
    expect(w.contains(at("2026-11-20T08:59:59.999999"))).toBe(false);
    expect(w.contains(at("2026-11-20T09:59:59.999999"))).toBe(true);
    expect(w.contains(at("2026-11-20T10:00:00.000000"))).toBe(false);
  });

  it("keeps microsecond bounds exact while the wire rounds outward to whole seconds", () => {
    const w = timeWindow("2026-11-20T09:15:02.418237", "2026-11-20T09:15:04.000001");
    expect(w.triples.map((t) => t.value)).toEqual(["2026-11-20T09:15:02", "2026-11-20T09:15:05"]);
    expect(w.contains(at("2026-11-20T09:15:02.418236"))).toBe(false);
    expect(w.contains(at("2026-11-20T09:15:02.418237"))).toBe(true);
    expect(w.contains(at("2026-11-20T09:15:04.000000"))).toBe(true);
    expect(w.contains(at("2026-11-20T09:15:04.000001"))).toBe(false);
  });

  it("keeps the caller's text as given", () => {
    const w = timeWindow("2026-11-20T18:00:00+09:00", "2026-11-20T19:00:00+09:00");
    expect([w.start.raw, w.end.raw]).toEqual(["2026-11-20T18:00:00+09:00", "2026-11-20T19:00:00+09:00"]);
  });

  it("rejects an end before the start, and an empty window", () => {
    expect(() => timeWindow("2026-11-21T00:00:00Z", "2026-11-20T00:00:00Z")).toThrow(InvalidInputError);
    expect(() => timeWindow("2026-11-20T09:00:00+09:00", "2026-11-20T00:00:00Z")).toThrow(
      /not after the start/,
    );
  });

  it.each([
    ["tomorrow", "2026-11-21T00:00:00Z", "start"],
    ["2026-11-20T00:00:00Z", "2026-02-30T00:00:00", "end"],
    [new Date("nope"), "2026-11-21T00:00:00Z", "start"],
  ])("rejects an unreadable time (%s, %s) naming %s", (start, end, field) => {
    expect(() => timeWindow(start, end)).toThrow(
      expect.objectContaining({ name: "InvalidInputError", field }),
    );
  });
});
