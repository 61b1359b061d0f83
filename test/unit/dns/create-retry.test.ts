/**
 * A zone create that meets a concurrent create of the same name gets 500; the client retries
 * it with backoff, a bounded number of times, and stops when its signal aborts or its timeout
 * runs out. Time is a fake clock, so the backoff costs nothing.
 */
import { describe, expect, it } from "vitest";
import { AbortError, NetworkError, TimeoutError } from "../../../src/core/errors.ts";
import { retryPolicy } from "../../../src/core/retry-policy.ts";
import {
  ConcurrentZoneCreationError,
  createDnsBareClient,
  createDnsClient,
  createHostedZone,
  ZoneAlreadyExistsError,
} from "../../../src/dns/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { type FakeFetch, fakeFetch, xml } from "../../support/fake-fetch.ts";
import { createdXml, errorXml } from "./xml-bodies.ts";

const busy = xml(
  500,
  errorXml("InternalError", "A hosted zone with the same name is being created.", "Receiver"),
);

function client(fetch: FakeFetch, maxAttempts?: number) {
  const clock = fakeClock();
  const dns = createDnsClient({
    baseUrl: "https://dns.test",
    auth: "retry-test-token",
    fetch,
    clock,
    retry: { maxAttempts, baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 },
  });
  return { dns, clock };
}

describe("createHostedZone retries the 500 of a concurrent create", () => {
  it("retries with growing backoff until the zone is created", async () => {
    const fetch = fakeFetch(busy, busy, xml(201, createdXml()));
    const { dns, clock } = client(fetch);
    const result = await dns.createHostedZone({ Name: "example.com" });
    expect(result.created).toBe(true);
    expect(fetch.sent).toHaveLength(3);
    expect(clock.sleeps).toEqual([50, 100]); // random 0.5 x 100 ms x 2^attempt
    expect(new Set(fetch.sent.map((s) => s.body)).size).toBe(1); // the same request every time
    // Each attempt is dated when it is sent, after the wait before it.
    expect(fetch.sent.map((s) => s.headers.get("date"))).toEqual(
      Array(3).fill("Sat, 21 Nov 2026 00:00:00 GMT"),
    );
  });

  it("dates every attempt when it is sent, after the wait before it", async () => {
    const fetch = fakeFetch(busy, xml(201, createdXml()));
    const clock = fakeClock();
    const dns = createDnsClient({
      baseUrl: "https://dns.test",
      auth: "retry-test-token",
      fetch,
      clock,
      retry: { baseDelayMs: 4000, random: () => 0.5 },
    });
    await dns.createHostedZone({ Name: "example.com" });
    expect(fetch.sent.map((s) => s.headers.get("date"))).toEqual([
      "Sat, 21 Nov 2026 00:00:00 GMT",
      "Sat, 21 Nov 2026 00:00:02 GMT",
    ]);
  });

  it("ends with a typed 'zone exists' when the other create won", async () => {
    const fetch = fakeFetch(busy, xml(409, errorXml("HostedZoneAlreadyExists", "exists")));
    const { dns } = client(fetch);
    await expect(dns.createHostedZone({ Name: "example.com" })).rejects.toBeInstanceOf(
      ZoneAlreadyExistsError,
    );
    expect(fetch.sent).toHaveLength(2);
  });

  it("gives up after maxAttempts with a ConcurrentZoneCreationError that says what to do", async () => {
    const fetch = fakeFetch(busy);
    const { dns, clock } = client(fetch, 3);
    const error = await dns.createHostedZone({ Name: "example.com" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrentZoneCreationError);
    expect(error).toMatchObject({
      status: 500,
      code: "InternalError",
      type: "Receiver",
      requestId: "req-test-1",
    });
    expect((error as Error).message).toContain("3 time(s)");
    expect((error as Error).message).toContain("check with getHostedZone or create it again");
    expect(fetch.sent).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it("stops waiting and sends nothing more when the signal aborts during the backoff", async () => {
    const fetch = fakeFetch(busy);
    const controller = new AbortController();
    const clock = fakeClock();
    const sleep = clock.sleep;
    clock.sleep = (ms, signal) => {
      controller.abort(new Error("user cancelled"));
      return sleep(ms, signal);
    };
    const dns = createDnsClient({
      baseUrl: "https://dns.test",
      auth: "retry-test-token",
      fetch,
      clock,
    });
    const error = await dns
      .createHostedZone({ Name: "example.com" }, { signal: controller.signal })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(fetch.sent).toHaveLength(1);
  });

  it("stops waiting and sends nothing more when the call's timeout runs out during the backoff", async () => {
    const fetch = fakeFetch(busy);
    const dns = createDnsClient({
      baseUrl: "https://dns.test",
      auth: "retry-test-token",
      fetch,
      retry: { baseDelayMs: 10_000, maxDelayMs: 10_000, random: () => 0.99 },
    });
    const started = Date.now();
    const error = await dns.createHostedZone({ Name: "example.com" }, { timeoutMs: 50 }).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.sent).toHaveLength(1);
  });

  it("does not send a create again that failed in transit: it may have gone through", async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError("fetch failed: other side closed")));
    const { dns } = client(fetch);
    await expect(dns.createHostedZone({ Name: "example.com" })).rejects.toBeInstanceOf(NetworkError);
    expect(fetch.sent).toHaveLength(1);
  });

  it("retries only the create: a 500 on a record change or a delete is final", async () => {
    const fetch = fakeFetch(busy);
    const { dns, clock } = client(fetch);
    await expect(dns.deleteHostedZone("example.com")).rejects.toThrow(/HTTP 500/);
    await expect(
      dns.changeResourceRecordSets("example.com", {
        Changes: [
          {
            Action: "CREATE",
            ResourceRecordSet: { Name: "example.com", Type: "A", TTL: 60, ResourceRecords: [{ Value: "x" }] },
          },
        ],
      }),
    ).rejects.toThrow(/HTTP 500/);
    expect(fetch.sent).toHaveLength(2);
    expect(clock.sleeps).toEqual([]);
  });

  it("does not retry a create that failed for another reason", async () => {
    const fetch = fakeFetch(xml(400, errorXml("InvalidDomainName", "bad")));
    const { dns, clock } = client(fetch);
    await expect(dns.createHostedZone({ Name: "example.com" })).rejects.toThrow(/rejected the zone name/);
    expect(fetch.sent).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });
});

describe("the bare client retries a create only when given retryWith (issue 29)", () => {
  const bare = (fetch: FakeFetch, retryWith?: typeof retryPolicy) =>
    createDnsBareClient({
      baseUrl: "https://dns.test",
      auth: "retry-test-token",
      fetch,
      clock: fakeClock(),
      retryWith,
    });

  it("sends a create once without retryWith, and its 500 says it was sent once", async () => {
    const fetch = fakeFetch(busy, xml(201, createdXml()));
    const error = await createHostedZone(bare(fetch), { Name: "example.com" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrentZoneCreationError);
    expect((error as Error).message).toContain("1 time(s)");
    expect(fetch.sent).toHaveLength(1);
  });

  it("retries the create's 500 with retryWith: retryPolicy, as the client does", async () => {
    const fetch = fakeFetch(busy, xml(201, createdXml()));
    const result = await createHostedZone(bare(fetch, retryPolicy), { Name: "example.com" });
    expect(result.created).toBe(true);
    expect(fetch.sent).toHaveLength(2);
  });
});
