/**
 * Issue 22, class 8: more than 10 calls sharing one caller signal. Each call used to add its
 * own "abort" listener to the signal, and the 11th made Node print a
 * MaxListenersExceededWarning. Calls now share one listener per signal (core/abort-listeners.ts),
 * and an abort still reaches every one of them.
 */
import { describe, expect, it } from "vitest";
import { systemClock } from "../../../src/core/clock.ts";
import { AbortError } from "../../../src/core/errors.ts";
import { createIdentityClient } from "../../../src/identity/index.ts";

const user = { user: { id: "u1", name: "alice", domain_id: "d1", enabled: true, links: { self: "x" } } };

/** The process warnings emitted while `work` runs (and the ticks after it). */
async function warningsDuring(work: () => Promise<unknown>): Promise<Error[]> {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on("warning", onWarning);
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    process.off("warning", onWarning);
  }
  return warnings;
}

describe("calls sharing one caller signal", () => {
  it("50 concurrent calls on one signal print no MaxListenersExceededWarning", async () => {
    const client = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: "listener-token-1234",
      fetch: () => new Promise((resolve) => setTimeout(() => resolve(Response.json(user)), 5)),
    });
    const { signal } = new AbortController();
    const warnings = await warningsDuring(() =>
      Promise.all(Array.from({ length: 50 }, () => client.getUser("u1", { signal }))),
    );
    expect(warnings.map((w) => w.name)).not.toContain("MaxListenersExceededWarning");
  });

  it("50 sleeps on one signal print no warning, and one abort ends them all", async () => {
    const controller = new AbortController();
    const warnings = await warningsDuring(async () => {
      const sleeps = Array.from({ length: 50 }, () =>
        systemClock.sleep(60_000, controller.signal).then(
          () => "woke",
          () => "aborted",
        ),
      );
      controller.abort();
      expect(new Set(await Promise.all(sleeps))).toEqual(new Set(["aborted"]));
    });
    expect(warnings.map((w) => w.name)).not.toContain("MaxListenersExceededWarning");
  });

  it("an abort reaches every call in flight on the signal", async () => {
    const client = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: "listener-token-1234",
      fetch: () => new Promise<Response>(() => {}),
    });
    const controller = new AbortController();
    const calls = Array.from({ length: 20 }, () =>
      client.getUser("u1", { signal: controller.signal }).catch((e: unknown) => e),
    );
    controller.abort();
    for (const error of await Promise.all(calls)) expect(error).toBeInstanceOf(AbortError);
  });
});
