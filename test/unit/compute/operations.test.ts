/**
 * Issue 29: every operation of the compute client is also a function of its own taking a bare
 * client first (`dedicatedHost(client, serverId)`), so a browser app carries only what it
 * imports (bench/size/compute-operations.js). Both forms are the same operations of the same
 * groups: the names match one to one, and a call sends the same requests and answers the same.
 */
import { describe, expect, it } from "vitest";
import * as compute from "../../../src/compute/index.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import type { FakeFetch } from "../../support/fake-fetch.ts";
import { expectOneFunctionPerMethod, expectSameRequests } from "../../support/operation-functions.ts";
import { fakeNova, listedServer, TENANT } from "./fake-nova.ts";

const options = (fetch: FakeFetch) => ({
  baseUrl: "https://compute.test",
  auth: "token-abcdef",
  tenantId: TENANT,
  fetch,
  retry: { maxAttempts: 1 },
});
const SERVERS = [listedServer(1), listedServer(2, { "fcx.dedicated": "True" })];

describe("compute operations as functions of their own", () => {
  it("the entry point exports a function for every method of the client, and no other", () => {
    const client = compute.createComputeClient(options(fakeNova({ servers: SERVERS })));
    const methods = expectOneFunctionPerMethod(compute, client, [
      "createComputeBareClient",
      "createComputeClient",
      "availabilityZoneOf",
      "dedicatedHostOf",
    ]);
    expect(methods).toEqual([
      "availabilityZone",
      "dedicatedHost",
      "getServer",
      "listServers",
      "listServersPage",
    ]);
  });

  it("a bare client has raw and tenantId; an operation on it sends what the method sends", async () => {
    const viaMethod = fakeNova({ servers: SERVERS, maxLimit: 1 });
    const viaFunction = fakeNova({ servers: SERVERS, maxLimit: 1 });
    const bare = compute.createComputeBareClient(options(viaFunction));
    expect(Object.keys(bare).sort()).toEqual(["raw", "tenantId"]);
    const id = SERVERS[1]?.id as string;
    const a = await compute.createComputeClient(options(viaMethod)).dedicatedHost(id);
    const b = await compute.dedicatedHost(bare, id);
    expect(b).toEqual(a);
    expect(b.dedicated).toBe(true);
    expectSameRequests(viaMethod, viaFunction);
  });

  it("lists, shows and errors behave the same through the functions", async () => {
    const bare = compute.createComputeBareClient(options(fakeNova({ servers: SERVERS, maxLimit: 1 })));
    expect(await compute.listServers(bare).toArray()).toHaveLength(2);
    expect((await compute.listServersPage(bare)).servers).toHaveLength(1);
    expect((await compute.availabilityZone(bare, SERVERS[0]?.id as string)).zone).toBe("jp-east-1a");
    const missing = "00000000-0000-4000-8000-000000000099";
    await expect(compute.getServer(bare, missing)).rejects.toBeInstanceOf(compute.ServerNotFoundError);
    await expect(compute.getServer(bare, "..")).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("a client made by createComputeClient is a bare client too", async () => {
    const client = compute.createComputeClient(options(fakeNova({ servers: SERVERS })));
    expect((await compute.getServer(client, SERVERS[0]?.id as string)).id).toBe(SERVERS[0]?.id);
  });

  it("refuses a client it did not make, before anything is sent", async () => {
    const fake = { raw: {}, tenantId: TENANT } as unknown as compute.ComputeBareClient;
    expect(() => compute.listServers(fake)).toThrow(/createComputeBareClient/);
    await expect(compute.dedicatedHost(fake, SERVERS[0]?.id as string)).rejects.toThrow(
      /createComputeBareClient/,
    );
  });

  it("a bare client checks its options as the client does", () => {
    expect(() =>
      compute.createComputeBareClient({ ...options(fakeNova({ servers: [] })), tenantId: "" }),
    ).toThrow(InvalidInputError);
  });
});
