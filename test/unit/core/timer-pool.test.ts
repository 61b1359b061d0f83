/**
 * The re-armed deadline timers (core/timer-pool.ts): a reused timer fires once, after its whole
 * delay, for the deadline that holds it and no other; an idle one keeps no process alive; and a
 * test's fake timers are used as soon as they are installed, whatever the pool holds.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { withDeadline } from "../../../src/core/deadline.ts";
import { startDeadlineTimer } from "../../../src/core/timer-pool.ts";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Ref'd timers of the process (an unref'd one is not counted). */
const refedTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

afterEach(() => {
  vi.useRealTimers();
});

describe("re-armed deadline timers", () => {
  it("a reused timer fires once, for its new holder, after the whole delay", async () => {
    const first = vi.fn();
    startDeadlineTimer(40, first)();
    const second = vi.fn();
    const started = performance.now();
    const fired = new Promise<number>((resolve) => {
      startDeadlineTimer(40, () => {
        second();
        resolve(performance.now() - started);
      });
    });
    expect(await fired).toBeGreaterThanOrEqual(38);
    await later(60);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("stopping twice gives the timer back once: two later deadlines get a timer each", async () => {
    const stop = startDeadlineTimer(30, () => {});
    stop();
    stop();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = startDeadlineTimer(30, a);
    startDeadlineTimer(30, b);
    stopA();
    await later(70);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it("a running deadline keeps the process alive; an idle one does not", () => {
    const before = refedTimers();
    const stop = startDeadlineTimer(25_000, () => {});
    expect(refedTimers()).toBe(before + 1);
    stop();
    expect(refedTimers()).toBe(before);
    const again = startDeadlineTimer(25_000, () => {});
    expect(refedTimers()).toBe(before + 1);
    again();
    expect(refedTimers()).toBe(before);
  });

  it("fake timers installed after a real timer was pooled run the next deadline", async () => {
    startDeadlineTimer(45, () => {})();
    vi.useFakeTimers();
    let outcome = "pending";
    withDeadline({ timeoutMs: 45, url: "https://x.test/" }, () => new Promise<never>(() => {})).catch(
      (error: unknown) => {
        outcome = (error as Error).name;
      },
    );
    await vi.advanceTimersByTimeAsync(44);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("TimeoutError");
    vi.useRealTimers();
    // And back on real timers, a pooled fake timer is not used.
    const real = vi.fn();
    startDeadlineTimer(45, real);
    await later(80);
    expect(real).toHaveBeenCalledTimes(1);
  });
});
