/**
 * Issue 22, class 7: typed fields lost in JSON. `JSON.stringify(error)` showed only the base
 * fields: it dropped `InvalidInputError.field` in all 10 APIs, a token error's codes, a database
 * fault's details, a lockout's `retryAt` and a wait's poll count. The base class's `toJSON` now
 * shows every field an error holds, for every subclass, without a `toJSON` of its own.
 */
import { describe, expect, it } from "vitest";
import * as core from "../../../src/core/index.ts";
import { InvalidInputError, SvcError } from "../../../src/core/index.ts";
import * as databaseApi from "../../../src/database/index.ts";
import * as dnsApi from "../../../src/dns/index.ts";
import * as tokenApi from "../../../src/token/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { fakeFetch, json, xml } from "../../support/fake-fetch.ts";
import { clientOptionsFor, loadSdkClients } from "../../support/sdk-clients.ts";
import { changeXml, errorXml } from "../dns/xml-bodies.ts";

/** Every entry point of the SDK registry, and core's. */
const sdk = await loadSdkClients();
const entryPoints: Record<string, Record<string, unknown>> = {
  core,
  ...Object.fromEntries(sdk.map((api) => [api.name, api.module])),
};

/** The error as a log would show it: JSON.stringify, parsed back. */
const asJson = (error: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(error));

/** Every field the error holds (with a value) is in its JSON, besides its name and message. */
function expectEveryField(error: unknown): Record<string, unknown> {
  expect(error).toBeInstanceOf(SvcError);
  const shown = asJson(error);
  expect(shown).toMatchObject({ name: (error as Error).name, message: (error as Error).message });
  for (const [key, value] of Object.entries(error as object)) {
    if (value !== undefined) expect(shown, `${(error as Error).name}.${key}`).toHaveProperty([key]);
  }
  expect(shown).not.toHaveProperty("cause");
  return shown;
}

const errorOf = async (work: () => unknown): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("no error");
};

describe("toJSON shows every typed field", () => {
  it("every error class of every entry point keeps the base toJSON (none has its own)", () => {
    const classes = Object.entries(entryPoints).flatMap(([api, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === "function" && value.prototype instanceof SvcError)
        .map(([name, value]) => [`${api}.${name}`, value as typeof SvcError] as const),
    );
    expect(classes.length).toBeGreaterThan(60);
    for (const [name, ErrorClass] of classes)
      expect(ErrorClass.prototype.toJSON, name).toBe(SvcError.prototype.toJSON);
  });

  it.each(
    sdk.map((api) => [
      api.name,
      () => api.client({ ...clientOptionsFor(api), baseUrl: "ftp://example.test" }),
    ]),
  )("%s: InvalidInputError.field", async (_, make) => {
    const error = await errorOf(make);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(expectEveryField(error)).toMatchObject({ field: "baseUrl" });
  });

  it("token errors: oauthError and rcmCode", async () => {
    const fetch = fakeFetch(
      json(400, { error: "invalid_request", error_description: "Content-Type is missing. RCM403102" }),
    );
    const client = tokenApi.createTokenClient({ baseUrl: "https://auth.test", fetch });
    const error = await errorOf(() => client.issueToken({ clientId: "c1", clientSecret: "json-secret" }));
    expect(expectEveryField(error)).toMatchObject({ oauthError: "invalid_request", rcmCode: "RCM403102" });
  });

  it("the lockout: retryAt, consecutiveFailures and inFlight", async () => {
    const clock = fakeClock();
    const provider = tokenApi.createClientCredentialsProvider({
      baseUrl: "https://auth.test",
      clientId: "error-json-lockout",
      clientSecret: "json-secret",
      clock,
      fetch: fakeFetch(json(400, { error: "invalid_client", error_description: "bad" })),
    });
    for (let i = 0; i < 4; i++) await provider.getToken().catch(() => {});
    const error = await errorOf(() => provider.getToken());
    expect(error).toBeInstanceOf(tokenApi.TokenLockoutError);
    expect(expectEveryField(error)).toMatchObject({
      retryAt: new Date(clock.now() + 30 * 60_000).toISOString(),
      consecutiveFailures: 4,
      inFlight: 0,
    });
  });

  it("database faults: details; waits: polls and the failed state", async () => {
    const fault = json(404, {
      itemNotFound: { code: 404, message: "gone", details: "instance i1 was deleted" },
    });
    const db = databaseApi.createDatabaseClient({
      baseUrl: "https://database.test",
      auth: "json-token-1",
      tenantId: "t1",
      fetch: fakeFetch(fault),
    });
    expect(expectEveryField(await errorOf(() => db.getInstance("i1")))).toMatchObject({
      details: "instance i1 was deleted",
    });
    const building = (status: string) =>
      databaseApi.createDatabaseClient({
        baseUrl: "https://database.test",
        auth: "json-token-1",
        tenantId: "t1",
        fetch: fakeFetch(json(200, { instance: { id: "i1", name: "orders", status } })),
      });
    const timedOut = await errorOf(() =>
      building("BUILD").waitForInstance("i1", { clock: fakeClock(), timeoutMs: 30_000, intervalMs: 10_000 }),
    );
    expect(timedOut).toBeInstanceOf(core.WaitTimeoutError);
    expect(expectEveryField(timedOut)).toMatchObject({ polls: 4 });
    const failed = await errorOf(() => building("ERROR").waitForInstance("i1", { clock: fakeClock() }));
    expect(expectEveryField(failed)).toMatchObject({ state: "ERROR" });
  });

  it("DNS: the ErrorResponse's Type, and the polls and timeout of a wait that gave up", async () => {
    const dns = dnsApi.createDnsClient({
      baseUrl: "https://dns.test",
      auth: "json-token-1",
      clock: fakeClock(),
      fetch: fakeFetch((request) =>
        request.url.includes("/change/")
          ? xml(200, changeXml("GetChangeResponse", "PENDING", "c1"))
          : xml(404, errorXml("NoSuchHostedZone", "No hosted zone found")),
      ),
    });
    expect(expectEveryField(await errorOf(() => dns.getHostedZone("example.com")))).toMatchObject({
      type: "Sender",
    });
    const wait = await errorOf(() => dns.waitForChange("c1", { timeoutMs: 5000, intervalMs: 2000 }));
    expect(expectEveryField(wait)).toMatchObject({ polls: 4, timeoutMs: 5000 });
  });
});
