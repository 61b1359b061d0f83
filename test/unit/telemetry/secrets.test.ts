/**
 * Every error path of the telemetry client with the token in play and a server that echoes it
 * back, checked with the secrets harness (message, String, JSON, util.inspect, stack, every
 * property, causes): the token, fixed or from a token source, never shows.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import type { TokenSource } from "../../../src/core/token-source.ts";
import { createTelemetryClient, type TelemetryClient } from "../../../src/telemetry/client.ts";
import { brokenBody, empty, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { entry, thresholdAlarm } from "./fake-telemetry.ts";

const FIXED = "gAAAAAB-secrets-fixed-token-0c1d2e3f";
const ISSUED = "gAAAAAB-secrets-issued-token-4a5b6c7d";
const ALARM = thresholdAlarm.alarm_id;
const window = { start: "2026-11-20T09:00:00Z", end: "2026-11-20T10:00:00Z" };

/** A token source that hands out a token this client was never given as a string. */
const source = (): TokenSource => ({ getToken: async () => ISSUED, invalidate: () => {} });

const echo = (token: string) => `X-Auth-Token: ${token} token=${token} "${token}"`;
const wsme = (status: number, token: string) =>
  json(status, {
    error_message: {
      faultcode: status >= 500 ? "Server" : "Client",
      faultstring: echo(token),
      debuginfo: token,
    },
  });

/** Server answers, each echoing the token it was sent, and the call that gets them. */
type ErrorPath = [string, (token: string) => Response, (c: TelemetryClient) => Promise<unknown>];
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
    (c) => c.listSamples("cpu_util"),
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
  ["a body cut midway", () => brokenBody(200, "["), (c) => c.getStatistics("cpu_util")],
  ["a body that stalls", () => stalledBody(200, "["), (c) => c.getAlarm(ALARM, { timeoutMs: 20 })],
];

const clients: [string, string, () => TokenSource | string][] = [
  ["a fixed token", FIXED, () => FIXED],
  ["a token source", ISSUED, source],
];

describe("no secret shows in a telemetry error", () => {
  const cases = clients.flatMap(([kind, token, auth]) =>
    paths.map(([path, answer, call]) => ({ kind, path, token, auth, answer, call })),
  );

  it.each(cases)("$kind: $path", async ({ token, auth, answer, call }) => {
    const client = createTelemetryClient({
      baseUrl: "https://telemetry.test",
      auth: auth(),
      fetch: fakeFetch(() => answer(token)),
      retry: { maxAttempts: 1 },
    });
    const error = await call(client).then(
      () => expect.fail("expected an error"),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expectNoSecrets(error, [FIXED, ISSUED]);
  });

  it("a transport failure whose message and cause quote the token", async () => {
    const client = createTelemetryClient({
      baseUrl: "https://telemetry.test",
      auth: FIXED,
      fetch: async (request) => {
        throw new TypeError(`fetch failed for ${request.headers.get("x-auth-token")}`, {
          cause: new Error(echo(FIXED)),
        });
      },
      retry: { maxAttempts: 1 },
    });
    expectNoSecrets(await client.getAlarm(ALARM).catch((e: unknown) => e), [FIXED]);
  });

  it("an aborted call whose reason quotes the token", async () => {
    const client = createTelemetryClient({
      baseUrl: "https://telemetry.test",
      auth: FIXED,
      fetch: fakeFetch(() => stalledBody(200)),
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error(echo(FIXED))), 10);
    expectNoSecrets(await client.getAlarm(ALARM, { signal: controller.signal }).catch((e: unknown) => e), [
      FIXED,
    ]);
  });

  it("a token that cannot go into a header is refused without being quoted", () => {
    const withNewline = `${FIXED}-newline\n`;
    const error = (() => {
      try {
        createTelemetryClient({ baseUrl: "https://telemetry.test", auth: withNewline });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidInputError);
    expectNoSecrets(error, [FIXED, withNewline.trim()]);
  });
});
