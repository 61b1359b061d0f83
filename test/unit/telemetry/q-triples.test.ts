/**
 * Query triples on the wire: exact query strings, fields/ops/values kept together by
 * position, `:` sent as %3A, and bad triples rejected before anything is sent.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { createTelemetryClient, telemetryQueryString } from "../../../src/telemetry/index.ts";
import { query, toQParams } from "../../../src/telemetry/q-triples.ts";
import { timeWindow } from "../../../src/telemetry/time-window.ts";
import { fakeTelemetry } from "./fake-telemetry.ts";

const encode = (builder: ReturnType<typeof query>) => telemetryQueryString({ ...builder.toParams() });

describe("q-triple encoding", () => {
  it("writes a time window exactly as the platform documents it", () => {
    const q = query().within(timeWindow("2026-11-20T00:00:00Z", "2026-11-21T00:00:00Z"));
    expect(encode(q)).toBe(
      "q.field=timestamp&q.op=ge&q.value=2026-11-20T00%3A00%3A00&q.field=timestamp&q.op=lt&q.value=2026-11-21T00%3A00%3A00",
    );
  });

  it("keeps each field, op and value together, in the order given", () => {
    const q = query().eq("type", "action").where("timestamp", "gt", "2014-10-22T00:00:00");
    expect(encode(q)).toBe(
      "q.field=type&q.op=eq&q.value=action&q.field=timestamp&q.op=gt&q.value=2014-10-22T00%3A00%3A00",
    );
  });

  it("sends op=eq explicitly when a triple leaves it out, so later triples stay aligned", () => {
    expect(telemetryQueryString({ ...toQParams([{ field: "type", value: "rule change" }]) })).toBe(
      "q.field=type&q.op=eq&q.value=rule%20change",
    );
  });

  it("sends q.type for every triple when any triple has one (empty lets the server guess)", () => {
    const params = toQParams([
      { field: "resource_id", value: "abc" },
      { field: "metadata.size", op: "gt", value: 10, type: "integer" },
    ]);
    expect(telemetryQueryString({ ...params })).toBe(
      "q.field=resource_id&q.op=eq&q.value=abc&q.type=&q.field=metadata.size&q.op=gt&q.value=10&q.type=integer",
    );
  });

  it("writes Dates as UTC seconds, booleans and numbers as text, and percent-encodes reserved characters", () => {
    const params = toQParams([
      { field: "timestamp", op: "ge", value: new Date("2026-11-20T18:30:15.999+09:00") },
      { field: "enabled", value: false },
      { field: "name", value: "a&b=c/d é" },
    ]);
    expect(telemetryQueryString({ ...params })).toBe(
      "q.field=timestamp&q.op=ge&q.value=2026-11-20T09%3A30%3A15" +
        "&q.field=enabled&q.op=eq&q.value=false" +
        "&q.field=name&q.op=eq&q.value=a%26b%3Dc%2Fd%20%C3%A9",
    );
  });

  it("puts plain parameters where they were given and the triples where the first one was", () => {
    expect(
      telemetryQueryString({ limit: 10, "q.field": ["a"], "q.op": ["eq"], "q.value": ["1"], offset: 20 }),
    ).toBe("limit=10&q.field=a&q.op=eq&q.value=1&offset=20");
  });

  it("interleaves aggregate.func and aggregate.param by position and repeats groupby", () => {
    expect(
      telemetryQueryString({
        groupby: ["resource_id", "project_id"],
        "aggregate.func": ["cardinality", "max"],
        "aggregate.param": ["resource_id", ""],
      }),
    ).toBe(
      "groupby=resource_id&groupby=project_id&aggregate.func=cardinality&aggregate.param=resource_id&aggregate.func=max&aggregate.param=",
    );
  });

  it("refuses triples whose parts differ in number (the server would pair them wrongly)", () => {
    expect(() =>
      telemetryQueryString({ "q.field": ["a", "b"], "q.op": ["eq"], "q.value": ["1", "2"] }),
    ).toThrow(InvalidInputError);
    // An empty member is skipped by itself, but still counted with the group's other members.
    expect(() => telemetryQueryString({ "q.field": [], "q.op": ["eq"], "q.value": ["1"] })).toThrow(
      InvalidInputError,
    );
    expect(telemetryQueryString({ "q.field": [], "q.op": [], "q.value": [], limit: 5 })).toBe("limit=5");
  });

  it.each([
    [{ field: "", value: "x" }, "q[0].field"],
    [{ field: "a", op: "like" as "eq", value: "x" }, "q[0].op"],
    [{ field: "a", value: Number.NaN }, "q[0].value"],
    [{ field: "a", value: new Date("nope") }, "q[0].value"],
    [{ field: "a", value: "x", type: "uuid" as "string" }, "q[0].type"],
  ])("rejects %o naming %s", (triple, field) => {
    const error = (() => {
      try {
        toQParams([triple]);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
  });

  it("sends the exact query string through the client, with nothing else added", async () => {
    const fetch = fakeTelemetry({ history: [] });
    const client = createTelemetryClient({ baseUrl: "https://telemetry.test", auth: "tok-123456", fetch });
    await client.listHistoryPage("a1", {
      q: query().eq("type", "action"),
      window: { start: "2026-11-20T09:00:00+09:00", end: "2026-11-20T10:00:00+09:00" },
      limit: 100,
      offset: 200,
    });
    expect(fetch.historyQueries()).toEqual([
      "?q.field=type&q.op=eq&q.value=action" +
        "&q.field=timestamp&q.op=ge&q.value=2026-11-20T00%3A00%3A00" +
        "&q.field=timestamp&q.op=lt&q.value=2026-11-20T01%3A00%3A00&limit=100&offset=200",
    ]);
    expect(fetch.requests[0]?.headers.get("x-auth-token")).toBe("tok-123456");
  });

  it("rejects more than 10 history triples (the platform's limit) before sending", async () => {
    const fetch = fakeTelemetry({ history: [] });
    const client = createTelemetryClient({ baseUrl: "https://telemetry.test", auth: "tok-123456", fetch });
    let q = query();
    for (let i = 0; i < 9; i++) q = q.eq("type", "action");
    const window = { start: "2026-11-20T00:00:00Z", end: "2026-11-21T00:00:00Z" };
    await expect(client.listHistoryPage("a1", { q, window })).rejects.toMatchObject({
      name: "InvalidInputError",
      field: "options.q",
    });
    expect(() => client.listHistory("a1", { q, window })).toThrow(
      expect.objectContaining({ name: "InvalidInputError", field: "options.q" }),
    );
    expect(fetch.requests).toHaveLength(0);
  });
});
