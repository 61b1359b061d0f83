/**
 * Every compute operation through our client against the Prism mock of specs/compute, with
 * request validation on: the successes (200 and 203, every named example), the paging link,
 * the placement answers, and every documented error example (read from the spec itself, so a
 * newly documented error cannot go untested) mapped to its typed error; no sl-violations.
 */
import { describe, expect, it } from "vitest";
import {
  ComputeAuthenticationError,
  ComputeBadRequestError,
  type ComputeClient,
  ComputeForbiddenError,
  ComputeServerError,
  createComputeClient,
  ServerNotFoundError,
} from "../../src/compute/index.ts";
import { MalformedResponseError } from "../../src/core/errors.ts";
import { mockUrl, type RecordingFetch, strictPrismFetch } from "../support/prism.ts";
import { readDocumentedErrors } from "../support/spec-errors.ts";

const TENANT = "3e5d11fda79448ac99ccefb20be187ca";
const SERVER = "05372e62-05b9-4ee2-9343-9a1fdf2a5fda";
const TOKEN = "contract-compute-token";

// --- the spec: every operation and the error examples it documents ---------------------------

const { operationIds, errors: specErrors } = readDocumentedErrors("specs/compute/openapi.yaml");

function clientWith(prefer?: Parameters<typeof strictPrismFetch>[0]) {
  const fetch: RecordingFetch = strictPrismFetch(prefer);
  const client = createComputeClient({
    baseUrl: mockUrl("compute"),
    auth: TOKEN,
    tenantId: TENANT,
    fetch,
    retry: { maxAttempts: 1 },
  });
  return { client, fetch };
}

/** The client calls that drive each operation of the spec. */
const drivers: Record<string, ((client: ComputeClient) => Promise<unknown>)[]> = {
  listServers: [
    (c) => c.listServersPage({ status: "ACTIVE", limit: 2 }),
    (c) => c.listServers({ name: "web-" }).toArray(),
    (c) => c.dedicatedHost(SERVER),
  ],
  getServer: [(c) => c.getServer(SERVER), (c) => c.availabilityZone(SERVER)],
};

const ERROR_CLASSES: Record<number, new (...args: never[]) => Error> = {
  400: ComputeBadRequestError,
  401: ComputeAuthenticationError,
  403: ComputeForbiddenError,
  404: ServerNotFoundError,
  500: ComputeServerError,
  503: ComputeServerError,
};

describe("compute API contract: coverage", () => {
  it("drives every operation of the spec, and no other", () => {
    expect(Object.keys(drivers).sort()).toEqual([...operationIds].sort());
  });

  it("documents a named example for every error of every operation", () => {
    for (const error of specErrors)
      expect(error.example, `${error.operationId} ${error.status}`).not.toBe("");
    for (const operationId of operationIds)
      for (const status of [400, 401, 403, 500, 503])
        expect(specErrors.some((e) => e.operationId === operationId && e.status === status)).toBe(true);
    expect(specErrors.some((e) => e.operationId === "getServer" && e.status === 404)).toBe(true);
  });
});

describe("compute API contract: successes", () => {
  it("lists one page with every filter, sort and paging parameter the client sends", async () => {
    const { client, fetch } = clientWith();
    const page = await client.listServersPage({
      name: "web-",
      status: "ACTIVE",
      image: "70a599e0-31e7-49b7-b260-868f441e862b",
      flavor: "1",
      changesSince: new Date("2026-11-20T00:00:00Z"),
      ip: "192.168.0.",
      ip6: "fd00:",
      reservationId: "r-3fhpjulh",
      host: "compute-01",
      allTenants: true,
      sort: [
        { key: "display_name", dir: "asc" },
        { key: "created_at", dir: "desc" },
      ],
      limit: 2,
      marker: SERVER,
    });
    expect(page.servers.map((s) => s.name)).toEqual(["web-1", "batch-7"]);
    const sent = fetch.requests[0];
    expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(sent?.headers.get("accept")).toBe("application/json");
    expect(new URL(sent?.url ?? "").pathname).toBe(`/v2/${TENANT}/servers/detail`);
    expect(new URL(sent?.url ?? "").search).toBe(
      "?name=web-&status=ACTIVE&image=70a599e0-31e7-49b7-b260-868f441e862b&flavor=1&changes-since=2026-11-20T00%3A00%3A00.000Z&ip=192.168.0.&ip6=fd00%3A&reservation_id=r-3fhpjulh&host=compute-01&all_tenants=true&sort_key=display_name&sort_key=created_at&sort_dir=asc&sort_dir=desc&limit=2&marker=05372e62-05b9-4ee2-9343-9a1fdf2a5fda",
    );
  });

  it.each(["servers", "firstPage", "empty"])("reads the %s example of the list", async (example) => {
    const page = await clientWith(`code=200, example=${example}`).client.listServersPage();
    expect(Array.isArray(page.servers)).toBe(true);
    if (example === "firstPage") expect(page.servers_links?.[0]?.rel).toBe("next");
  });

  it("reads the list answered with 203 as with 200", async () => {
    const page = await clientWith("code=203").client.listServersPage();
    expect(page.servers).toHaveLength(2);
  });

  it("walks every server; a last page without a next link ends the walk", async () => {
    const { client, fetch } = clientWith();
    const servers = await client.listServers({ status: "ACTIVE", limit: 50 }).toArray();
    expect(servers.map((s) => s.id)).toEqual([SERVER, "5046e2f2-3b33-4041-b3cf-e085f73e78e7"]);
    expect(fetch.requests).toHaveLength(1);
  });

  it("follows the next link by its query, and stops when the mock repeats the page", async () => {
    // Prism answers every request with the same example, so the second page repeats the first:
    // the walker must stop with an error rather than loop.
    const { client, fetch } = clientWith("code=200, example=firstPage");
    const error = await client
      .listServers({ limit: 1 })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(fetch.requests.map((r) => new URL(r.url).search)).toEqual([
      "?limit=1",
      `?limit=1&marker=${SERVER}`,
    ]);
  });

  it("shows a server with its availability zone", async () => {
    const { client, fetch } = clientWith();
    const server = await client.getServer(SERVER);
    expect(server).toMatchObject({ id: SERVER, "OS-EXT-AZ:availability_zone": "jp-east-1a" });
    expect(new URL(fetch.requests[0]?.url ?? "").pathname).toBe(`/v2/${TENANT}/servers/${SERVER}`);
  });

  it("answers which availability zone a server is in", async () => {
    expect(await clientWith().client.availabilityZone(SERVER)).toEqual({
      serverId: SERVER,
      zone: "jp-east-1a",
    });
  });

  it("answers whether a server is on a dedicated host, from the list's scheduler hint", async () => {
    const { client } = clientWith();
    expect(await client.dedicatedHost(SERVER)).toEqual({
      serverId: SERVER,
      dedicated: true,
      hint: { key: "fcx.dedicated", value: "True" },
    });
    expect(await client.dedicatedHost("5046e2f2-3b33-4041-b3cf-e085f73e78e7")).toMatchObject({
      dedicated: false,
      hint: { key: "fcx.dedicated", value: "False" },
    });
    const missing = await client
      .dedicatedHost("00000000-0000-4000-8000-000000000000")
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ServerNotFoundError);
  });

  it("is refused by the mock without an X-Auth-Token, which the client always sends", async () => {
    const response = await fetch(`${mockUrl("compute")}/v2/${TENANT}/servers/${SERVER}`);
    expect(response.status).toBe(401);
    expect(response.headers.get("sl-violations")).toContain("security");
  });
});

const errorCases = specErrors.flatMap((error) =>
  (drivers[error.operationId] ?? []).map((drive, i) => ({ ...error, drive, driver: i })),
);

describe("compute API contract: every documented error becomes its typed error", () => {
  it.each(errorCases)(
    "$operationId (driver $driver): HTTP $status $example",
    async ({ status, example, drive }) => {
      const { client } = clientWith(`code=${status}, example=${example}`);
      const error = await drive(client).then(
        () => expect.fail("expected an error"),
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ERROR_CLASSES[status]);
      expect(error).toMatchObject({ status, code: expect.any(String), serverMessage: expect.any(String) });
      expect(String(error)).toContain(`HTTP ${status}`);
      expect(String(error)).not.toContain(TOKEN);
    },
  );
});
