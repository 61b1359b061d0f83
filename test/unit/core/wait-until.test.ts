/**
 * Core's poller (src/core/wait-until.ts), every wait's, on the fake clock: it polls at once, then
 * every interval; it returns the first result `done` accepts; it polls a last time at the
 * deadline and then gives up with a WaitTimeoutError; an abort ends it at once, between polls
 * or during one; a poll's error ends it with that error; bad options are refused.
 */
import { describe, expect, it } from "vitest";
import type { CallOptions } from "../../../src/core/call-options.ts";
import { AbortError, InvalidInputError } from "../../../src/core/errors.ts";
import { WaitTimeoutError, waitUntil } from "../../../src/core/wait-until.ts";
import { fakeClock } from "../../support/fake-clock.ts";

/** A poll that answers `states` in turn (the last repeats), recording when it was called. */
function scripted(clock: ReturnType<typeof fakeClock>, states: string[]) {
  const at: number[] = [];
  const start = clock.now();
  const poll = async () => {
    at.push(clock.now() - start);
    return states[Math.min(at.length - 1, states.length - 1)] as string;
  };
  return { poll, at };
}

const options = (clock: ReturnType<typeof fakeClock>, extra = {}) => ({
  timeoutMs: 60_000,
  intervalMs: 10_000,
  clock,
  what: "the thing to be ready",
  describe: (state: string) => `it is ${state}`,
  ...extra,
});

describe("waitUntil", () => {
  it("polls at once, then every interval, and returns the first accepted result", async () => {
    const clock = fakeClock();
    const { poll, at } = scripted(clock, ["BUILD", "BUILD", "ACTIVE"]);
    await expect(waitUntil(poll, (s) => s === "ACTIVE", options(clock))).resolves.toBe("ACTIVE");
    expect(at).toEqual([0, 10_000, 20_000]);
    expect(clock.sleeps).toEqual([10_000, 10_000]);
  });

  it("returns at once, without sleeping, when the first poll is final", async () => {
    const clock = fakeClock();
    const { poll } = scripted(clock, ["ACTIVE"]);
    await waitUntil(poll, (s) => s === "ACTIVE", options(clock));
    expect(clock.sleeps).toEqual([]);
  });

  it("polls a last time at the deadline, then fails with a WaitTimeoutError naming the last state", async () => {
    const clock = fakeClock();
    const { poll, at } = scripted(clock, ["BUILD"]);
    const error = await waitUntil(poll, () => false, options(clock, { timeoutMs: 25_000 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect(at).toEqual([0, 10_000, 20_000, 25_000]);
    expect(error).toMatchObject({ polls: 4, code: "wait_timeout" });
    expect(String(error)).toContain("Waited 25000 ms for the thing to be ready (4 polls); it is BUILD");
  });

  it("counts the time a poll takes against the deadline", async () => {
    const clock = fakeClock();
    let polls = 0;
    const slow = async () => {
      polls++;
      clock.advance(7_000);
      return "BUILD";
    };
    await expect(waitUntil(slow, () => false, options(clock, { timeoutMs: 20_000 }))).rejects.toBeInstanceOf(
      WaitTimeoutError,
    );
    // 0-7 s poll, sleep 10 s, 17-24 s poll: past the deadline, no third poll.
    expect(polls).toBe(2);
    expect(clock.sleeps).toEqual([10_000]);
  });

  it("with a timeout of 0 waits without a bound, as every call's timeoutMs: 0 does", async () => {
    const clock = fakeClock();
    const { poll, at } = scripted(clock, ["BUILD", "BUILD", "BUILD", "BUILD", "ACTIVE"]);
    const wait = waitUntil(
      poll,
      (s) => s === "ACTIVE",
      options(clock, { timeoutMs: 0, intervalMs: 3_600_000 }),
    );
    await expect(wait).resolves.toBe("ACTIVE");
    expect(at).toEqual([0, 3_600_000, 7_200_000, 10_800_000, 14_400_000]);
  });

  it("hands each poll the wait's signal and pollTimeoutMs as its call options", async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    const calls: CallOptions[] = [];
    const poll = async (call: CallOptions) => {
      calls.push(call);
      return calls.length === 2 ? "ACTIVE" : "BUILD";
    };
    await waitUntil(
      poll,
      (s) => s === "ACTIVE",
      options(clock, { signal: controller.signal, pollTimeoutMs: 5_000 }),
    );
    expect(calls).toEqual([
      { signal: controller.signal, timeoutMs: 5_000 },
      { signal: controller.signal, timeoutMs: 5_000 },
    ]);
  });

  it("words the timeout with the caller's advice", async () => {
    const clock = fakeClock();
    const { poll } = scripted(clock, ["PENDING"]);
    const error = await waitUntil(
      poll,
      () => false,
      options(clock, {
        timeoutMs: 1_000,
        what: "change c1 to be INSYNC",
        advice: "Check it later with getChange.",
      }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ polls: 2, timeoutMs: 1_000 });
    expect(String(error)).toContain(
      "Waited 1000 ms for change c1 to be INSYNC (2 polls); it is PENDING. Check it later with getChange.",
    );
  });

  it("stops with an AbortError when the signal aborts between polls", async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    let polls = 0;
    const poll = async () => {
      if (++polls === 2) controller.abort(new Error("user gave up"));
      return "BUILD";
    };
    const error = await waitUntil(poll, () => false, options(clock, { signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(polls).toBe(2);
  });

  it("does not poll at all with a signal already aborted", async () => {
    const clock = fakeClock();
    const { poll, at } = scripted(clock, ["BUILD"]);
    const signal = AbortSignal.abort();
    await expect(waitUntil(poll, () => false, options(clock, { signal }))).rejects.toBeInstanceOf(AbortError);
    expect(at).toEqual([]);
  });

  it("hands the signal to each poll, and ends with the poll's own error", async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    const seen: (AbortSignal | undefined)[] = [];
    const failure = new InvalidInputError("x", "broken");
    const poll = async ({ signal }: CallOptions) => {
      seen.push(signal);
      throw failure;
    };
    await expect(waitUntil(poll, () => true, options(clock, { signal: controller.signal }))).rejects.toBe(
      failure,
    );
    expect(seen).toEqual([controller.signal]);
  });

  it("aborts a wait in the middle of a real sleep", async () => {
    const controller = new AbortController();
    const waiting = waitUntil(
      async () => "BUILD",
      () => false,
      {
        timeoutMs: 60_000,
        intervalMs: 30_000,
        signal: controller.signal,
        what: "x",
      },
    );
    setTimeout(() => controller.abort(), 10);
    const started = Date.now();
    await expect(waiting).rejects.toBeInstanceOf(AbortError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each([
    [{ timeoutMs: -1 }, "timeoutMs"],
    [{ timeoutMs: Number.NaN }, "timeoutMs"],
    [{ intervalMs: 0 }, "intervalMs"],
    [{ intervalMs: Number.POSITIVE_INFINITY }, "intervalMs"],
  ])("refuses %o", async (bad, field) => {
    const clock = fakeClock();
    const { poll, at } = scripted(clock, ["ACTIVE"]);
    await expect(waitUntil(poll, () => true, options(clock, bad))).rejects.toMatchObject({ field });
    expect(at).toEqual([]);
  });
});
