/**
 * Issue 29: a bare client carries only what its app uses, retries included. Every
 * `create<Api>Client` retries with `retryPolicy` as before; every `create<Api>BareClient` sends
 * each request once unless given `retryWith`, and refuses retry options that ask for retries
 * it would not make. Held here for every API at once, through `raw`, which runs the same
 * pipeline as the operations.
 */
import { describe, expect, it } from "vitest";
import * as compute from "../../../src/compute/index.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { retryPolicy } from "../../../src/core/retry-policy.ts";
import * as database from "../../../src/database/index.ts";
import * as datastore from "../../../src/datastore/node.ts";
import * as dns from "../../../src/dns/index.ts";
import * as identity from "../../../src/identity/index.ts";
import * as image from "../../../src/image/index.ts";
import * as keymanager from "../../../src/keymanager/index.ts";
import * as software from "../../../src/software/index.ts";
import * as telemetry from "../../../src/telemetry/index.ts";
import * as token from "../../../src/token/index.ts";
import { empty, type FakeFetch, fakeFetch } from "../../support/fake-fetch.ts";

type Options = {
  fetch: FakeFetch;
  retry?: { maxAttempts?: number; baseDelayMs?: number };
  retryWith?: typeof retryPolicy;
};
/** What a test needs of a client: the openapi-fetch client on its pipeline. */
type WithRaw = { raw: { GET(path: never, init?: object): Promise<{ response: Response }> } };
type Factory = (options: Options) => WithRaw;

const TOKEN = { auth: "token-for-retry-tests" };
const TENANT = { ...TOKEN, tenantId: "0123456789abcdef0123456789abcdef" };

/** Each API: its own options, its full client factory and its bare one. */
const apis: [string, object, Factory, Factory][] = [
  [
    "compute",
    { baseUrl: "https://compute.test", ...TENANT },
    compute.createComputeClient as never,
    compute.createComputeBareClient as never,
  ],
  [
    "database",
    { baseUrl: "https://database.test", ...TENANT },
    database.createDatabaseClient as never,
    database.createDatabaseBareClient as never,
  ],
  [
    "datastore",
    { baseUrl: "https://mbaas.test", applicationKey: "app-key", clientKey: "client-key-1234" },
    datastore.createDatastoreClient as never,
    datastore.createDatastoreBareClient as never,
  ],
  [
    "dns",
    { baseUrl: "https://dns.test", ...TOKEN },
    dns.createDnsClient as never,
    dns.createDnsBareClient as never,
  ],
  [
    "identity",
    { baseUrl: "https://identity.test/v3", ...TOKEN },
    identity.createIdentityClient as never,
    identity.createIdentityBareClient as never,
  ],
  [
    "image",
    { baseUrl: "https://image.test", ...TOKEN },
    image.createImageClient as never,
    image.createImageBareClient as never,
  ],
  [
    "keymanager",
    { baseUrl: "https://keys.test", ...TENANT },
    keymanager.createKeyManagerClient as never,
    keymanager.createKeyManagerBareClient as never,
  ],
  [
    "software",
    { baseUrl: "https://software.test", ...TOKEN },
    software.createSoftwareClient as never,
    software.createSoftwareBareClient as never,
  ],
  [
    "telemetry",
    { baseUrl: "https://telemetry.test", ...TOKEN },
    telemetry.createTelemetryClient as never,
    telemetry.createTelemetryBareClient as never,
  ],
  [
    "token",
    { baseUrl: "https://token.test" },
    token.createTokenClient as never,
    token.createTokenBareClient as never,
  ],
];

/** GETs a path through `client.raw` and returns the status the caller sees. */
const statusOf = async (client: WithRaw) => (await client.raw.GET("/anything" as never)).response.status;

describe.each(apis)("%s: retries", (name, base, full, bare) => {
  const make = (
    factory: Factory,
    extra: Omit<Options, "fetch">,
    fetch = fakeFetch(empty(503), empty(200)),
  ) => ({
    client: factory({ ...base, ...extra, fetch }),
    fetch,
  });

  it("the client retries a 503 GET by default, and with a retryWith of its own", async () => {
    const byDefault = make(full, { retry: { baseDelayMs: 1 } });
    expect(await statusOf(byDefault.client)).toBe(200);
    expect(byDefault.fetch.sent).toHaveLength(2);
    const policies: unknown[] = [];
    const own = make(full, {
      retryWith: (options) => {
        policies.push(options);
        return (next) => next;
      },
    });
    expect(await statusOf(own.client)).toBe(503);
    // DNS makes a second policy of it: the retry of a concurrent zone create (POST, 500 only).
    expect(policies).toHaveLength(name === "dns" ? 2 : 1);
  });

  it("the bare client sends once without retryWith, and retries with retryWith: retryPolicy", async () => {
    const once = make(bare, {});
    expect(await statusOf(once.client)).toBe(503);
    expect(once.fetch.sent).toHaveLength(1);
    const retried = make(bare, { retryWith: retryPolicy, retry: { baseDelayMs: 1 } });
    expect(await statusOf(retried.client)).toBe(200);
    expect(retried.fetch.sent).toHaveLength(2);
  });

  it("the bare client refuses retry options that ask for retries without retryWith, and takes maxAttempts: 1", () => {
    expect(() => make(bare, { retry: { maxAttempts: 3 } })).toThrow(InvalidInputError);
    expect(() => make(bare, { retry: { baseDelayMs: 10 } })).toThrow(/retryWith: retryPolicy/);
    expect(() => make(bare, { retry: { maxAttempts: 1 } })).not.toThrow();
  });
});
