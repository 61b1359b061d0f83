/**
 * The SDK registry (scripts/lib/sdk-apis.ts) is what every "every API" test and tool takes its
 * APIs from: it lists every API of redocly.yaml, and what it says of each (entry point,
 * factories, base error, auth, held options) is true of the code.
 */
import { describe, expect, it } from "vitest";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import { loadSdkApis } from "../../../scripts/lib/sdk-apis.ts";
import { clientOptionsFor, loadSdkClients } from "../../support/sdk-clients.ts";

const apis = await loadSdkClients();

describe("the SDK registry", () => {
  it("lists every API of redocly.yaml", () => {
    expect(loadSdkApis().map((api) => api.name)).toEqual(loadApis().map((api) => api.name));
  });

  it.each(apis)("$name: its entry point exports its factories and its base error", (api) => {
    expect(typeof api.client).toBe("function");
    expect(typeof api.bareClient).toBe("function");
    const base = api.module[api.baseError];
    expect(typeof base).toBe("function");
    expect(api.client(clientOptionsFor(api))).toBeTypeOf("object");
  });

  it("reads auth and held options from the specs", () => {
    const by = Object.fromEntries(apis.map((api) => [api.name, api]));
    expect(by.token?.auth).toBe("none");
    expect(by.datastore?.auth).toBe("signature");
    expect(by.compute?.auth).toBe("token");
    expect(
      apis
        .filter((api) => api.heldOptions.includes("tenantId"))
        .map((api) => api.name)
        .sort(),
    ).toEqual(["compute", "database", "keymanager"]);
    expect(by.identity?.basePath).toBe("/v3");
    expect(by.compute?.basePath).toBe("");
  });
});
