/**
 * The mock platform's service catalog (scripts/mocks/platform/catalog.ts), from redocly.yaml's
 * `x-catalog-type` and `x-catalog-path`: every service the identity spec's createToken example
 * lists is at the same path in the mock catalog (identity at /v3, compute at /v2/{tenant_id}
 * with the token's project), every API of redocly.yaml is listed, and the SDK's lookup finds each.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadApis, parseApis } from "../../../scripts/lib/api-registry.ts";
import { catalogUrl, MOCK_REGION, mockCatalog } from "../../../scripts/mocks/platform/catalog.ts";
import { platformHost } from "../../../scripts/mocks/platform/references.ts";
import { findEndpoint } from "../../../src/identity/index.ts";

const apis = loadApis();
const urls = Object.fromEntries(apis.map((api, i) => [api.name, `http://127.0.0.1:${30000 + i}`]));
const PROJECT = "4e6a0b2c8d9e4f10a1b2c3d4e5f60718";

interface ExampleService {
  type: string;
  endpoints: { url: string; region: string }[];
}

/** The catalog of the identity spec's own project-scoped createToken example, and its project. */
function specCatalog(): { project: string; services: ExampleService[] } {
  const spec = parse(readFileSync("specs/identity/openapi.yaml", "utf8"));
  const example =
    spec.paths["/v3/auth/tokens"].post.responses["201"].content["application/json"].examples.projectScoped
      .value.token;
  return { project: example.project.id, services: example.catalog };
}

describe("the mock catalog", () => {
  it("puts every service of the spec's createToken example at the platform's path", () => {
    const { project, services } = specCatalog();
    expect(services.map((s) => s.type).sort()).toEqual(["compute", "identity"]);
    for (const service of services) {
      const api = apis.find((candidate) => candidate.catalogType === service.type);
      expect(api, service.type).toBeDefined();
      if (api === undefined) continue;
      const url = catalogUrl(api, `https://${platformHost(api.root)}`, project);
      expect(url, service.type).toBe(service.endpoints[0]?.url);
    }
  });

  it("lists every API at its mock's URL and catalog path, found by the SDK's lookup", () => {
    const catalog = mockCatalog(apis, urls, PROJECT);
    expect(catalog.map((service) => service.name)).toEqual(apis.map((api) => api.name));
    expect(findEndpoint(catalog, { type: "identity" })).toBe(`${urls.identity}/v3`);
    expect(findEndpoint(catalog, { type: "compute", region: MOCK_REGION })).toBe(
      `${urls.compute}/v2/${PROJECT}`,
    );
    expect(findEndpoint(catalog, { type: "dns" })).toBe(urls.dns);
    expect(findEndpoint(catalog, { type: "key-manager" })).toBe(urls.keymanager);
  });

  it("leaves out, as Keystone does, an endpoint that needs a project when the token has none", () => {
    const names = mockCatalog(apis, urls, undefined).map((service) => service.name);
    expect(names).not.toContain("compute");
    expect(names).toContain("identity");
  });

  it("refuses an x-catalog-path that is not a path, naming the API", () => {
    const entry = (path: string) =>
      `apis:\n  x:\n    root: x.yaml\n    x-mock-port: 1\n    x-catalog-path: ${path}\n    x-openapi-ts: {output: x.ts}\n`;
    expect(parseApis(entry("/v2/{tenant_id}"), "/r")[0]?.catalogPath).toBe("/v2/{tenant_id}");
    expect(() => parseApis(entry("v3/"), "/r")).toThrow("api 'x' has x-catalog-path");
  });
});
