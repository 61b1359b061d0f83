import { describe, expect, it } from "vitest";
import { EndpointNotFoundError, findEndpoint } from "../../../src/identity/catalog.ts";
import { CATALOG } from "./fake-keystone.ts";

describe("catalog lookup", () => {
  it("finds the public endpoint of a type in a region", () => {
    expect(findEndpoint(CATALOG, { type: "compute", region: "jp-east-1" })).toBe(
      "https://compute.east.test/v2/p1",
    );
    expect(findEndpoint(CATALOG, { type: "compute", region: "jp-west-1" })).toBe(
      "https://compute.west.test/v2/p1",
    );
  });

  it("defaults to the public interface and picks another on request", () => {
    expect(findEndpoint(CATALOG, { type: "identity" })).toBe("https://identity.east.test/v3");
    expect(findEndpoint(CATALOG, { type: "identity", interface: "internal" })).toBe(
      "http://identity.internal/v3",
    );
  });

  it("needs no region when only one region has the service", () => {
    expect(findEndpoint(CATALOG, { type: "identity", name: "keystone" })).toBe(
      "https://identity.east.test/v3",
    );
  });

  it("says which endpoints exist when none matches", () => {
    expect(() => findEndpoint(CATALOG, { type: "dns" })).toThrow(EndpointNotFoundError);
    expect(() => findEndpoint(CATALOG, { type: "compute", region: "eu-de-1" })).toThrow(
      /no endpoint with type "compute".*region "eu-de-1".*compute\/jp-west-1\/public/,
    );
    expect(() => findEndpoint([], { type: "compute" })).toThrow(/catalog is empty/);
  });

  it("asks for a region when several regions match", () => {
    expect(() => findEndpoint(CATALOG, { type: "compute" })).toThrow(
      /2 endpoints.*jp-east-1, jp-west-1.*Pass a region/,
    );
  });

  it("matches the deprecated region field when region_id is absent", () => {
    const catalog = [
      {
        id: "s",
        type: "dns",
        endpoints: [{ id: "e", interface: "public" as const, region: "r1", url: "https://dns.test" }],
      },
    ];
    expect(findEndpoint(catalog, { type: "dns", region: "r1" })).toBe("https://dns.test");
  });
});
