/**
 * Compute benchmarks, each against a baseline measured in the same run, on the same stub fetch.
 * 1. listServers().toArray() over 50 pages of 20 servers through the compute client with its
 *    default policies (X-Auth-Token, Accept, retries, a 30 s deadline over each call, redirect
 *    refusal, typed errors; each body read as text, parsed and checked; core's page walker with
 *    its repeated-link guard and the client's repeated-page check, following each
 *    `servers_links` next link by its query) vs a hand-written
 *    loop over bare openapi-fetch sending X-Auth-Token as a fixed header, which reads each page,
 *    collects its servers and takes the marker of its next link (goal: at least 0.9x, every client's default pipeline).
 * 2. The same with retries and the timeout turned off, to show what those two cost.
 * Core's `itemKey` check (a set of every server ID of the walk) cost 6-8% here, which is why the
 * client checks for a repeated page by its first server instead.
 */
import createClient from "openapi-fetch";
import type { paths } from "../generated/compute.ts";
import { createComputeClient } from "../src/compute/index.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";

const BASE = "https://compute.bench.test";
const TENANT = "3e5d11fda79448ac99ccefb20be187ca";
const TOKEN = "bench-token-value";
const PAGES = 50;
const PER_PAGE = 20;

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const server = (n: number) => ({
  id: idOf(n),
  name: `server-${n}`,
  status: "ACTIVE",
  progress: 0,
  tenant_id: TENANT,
  user_id: "7a2f9c4e1b6d4e8f8a0c3b5d7e9f1a2b",
  hostId: "99428f32351a5d89d0f7727c6eec68c1777c545a0972aaac645508dc",
  created: "2026-11-20T02:11:55Z",
  updated: "2026-11-20T02:11:56Z",
  accessIPv4: "",
  accessIPv6: "",
  addresses: { private: [{ addr: `192.168.${n >> 8}.${n & 255}`, version: 4 }] },
  flavor: { id: "1", links: [{ href: `${BASE}/${TENANT}/flavors/1`, rel: "bookmark" }] },
  image: { id: "70a599e0-31e7-49b7-b260-868f441e862b", links: [] },
  links: [{ href: `${BASE}/v2/${TENANT}/servers/${idOf(n)}`, rel: "self" }],
  metadata: {},
  "OS-DCF:diskConfig": "AUTO",
  "OS-SCH-HNT:scheduler_hints": { "fcx.dedicated": n % 7 === 0 ? "True" : "False" },
});

/** Page bodies by the marker that asks for them ("" for the first). */
const pages = new Map<string, string>();
for (let p = 0; p < PAGES; p++) {
  const servers = Array.from({ length: PER_PAGE }, (_, i) => server(p * PER_PAGE + i + 1));
  const last = servers.at(-1)?.id ?? "";
  const body = {
    servers,
    ...(p < PAGES - 1 && {
      servers_links: [
        {
          href: `http://nova.internal:8774/v2/${TENANT}/servers/detail?limit=${PER_PAGE}&marker=${last}`,
          rel: "next",
        },
      ],
    }),
  };
  pages.set(p === 0 ? "" : idOf(p * PER_PAGE), JSON.stringify(body));
}
const stub = async (request: Request) =>
  new Response(pages.get(new URL(request.url).searchParams.get("marker") ?? "") ?? '{"servers":[]}', {
    headers: { "content-type": "application/json" },
  });

// The same headers the client sends: the token, and Accept (without it OpenStack answers errors as HTML).
const bare = createClient<paths>({
  baseUrl: BASE,
  fetch: stub,
  headers: { "X-Auth-Token": TOKEN, Accept: "application/json" },
});

/** What a careful hand-written loop does: every page, its servers, the marker of its next link. */
async function bareLoop(): Promise<unknown[]> {
  const all: unknown[] = [];
  let marker: string | undefined;
  for (;;) {
    const { data } = await bare.GET("/v2/{tenant_id}/servers/detail", {
      params: { path: { tenant_id: TENANT }, query: { limit: PER_PAGE, marker } },
    });
    if (data === undefined) throw new Error("no page");
    for (const s of data.servers) all.push(s);
    const next = data.servers_links?.find((link) => link.rel === "next");
    if (next === undefined) return all;
    marker = new URL(next.href).searchParams.get("marker") ?? undefined;
  }
}

async function listAcrossPages(): Promise<void> {
  const full = createComputeClient({ baseUrl: BASE, auth: TOKEN, tenantId: TENANT, fetch: stub });
  const lean = createComputeClient({
    baseUrl: BASE,
    auth: TOKEN,
    tenantId: TENANT,
    fetch: stub,
    retry: { maxAttempts: 1 },
    timeoutMs: 0,
  });
  const [mine, theirs] = [await full.listServers({ limit: PER_PAGE }).toArray(), await bareLoop()];
  if (mine.length !== PAGES * PER_PAGE || theirs.length !== PAGES * PER_PAGE)
    throw new Error("the pages were misread");
  report(
    await compare(
      `listServers over ${PAGES} pages through the client (default policies) vs a loop over bare openapi-fetch`,
      () => full.listServers({ limit: PER_PAGE }).toArray(),
      bareLoop,
      { goal: DEFAULT_PIPELINE_GOAL, batch: 40, rounds: 9 },
    ),
  );
  report(
    await compare(
      `listServers over ${PAGES} pages through the client (no retries, no timeout) vs a loop over bare openapi-fetch`,
      () => lean.listServers({ limit: PER_PAGE }).toArray(),
      bareLoop,
      { goal: 0.8, batch: 40, rounds: 9 },
    ),
  );
}

await listAcrossPages();
