/**
 * Issue 29: a bare client carries only what its app uses, retries included. Every
 * `create<Api>Client` retries with `retryPolicy` as before; every `create<Api>BareClient` sends
 * each request once unless given `retryWith`, and refuses retry options that ask for retries
 * it would not make. Held here for every API at once, through `raw`, which runs the same
 * pipeline as the operations.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { retryPolicy } from "../../../src/core/retry-policy.ts";
import { empty, type FakeFetch, fakeFetch } from "../../support/fake-fetch.ts";
import { clientOptionsFor, loadSdkClients } from "../../support/sdk-clients.ts";

type Options = {
  fetch: FakeFetch;
  retry?: { maxAttempts?: number; baseDelayMs?: number };
  retryWith?: typeof retryPolicy;
};
/** What a test needs of a client: the openapi-fetch client on its pipeline. */
type WithRaw = { raw: { GET(path: never, init?: object): Promise<{ response: Response }> } };
type Factory = (options: Options) => WithRaw;

/** Each API of the SDK registry: its own options, its full client factory and its bare one. */
const apis: [string, object, Factory, Factory][] = (await loadSdkClients()).map((api) => [
  api.name,
  clientOptionsFor(api),
  api.client as Factory,
  api.bareClient as Factory,
]);

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
