/**
 * Key manager benchmarks, each against a baseline measured in the same run, on a stub server
 * (no network, so the client's own costs show; on a network they vanish in the round trip).
 * 1. getSecret through the client with retries and the timeout turned off (the X-Auth-Token
 *    policy, redirect refusal, path encoding, Accept, the body read as text, parsed and checked)
 *    vs bare openapi-fetch sending X-Auth-Token as a fixed header (goal: at least 0.7x).
 * 2. The same with the client's default policies (retries, a 30 s deadline over the whole call)
 *    (goal: at least 0.9x, every client's default pipeline).
 * 3. listSecrets over 10 pages of 100 secrets (the walker: each page checked, its next link
 *    parsed, the filter merged in, every secret_ref kept for the loop guard) vs a bare loop of
 *    openapi-fetch GETs following `next` by hand (goal: at least 0.7x).
 * 4. getSecretPayload of a 10,000-character payload (read as text and registered for
 *    redaction) vs bare openapi-fetch reading it as text (goal: at least 0.3x). Registering is
 *    the whole difference (without it the ratio is ~1.0x): core's redaction set hashes the
 *    payload, O(its length), some 25-45 us for 10,000 characters; the payload must be masked in
 *    any later error, and a network round trip is a thousand times longer.
 */
import createClient from "openapi-fetch";
import type { paths } from "../generated/keymanager.ts";
import { createKeyManagerClient } from "../src/keymanager/index.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";

const BASE = "https://keymanagement.bench.test";
const TENANT = "a759452216fd41cf8ee5aba321cfbd49";
const ID = "96e86d87-6602-4b99-ae41-5b737fe1288d";
const TOKEN = "bench-token-value";
const JSON_TYPE = { "content-type": "application/json" };

const secret = (i: number) => ({
  created: "2026-11-20T09:15:02.418237",
  updated: "2026-11-20T09:15:02.418237",
  status: "ACTIVE",
  name: `key-${i}`,
  secret_type: "opaque",
  expiration: null,
  algorithm: "aes",
  bit_length: 256,
  mode: "cbc",
  creator_id: null,
  content_types: { default: "text/plain" },
  secret_ref: `${BASE}/v1/${TENANT}/secrets/00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
});

const lean = (fetch: (request: Request) => Promise<Response>) =>
  createKeyManagerClient({
    baseUrl: BASE,
    auth: TOKEN,
    tenantId: TENANT,
    fetch,
    retry: { maxAttempts: 1 },
    timeoutMs: 0,
  });

async function oneSecret(): Promise<void> {
  const body = JSON.stringify(secret(1));
  const stub = async () => new Response(body, { headers: JSON_TYPE });
  const bare = createClient<paths>({ baseUrl: BASE, fetch: stub, headers: { "X-Auth-Token": TOKEN } });
  const baseline = () =>
    bare.GET("/v1/{tenant_id}/secrets/{resource_id}", {
      params: { path: { tenant_id: TENANT, resource_id: ID } },
      headers: { Accept: "application/json" },
    });
  const client = lean(stub);
  report(
    await compare(
      "getSecret through the client (no retries, no timeout) vs bare openapi-fetch + X-Auth-Token",
      () => client.getSecret(ID),
      baseline,
      { goal: 0.7, batch: 2000 },
    ),
  );
  const full = createKeyManagerClient({ baseUrl: BASE, auth: TOKEN, tenantId: TENANT, fetch: stub });
  report(
    await compare(
      "getSecret through the client with default policies vs bare openapi-fetch + X-Auth-Token",
      () => full.getSecret(ID),
      baseline,
      { goal: DEFAULT_PIPELINE_GOAL, batch: 2000 },
    ),
  );
}

async function tenPages(): Promise<void> {
  const pages = Array.from({ length: 10 }, (_, p) =>
    JSON.stringify({
      secrets: Array.from({ length: 100 }, (_, i) => secret(p * 100 + i)),
      total: 1000,
      ...(p < 9 && { next: `${BASE}/v1/${TENANT}/secrets?limit=100&offset=${(p + 1) * 100}` }),
    }),
  );
  const stub = async (request: Request) => {
    const offset = Number(new URL(request.url).searchParams.get("offset") ?? 0);
    return new Response(pages[offset / 100], { headers: JSON_TYPE });
  };
  const client = lean(stub);
  if ((await client.listSecrets({ name: "x", limit: 100 }).toArray()).length !== 1000)
    throw new Error("benchmark list misread");
  const bare = createClient<paths>({ baseUrl: BASE, fetch: stub, headers: { "X-Auth-Token": TOKEN } });
  report(
    await compare(
      "listSecrets over 10 pages of 100 vs a bare openapi-fetch loop following next",
      () => client.listSecrets({ name: "x", limit: 100 }).toArray(),
      async () => {
        const all: unknown[] = [];
        let offset: number | undefined;
        for (;;) {
          const { data } = await bare.GET("/v1/{tenant_id}/secrets", {
            params: { path: { tenant_id: TENANT }, query: { name: "x", limit: 100, offset } },
          });
          if (data === undefined) throw new Error("no page");
          all.push(...data.secrets);
          if (data.next === undefined) return all;
          offset = Number(new URL(data.next).searchParams.get("offset"));
        }
      },
      { goal: 0.7, batch: 50 },
    ),
  );
}

async function payload(): Promise<void> {
  const text = `-----BEGIN PRIVATE KEY-----${"M".repeat(10_000)}-----END PRIVATE KEY-----`;
  const stub = async () => new Response(text, { headers: { "content-type": "text/plain; charset=UTF-8" } });
  const client = lean(stub);
  const bare = createClient<paths>({ baseUrl: BASE, fetch: stub, headers: { "X-Auth-Token": TOKEN } });
  report(
    await compare(
      "getSecretPayload of 10,000 characters (registered for redaction) vs bare openapi-fetch as text",
      () => client.getSecretPayload(ID),
      () =>
        bare.GET("/v1/{tenant_id}/secrets/{resource_id}/payload", {
          params: { path: { tenant_id: TENANT, resource_id: ID } },
          headers: { Accept: "text/plain" },
          parseAs: "text",
        }),
      { goal: 0.3, batch: 2000 },
    ),
  );
}

await oneSecret();
await tenPages();
await payload();
