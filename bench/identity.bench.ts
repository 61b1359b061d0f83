/**
 * Identity benchmarks.
 * 1. 10,000 concurrent getToken() calls on the identity provider against a stub Keystone that
 *    answers after 5 ms: how many authentications they caused (must be 1) and the calls per second.
 * 2. A request through the identity client's pipeline (createApiClient with the xAuthToken
 *    policy, token at hand: auth, retry, redirect refusal, transport errors) vs a bare
 *    openapi-fetch request carrying the same X-Auth-Token header, on the same stub fetch
 *    (goal: at least 0.9x).
 * 3. getUser through the identity client (send: whole-call deadline, status check, typed
 *    errors, readJson and its guard) vs the same GET on bare openapi-fetch with the header and
 *    JSON.parse (goal: at least 0.9x, every client's default pipeline).
 * 4. Reading 50 pages of 100 items whole with the shared page walker (`toArray()`) vs a
 *    hand-written loop doing the same work (loop guard included) over the same in-memory
 *    pages (goal: at least 0.8x).
 * 5. listUsers().toArray() against a stub Keystone that offers a fresh next page forever: the
 *    walk must end with a PageLimitError at the default page limit (10,000 pages) within seconds
 *    (issue 22: such a walk went on forever; goal: under 10 s on the stub).
 */
import createClient from "openapi-fetch";
import type { paths } from "../generated/identity.ts";
import { PageLimitError } from "../src/core/errors.ts";
import { DEFAULT_PAGE_LIMIT, paginate } from "../src/core/paginate.ts";
import { createIdentityClient } from "../src/identity/index.ts";
import { createIdentityProvider } from "../src/identity/provider.ts";
import { compare, DEFAULT_PIPELINE_GOAL, report } from "./measure.ts";

const BASE = "https://identity.bench.test";
const TOKEN = "bench-identity-token";

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
    { status: 201, headers: { "X-Subject-Token": TOKEN } },
  );
}

const password = { userId: "u1", password: "bench-password" };
const userBody = JSON.stringify({
  user: {
    id: "u1",
    name: "bench",
    domain_id: "default",
    enabled: true,
    links: { self: `${BASE}/v3/users/u1` },
  },
});
const stub = async () => new Response(userBody, { headers: { "content-type": "application/json" } });

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

/** A provider holding a token, and the identity client presenting it. */
async function identityOnStub() {
  const provider = createIdentityProvider({ baseUrl: BASE, password, fetch: async () => tokenResponse() });
  await provider.getToken();
  return createIdentityClient({ baseUrl: BASE, auth: provider, fetch: stub });
}

const bare = createClient<paths>({ baseUrl: BASE, fetch: stub, headers: { "X-Auth-Token": TOKEN } });
const params = { params: { path: { user_id: "u1" } } };

async function authPolicyOverhead(): Promise<void> {
  const identity = await identityOnStub();
  report(
    await compare(
      "request through createApiClient with the xAuthToken policy vs bare openapi-fetch with the header",
      () => identity.raw.GET("/v3/users/{user_id}", params),
      () => bare.GET("/v3/users/{user_id}", params),
      { goal: 0.9, batch: 5000 },
    ),
  );
}

async function clientOverhead(): Promise<void> {
  const identity = await identityOnStub();
  report(
    await compare(
      "getUser through the identity client vs bare openapi-fetch GET + JSON.parse",
      () => identity.getUser("u1"),
      () =>
        bare
          .GET("/v3/users/{user_id}", { ...params, parseAs: "text" })
          .then((r) => (JSON.parse(r.data as string) as { user: unknown }).user),
      { goal: DEFAULT_PIPELINE_GOAL, batch: 3000 },
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
        paginate<Page, number, string>({
          load: (cursor) => load(cursor ?? "0"),
          items: (page) => page.items,
          next: (page) => page.links.next ?? undefined,
        }).toArray(),
      // The same work by hand, including the guard against a next link that loops.
      async () => {
        const all: number[] = [];
        const followed = new Set<string>();
        let page = await load("0");
        for (;;) {
          for (const item of page.items) all.push(item);
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

async function endlessListEnds(): Promise<void> {
  let pages = 0;
  const identity = createIdentityClient({
    baseUrl: BASE,
    auth: TOKEN,
    // A page as the spec requires it (each user's links, the list's self and previous): the
    // client checks every answer's shape, and a page that breaks it would end the walk early.
    fetch: async (request: Request) =>
      Response.json({
        users: [
          {
            id: `u${++pages}`,
            name: "bench",
            domain_id: "default",
            enabled: true,
            links: { self: `${BASE}/v3/users/u${pages}` },
          },
        ],
        links: { self: request.url, previous: null, next: `${BASE}/v3/users?marker=u${pages}` },
      }),
  });
  const start = process.hrtime.bigint();
  const error = await identity
    .listUsers()
    .toArray()
    .catch((e: unknown) => e);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const ended = error instanceof PageLimitError && pages === DEFAULT_PAGE_LIMIT;
  const verdict = ended && seconds < 10 ? "meets" : "MISSES";
  console.log(
    `listUsers against a server offering a fresh next page forever: ${ended ? "PageLimitError" : "no PageLimitError"} after ${pages.toLocaleString("en-US")} pages in ${seconds.toFixed(2)} s (${verdict} goal < 10 s)`,
  );
  if (!ended) process.exitCode = 1;
}

await concurrentGetToken();
await authPolicyOverhead();
await clientOverhead();
await paginatorOverhead();
await endlessListEnds();
