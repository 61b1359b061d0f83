/**
 * Issue 22, class 3: durations above 2^31-1 ms. Node keeps a timer's delay in a signed 32-bit
 * integer, and a longer one fires after about 1 ms: a `timeoutMs` of 3e9 timed out at once, a
 * long Retry-After under `retry.maxDelayMs: 3e9` retried at once, and the waiters polled
 * hundreds of times a second. Every wait now lasts as long as asked (core/timers.ts), and every
 * duration option is checked (a finite number of milliseconds, at most a year).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../../src/core/clock.ts";
import { AbortError, InvalidInputError } from "../../../src/core/errors.ts";
import { addWait, endWait, MAX_TIMER_MS } from "../../../src/core/timers.ts";
import { createDatabaseClient } from "../../../src/database/index.ts";
import { createDnsClient } from "../../../src/dns/index.ts";
import { createIdentityClient } from "../../../src/identity/index.ts";
import { createIdentityProvider } from "../../../src/identity/provider.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { withDeadline } from "../../support/deadline.ts";
import { changeXml } from "../dns/xml-bodies.ts";

const LONG = 3e9; // 34.7 days: above 2^31-1 ms
const user = { user: { id: "u1", name: "alice", domain_id: "d1", enabled: true, links: { self: "x" } } };
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

afterEach(() => {
  // The spy on the fake setTimeout first, then the real timers back.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("timers longer than 2^31-1 ms", () => {
  it("a wait of 3e9 ms lasts the whole 3e9 ms, in legs no timer overflows", () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(globalThis, "setTimeout");
    const fired = vi.fn();
    addWait(LONG, fired);
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LONG - MAX_TIMER_MS - 1);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    for (const [, delay] of spy.mock.calls) expect(delay).toBeLessThanOrEqual(MAX_TIMER_MS);
  });

  it("a cancelled long timer never fires", () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    const wait = addWait(LONG, fired);
    vi.advanceTimersByTime(MAX_TIMER_MS + 5);
    endWait(wait);
    vi.advanceTimersByTime(LONG);
    expect(fired).not.toHaveBeenCalled();
  });

  it("a call's deadline of 3e9 ms runs out at 3e9 ms, not at once", async () => {
    vi.useFakeTimers();
    let outcome = "pending";
    withDeadline({ timeoutMs: LONG, url: "https://x.test/" }, () => new Promise<never>(() => {})).catch(
      (error: unknown) => {
        outcome = (error as Error).name;
      },
    );
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS + 10);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(LONG - MAX_TIMER_MS);
    expect(outcome).toBe("TimeoutError");
  });

  it("systemClock.sleep(3e9) does not return after a millisecond, and stops on abort", async () => {
    const controller = new AbortController();
    const sleep = systemClock.sleep(LONG, controller.signal).then(
      () => "woke",
      () => "aborted",
    );
    expect(await Promise.race([sleep, later(50, "still asleep")])).toBe("still asleep");
    controller.abort();
    expect(await sleep).toBe("aborted");
  });
});

describe("duration options above 2^31-1 ms", () => {
  it("a client with timeoutMs: 3e9 waits for an answer that takes 30 ms", async () => {
    const client = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: "duration-token-1234",
      timeoutMs: LONG,
      fetch: () => later(30, Response.json(user)),
    });
    await expect(client.getUser("u1")).resolves.toMatchObject({ id: "u1" });
    await expect(client.getUser("u1", { timeoutMs: LONG })).resolves.toMatchObject({ id: "u1" });
  });

  it("retry.maxDelayMs: 3e9 with a Retry-After of 35 days waits instead of retrying at once", async () => {
    let sent = 0;
    const client = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: "duration-token-1234",
      timeoutMs: 0,
      retry: { maxAttempts: 5, maxDelayMs: LONG },
      fetch: async () => {
        sent++;
        return new Response(null, { status: 503, headers: { "Retry-After": "3000000" } });
      },
    });
    const controller = new AbortController();
    const call = client.getUser("u1", { signal: controller.signal }).catch((e: unknown) => e);
    await later(100, undefined);
    expect(sent).toBe(1);
    controller.abort();
    expect(await call).toBeInstanceOf(AbortError);
  });

  it("waitForInstance with intervalMs: 3e9 polls once and then waits", async () => {
    let polls = 0;
    const db = createDatabaseClient({
      baseUrl: "https://database.test",
      auth: "duration-token-1234",
      tenantId: "t1",
      fetch: async () => {
        polls++;
        return Response.json({ instance: { id: "i1", name: "orders", status: "BUILD" } });
      },
    });
    const controller = new AbortController();
    const wait = db
      .waitForInstance("i1", { intervalMs: LONG, timeoutMs: 2 * LONG, signal: controller.signal })
      .catch((e: unknown) => e);
    await later(100, undefined);
    expect(polls).toBe(1);
    controller.abort();
    expect(await wait).toBeInstanceOf(AbortError);
  });

  it("waitForChange with intervalMs: 3e9 polls once and then waits", async () => {
    let polls = 0;
    const dns = createDnsClient({
      baseUrl: "https://dns.test",
      auth: "duration-token-1234",
      fetch: async () => {
        polls++;
        return new Response(changeXml("GetChangeResponse", "PENDING"), {
          headers: { "Content-Type": "application/xml" },
        });
      },
    });
    const controller = new AbortController();
    const wait = dns
      .waitForChange("c0ffee", { intervalMs: LONG, timeoutMs: 2 * LONG, signal: controller.signal })
      .catch((e: unknown) => e);
    await later(100, undefined);
    expect(polls).toBe(1);
    controller.abort();
    expect(await wait).toBeInstanceOf(AbortError);
  });
});

describe("duration options are checked before anything is sent", () => {
  const bad = [Number.NaN, -1, Number.POSITIVE_INFINITY, 366 * 24 * 3_600_000, "1000"];
  const base = { baseUrl: "https://identity.test", auth: "duration-token-1234" };
  const provider = { baseUrl: "https://auth.test", clientId: "durations", clientSecret: "duration-secret" };

  it.each(bad)("refuses %s as a duration of every option", (value) => {
    const duration = value as number;
    const refusals: [string, () => unknown][] = [
      ["timeoutMs", () => createIdentityClient({ ...base, timeoutMs: duration })],
      ["retry.baseDelayMs", () => createIdentityClient({ ...base, retry: { baseDelayMs: duration } })],
      ["retry.maxDelayMs", () => createIdentityClient({ ...base, retry: { maxDelayMs: duration } })],
      ["refreshMarginMs", () => createClientCredentialsProvider({ ...provider, refreshMarginMs: duration })],
      [
        "lockout.lockMs",
        () => createClientCredentialsProvider({ ...provider, lockout: { lockMs: duration } }),
      ],
      [
        "retry.maxDelayMs",
        () => createClientCredentialsProvider({ ...provider, retry: { maxDelayMs: duration } }),
      ],
      [
        "refreshMarginMs",
        () =>
          createIdentityProvider({
            baseUrl: "https://identity.test",
            password: { userId: "u1", password: "duration-password" },
            refreshMarginMs: duration,
          }),
      ],
    ];
    for (const [field, make] of refusals) {
      let error: unknown;
      try {
        make();
      } catch (caught) {
        error = caught;
      }
      expect(error, field).toBeInstanceOf(InvalidInputError);
      expect(error, field).toMatchObject({ field });
    }
  });

  it("refuses a call's timeoutMs of NaN before sending anything", async () => {
    const fetch = vi.fn();
    const client = createIdentityClient({ ...base, fetch });
    await expect(client.getUser("u1", { timeoutMs: Number.NaN })).rejects.toMatchObject({
      field: "timeoutMs",
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
