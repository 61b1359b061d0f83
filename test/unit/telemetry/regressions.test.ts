/**
 * Regression tests for the telemetry client's defects fixed by moving it onto the shared core.
 * Each test names the defect it covers and failed before the fix.
 */
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  RedirectRefusedError,
  TimeoutError,
} from "../../../src/core/errors.ts";
import {
  type Alarm,
  createTelemetryClient,
  describeAlarmCondition,
  TelemetryBadRequestError,
  type TelemetryClient,
} from "../../../src/telemetry/index.ts";
import { type Answer, brokenBody, empty, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { entry, fakeTelemetry, thresholdAlarm } from "./fake-telemetry.ts";

const TOKEN = "gAAAAAB-regression-telemetry-token-7f3a";
const ALARM = thresholdAlarm.alarm_id;
const window = { start: "2026-11-20T09:00:00Z", end: "2026-11-20T10:00:00Z" };

function clientOn(...answers: Answer[]) {
  const fetch = fakeFetch(...answers);
  const client = createTelemetryClient({
    baseUrl: "https://telemetry.test",
    auth: TOKEN,
    fetch,
    retry: { maxAttempts: 1 },
  });
  return { client, fetch };
}

const reject = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a rejection"),
    (e: unknown) => e,
  );

describe("defect 1: the server's message kept an echoed token", () => {
  it("redacts serverMessage, and so what console.error(err) prints", async () => {
    const { client } = clientOn(
      json(400, {
        error_message: { faultcode: "Client", faultstring: `bad X-Auth-Token ${TOKEN}`, debuginfo: null },
      }),
    );
    const error = (await reject(client.getAlarm(ALARM))) as TelemetryBadRequestError;
    expect(error).toBeInstanceOf(TelemetryBadRequestError);
    expect(error.serverMessage).toContain("bad X-Auth-Token");
    expect(error.serverMessage).not.toContain(TOKEN);
    expect(inspect(error)).not.toContain(TOKEN);
    expectNoSecrets(error, [TOKEN]);
  });
});

describe("defect 2: a connection dropped mid-body", () => {
  it.each<[string, (c: TelemetryClient) => Promise<unknown>]>([
    ["getAlarm", (c) => c.getAlarm(ALARM)],
    ["listHistory", (c) => c.listHistory(ALARM).toArray()],
    ["listAlarmsPage", (c) => c.listAlarmsPage()],
    ["listSamplesPage", (c) => c.listSamplesPage("cpu_util")],
    ["listSamples", (c) => c.listSamples("cpu_util").toArray()],
  ])("%s ends in NetworkError", async (_name, call) => {
    const { client } = clientOn(() => brokenBody(200, '[{"alarm_id": "'));
    expect(await reject(call(client))).toBeInstanceOf(NetworkError);
  });
});

describe("defect 5: a base URL that is not an absolute http(s) URL", () => {
  it.each([
    "",
    "127.0.0.1:4010",
    "telemetry.example.com",
    "ftp://telemetry.test",
    "https://u:p@telemetry.test",
  ])("%j is an InvalidInputError when the client is created", (baseUrl) => {
    const create = () => createTelemetryClient({ baseUrl, auth: TOKEN });
    expect(create).toThrow(InvalidInputError);
    expect(create).toThrow(expect.objectContaining({ field: "baseUrl" }));
  });
});

describe("defect 7: path parameters that leave their segment", () => {
  const alarmInput = { name: "a", type: "event" as const, event_rule: {} };
  const byAlarm: [string, (c: TelemetryClient, id: string) => Promise<unknown>][] = [
    ["getAlarm", (c, id) => c.getAlarm(id)],
    ["updateAlarm", (c, id) => c.updateAlarm(id, alarmInput)],
    ["deleteAlarm", (c, id) => c.deleteAlarm(id)],
    ["getAlarmState", (c, id) => c.getAlarmState(id)],
    ["setAlarmState", (c, id) => c.setAlarmState(id, "ok")],
    ["listHistoryPage", (c, id) => c.listHistoryPage(id)],
    ["listHistory", async (c, id) => c.listHistory(id).toArray()],
    ["actionOutcome", (c, id) => c.actionOutcome(id, window)],
  ];
  const byMeter: [string, (c: TelemetryClient, id: string) => Promise<unknown>][] = [
    ["listSamplesPage", (c, name) => c.listSamplesPage(name)],
    ["listSamples", async (c, name) => c.listSamples(name).toArray()],
    ["getMeterStatistics", (c, name) => c.getMeterStatistics(name)],
  ];
  const values = ["..", ".", "\uD800", "a\uDC00b", "", "  "];
  const cases = [
    ...byAlarm.map(([name, call]) => ({ name, call, field: "alarmId" })),
    ...byMeter.map(([name, call]) => ({ name, call, field: "meterName" })),
  ].flatMap((c) => values.map((value) => ({ ...c, value })));

  it.each(cases)(
    "$name($value) is refused naming $field, and nothing is sent",
    async ({ call, value, field }) => {
      const { client, fetch } = clientOn(empty(204));
      const error = await reject(call(client, value));
      expect(error).toBeInstanceOf(InvalidInputError);
      expect(error).toMatchObject({ field });
      expect(fetch.sent).toHaveLength(0);
    },
  );

  it('deleteAlarm("..") no longer sends DELETE /v2/', async () => {
    const { client, fetch } = clientOn(empty(204));
    await expect(client.deleteAlarm("..")).rejects.toBeInstanceOf(InvalidInputError);
    expect(fetch.sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([]);
  });

  it("an ID with a slash, ? or # stays in its own segment", async () => {
    const { client, fetch } = clientOn(empty(204));
    await client.deleteAlarm("a/b?c#d");
    expect(fetch.sent[0]?.url.pathname).toBe("/v2/alarms/a%2Fb%3Fc%23d");
    expect(fetch.sent[0]?.url.search).toBe("");
  });
});

describe("defect 8: redirects", () => {
  const redirect = (status: number) =>
    empty(status, { Location: "https://attacker.example/collect?from=telemetry" });

  it.each<[string, number, (c: TelemetryClient) => Promise<unknown>]>([
    ["getAlarm", 302, (c) => c.getAlarm(ALARM)],
    ["deleteAlarm", 301, (c) => c.deleteAlarm(ALARM)],
    ["createAlarm", 307, (c) => c.createAlarm({ name: "a", type: "event", event_rule: {} })],
    ["listHistory", 308, (c) => c.listHistory(ALARM).toArray()],
  ])(
    "%s on %i is refused: RedirectRefusedError, and the token goes nowhere else",
    async (_name, status, call) => {
      const { client, fetch } = clientOn(redirect(status));
      const error = await reject(call(client));
      expect(error).toBeInstanceOf(RedirectRefusedError);
      expect(fetch.sent).toHaveLength(1);
      expect(fetch.sent[0]?.url.host).toBe("telemetry.test");
      expect(fetch.sent[0]?.request.redirect).toBe("manual");
      expectNoSecrets(error, [TOKEN]);
    },
  );
});

describe("defect 9: a body that stalls, or is aborted, midway", () => {
  it("a stalled body ends in TimeoutError within the client's timeout", async () => {
    const fetch = fakeFetch(() => stalledBody(200, '[{"event_id": "'));
    const client = createTelemetryClient({
      baseUrl: "https://telemetry.test",
      auth: TOKEN,
      fetch,
      timeoutMs: 50,
    });
    const started = Date.now();
    expect(await reject(client.listHistory(ALARM).toArray())).toBeInstanceOf(TimeoutError);
    expect(await reject(client.getAlarm(ALARM))).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a call's own timeoutMs bounds its body too", async () => {
    const { client } = clientOn(() => stalledBody(200));
    expect(await reject(client.getAlarmState(ALARM, { timeoutMs: 30 }))).toBeInstanceOf(TimeoutError);
  });

  it("aborting while the body arrives ends in AbortError", async () => {
    const controller = new AbortController();
    const { client } = clientOn(() => {
      setTimeout(() => controller.abort(), 20);
      return stalledBody(200, '{"alarm_id": "');
    });
    expect(await reject(client.getAlarm(ALARM, { signal: controller.signal }))).toBeInstanceOf(AbortError);
  });
});

describe("hostile alarms: actionOutcome ends in a typed error, never a TypeError", () => {
  const { alarm_actions: _actions, ...withoutActions } = thresholdAlarm;
  const rule = thresholdAlarm.threshold_rule;
  // Each breaks the spec's Alarm at the member named.
  const cases: [string, unknown, string][] = [
    ["without alarm_actions", withoutActions, "alarm_actions"],
    [
      "with alarm_actions that are not a list",
      { ...thresholdAlarm, alarm_actions: "https://hook" },
      "alarm_actions",
    ],
    [
      "with a rule query that is not a list",
      { ...thresholdAlarm, threshold_rule: { ...rule, query: "x=1" } },
      "threshold_rule.query",
    ],
    [
      "with null and number query items",
      { ...thresholdAlarm, threshold_rule: { ...rule, query: [null, 5] } },
      "threshold_rule.query[0]",
    ],
    [
      "with a rule that is not an object",
      { ...thresholdAlarm, threshold_rule: "cpu > 80" },
      "threshold_rule",
    ],
    [
      "with a combination rule without alarm_ids",
      { ...thresholdAlarm, type: "combination", threshold_rule: undefined, combination_rule: {} },
      "combination_rule.alarm_ids",
    ],
    [
      "with an event rule whose query is an object",
      { ...thresholdAlarm, type: "event", threshold_rule: undefined, event_rule: { query: {} } },
      "event_rule.query",
    ],
  ];

  // The alarm's show is held to the spec's shape: an alarm that breaks it is the server's fault,
  // named as such, where the hand-written check took anything with an ID, name, type and state.
  it.each(cases)("an alarm %s: MalformedResponseError naming the member", async (_what, alarm, problem) => {
    const transition = entry("state transition", "2026-11-20T09:15:00", { state: "alarm" });
    const fetch = fakeTelemetry({ alarm: alarm as Alarm, history: [transition] });
    const client = createTelemetryClient({ baseUrl: "https://telemetry.test", auth: TOKEN, fetch });
    const error = await reject(client.actionOutcome(ALARM, window));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(String(error)).toContain(`getAlarm answer does not have the documented shape (at ${problem})`);
  });

  // describeAlarmCondition is public: given such an alarm by an app, it still says a sentence.
  it.each(cases)("describeAlarmCondition of an alarm %s", (_what, alarm) => {
    expect(describeAlarmCondition(alarm as Alarm)).toContain(`Alarm ${ALARM} (cpu-high)`);
  });

  it("says an alarm without alarm_actions has none to run", () => {
    expect(describeAlarmCondition(withoutActions as Alarm)).toContain("it has no alarm_actions to run");
  });
});
