/**
 * Every error path of the telemetry client with the token in play and a server that echoes it
 * back, checked with the secrets harness (message, String, JSON, util.inspect, stack, every
 * property, causes): the token, fixed or from a token source, never shows. The suite is
 * test/support/token-secrets.ts; this file gives the client, its error paths and its calls.
 */
import { createTelemetryClient, type TelemetryClient } from "../../../src/telemetry/index.ts";
import { brokenBody, empty, json, stalledBody } from "../../support/fake-fetch.ts";
import { describeTokenSecrets, echoToken as echo, type TokenErrorPath } from "../../support/token-secrets.ts";
import { entry, thresholdAlarm } from "./fake-telemetry.ts";

const FIXED = "gAAAAAB-secrets-fixed-token-0c1d2e3f";
const ISSUED = "gAAAAAB-secrets-issued-token-4a5b6c7d";
const ALARM = thresholdAlarm.alarm_id;
const window = { start: "2026-11-20T09:00:00Z", end: "2026-11-20T10:00:00Z" };

const wsme = (status: number, token: string) =>
  json(status, {
    error_message: {
      faultcode: status >= 500 ? "Server" : "Client",
      faultstring: echo(token),
      debuginfo: token,
    },
  });

/** Server answers, each echoing the token it was sent, and the call that gets them. */
type ErrorPath = TokenErrorPath<TelemetryClient>;
const paths: ErrorPath[] = [
  ...[400, 401, 403, 404, 409, 500, 503].map(
    (status): ErrorPath => [`WSME ${status}`, (token) => wsme(status, token), (c) => c.getAlarm(ALARM)],
  ),
  [
    "identity middleware 401",
    (token) => json(401, { error: { code: 401, title: "Unauthorized", message: echo(token) } }),
    (c) => c.listAlarms().toArray(),
  ],
  [
    "HTML error page",
    (token) => new Response(`<html>${echo(token)}</html>`, { status: 502 }),
    (c) => c.getAlarmState(ALARM),
  ],
  [
    "plain text 400",
    (token) => new Response(echo(token), { status: 400 }),
    (c) => c.setAlarmState(ALARM, "ok"),
  ],
  [
    "200 that is not JSON",
    (token) => new Response(`{${echo(token)}`, { status: 200 }),
    (c) => c.getAlarm(ALARM),
  ],
  [
    "200 of the wrong shape",
    (token) => json(200, { token, alarm_id: token }),
    (c) => c.listHistoryPage(ALARM),
  ],
  [
    "undocumented 203",
    (token) => new Response(echo(token), { status: 203 }),
    (c) => c.listSamplesPage("cpu_util"),
  ],
  [
    "a history entry whose detail echoes the token",
    (token) => json(200, [entry("action", "2026-11-20T09:15:00", `not json ${echo(token)}`)]),
    (c) => c.actionOutcome(ALARM, window),
  ],
  [
    "a history entry whose event_id and timestamp echo the token",
    (token) => json(200, [{ ...entry("action", token, "{}"), event_id: token }]),
    (c) => c.listHistory(ALARM, { window }).toArray(),
  ],
  [
    "a redirect that carries the token",
    (token) => empty(302, { Location: `https://attacker.example/?token=${token}` }),
    (c) => c.deleteAlarm(ALARM),
  ],
  ["a body cut midway", () => brokenBody(200, "["), (c) => c.getMeterStatistics("cpu_util")],
  ["a body that stalls", () => stalledBody(200, "["), (c) => c.getAlarm(ALARM, { timeoutMs: 20 })],
];

describeTokenSecrets("no secret shows in a telemetry error", {
  client: (options) => createTelemetryClient({ baseUrl: "https://telemetry.test", ...options }),
  fixed: FIXED,
  issued: ISSUED,
  paths,
  transportFailure: (c) => c.getAlarm(ALARM),
  aborted: { what: "call", call: (c, signal) => c.getAlarm(ALARM, { signal }) },
});
