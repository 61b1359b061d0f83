import { describe, expect, it } from "vitest";
import { AbortError, NetworkError } from "../../../src/core/errors.ts";
import { pipeline } from "../../../src/core/fetch-policy.ts";
import { backoffDelay, retry } from "../../../src/core/retry.ts";
import { parseRetryAfter, retryPolicy } from "../../../src/core/retry-policy.ts";
import { transportPolicy } from "../../../src/core/transport-policy.ts";
import { fakeClock } from "../../support/fake-clock.ts";

describe("retry", () => {
  it("uses exponential backoff with full jitter", () => {
    expect(backoffDelay(0, { random: () => 0.999, baseDelayMs: 100 })).toBe(99);
    expect(backoffDelay(3, { random: () => 0.5, baseDelayMs: 100 })).toBe(400);
    expect(backoffDelay(20, { random: () => 0.5, baseDelayMs: 100, maxDelayMs: 1000 })).toBe(500);
    expect(backoffDelay(2, { random: () => 0, baseDelayMs: 100 })).toBe(0);
  });

  it("stops at the attempt limit and rethrows the last error", async () => {
    const clock = fakeClock();
    let calls = 0;
    const failing = () => Promise.reject(new Error(`fail ${++calls}`));
    await expect(retry(failing, { shouldRetry: () => true }, { maxAttempts: 4, clock })).rejects.toThrow(
      "fail 4",
    );
    expect(clock.sleeps).toHaveLength(3);
  });

  it("does not retry what shouldRetry rejects", async () => {
    let calls = 0;
    const failing = () => Promise.reject(new Error(`fail ${++calls}`));
    await expect(retry(failing, { shouldRetry: () => false }, { clock: fakeClock() })).rejects.toThrow(
      "fail 1",
    );
  });

  it("waits what Retry-After asks, capped at maxDelayMs", async () => {
    const clock = fakeClock();
    let calls = 0;
    const op = () => (++calls < 3 ? Promise.reject(new Error("busy")) : Promise.resolve("ok"));
    const asked = [7000, 60_000];
    const result = await retry(
      op,
      { shouldRetry: () => true, retryAfterMs: () => asked.shift() },
      {
        clock,
        maxDelayMs: 20_000,
      },
    );
    expect(result).toBe("ok");
    expect(clock.sleeps).toEqual([7000, 20_000]);
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    const op = () => {
      controller.abort();
      return Promise.reject(new Error("fail"));
    };
    await expect(
      retry(op, { shouldRetry: () => true }, { signal: controller.signal, clock: fakeClock() }),
    ).rejects.toBeInstanceOf(AbortError);
  });

  it("parses Retry-After seconds and dates", () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(parseRetryAfter("5", now)).toBe(5000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:10 GMT", now)).toBe(10_000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe("retryPolicy", () => {
  const answers = (...statuses: number[]) => {
    const seen: Request[] = [];
    const fetch = async (request: Request) => {
      seen.push(request);
      const status = statuses.shift() ?? 200;
      return new Response(`${status}`, { status, headers: status === 503 ? { "retry-after": "0" } : {} });
    };
    return { fetch, seen };
  };

  it("retries 503 on GET and returns the final answer", async () => {
    const { fetch, seen } = answers(503, 503, 200);
    const send = pipeline(fetch, retryPolicy({ clock: fakeClock() }));
    const response = await send(new Request("https://api.test/x"));
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(3);
  });

  it("returns the last retryable response instead of throwing", async () => {
    const { fetch, seen } = answers(503, 503, 503, 503);
    const send = pipeline(fetch, retryPolicy({ clock: fakeClock(), maxAttempts: 3 }));
    expect((await send(new Request("https://api.test/x"))).status).toBe(503);
    expect(seen).toHaveLength(3);
  });

  it("does not retry POST unless told to", async () => {
    const { fetch, seen } = answers(503, 200);
    const send = pipeline(fetch, retryPolicy({ clock: fakeClock() }));
    expect((await send(new Request("https://api.test/x", { method: "POST", body: "b" }))).status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it("re-sends the body on each attempt", async () => {
    const bodies: string[] = [];
    const statuses = [502, 200];
    const fetch = async (request: Request) => {
      bodies.push(await request.text());
      return new Response(null, { status: statuses.shift() ?? 200 });
    };
    const send = pipeline(fetch, retryPolicy({ clock: fakeClock() }));
    await send(new Request("https://api.test/x", { method: "PUT", body: "payload" }));
    expect(bodies).toEqual(["payload", "payload"]);
  });

  it("retries network errors surfaced by the transport policy", async () => {
    let calls = 0;
    const fetch = async () => {
      if (++calls === 1) throw new TypeError("fetch failed");
      return new Response("ok");
    };
    const send = pipeline(fetch, retryPolicy({ clock: fakeClock() }), transportPolicy());
    expect(await (await send(new Request("https://api.test/x"))).text()).toBe("ok");
    expect(calls).toBe(2);
  });

  it("retries only the requests `when` says yes to", async () => {
    const { fetch, seen } = answers(503, 503, 200);
    const send = pipeline(fetch, retryPolicy({ clock: fakeClock(), when: (r) => r.url.endsWith("/create") }));
    expect((await send(new Request("https://api.test/other"))).status).toBe(503);
    expect((await send(new Request("https://api.test/create"))).status).toBe(200);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(["/other", "/create", "/create"]);
  });

  it("with failures: false, does not send again a request that failed in transit", async () => {
    let calls = 0;
    const fetch = async () => {
      calls++;
      throw new TypeError("fetch failed");
    };
    const send = pipeline(fetch, retryPolicy({ clock: fakeClock(), failures: false }), transportPolicy());
    await expect(send(new Request("https://api.test/x"))).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(1);
  });

  it.each([{ when: "create" }, { failures: "no" }])("refuses %j before anything is sent", (given) => {
    expect(() => retryPolicy(given as never)).toThrow(/^Invalid retry\.(when|failures): must be/);
  });

  it("takes the caller's options over the defaults, a member given as undefined keeping its default", async () => {
    const { fetch, seen } = answers(503, 503, 503, 503, 503);
    const send = pipeline(
      fetch,
      retryPolicy({ maxAttempts: undefined, clock: fakeClock() }, { maxAttempts: 2, statuses: [503] }),
    );
    expect((await send(new Request("https://api.test/x"))).status).toBe(503);
    expect(seen).toHaveLength(2);
  });
});

describe("transportPolicy", () => {
  it("turns a fetch failure into a NetworkError without the query string", async () => {
    const send = pipeline(() => Promise.reject(new TypeError("fetch failed")), transportPolicy());
    const error = await send(new Request("https://api.test/x?access_token=abcdef")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(String(error)).toContain("https://api.test/x");
    expect(String(error)).not.toContain("abcdef");
  });

  /** A server that never answers; like a real fetch, it holds on to the requests in flight. */
  const inFlight: Request[] = [];
  const hang = (request: Request) => {
    inFlight.push(request);
    return new Promise<Response>((_, reject) =>
      request.signal.addEventListener("abort", () => reject(request.signal.reason)),
    );
  };

  it("reports the caller's abort as AbortError", async () => {
    const controller = new AbortController();
    const send = pipeline(hang, transportPolicy());
    const pending = send(new Request("https://api.test/x", { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortError);
  });
});
