/**
 * Issue 22, class 2: endless page walks. A server that always offers a fresh next page (a new
 * link, marker or offset each time) kept `listX().toArray()` going forever: no loop guard
 * catches it, and `timeoutMs` bounds one page. Every walk now reads at most its client's
 * `pageLimit` pages (default 10,000, core's paginate) and then ends in a PageLimitError naming
 * the list. Each list of every API is walked here against such a server, with a small
 * `pageLimit` so the test stays cheap; the default itself is checked once, on core's walker.
 */
import { describe, expect, it } from "vitest";
import { createComputeClient } from "../../../src/compute/index.ts";
import { PageLimitError } from "../../../src/core/errors.ts";
import { DEFAULT_PAGE_LIMIT, paginate } from "../../../src/core/paginate.ts";
import { createDatabaseClient } from "../../../src/database/index.ts";
import { createDatastoreClient } from "../../../src/datastore/node.ts";
import { createDnsClient } from "../../../src/dns/index.ts";
import { createIdentityClient } from "../../../src/identity/index.ts";
import { createKeyManagerClient } from "../../../src/keymanager/index.ts";
import { createTelemetryClient } from "../../../src/telemetry/index.ts";
import { documentedItem } from "../../support/spec-answers.ts";
import { listedServer, TENANT as NOVA_TENANT } from "../compute/fake-nova.ts";
import { recordSetsPageXml, recordSetXml, zonesPageXml } from "../dns/xml-bodies.ts";
import { TENANT as BARBICAN_TENANT, secretRef, secretView } from "../keymanager/fake-barbican.ts";
import { entry, thresholdAlarm } from "../telemetry/fake-telemetry.ts";

const LIMIT = 40;
type Identity = ReturnType<typeof createIdentityClient>;
const TOKEN = "page-limit-token-1234";

/** A transport that answers the n-th request with `page(request, n)`, and counts them. */
function endless(page: (request: Request, n: number) => Response) {
  let sent = 0;
  const fetch = async (request: Request) => page(request, ++sent);
  return { fetch, sent: () => sent };
}

/** The walk ends with a PageLimitError naming `name`, after exactly the limit's pages. */
async function expectPageLimit(walk: () => Promise<unknown>, name: string, sent: () => number) {
  const error = await walk().catch((e: unknown) => e);
  expect(error, name).toBeInstanceOf(PageLimitError);
  expect(error).toMatchObject({ list: name, pages: LIMIT });
  expect((error as Error).message).toContain(name);
  expect(sent()).toBe(LIMIT);
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
/** The request's own path with a fresh query, as a server's next link. */
const nextLink = (request: Request, query: string) => `${new URL(request.url).pathname}?${query}`;

describe("the default page limit", () => {
  it(`is ${DEFAULT_PAGE_LIMIT.toLocaleString("en-US")} pages: a fresh next page forever ends in a PageLimitError`, async () => {
    let loaded = 0;
    const walk = paginate<number, number, number>(
      { load: async (cursor = 0) => ++loaded + cursor * 0, items: (page) => [page], next: (page) => page },
      { name: "listForever" },
    );
    const error = await walk.toArray().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageLimitError);
    expect(error).toMatchObject({ list: "listForever", pages: DEFAULT_PAGE_LIMIT });
    expect(loaded).toBe(DEFAULT_PAGE_LIMIT);
  });

  it("a caller's smaller maxPages still stops quietly, and pageLimit is checked", async () => {
    const counting = () => ({
      load: async (cursor = 0) => cursor + 1,
      items: (page: number) => [page],
      next: (page: number) => page,
    });
    expect(await paginate(counting, { maxPages: 3, pageLimit: 5 }).toArray()).toEqual([1, 2, 3]);
    await expect(paginate(counting, { maxPages: 9, pageLimit: 5 }).toArray()).rejects.toBeInstanceOf(
      PageLimitError,
    );
    for (const pageLimit of [0, 1.5, Number.NaN])
      expect(() => createIdentityClient({ baseUrl: "https://id.test", auth: TOKEN, pageLimit })).toThrow(
        /pageLimit/,
      );
  });
});

describe("identity: every list ends at the page limit", () => {
  // One item of each list's kind, as the spec documents it; where two lists share a member name
  // (regions, groups), one item with the members of both.
  const item = (operationId: string, member: string) => documentedItem("identity", operationId, member);
  const items: Record<string, Record<string, unknown>> = {
    regions: { ...item("listRegions", "regions"), ...item("listSynchronousRegions", "regions") },
    projects: item("listProjects", "projects"),
    users: item("listUsers", "users"),
    groups: { ...item("listGroups", "groups"), ...item("listUserGroups", "groups") },
    roles: item("listRoles", "roles"),
    role_assignments: item("listRoleAssignments", "role_assignments"),
    trusts: item("listTrusts", "trusts"),
  };
  const server = () =>
    endless((request, n) => {
      const next = nextLink(request, `marker=${n}`);
      const body: Record<string, unknown> = { links: { self: request.url, previous: null, next } };
      for (const [member, one] of Object.entries(items)) body[member] = [{ ...one, id: `${member}-${n}` }];
      return Response.json(body);
    });
  const grant = { userId: "u1", projectId: "p1" };
  const lists = {
    listRegions: (c: Identity) => c.listRegions(),
    listSynchronousRegions: (c: Identity) => c.listSynchronousRegions({ domain_id: "d1" }),
    listProjects: (c: Identity) => c.listProjects(),
    listUsers: (c: Identity) => c.listUsers(),
    listUserProjects: (c: Identity) => c.listUserProjects("u1"),
    listUserGroups: (c: Identity) => c.listUserGroups("u1"),
    listGroups: (c: Identity) => c.listGroups(),
    listGroupUsers: (c: Identity) => c.listGroupUsers("g1"),
    listRoles: (c: Identity) => c.listRoles(),
    // The grant's own operation: each combination of user or group and project or domain is one.
    listProjectUserRoles: (c: Identity) => c.listGrantedRoles(grant),
    listRoleAssignments: (c: Identity) => c.listRoleAssignments(),
    listTrusts: (c: Identity) => c.listTrusts(),
    listTrustRoles: (c: Identity) => c.listTrustRoles("t1"),
  };
  it.each(Object.entries(lists))("%s", async (name, list) => {
    const { fetch, sent } = server();
    const client = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: TOKEN,
      fetch,
      pageLimit: LIMIT,
    });
    await expectPageLimit(() => list(client).toArray(), name, sent);
  });
});

describe("telemetry: every list ends at the page limit", () => {
  it("listAlarms", async () => {
    const { fetch, sent } = endless((_, n) =>
      Response.json([1, 2].map((i) => ({ ...thresholdAlarm, alarm_id: `alarm-${n}-${i}` }))),
    );
    const client = createTelemetryClient({
      baseUrl: "https://telemetry.test",
      auth: TOKEN,
      fetch,
      pageLimit: LIMIT,
    });
    await expectPageLimit(() => client.listAlarms({ limit: 2 }).toArray(), "listAlarms", sent);
  });

  it.each(["offset", "marker"] as const)("listHistory, paged by %s", async (historyPaging) => {
    const { fetch, sent } = endless(() =>
      Response.json(
        [1, 2].map(() => entry("action", "2026-11-20T09:00:00.000001", { action_state: "Succeeded" })),
      ),
    );
    const client = createTelemetryClient({
      baseUrl: "https://telemetry.test",
      auth: TOKEN,
      fetch,
      historyPaging,
      historyPageSize: 2,
      pageLimit: LIMIT,
    });
    await expectPageLimit(() => client.listHistory("a1").toArray(), "listHistory", sent);
  });
});

describe("compute: every list ends at the page limit", () => {
  const server = () =>
    endless((request, n) =>
      Response.json({
        servers: [listedServer(n)],
        servers_links: [{ rel: "next", href: nextLink(request, `marker=${uuid(n)}`) }],
      }),
    );
  const client = (fetch: (request: Request) => Promise<Response>) =>
    createComputeClient({
      baseUrl: "https://compute.test",
      auth: TOKEN,
      tenantId: NOVA_TENANT,
      fetch,
      pageLimit: LIMIT,
    });

  it("listServers", async () => {
    const { fetch, sent } = server();
    await expectPageLimit(() => client(fetch).listServers().toArray(), "listServers", sent);
  });

  it("dedicatedHost, which walks listServers for its server", async () => {
    const { fetch, sent } = server();
    await expectPageLimit(() => client(fetch).dedicatedHost(uuid(999_999)), "listServers", sent);
  });
});

describe("database: every list ends at the page limit", () => {
  const db = (page: (request: Request, n: number) => Response) => {
    const { fetch, sent } = endless(page);
    const client = createDatabaseClient({
      baseUrl: "https://database.test",
      auth: TOKEN,
      tenantId: "t1",
      fetch,
      pageLimit: LIMIT,
    });
    return { client, sent };
  };
  const full = (n: number, make: (id: string) => object) =>
    Array.from({ length: 20 }, (_, i) => make(`id-${n}-${i}`));

  it("listInstances", async () => {
    const { client, sent } = db((_, n) =>
      Response.json({ instances: full(n, (id) => ({ id, name: id, status: "ACTIVE" })) }),
    );
    await expectPageLimit(() => client.listInstances().toArray(), "listInstances", sent);
  });

  it("listEventSubscriptions", async () => {
    const { client, sent } = db((_, n) => Response.json({ eventSubscriptions: full(n, (id) => ({ id })) }));
    await expectPageLimit(() => client.listEventSubscriptions().toArray(), "listEventSubscriptions", sent);
  });

  it("listEvents", async () => {
    const event = {
      date: "2026-11-20T09:00:00",
      message: "m",
      eventCategories: ["backup"],
      sourceIdentifier: "i1",
      sourceType: "db-instance",
    };
    const { client, sent } = db((_, n) => Response.json({ events: [event], marker: `m${n}` }));
    await expectPageLimit(() => client.listEvents().toArray(), "listEvents", sent);
  });

  it("listLogFiles", async () => {
    const { client, sent } = db((_, n) =>
      Response.json({
        describeDBLogFilesResult: { describeDBLogFileDetails: [{ logFileName: `f${n}` }], marker: `m${n}` },
      }),
    );
    await expectPageLimit(() => client.listLogFiles("i1").toArray(), "listLogFiles", sent);
  });
});

describe("key manager: every list ends at the page limit", () => {
  const server = (collection: "secrets" | "containers") =>
    endless((request, n) => {
      const id = uuid(n);
      const item =
        collection === "secrets"
          ? secretView({ id, name: `s${n}`, secret_type: "opaque" })
          : {
              container_ref: secretRef(id).replace("/secrets/", "/containers/"),
              name: `c${n}`,
              type: "generic",
              secret_refs: [],
              status: "ACTIVE",
              created: "2026-11-20T09:00:00",
              updated: "2026-11-20T09:00:00",
              consumers: [],
            };
      return Response.json({
        [collection]: [item],
        total: n + 1,
        next: nextLink(request, `limit=1&offset=${n}`),
      });
    });
  const client = (fetch: (request: Request) => Promise<Response>) =>
    createKeyManagerClient({
      baseUrl: "https://keymanagement.test",
      auth: TOKEN,
      tenantId: BARBICAN_TENANT,
      fetch,
      pageLimit: LIMIT,
    });

  it("listSecrets", async () => {
    const { fetch, sent } = server("secrets");
    await expectPageLimit(() => client(fetch).listSecrets().toArray(), "listSecrets", sent);
  });

  it("listContainers", async () => {
    const { fetch, sent } = server("containers");
    await expectPageLimit(() => client(fetch).listContainers().toArray(), "listContainers", sent);
  });
});

describe("DNS and the data store: every list ends at the page limit", () => {
  const xml = (body: string) => new Response(body, { headers: { "Content-Type": "application/xml" } });
  const dns = (fetch: (request: Request) => Promise<Response>) =>
    createDnsClient({ baseUrl: "https://dns.test", auth: TOKEN, fetch, pageLimit: LIMIT });

  it("listHostedZones", async () => {
    const { fetch, sent } = endless((_, n) =>
      xml(zonesPageXml([`zone${n}.example.com.`], `zone${n + 1}.example.com.`)),
    );
    await expectPageLimit(() => dns(fetch).listHostedZones().toArray(), "listHostedZones", sent);
  });

  it("listResourceRecordSets", async () => {
    const { fetch, sent } = endless((_, n) =>
      xml(
        recordSetsPageXml([recordSetXml(`r${n}.example.com.`)], {
          name: `r${n + 1}.example.com.`,
          type: "A",
        }),
      ),
    );
    await expectPageLimit(
      () => dns(fetch).listResourceRecordSets("example.com").toArray(),
      "listResourceRecordSets",
      sent,
    );
  });

  it("search", async () => {
    const { fetch, sent } = endless((_, n) =>
      Response.json({
        results: [1, 2].map((i) => ({
          objectId: `obj${n}x${i}`,
          createDate: "2013-08-28T03:02:29.970Z",
          updateDate: "2013-08-28T03:02:29.970Z",
          acl: {},
        })),
      }),
    );
    const store = createDatastoreClient({
      baseUrl: "https://mbaas.test",
      applicationKey: "page-limit-application-key",
      clientKey: "page-limit-client-key",
      fetch,
      pageLimit: LIMIT,
    });
    await expectPageLimit(
      () => store.searchObjects("Score", { pageSize: 2 }).toArray(),
      "searchObjects",
      sent,
    );
  });
});
