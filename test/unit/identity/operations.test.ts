/**
 * Issue 29: every operation of the identity client is also a function of its own taking a bare
 * client first (`listUserGroups(client, userId)`), so a browser app carries only what it
 * imports (bench/size/identity-operations.js); the provider uses the token operations alone.
 * Both forms are the same operations of the same groups: the names match one to one, and a
 * call sends the same requests and answers the same.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import * as identity from "../../../src/identity/index.ts";
import { type FakeFetch, fakeFetch, json } from "../../support/fake-fetch.ts";
import { expectOneFunctionPerMethod, expectSameRequests } from "../../support/operation-functions.ts";
import { fakeKeystone } from "./fake-keystone.ts";

const BASE = "https://identity.example.test";
const options = (fetch: FakeFetch) => ({
  baseUrl: BASE,
  auth: "T-token-1234",
  fetch,
  retry: { maxAttempts: 1 },
});
const groups = () =>
  json(200, {
    groups: [
      { id: "g1", name: "devs", domain_id: "d1", description: "", links: { self: `${BASE}/v3/groups/g1` } },
    ],
    links: { self: `${BASE}/v3/users/u1/groups`, previous: null, next: null },
  });

describe("identity operations as functions of their own", () => {
  it("the entry point exports a function for every method of the client, and no other", () => {
    const client = identity.createIdentityClient(options(fakeFetch(groups())));
    const methods = expectOneFunctionPerMethod(identity, client, [
      "buildAuthRequest",
      "createIdentityBareClient",
      "createIdentityClient",
      "createIdentityProvider",
      "findEndpoint",
    ]);
    // 56 before the SDK was generated, and the 20 role operations of the spec (each combination of
    // a user or group and a project or domain) that grantRole, hasRole and listGrantedRoles pick from.
    expect(methods).toHaveLength(76);
  });

  it("a bare client has raw alone; an operation on it sends what the method sends", async () => {
    const viaMethod = fakeFetch(groups());
    const viaFunction = fakeFetch(groups());
    const bare = identity.createIdentityBareClient(options(viaFunction));
    expect(Object.keys(bare)).toEqual(["raw"]);
    const a = await identity
      .createIdentityClient(options(viaMethod))
      .listUserGroups("u1", { name: "devs" })
      .toArray();
    const b = await identity.listUserGroups(bare, "u1", { name: "devs" }).toArray();
    expect(b).toEqual(a);
    expect(b.map((group) => group.id)).toEqual(["g1"]);
    expectSameRequests(viaMethod, viaFunction);
  });

  it("the provider authenticates through the token operations, and a bare client takes it as auth", async () => {
    const keystone = fakeKeystone([{ token: "issued-token-1234" }]).fetch;
    const provider = identity.createIdentityProvider({
      baseUrl: BASE,
      password: { userId: "u1", password: "pw-secret-value" },
      fetch: keystone,
    });
    const bare = identity.createIdentityBareClient({ baseUrl: BASE, auth: provider, fetch: keystone });
    expect((await identity.getUser(bare, "u1")).id).toBe("u1");
    const [login, read] = keystone.sent;
    expect([login?.method, login?.url.pathname]).toEqual(["POST", "/v3/auth/tokens"]);
    expect(read?.headers.get("x-auth-token")).toBe("issued-token-1234");
  });

  it("errors behave the same through the functions", async () => {
    const missing = identity.createIdentityBareClient(
      options(fakeFetch(json(404, { error: { code: 404, message: "no such user", title: "Not Found" } }))),
    );
    await expect(identity.getUser(missing, "u9")).rejects.toBeInstanceOf(identity.IdentityNotFoundError);
    await expect(identity.getUser(missing, "..")).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("a client made by createIdentityClient is a bare client too", async () => {
    const client = identity.createIdentityClient(options(fakeFetch(groups())));
    expect(await identity.listUserGroups(client, "u1").toArray()).toHaveLength(1);
  });

  it("refuses a client it did not make, before anything is sent", async () => {
    const fake = { raw: {} } as unknown as identity.IdentityBareClient;
    expect(() => identity.listUserGroups(fake, "u1")).toThrow(/createIdentityBareClient/);
    await expect(identity.getUser(fake, "u1")).rejects.toThrow(InvalidInputError);
  });

  it("a bare client checks its options as the client does", () => {
    expect(() => identity.createIdentityBareClient({ ...options(fakeFetch()), baseUrl: "ftp://x" })).toThrow(
      InvalidInputError,
    );
  });
});
