/**
 * The API's timestamps: no zone suffix means UTC, microseconds are kept exactly, and the raw
 * text is never altered.
 */
import { describe, expect, it } from "vitest";
import { formatQueryTime, parseUtcTimestamp } from "../../../src/telemetry/utc-timestamp.ts";

describe("UTC timestamps with microseconds", () => {
  it("reads a timestamp without zone suffix as UTC and keeps all six fractional digits", () => {
    const t = parseUtcTimestamp("2026-11-20T09:15:02.418237");
    expect(t?.raw).toBe("2026-11-20T09:15:02.418237");
    expect(t?.date.toISOString()).toBe("2026-11-20T09:15:02.418Z");
    expect(t?.epochMicros).toBe(Date.UTC(2026, 10, 20, 9, 15, 2) * 1000 + 418237);
  });

  it("tells apart two entries 1 microsecond apart, which a Date cannot", () => {
    const a = parseUtcTimestamp("2026-11-20T09:15:02.418237");
    const b = parseUtcTimestamp("2026-11-20T09:15:02.418238");
    expect(a?.date.getTime()).toBe(b?.date.getTime());
    expect((b?.epochMicros ?? 0) - (a?.epochMicros ?? 0)).toBe(1);
  });

  it.each([
    ["2026-11-20T09:15:02", 0],
    ["2026-11-20T09:15:02.5", 500000],
    ["2026-11-20T09:15:02.000001", 1],
    ["2026-11-20T09:15:02.1234567", 123456],
  ])("reads the fraction of %s as %i microseconds", (text, micros) => {
    expect((parseUtcTimestamp(text)?.epochMicros ?? 0) % 1_000_000).toBe(micros);
  });

  it("converts zone suffixes to UTC", () => {
    const utc = parseUtcTimestamp("2026-11-20T00:00:00Z")?.epochMicros;
    expect(parseUtcTimestamp("2026-11-20T09:00:00+09:00")?.epochMicros).toBe(utc);
    expect(parseUtcTimestamp("2026-11-19T19:00:00-0500")?.epochMicros).toBe(utc);
    expect(parseUtcTimestamp("2026-11-20 00:00:00")?.epochMicros).toBe(utc);
    expect(parseUtcTimestamp("2026-11-20")?.epochMicros).toBe(utc);
  });

  it.each([
    "2026-02-30T00:00:00",
    "2026-13-01T00:00:00",
    "2026-11-20T24:00:00",
    "2026-11-20T09:60:00",
    "2026-11-20T09:15:02+25:00",
    "20261120T091502",
    "0099-01-01T00:00:00",
    "yesterday",
    "",
  ])("rejects %j", (text) => {
    expect(parseUtcTimestamp(text)).toBeUndefined();
  });

  it("formats query times as UTC YYYY-MM-DDThh:mm:ss", () => {
    expect(formatQueryTime(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000)).toBe("2026-01-02T03:04:05");
  });
});
