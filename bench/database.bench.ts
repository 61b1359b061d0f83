/**
 * Database benchmarks, each against a baseline measured in the same run.
 * 1. getInstance through the database client with retries and the timeout off (so: the
 *    X-Auth-Token policy, redirect refusal, path encoding, the body parsed, its member names
 *    read as documented and checked) vs bare openapi-fetch sending the same X-Auth-Token and
 *    Accept headers and parsing the JSON itself (goal: at least 0.7x).
 * 2. The same with the client's default policies (retries, a 30 s deadline over the whole call)
 *    (goal: at least 0.9x, as for every client's default pipeline; on a zero-latency stub these costs show, on a network they vanish in
 *    the round trip).
 * 3. listEvents over 10 pages of 100 events, following the markers (member names of every event
 *    read as documented, the walker's loop guard) vs bare openapi-fetch fetching the same pages
 *    and parsing them (goal: at least 0.5x: every key of every event is looked at once more).
 */
import createClient from "openapi-fetch";
import type { paths } from "../generated/database.ts";
import { createDatabaseClient } from "../src/database/index.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";

const BASE = "https://database.bench.test";
const TENANT = "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3";
const INSTANCE = "44b277eb-39be-4921-be31-3d61b43651d7";
const TOKEN = "bench-token-value";

const instanceBody = JSON.stringify({
  instance: {
    id: INSTANCE,
    name: "json-rack-instance",
    status: "ACTIVE",
    created: "2013-03-18T19:09:17",
    flavor: { id: "1", links: [{ href: `${BASE}/v1.0/${TENANT}/flavors/1`, rel: "self" }] },
    volume: { type: "M1", size: 20 },
    engine: "symfoware",
    engineVersion: "12.1",
    port: 26500,
    privateAddress: "fujitsu.s5.dbaas.a23w4e5r6tg7yuhjik",
    privateIp: "10.125.52.214",
    charcterSet: "UTF-8",
    "securityGroupIds.": [{ securityGroupId: "secid1" }, { securityGroupId: "secid2" }],
    "subnetGroupId ": "subnetGroup1",
    preferredRecoveryTime: { applyImmediately: true, time: null },
  },
});

async function clientOverhead(): Promise<void> {
  const stub = async () => new Response(instanceBody, { headers: { "content-type": "application/json" } });
  // The same headers the client sends: the token, and Accept (without it OpenStack answers errors as HTML).
  const bare = createClient<paths>({
    baseUrl: BASE,
    fetch: stub,
    headers: { "X-Auth-Token": TOKEN, Accept: "application/json" },
  });
  const baseline = () =>
    bare.GET("/v1.0/{tenantId}/instances/{instanceId}", {
      params: { path: { tenantId: TENANT, instanceId: INSTANCE } },
    });
  const lean = createDatabaseClient({
    baseUrl: BASE,
    auth: TOKEN,
    tenantId: TENANT,
    fetch: stub,
    retry: { maxAttempts: 1 },
    timeoutMs: 0,
  });
  if ((await lean.getInstance(INSTANCE)).characterSet !== "UTF-8")
    throw new Error("benchmark instance misread");
  report(
    await compare(
      "getInstance through the client (no retries, no timeout) vs bare openapi-fetch + X-Auth-Token",
      () => lean.getInstance(INSTANCE),
      baseline,
      { goal: 0.7, batch: 2000 },
    ),
  );
  const full = createDatabaseClient({ baseUrl: BASE, auth: TOKEN, tenantId: TENANT, fetch: stub });
  report(
    await compare(
      "getInstance through the client with default policies vs bare openapi-fetch + X-Auth-Token",
      () => full.getInstance(INSTANCE),
      baseline,
      { goal: DEFAULT_PIPELINE_GOAL, batch: 2000 },
    ),
  );
}

async function eventPages(): Promise<void> {
  const PAGES = 10;
  const pages = Array.from({ length: PAGES }, (_, p) =>
    JSON.stringify({
      marker: p + 1 < PAGES ? `event${(p + 1) * 100}` : undefined,
      events: Array.from({ length: 100 }, (_, i) => ({
        " date": "2013-03-18T19:09:17",
        message: "Finished DB Instance backup",
        eventCategories: ["backup"],
        sourceIdentifier: `dbinst${p * 100 + i}`,
        sourceType: "db-instance",
      })),
    }),
  );
  const pageOf = (url: string) => {
    const marker = new URL(url).searchParams.get("marker");
    return pages[marker === null ? 0 : Number(marker.slice(5)) / 100] ?? "{}";
  };
  const stub = async (request: Request) =>
    new Response(pageOf(request.url), { headers: { "content-type": "application/json" } });
  const client = createDatabaseClient({ baseUrl: BASE, auth: TOKEN, tenantId: TENANT, fetch: stub });
  if ((await client.listEvents().toArray()).length !== 1000) throw new Error("benchmark events misread");
  const bare = createClient<paths>({ baseUrl: BASE, fetch: stub, headers: { "X-Auth-Token": TOKEN } });
  report(
    await compare(
      "listEvents over 10 pages of 100 events vs bare openapi-fetch reading the same pages",
      () => client.listEvents().toArray(),
      async () => {
        const all: unknown[] = [];
        let marker: string | undefined;
        do {
          const { data } = await bare.GET("/v1.0/{tenantId}/events", {
            params: { path: { tenantId: TENANT }, query: { marker } },
          });
          all.push(...(data?.events ?? []));
          marker = data?.marker ?? undefined;
        } while (marker);
        return all;
      },
      { goal: 0.5, batch: 50, rounds: 7 },
    ),
  );
}

await clientOverhead();
await eventPages();
