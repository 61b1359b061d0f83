/**
 * The alarm list's filters, checked before anything is sent: `eq` triples, each field once, on
 * the fields the server filters alarms by. `resource_id`, a field of the meter queries, is
 * refused (the server answers it with 400).
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { createTelemetryClient } from "../../../src/telemetry/index.ts";
import type { QTriple } from "../../../src/telemetry/q-triples.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";

const clientOf = (fetch: ReturnType<typeof fakeFetch>) =>
  createTelemetryClient({ baseUrl: "https://telemetry.test", auth: "t", fetch });

describe("alarm list filters", () => {
  it("sends eq triples on the alarm fields", async () => {
    const fetch = fakeFetch(json(200, []));
    await clientOf(fetch).listAlarmsPage({
      q: [
        { field: "state", value: "alarm" },
        { field: "enabled", op: "eq", value: true },
      ],
    });
    const url = fetch.sent[0]?.url;
    expect(url?.searchParams.getAll("q.field")).toEqual(["state", "enabled"]);
    expect(url?.searchParams.getAll("q.op")).toEqual(["eq", "eq"]);
    expect(url?.searchParams.getAll("q.value")).toEqual(["alarm", "true"]);
  });

  it.each<[string, QTriple[], string]>([
    ["a meter query's field", [{ field: "resource_id", value: "r1" }], "options.q[0].field"],
    [
      "an operator other than eq",
      [{ field: "timestamp", op: "ge", value: "2026-11-20T00:00:00" }],
      "options.q[0].op",
    ],
    [
      "a field twice",
      [
        { field: "name", value: "a" },
        { field: "name", value: "b" },
      ],
      "options.q[1].field",
    ],
  ])("refuses %s before sending", async (_what, q, field) => {
    const fetch = fakeFetch(json(200, []));
    const client = clientOf(fetch);
    const error = await client.listAlarmsPage({ q }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).field).toBe(field);
    // listAlarms checks its filters when called, as it does any other bad filter.
    expect(() => client.listAlarms({ q })).toThrow(InvalidInputError);
    expect(fetch.sent).toHaveLength(0);
  });
});
