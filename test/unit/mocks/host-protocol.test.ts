/**
 * The mock host's report lines (scripts/mocks/host/protocol.ts): each event survives the trip
 * through a line of stdout, and a line that is no event (a crash's stack trace, a stray print)
 * is recognised as the host's own output.
 */
import { describe, expect, it } from "vitest";
import { encodeEvent, type HostEvent, parseEvent } from "../../../scripts/mocks/host/protocol.ts";

describe("mock host protocol", () => {
  it.each<HostEvent>([
    { event: "log", api: "token", line: "[HTTP SERVER] post /API/oauth2/token info: Request received" },
    { event: "ready", api: "dns" },
    { event: "failed", api: "broken", message: "Unsupported document format" },
    {
      event: "failed",
      api: "token",
      message: "listen EADDRINUSE: address already in use",
      code: "EADDRINUSE",
    },
  ])("carries $event of $api on one line", (event) => {
    const line = encodeEvent(event);
    expect(line.endsWith("\n")).toBe(true);
    expect(line.slice(0, -1)).not.toContain("\n");
    expect(parseEvent(line.trimEnd())).toEqual(event);
  });

  it.each([
    "TypeError: Cannot read properties of undefined",
    "    at Object.<anonymous> (/x.js:1:1)",
    "null",
    "[1, 2]",
    '{"event":"ready"}',
    '{"event":"log","api":"token"}',
    '{"event":"failed","api":"token","message":3}',
    '{"event":"other","api":"token"}',
  ])("reads %j as no event", (line) => {
    expect(parseEvent(line)).toBeUndefined();
  });
});
