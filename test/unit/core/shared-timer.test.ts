/**
 * Issue 29: every wait of the SDK (each call's deadline, each pause between attempts or polls)
 * shares one timer (core/timers.ts) instead of a setTimeout and a clearTimeout of its own. The
 * shared timer must still hold the process open while something waits (as a timer per wait
 * did), and only then, and a test's fake timers, once uninstalled, must not leave later waits
 * without a timer.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { TimeoutError } from "../../../src/core/errors.ts";
import { withDeadline } from "../../support/deadline.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The timers armed from now on, in order (Node's Timeout objects, which say whether they hold the process). */
function armedTimers(): NodeJS.Timeout[] {
  const armed: NodeJS.Timeout[] = [];
  const real = globalThis.setTimeout;
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((callback: () => void, ms: number) => {
    const timer = real(callback, ms);
    armed.push(timer);
    return timer;
  }) as typeof setTimeout);
  return armed;
}

const never = () => new Promise<never>(() => {});
const url = "https://x.test/";

describe("the shared timer", () => {
  it("serves calls in flight with one timer, which holds the process open while they wait, and only then", async () => {
    const armed = armedTimers();
    const answers: ((value: number) => void)[] = [];
    const calls = [0, 1, 2].map(() =>
      withDeadline({ timeoutMs: 60_000, url }, () => new Promise<number>((resolve) => answers.push(resolve))),
    );
    expect(armed).toHaveLength(1);
    expect(armed[0]?.hasRef()).toBe(true);
    // A sooner deadline arms the timer for it; when it has passed, the timer serves the others.
    await expect(withDeadline({ timeoutMs: 20, url }, never)).rejects.toBeInstanceOf(TimeoutError);
    const serving = armed.at(-1);
    expect(serving?.hasRef()).toBe(true);
    for (const [i, answer] of answers.entries()) answer(i);
    expect(await Promise.all(calls)).toEqual([0, 1, 2]);
    // Armed still for the deadline of a call that has ended, but holding nothing open.
    expect(armed.at(-1)).toBe(serving);
    expect(serving?.hasRef()).toBe(false);
    // A call that waits again holds it again, without a timer of its own.
    let answer: (value: string) => void = () => {};
    const again = withDeadline(
      { timeoutMs: 60_000, url },
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    expect(armed.at(-1)).toBe(serving);
    expect(serving?.hasRef()).toBe(true);
    answer("done");
    expect(await again).toBe("done");
    expect(serving?.hasRef()).toBe(false);
  });

  it("arms a real timer after fake timers that armed it are uninstalled", async () => {
    vi.useFakeTimers();
    // Armed under fake timers for a deadline before any a later call has: a fake timer that
    // will never fire, for a later call to wait on.
    await withDeadline({ timeoutMs: 1, url }, async () => "answered");
    vi.useRealTimers();
    const started = Date.now();
    await expect(withDeadline({ timeoutMs: 30, url }, never)).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(1000);
    // Without a timer of its own, the call would wait forever: fail at 3 s instead.
  }, 3000);
});

describe("the waits' list", () => {
  it("ends the waits cancelled out of order and fires the rest when due, each once", async () => {
    const { addWait, endWait } = await import("../../../src/core/timers.ts");
    vi.useFakeTimers();
    const fired: number[] = [];
    const waits = [50, 10, 40, 20, 30, 60].map((ms) => addWait(ms, () => fired.push(ms)));
    // The first, a middle one and the last cancelled: each ended wait's place is taken by the last.
    endWait(waits[0]);
    endWait(waits[3]);
    endWait(waits[5]);
    expect(endWait(waits[5])).toBeUndefined();
    vi.advanceTimersByTime(100);
    expect(fired).toEqual([10, 30, 40]);
    // An ended wait calls nothing when cancelled again.
    expect(endWait(waits[1])).toBeUndefined();
  });
});
