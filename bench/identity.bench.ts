/**
 * Identity benchmarks.
 * 1. 10,000 concurrent getToken() calls on the identity provider against a stub Keystone that
 *    answers after 5 ms: how many authentications they caused (must be 1) and the calls per second.
 * 2. A request through openapi-fetch with the X-Auth-Token middleware (token at hand) vs a bare
 *    openapi-fetch request on the same stub fetch (goal: at least 0.9x).
 * 3. Reading 50 pages of 100 items whole with the shared paginator (`toArray()`) vs a
 *    hand-written loop doing the same work (loop guard included) over the same in-memory
 *    pages (goal: at least 0.8x).
 */
import createClient from "openapi-fetch";
import { paginate } from "../src/core/paginate.ts";
import { xAuthToken } from "../src/core/x-auth-token.ts";
import { createIdentityProvider } from "../src/identity/provider.ts";
import { compare, report } from "./measure.ts";

const BASE = "https://identity.bench.test";

function tokenResponse(): Response {
  const now = Date.now();
  return Response.json(
    {
      token: {
        methods: ["password"],
        user: { id: "u1", name: "bench", domain: { id: "default" } },
        audit_ids: ["a"],
        issued_at: new Date(now).toISOString(),
        expires_at: new Date(now + 3_600_000).toISOString(),
        catalog: [],
      },
    },
    { status: 201, headers: { "X-Subject-Token": "bench-identity-token" } },
  );
}

const password = { userId: "u1", password: "bench-password" };

async function concurrentGetToken(): Promise<void> {
  let authentications = 0;
  const provider = createIdentityProvider({
    baseUrl: BASE,
    password,
    scope: "unscoped",
    fetch: async () => {
      authentications++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return tokenResponse();
    },
  });
  const callers = 10_000;
  const start = process.hrtime.bigint();
  const tokens = await Promise.all(Array.from({ length: callers }, () => provider.getToken()));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(
    `identity getToken x${callers.toLocaleString("en-US")} concurrent: ${authentications} authentication(s) (must be 1), ${new Set(tokens).size} distinct token(s), ${Math.round(callers / seconds).toLocaleString("en-US")} calls/s (${(seconds * 1000).toFixed(1)} ms total, 5 ms of it the stub's answer)`,
  );
  if (authentications !== 1) process.exitCode = 1;
}

async function middlewareOverhead(): Promise<void> {
  const stub = async () => new Response('{"ok":true}', { headers: { "content-type": "application/json" } });
  type Paths = {
    "/v3/things": { get: { responses: { 200: { content: { "application/json": { ok: boolean } } } } } };
  };
  const bare = createClient<Paths>({ baseUrl: BASE, fetch: stub });
  const wrapped = createClient<Paths>({ baseUrl: BASE, fetch: stub });
  const provider = createIdentityProvider({ baseUrl: BASE, password, fetch: async () => tokenResponse() });
  await provider.getToken();
  wrapped.use(xAuthToken(provider));
  report(
    await compare(
      "request with X-Auth-Token middleware vs bare openapi-fetch",
      () => wrapped.GET("/v3/things"),
      () => bare.GET("/v3/things"),
      { goal: 0.9, batch: 5000 },
    ),
  );
}

async function paginatorOverhead(): Promise<void> {
  type Page = { items: number[]; links: { next: string | null } };
  const pages: Page[] = Array.from({ length: 50 }, (_, i) => ({
    items: Array.from({ length: 100 }, (_, j) => i * 100 + j),
    links: { next: i < 49 ? String(i + 1) : null },
  }));
  const load = async (link: string) => pages[Number(link)] as Page;
  report(
    await compare(
      "paginate 50 pages x 100 items vs a hand-written loop",
      () =>
        paginate(() => load("0"), load, {
          items: (page) => page.items,
          next: (page) => page.links.next,
        }).toArray(),
      // The same work by hand, including the guard against a next link that loops.
      async () => {
        const all: number[] = [];
        const followed = new Set<string>();
        let page = await load("0");
        for (;;) {
          all.push(...page.items);
          const next = page.links.next;
          if (next === null) return all;
          if (followed.has(next)) throw new Error("loop");
          followed.add(next);
          page = await load(next);
        }
      },
      { goal: 0.8, batch: 200 },
    ),
  );
}

await concurrentGetToken();
await middlewareOverhead();
await paginatorOverhead();
