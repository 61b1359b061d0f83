/**
 * The compute client on the shared fake fetch: what goes on the wire (path, project, query,
 * X-Auth-Token, Accept), the checks made before anything is sent, the success statuses (200
 * and 203, nothing else), and Nova's error bodies mapped to typed errors.
 */
import { describe, expect, it } from "vitest";
import {
  ComputeAuthenticationError,
  ComputeBadRequestError,
  ComputeError,
  ComputeForbiddenError,
  ComputeServerError,
  createComputeClient,
  ServerNotFoundError,
} from "../../../src/compute/index.ts";
import {
  InvalidInputError,
  MalformedResponseError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { fakeNova, listedServer, shownServer, TENANT } from "./fake-nova.ts";

const SERVER = listedServer(1);
const clientOf = (fetch: ReturnType<typeof fakeFetch>, extra: object = {}) =>
  createComputeClient({
    baseUrl: "https://compute.test",
    auth: "token-abcdef",
    tenantId: TENANT,
    fetch,
    retry: { maxAttempts: 1 },
    ...extra,
  });

describe("compute client: the wire", () => {
  it("shows a server at /v2/{tenant}/servers/{id} with X-Auth-Token and Accept", async () => {
    const fetch = fakeNova({ servers: [SERVER] });
    const server = await clientOf(fetch).getServer(SERVER.id);
    expect(server["OS-EXT-AZ:availability_zone"]).toBe("jp-east-1a");
    const [sent] = fetch.sent;
    expect(sent?.method).toBe("GET");
    expect(sent?.url.href).toBe(`https://compute.test/v2/${TENANT}/servers/${SERVER.id}`);
    expect(sent?.headers.get("x-auth-token")).toBe("token-abcdef");
    expect(sent?.headers.get("accept")).toBe("application/json");
  });

  it("accepts the catalog's endpoint, which ends in /v2/{tenant}", async () => {
    const fetch = fakeNova({ servers: [SERVER] });
    await clientOf(fetch, { baseUrl: `https://compute.test/v2/${TENANT}/` }).listServersPage();
    expect(fetch.sent[0]?.url.pathname).toBe(`/v2/${TENANT}/servers/detail`);
  });

  it("encodes the project ID into its own path segment", async () => {
    const fetch = fakeNova({ servers: [] });
    await clientOf(fetch, { tenantId: "a/b?c" }).listServersPage();
    expect(fetch.sent[0]?.url.pathname).toBe("/v2/a%2Fb%3Fc/servers/detail");
  });

  it("sends the filters under Nova's names, sort keys and directions paired by position", async () => {
    const fetch = fakeNova({ servers: [] });
    await clientOf(fetch).listServersPage({
      changesSince: "2026-11-20T00:00:00+09:00",
      reservationId: "r-1",
      allTenants: false,
      sort: [{ key: "display_name" }, { key: "created_at" }],
    });
    expect(fetch.sent[0]?.url.search).toBe(
      "?changes-since=2026-11-20T00%3A00%3A00%2B09%3A00&reservation_id=r-1&all_tenants=false&sort_key=display_name&sort_key=created_at",
    );
  });

  it("reads a list answered with 203 as with 200, and refuses other success statuses", async () => {
    const list = { servers: [SERVER] };
    expect((await clientOf(fakeFetch(json(203, list))).listServersPage()).servers).toHaveLength(1);
    for (const status of [201, 206, 299]) {
      const error = await clientOf(fakeFetch(json(status, list)))
        .listServersPage()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnexpectedResponseError);
    }
    // The show documents 200 only.
    const shown = await clientOf(fakeFetch(json(203, { server: shownServer(SERVER) })))
      .getServer(SERVER.id)
      .catch((e: unknown) => e);
    expect(shown).toBeInstanceOf(UnexpectedResponseError);
  });

  it("refuses a body without what the client relies on", async () => {
    const bodies = [
      { servers: [{ id: 1, name: "x", status: "ACTIVE" }] },
      { servers: [SERVER], servers_links: { href: "x" } },
      { servers: [{ ...SERVER, "OS-SCH-HNT:scheduler_hints": "fcx.dedicated=True" }] },
      { server: SERVER },
    ];
    for (const body of bodies) {
      const error = await clientOf(fakeFetch(json(200, body)))
        .listServersPage()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MalformedResponseError);
    }
    const badZone = fakeFetch(
      json(200, { server: { ...shownServer(SERVER), "OS-EXT-AZ:availability_zone": 1 } }),
    );
    expect(
      await clientOf(badZone)
        .getServer(SERVER.id)
        .catch((e: unknown) => e),
    ).toBeInstanceOf(MalformedResponseError);
  });
});

describe("compute client: checks before anything is sent", () => {
  const fetch = fakeFetch(json(200, { servers: [] }));
  const client = clientOf(fetch);

  it.each<[string, () => Promise<unknown>, string]>([
    ["a server ID that is not a UUID", () => client.getServer("detail"), "serverId"],
    ["an empty server ID", () => client.getServer(""), "serverId"],
    ["a status that is not a string", () => client.listServersPage({ status: 1 as never }), "options.status"],
    ["an empty name", () => client.listServersPage({ name: "" }), "options.name"],
    // The spec takes Nova's limit of 0 and up (x-source: openstack).
    ["a negative limit", () => client.listServersPage({ limit: -1 }), "options.limit"],
    ["a fractional limit", () => client.listServers({ limit: 1.5 }).toArray(), "options.limit"],
    [
      "an invalid Date",
      () => client.listServersPage({ changesSince: new Date("x") }),
      "options.changesSince",
    ],
    [
      "a time that is not ISO 8601",
      () => client.listServersPage({ changesSince: "yesterday" }),
      "options.changesSince",
    ],
    [
      "allTenants that is not a boolean",
      () => client.listServersPage({ allTenants: "yes" as never }),
      "options.allTenants",
    ],
    ["sort that is not an array", () => client.listServersPage({ sort: "name" as never }), "options.sort"],
    [
      "a sort key without a name",
      () => client.listServersPage({ sort: [{ key: "" }] }),
      "options.sort[0].key",
    ],
    [
      "a bad sort direction",
      () => client.listServersPage({ sort: [{ key: "a", dir: "up" as never }] }),
      "options.sort[0].dir",
    ],
    [
      "directions for some keys only",
      () => client.listServersPage({ sort: [{ key: "a", dir: "asc" }, { key: "b" }] }),
      "options.sort",
    ],
    ["a server ID for dedicatedHost that is not a UUID", () => client.dedicatedHost("web-1"), "serverId"],
  ])("%s", async (_what, call, field) => {
    const error = await Promise.resolve()
      .then(call)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(fetch.sent).toHaveLength(0);
  });

  it.each([
    ["no options", () => createComputeClient(undefined as never), "options"],
    [
      "no tenantId",
      () => createComputeClient({ baseUrl: "https://c.test", auth: "t-1234" } as never),
      "tenantId",
    ],
    [
      "a tenantId of ..",
      () => createComputeClient({ baseUrl: "https://c.test", auth: "t-1234", tenantId: ".." }),
      "tenantId",
    ],
    [
      "a blank tenantId",
      () => createComputeClient({ baseUrl: "https://c.test", auth: "t-1234", tenantId: " " }),
      "tenantId",
    ],
    ["no auth", () => createComputeClient({ baseUrl: "https://c.test", tenantId: "p" } as never), "auth"],
    [
      "a baseUrl with a query",
      () => createComputeClient({ baseUrl: "https://c.test/?x=1", auth: "t-1234", tenantId: "p" }),
      "baseUrl",
    ],
  ])("refuses to build a client with %s", (_what, build, field) => {
    expect(build).toThrow(InvalidInputError);
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({ field });
    }
  });
});

describe("compute client: Nova's errors", () => {
  it.each([
    [
      400,
      { badRequest: { code: 400, message: "marker [x] not found" } },
      ComputeBadRequestError,
      "badRequest",
    ],
    [401, { unauthorized: { code: 401, message: "denied" } }, ComputeAuthenticationError, "unauthorized"],
    [
      401,
      { error: { code: 401, title: "Unauthorized", message: "auth required" } },
      ComputeAuthenticationError,
      "Unauthorized",
    ],
    [
      403,
      { forbidden: { code: 403, message: "Policy doesn't allow it" } },
      ComputeForbiddenError,
      "forbidden",
    ],
    [
      404,
      { itemNotFound: { code: 404, message: "Instance x could not be found." } },
      ServerNotFoundError,
      "itemNotFound",
    ],
    [409, { conflictingRequest: { code: 409, message: "busy" } }, ComputeError, "conflictingRequest"],
    [
      500,
      { computeFault: { code: 500, message: "Unexpected API Error." } },
      ComputeServerError,
      "computeFault",
    ],
    [503, { serviceUnavailable: { code: 503, message: "down" } }, ComputeServerError, "serviceUnavailable"],
  ])("HTTP %i with %j", async (status, body, ErrorClass, code) => {
    const fetch = fakeFetch(json(status, body, { "x-compute-request-id": "req-compute-1" }));
    const error = await clientOf(fetch)
      .getServer(SERVER.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ status, code, operation: "getServer", requestId: "req-compute-1" });
    expect(String(error)).toMatch(
      new RegExp(`^\\w+: Compute getServer failed with HTTP ${status} \\(${code}\\): `),
    );
  });

  it("reads a proxy's text page, and a body it cannot read, as the status alone", async () => {
    const text = await clientOf(fakeFetch(new Response("Bad Gateway from proxy", { status: 502 })))
      .listServersPage()
      .catch((e: unknown) => e);
    expect(text).toMatchObject({ status: 502, serverMessage: "Bad Gateway from proxy" });
    const odd = await clientOf(fakeFetch(json(404, { itemNotFound: "gone" })))
      .getServer(SERVER.id)
      .catch((e: unknown) => e);
    expect(odd).toBeInstanceOf(ServerNotFoundError);
    expect(odd).toMatchObject({ code: undefined, serverMessage: undefined });
  });

  it("retries a list on 503 by default, and prefers x-openstack-request-id", async () => {
    const fetch = fakeFetch(
      json(503, { serviceUnavailable: { code: 503, message: "down" } }),
      json(200, { servers: [] }, { "x-openstack-request-id": "req-a", "x-compute-request-id": "req-b" }),
    );
    const client = createComputeClient({
      baseUrl: "https://compute.test",
      auth: "token-abcdef",
      tenantId: TENANT,
      fetch,
      retry: { baseDelayMs: 1, maxDelayMs: 1 },
    });
    expect((await client.listServersPage()).servers).toEqual([]);
    expect(fetch.sent).toHaveLength(2);
    const failing = fakeFetch(
      json(
        404,
        { itemNotFound: { code: 404, message: "gone" } },
        {
          "x-openstack-request-id": "req-a",
          "x-compute-request-id": "req-b",
        },
      ),
    );
    expect(
      await clientOf(failing)
        .getServer(SERVER.id)
        .catch((e: unknown) => e),
    ).toMatchObject({ requestId: "req-a" });
  });
});
