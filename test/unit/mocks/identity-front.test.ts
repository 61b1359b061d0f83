/**
 * The identity mock's front (scripts/mocks/fronts/identity-catalog.ts): every token body's catalog
 * lists every API of redocly.yaml with its mock URL, so the SDK's endpoint lookup finds the DNS
 * mock; `?nocatalog` leaves the catalog out; other bodies pass unchanged.
 */
import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import type { FrontRequest, FrontResponse } from "../../../scripts/mocks/fronts/front-server.ts";
import { identityCatalogFront, MOCK_REGION } from "../../../scripts/mocks/fronts/identity-catalog.ts";
import { findEndpoint } from "../../../src/identity/index.ts";

const apis = loadApis();
const urls = Object.fromEntries(apis.map((api, i) => [api.name, `http://127.0.0.1:${30000 + i}`]));
const front = identityCatalogFront(apis, urls);

const request = (target: string): FrontRequest => ({
  method: "POST",
  target,
  headers: {},
  body: new Uint8Array(),
});
const answer = (body: unknown, type = "application/json"): FrontResponse => ({
  status: 201,
  headers: { "content-type": type, "x-subject-token": "gAAAA" },
  body: Buffer.from(JSON.stringify(body)),
});
const tokenBody = {
  token: { methods: ["password"], catalog: [{ id: "x", type: "compute", endpoints: [] }] },
};
const read = (response: FrontResponse) => JSON.parse(Buffer.from(response.body).toString("utf8"));

describe("identity front", () => {
  it("lists every API with its mock URL in the token's catalog", async () => {
    const response = await front.handle(request("/v3/auth/tokens"), async () => answer(tokenBody));
    const catalog = read(response).token.catalog;
    expect(catalog.map((service: { name: string }) => service.name)).toEqual(apis.map((api) => api.name));
    for (const api of apis) {
      expect(findEndpoint(catalog, { type: api.catalogType })).toBe(urls[api.name]);
      expect(findEndpoint(catalog, { type: api.catalogType, region: MOCK_REGION })).toBe(urls[api.name]);
    }
    expect(response.headers["x-subject-token"]).toBe("gAAAA");
  });

  it("leaves the catalog out with ?nocatalog, and other bodies as they are", async () => {
    const without = await front.handle(request("/v3/auth/tokens?nocatalog"), async () => answer(tokenBody));
    expect(read(without).token).toEqual({ methods: ["password"] });
    const groups = { groups: [], links: { self: "x", next: null, previous: null } };
    expect(read(await front.handle(request("/v3/users/u/groups"), async () => answer(groups)))).toEqual(
      groups,
    );
    const text = answer("not json", "text/plain");
    expect(await front.handle(request("/v3"), async () => text)).toBe(text);
  });
});
