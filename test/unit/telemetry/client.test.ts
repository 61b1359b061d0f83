/**
 * The telemetry client against the scripted fake fetch: typed errors for every error status and for
 * malformed bodies, input rejected before sending, what goes on the wire, retries of idempotent
 * calls only, and the token never showing up in an error.
 */
import { describe, expect, it } from "vitest";
import {
  InvalidInputError,
  MalformedResponseError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import {
  AlarmNotFoundError,
  createTelemetryClient,
  TelemetryAuthenticationError,
  TelemetryBadRequestError,
  TelemetryError,
  TelemetryForbiddenError,
  TelemetryServerError,
} from "../../../src/telemetry/index.ts";
import { type Answer, fakeFetch, json as jsonAnswer } from "../../support/fake-fetch.ts";
import { thresholdAlarm } from "./fake-telemetry.ts";

const TOKEN = "gAAAAABtelemetry-secret-token";

function stub(...answers: Answer[]) {
  const fetch = fakeFetch(...answers);
  const client = createTelemetryClient({
    baseUrl: "https://telemetry.test",
    auth: TOKEN,
    fetch,
    retry: { baseDelayMs: 1, maxDelayMs: 1 },
  });
  return { client, requests: fetch.requests, sent: fetch.sent };
}

const json = (body: unknown, status = 200) => jsonAnswer(status, body);
const text = (body: string, status = 200) => new Response(body, { status });
const wsme = (status: number, faultstring: string, faultcode = status >= 500 ? "Server" : "Client") =>
  json({ error_message: { faultcode, faultstring, debuginfo: null } }, status);

describe("telemetry client", () => {
  it.each([
    [400, TelemetryBadRequestError, 'Unknown argument: "offset"', /query triples/],
    [403, TelemetryForbiddenError, "RBAC Authorization Failed", /role/],
    [404, AlarmNotFoundError, "Alarm a1 not found", /alarm ID/],
    [500, TelemetryServerError, "(OperationalError) database is locked", /retry later/],
  ] as const)(
    "maps WSME %i to %s with the server's words and what to do",
    async (status, ErrorClass, fault, hint) => {
      const { client } = stub(wsme(status, fault));
      const error = await client.getAlarm("a1").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toBeInstanceOf(TelemetryError);
      expect(error).toMatchObject({
        status,
        serverMessage: fault,
        code: status >= 500 ? "Server" : "Client",
      });
      expect(String(error)).toContain(fault);
      expect(String(error)).toMatch(hint);
    },
  );

  it("maps the identity middleware's 401 to TelemetryAuthenticationError", async () => {
    const { client } = stub(
      json(
        {
          error: {
            code: 401,
            title: "Unauthorized",
            message: "The request you have made requires authentication.",
          },
        },
        401,
      ),
    );
    const error = await client
      .listAlarms()
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelemetryAuthenticationError);
    expect(String(error)).toMatch(/requires authentication.*get a new token/);
  });

  it("tells a WSME 401 (a refusal for this identity) apart from a rejected token", async () => {
    const { client } = stub(wsme(401, "You are not authorized to create action: log://"));
    const error = await client
      .createAlarm({ name: "a", type: "event", event_rule: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelemetryAuthenticationError);
    expect(error).toMatchObject({ code: "Client" });
    expect(String(error)).toMatch(/check the user's roles/);
    expect(String(error)).not.toMatch(/get a new token/);
  });

  it("maps an error with a body that is not JSON, without a SyntaxError", async () => {
    const { client } = stub(text("<html>Bad Gateway</html>", 502));
    const error = await client.getAlarmState("a1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelemetryServerError);
    expect(error).toMatchObject({ status: 502 });
  });

  it("reads error_message as the framework's HTML page (a string, as Aodh sends it) into the message", async () => {
    // Aodh's answer to a path it has no route for, verbatim.
    const page =
      "<html>\n <head>\n  <title>404 Not Found</title>\n </head>\n <body>\n  <h1>404 Not Found</h1>\n  The resource could not be found.<br /><br />\n\n\n\n </body>\n</html>";
    const { client } = stub(json({ error_message: page }, 404));
    const error = await client.getAlarm("a1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlarmNotFoundError);
    expect(error).toMatchObject({
      status: 404,
      serverMessage: "404 Not Found The resource could not be found.",
    });
  });

  it("treats an undocumented status as UnexpectedResponseError", async () => {
    const { client } = stub(text("", 202));
    await expect(client.deleteAlarm("a1")).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it.each([
    ["not JSON", text("{oops")],
    ["the wrong shape", json({ alarms: [] })],
    ["an array with a bad item", json([{ event_id: "e1" }])],
  ])("turns a success body that is %s into MalformedResponseError", async (_what, response) => {
    const { client } = stub(response);
    await expect(client.listHistoryPage("a1")).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(stub(response).client.listHistory("a1").toArray()).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
  });

  it("turns an alarm without its ID or state into MalformedResponseError", async () => {
    const { client } = stub(json({ name: "x", type: "event" }));
    await expect(client.getAlarm("a1")).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("sends the alarm as JSON and reads the 201 alarm back", async () => {
    const { client, requests, sent } = stub(json(thresholdAlarm, 201));
    const input = {
      name: "cpu-high",
      type: "threshold" as const,
      threshold_rule: { meter_name: "cpu_util", threshold: 80 },
    };
    expect(await client.createAlarm(input)).toEqual(thresholdAlarm);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(sent[0]?.body ?? "")).toEqual(input);
  });

  it("sends the state as a bare JSON string", async () => {
    const { client, requests, sent } = stub(json("alarm"));
    expect(await client.setAlarmState("a1", "alarm")).toBe("alarm");
    expect(sent[0]?.body).toBe('"alarm"');
    expect(new URL(requests[0]?.url ?? "").pathname).toBe("/v2/alarms/a1/state");
  });

  it.each([
    ["no name", { type: "event", event_rule: {} }, "alarm.name"],
    // The spec's AlarmType is an open set (Aodh's types are plugins): an empty one is refused.
    ["an empty type", { name: "a", type: "" }, "alarm.type"],
    ["no rule for its type", { name: "a", type: "threshold" }, "alarm.threshold_rule"],
    [
      "the rule of another type",
      { name: "a", type: "event", event_rule: {}, threshold_rule: { meter_name: "m", threshold: 1 } },
      "alarm.threshold_rule",
    ],
    [
      "a period that is no multiple of 60",
      { name: "a", type: "threshold", threshold_rule: { meter_name: "m", threshold: 1, period: 90 } },
      "alarm.threshold_rule.period",
    ],
    [
      // The K5 reference's bound, which no schema can say: period times evaluation_periods.
      "a rule evaluated over more than a day",
      {
        name: "a",
        type: "threshold",
        threshold_rule: { meter_name: "m", threshold: 1, period: 600, evaluation_periods: 145 },
      },
      "alarm.threshold_rule.evaluation_periods",
    ],
    [
      "a threshold that is not a number",
      { name: "a", type: "threshold", threshold_rule: { meter_name: "m", threshold: "9" } },
      "alarm.threshold_rule.threshold",
    ],
  ])("rejects an alarm with %s before sending", async (_what, alarm, field) => {
    const { client, requests } = stub(json(thresholdAlarm, 201));
    const error = await client.createAlarm(alarm as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(requests).toHaveLength(0);
  });

  it("rejects bad IDs, states, limits and paging options before sending", async () => {
    const { client, requests } = stub(json([]));
    await expect(client.getAlarm("  ")).rejects.toMatchObject({ field: "alarmId" });
    await expect(client.setAlarmState("a1", "firing" as never)).rejects.toMatchObject({ field: "state" });
    await expect(client.listHistoryPage("a1", { limit: 1441 })).rejects.toMatchObject({
      field: "options.limit",
    });
    await expect(client.listHistoryPage("a1", { offset: -1 })).rejects.toMatchObject({
      field: "options.offset",
    });
    expect(() => client.listHistory("a1", { window: { start: "x", end: "y" } })).toThrow(
      expect.objectContaining({ name: "InvalidInputError", field: "options.window.start" }),
    );
    expect(() => client.listAlarms({ limit: 0 })).toThrow(InvalidInputError);
    // One page: a rejection, not a throw, like every other async call.
    await expect(client.listAlarmsPage({ limit: 0 })).rejects.toMatchObject({ field: "options.limit" });
    await expect(client.listAlarmsPage({ marker: "" })).rejects.toMatchObject({ field: "options.marker" });
    await expect(client.listAlarmsPage({ sort: [""] })).rejects.toMatchObject({ field: "options.sort[0]" });
    await expect(client.listSamplesPage("")).rejects.toMatchObject({ field: "meterName" });
    expect(() => client.listSamples("")).toThrow(expect.objectContaining({ field: "meterName" }));
    await expect(
      client.getMeterStatistics("cpu", { aggregate: [{ func: "max", param: "a" }, { func: "min" }] }),
    ).rejects.toMatchObject({
      field: "options.aggregate",
    });
    expect(requests).toHaveLength(0);
    expect(() =>
      createTelemetryClient({ baseUrl: "https://t.test", auth: TOKEN, historyPageSize: 2000 }),
    ).toThrow(InvalidInputError);
    expect(() => createTelemetryClient({ baseUrl: "https://t.test", auth: "" })).toThrow(InvalidInputError);
  });

  it("retries an idempotent read on 503 but never a create", async () => {
    const read = stub(wsme(503, "busy"), json("ok"));
    expect(await read.client.getAlarmState("a1")).toBe("ok");
    expect(read.requests).toHaveLength(2);
    const create = stub(wsme(503, "busy"), json(thresholdAlarm, 201));
    await expect(
      create.client.createAlarm({ name: "a", type: "event", event_rule: { event_type: "x" } }),
    ).rejects.toBeInstanceOf(TelemetryServerError);
    expect(create.requests).toHaveLength(1);
  });

  it("sends the samples and statistics queries in position order", async () => {
    const { client, requests } = stub(json([]));
    await client.listSamplesPage("cpu_util", { q: [{ field: "resource_id", value: "r1" }], limit: 5 });
    await client.getMeterStatistics("cpu_util", {
      q: [{ field: "timestamp", op: "ge", value: "2026-11-20T00:00:00" }],
      period: 600,
      groupby: ["resource_id"],
      aggregate: [{ func: "max" }, { func: "stddev" }],
    });
    expect(requests.map((r) => new URL(r.url).pathname + new URL(r.url).search)).toEqual([
      "/v2/meters/cpu_util?q.field=resource_id&q.op=eq&q.value=r1&limit=5",
      "/v2/meters/cpu_util/statistics?q.field=timestamp&q.op=ge&q.value=2026-11-20T00%3A00%3A00&groupby=resource_id&period=600&aggregate.func=max&aggregate.func=stddev",
    ]);
  });

  it("re-authenticates once on 401 with a token source", async () => {
    const tokens = ["first-token-aaaa", "second-token-bbbb"];
    let issued = 0;
    const source = {
      getToken: async () => tokens[Math.min(issued, 1)] as string,
      invalidate: () => void issued++,
    };
    // Fresh responses, not clones: core's auth policy awaits the 401 body's cancel(), which
    // never settles for one branch of a tee (see the report on src/core/auth-policy.ts).
    const fetch = fakeFetch(
      () => new Response("{}", { status: 401 }),
      () => json("ok"),
    );
    const client = createTelemetryClient({ baseUrl: "https://telemetry.test", auth: source, fetch });
    expect(await client.getAlarmState("a1")).toBe("ok");
    expect(fetch.sent.map((s) => s.headers.get("x-auth-token"))).toEqual([
      "first-token-aaaa",
      "second-token-bbbb",
    ]);
  });

  it("never shows the token in an error, even when the server echoes it", async () => {
    const { client } = stub(wsme(400, `bad token ${TOKEN} in X-Auth-Token: ${TOKEN}`));
    const error = await client.listAlarmsPage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelemetryBadRequestError);
    for (const view of [String(error), JSON.stringify(error), (error as Error).stack ?? ""]) {
      expect(view).not.toContain(TOKEN);
    }
  });
});
