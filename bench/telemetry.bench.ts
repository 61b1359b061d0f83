/**
 * Telemetry benchmarks, each against a baseline measured in the same run.
 * 1. Serializing a history query's parameters (window + type filter, positional, `:` as %3A)
 *    vs URLSearchParams writing the same parameters blockwise (goal: at least 0.3x: each value
 *    goes through encodeURIComponent in JavaScript where URLSearchParams encodes natively; a
 *    query costs a few microseconds either way, nothing next to the request it goes on).
 * 2. One history page (listHistoryPage) through the telemetry client with retries and the
 *    timeout turned off (so: the X-Auth-Token policy, redirect refusal, positional query, text
 *    body parsed and checked) vs bare openapi-fetch sending X-Auth-Token as a fixed header and
 *    parsing the JSON itself (goal: at least 0.7x).
 * 3. The same with the client's default policies (retries, a 30 s deadline over the whole call)
 *    (goal: at least 0.9x, every client's default pipeline; on a zero-latency stub these costs show, on
 *    a network they vanish in the round trip).
 * 4. actionOutcome over a 1440-entry history (a full page of action entries, then an empty
 *    one: decode every detail, window filter to the microsecond, sort) vs reading the same
 *    page text, JSON.parse of it and of each detail (goal: at least 0.5x).
 */
import createClient from "openapi-fetch";
import type { paths } from "../generated/telemetry.ts";
import { createTelemetryClient, telemetryQueryString } from "../src/telemetry/index.ts";
import { query } from "../src/telemetry/q-triples.ts";
import { timeWindow } from "../src/telemetry/time-window.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";

const BASE = "https://telemetry.bench.test";
const ALARM = "0f4e4c0e-8b2b-4e4a-9d8e-2f4f2b6c7d10";

async function queryEncoding(): Promise<void> {
  const params = query()
    .within(timeWindow("2026-11-20T00:00:00Z", "2026-11-21T00:00:00Z"))
    .eq("type", "action")
    .toParams();
  report(
    await compare(
      "history query serialization vs URLSearchParams",
      () => telemetryQueryString({ ...params, limit: 1440, offset: 0 }),
      () => {
        const search = new URLSearchParams();
        for (const [name, values] of Object.entries(params)) for (const v of values) search.append(name, v);
        search.append("limit", "1440");
        search.append("offset", "0");
        return search.toString();
      },
      { goal: 0.3, batch: 20_000 },
    ),
  );
}

function actionPage(count: number): string {
  const entries = Array.from({ length: count }, (_, i) => ({
    alarm_id: ALARM,
    event_id: `evt-${i}`,
    type: "action",
    detail: JSON.stringify({
      notification_resource: "https://hooks.example.net/alarm",
      region: "jp-east-1",
      action_state: i % 97 === 0 ? "Failed" : "Succeeded",
      reason: "Transition to alarm due to 3 samples outside threshold",
      error: i % 97 === 0 ? "ConnectionError" : null,
      error_message: i % 97 === 0 ? "Connection refused" : null,
      action: "https://hooks.example.net/alarm",
      previous: "ok",
      alarm: {
        alarm_id: ALARM,
        name: "cpu-high",
        type: "threshold",
        state: "alarm",
        rule: { meter_name: "cpu_util", threshold: 80 },
      },
    }),
    on_behalf_of: "p",
    project_id: "p",
    user_id: "u",
    timestamp: `2026-11-20T${String(Math.floor(i / 60) % 24).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00.${String(i).padStart(6, "0")}`,
  }));
  return JSON.stringify(entries);
}

async function clientOverhead(): Promise<void> {
  const page = actionPage(5);
  const stub = async () => new Response(page, { headers: { "content-type": "application/json" } });
  const bare = createClient<paths>({
    baseUrl: BASE,
    fetch: stub,
    headers: { "X-Auth-Token": "bench-token-value" },
  });
  const baseline = () =>
    bare.GET("/v2/alarms/{alarm_id}/history", { params: { path: { alarm_id: ALARM }, query: { limit: 5 } } });
  const lean = createTelemetryClient({
    baseUrl: BASE,
    auth: "bench-token-value",
    fetch: stub,
    retry: { maxAttempts: 1 },
    timeoutMs: 0,
  });
  report(
    await compare(
      "listHistoryPage through the client (no retries, no timeout) vs bare openapi-fetch + X-Auth-Token",
      () => lean.listHistoryPage(ALARM, { limit: 5 }),
      baseline,
      { goal: 0.7, batch: 2000 },
    ),
  );
  const full = createTelemetryClient({ baseUrl: BASE, auth: "bench-token-value", fetch: stub });
  report(
    await compare(
      "listHistoryPage through the client with default policies vs bare openapi-fetch + X-Auth-Token",
      () => full.listHistoryPage(ALARM, { limit: 5 }),
      baseline,
      { goal: DEFAULT_PIPELINE_GOAL, batch: 2000 },
    ),
  );
}

async function outcomeOverFullPage(): Promise<void> {
  const page = actionPage(1440);
  // A full page is followed by an empty one: the history ends there.
  const stub = async (request: Request) =>
    new Response(new URL(request.url).searchParams.get("offset") === "0" ? page : "[]", {
      headers: { "content-type": "application/json" },
    });
  const client = createTelemetryClient({ baseUrl: BASE, auth: "bench-token-value", fetch: stub });
  const window = { start: "2026-11-20T00:00:00Z", end: "2026-11-21T00:00:00Z" };
  const check = await client.actionOutcome(ALARM, window);
  if (check.actions.length !== 1440 || check.outcome !== "failed")
    throw new Error("benchmark history misread");
  report(
    await compare(
      "actionOutcome over 1440 action entries vs reading and parsing the page and its details",
      () => client.actionOutcome(ALARM, window),
      async () => {
        const text = await (await stub(new Request(`${BASE}/?offset=0`))).text();
        return (JSON.parse(text) as { detail: string }[]).map((e) => JSON.parse(e.detail));
      },
      { goal: 0.5, batch: 20, rounds: 7 },
    ),
  );
}

await queryEncoding();
await clientOverhead();
await outcomeOverFullPage();
