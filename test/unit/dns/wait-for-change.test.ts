/**
 * waitForChange polls GetChange until INSYNC, within a timeout, abortably, on a fake clock.
 */
import { describe, expect, it } from "vitest";
import { AbortError, InvalidInputError } from "../../../src/core/errors.ts";
import { WaitTimeoutError } from "../../../src/core/wait-until.ts";
import { createDnsClient, NoSuchChangeError } from "../../../src/dns/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { type FakeFetch, fakeFetch, xml } from "../../support/fake-fetch.ts";
import { changeXml, errorXml } from "./xml-bodies.ts";

const pending = xml(200, changeXml("GetChangeResponse", "PENDING"));
const insync = xml(200, changeXml("GetChangeResponse", "INSYNC"));

function client(fetch: FakeFetch) {
  const clock = fakeClock();
  return {
    clock,
    dns: createDnsClient({ baseUrl: "https://dns.test", auth: "wait-token", fetch, clock }),
  };
}

describe("waitForChange", () => {
  it("polls at the interval until the change is INSYNC and returns its ChangeInfo", async () => {
    const fetch = fakeFetch(pending, pending, insync);
    const { dns, clock } = client(fetch);
    const info = await dns.waitForChange("c0ffee", { intervalMs: 1000, timeoutMs: 60_000 });
    expect(info).toEqual({ Id: "c0ffee", Status: "INSYNC", SubmittedAt: "2014-06-06T11:00:38.178Z" });
    expect(fetch.sent.map((r) => r.url.pathname)).toEqual(Array(3).fill("/v1.0/change/c0ffee"));
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it("returns at once, without sleeping, when the change is already INSYNC", async () => {
    const fetch = fakeFetch(insync);
    const { dns, clock } = client(fetch);
    await dns.waitForChange({ Id: "c0ffee", Status: "PENDING", SubmittedAt: "2014-06-06T11:00:38.178Z" });
    expect(fetch.sent).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it("uses 2 s between polls by default", async () => {
    const fetch = fakeFetch(pending, insync);
    const { dns, clock } = client(fetch);
    await dns.waitForChange("c0ffee");
    expect(clock.sleeps).toEqual([2000]);
  });

  it("gives up with WaitTimeoutError after a last poll at the timeout", async () => {
    const fetch = fakeFetch(pending);
    const { dns, clock } = client(fetch);
    const error = await dns.waitForChange("c0ffee", { intervalMs: 4000, timeoutMs: 10_000 }).catch((e) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect(error).toMatchObject({ polls: 4, timeoutMs: 10_000 });
    expect((error as Error).message).toContain(
      "Waited 10000 ms for change c0ffee to be INSYNC (4 polls); it is still PENDING. It has not failed",
    );
    expect(clock.sleeps).toEqual([4000, 4000, 2000]);
    expect(fetch.sent).toHaveLength(4);
  });

  it("stops with AbortError when the signal aborts", async () => {
    const fetch = fakeFetch(pending);
    const { dns, clock } = client(fetch);
    const controller = new AbortController();
    const sleep = clock.sleep;
    let polls = 0;
    clock.sleep = (ms, signal) => {
      if (++polls === 2) controller.abort(new Error("enough"));
      return sleep(ms, signal);
    };
    const error = await dns.waitForChange("c0ffee", { signal: controller.signal }).catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(fetch.sent).toHaveLength(2);
  });

  it("does not start when the signal is already aborted", async () => {
    const fetch = fakeFetch(pending);
    const { dns } = client(fetch);
    await expect(dns.waitForChange("c0ffee", { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      AbortError,
    );
    expect(fetch.sent).toHaveLength(0);
  });

  it("passes on a typed error from GetChange", async () => {
    const fetch = fakeFetch(xml(404, errorXml("NoSuchChange", "no such change")));
    const { dns } = client(fetch);
    await expect(dns.waitForChange("c0ffee")).rejects.toBeInstanceOf(NoSuchChangeError);
  });

  it("waits without a bound when timeoutMs is 0, as every call does", async () => {
    const fetch = fakeFetch(pending, pending, pending, pending, insync);
    const { dns, clock } = client(fetch);
    const info = await dns.waitForChange("c0ffee", { intervalMs: 100_000, timeoutMs: 0 });
    expect(info.Status).toBe("INSYNC");
    expect(clock.sleeps).toEqual([100_000, 100_000, 100_000, 100_000]);
  });

  it.each([
    [{ timeoutMs: -1 }, "timeoutMs"],
    [{ intervalMs: 0 }, "intervalMs"],
    [{ intervalMs: Number.NaN }, "intervalMs"],
  ])("rejects bad options %j before polling", async (options, field) => {
    const fetch = fakeFetch(pending);
    const { dns } = client(fetch);
    const error = await dns.waitForChange("c0ffee", options).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(fetch.sent).toHaveLength(0);
  });
});
