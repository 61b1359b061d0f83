/**
 * A zone create that meets a concurrent create of the same name gets 500; the client retries
 * it with backoff, a bounded number of times, and stops when its signal aborts. Time is a
 * fake clock, so the backoff costs nothing.
 */
import { describe, expect, it } from "vitest";
import { AbortError } from "../../../src/core/errors.ts";
import { createDnsClient } from "../../../src/dns/client.ts";
import { ConcurrentZoneCreationError, ZoneAlreadyExistsError } from "../../../src/dns/errors.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { createdXml, errorXml, stubDns } from "./stub-dns.ts";

const busy = {
  status: 500,
  body: errorXml("InternalError", "A hosted zone with the same name is being created.", "Receiver"),
};

function client(stub: ReturnType<typeof stubDns>, maxAttempts?: number) {
  const clock = fakeClock();
  const dns = createDnsClient({
    baseUrl: "https://dns.test",
    auth: "retry-test-token",
    fetch: stub.fetch,
    clock,
    retry: { maxAttempts, baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 },
  });
  return { dns, clock };
}

describe("createHostedZone retries the 500 of a concurrent create", () => {
  it("retries with growing backoff until the zone is created", async () => {
    const stub = stubDns(busy, busy, { status: 201, body: createdXml() });
    const { dns, clock } = client(stub);
    const result = await dns.createHostedZone({ Name: "example.com" });
    expect(result.created).toBe(true);
    expect(stub.requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([50, 100]); // random 0.5 x 100 ms x 2^attempt
    expect(new Set(stub.bodies).size).toBe(1); // the same request every time
  });

  it("ends with a typed 'zone exists' when the other create won", async () => {
    const stub = stubDns(busy, { status: 409, body: errorXml("HostedZoneAlreadyExists", "exists") });
    const { dns } = client(stub);
    await expect(dns.createHostedZone({ Name: "example.com" })).rejects.toBeInstanceOf(
      ZoneAlreadyExistsError,
    );
    expect(stub.requests).toHaveLength(2);
  });

  it("gives up after maxAttempts with a ConcurrentZoneCreationError that says what to do", async () => {
    const stub = stubDns(busy);
    const { dns, clock } = client(stub, 3);
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
    expect(stub.requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it("stops waiting and sends nothing more when the signal aborts during the backoff", async () => {
    const stub = stubDns(busy);
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
      fetch: stub.fetch,
      clock,
    });
    const error = await dns
      .createHostedZone({ Name: "example.com" }, { signal: controller.signal })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(stub.requests).toHaveLength(1);
  });

  it("does not retry a create that failed for another reason", async () => {
    const stub = stubDns({ status: 400, body: errorXml("InvalidDomainName", "bad") });
    const { dns, clock } = client(stub);
    await expect(dns.createHostedZone({ Name: "example.com" })).rejects.toThrow(/rejected the zone name/);
    expect(stub.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });
});
