/**
 * waitForChange polls GetChange until INSYNC, within a timeout, abortably, on a fake clock.
 */
import { describe, expect, it } from "vitest";
import { AbortError, InvalidInputError } from "../../../src/core/errors.ts";
import { createDnsClient } from "../../../src/dns/client.ts";
import { ChangeWaitTimeoutError, NoSuchChangeError } from "../../../src/dns/errors.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { changeXml, errorXml, stubDns } from "./stub-dns.ts";

const pending = { status: 200, body: changeXml("GetChangeResponse", "PENDING") };
const insync = { status: 200, body: changeXml("GetChangeResponse", "INSYNC") };

function client(stub: ReturnType<typeof stubDns>) {
  const clock = fakeClock();
  return {
    clock,
    dns: createDnsClient({ baseUrl: "https://dns.test", auth: "wait-token", fetch: stub.fetch, clock }),
  };
}

describe("waitForChange", () => {
  it("polls at the interval until the change is INSYNC and returns its ChangeInfo", async () => {
    const stub = stubDns(pending, pending, insync);
    const { dns, clock } = client(stub);
    const info = await dns.waitForChange("c0ffee", { interval: 1000, timeout: 60_000 });
    expect(info).toEqual({ Id: "c0ffee", Status: "INSYNC", SubmittedAt: "2014-06-06T11:00:38.178Z" });
    expect(stub.requests.map((r) => new URL(r.url).pathname)).toEqual(Array(3).fill("/v1.0/change/c0ffee"));
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it("returns at once, without sleeping, when the change is already INSYNC", async () => {
    const stub = stubDns(insync);
    const { dns, clock } = client(stub);
    await dns.waitForChange({ Id: "c0ffee", Status: "PENDING", SubmittedAt: "2014-06-06T11:00:38.178Z" });
    expect(stub.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it("uses 2 s between polls by default", async () => {
    const stub = stubDns(pending, insync);
    const { dns, clock } = client(stub);
    await dns.waitForChange("c0ffee");
    expect(clock.sleeps).toEqual([2000]);
  });

  it("gives up with ChangeWaitTimeoutError after a last poll at the timeout", async () => {
    const stub = stubDns(pending);
    const { dns, clock } = client(stub);
    const error = await dns.waitForChange("c0ffee", { interval: 4000, timeout: 10_000 }).catch((e) => e);
    expect(error).toBeInstanceOf(ChangeWaitTimeoutError);
    expect(error).toMatchObject({ changeId: "c0ffee" });
    expect((error as Error).message).toContain("still PENDING after 10000 ms");
    expect(clock.sleeps).toEqual([4000, 4000, 2000]);
    expect(stub.requests).toHaveLength(4);
  });

  it("stops with AbortError when the signal aborts", async () => {
    const stub = stubDns(pending);
    const { dns, clock } = client(stub);
    const controller = new AbortController();
    const sleep = clock.sleep;
    let polls = 0;
    clock.sleep = (ms, signal) => {
      if (++polls === 2) controller.abort(new Error("enough"));
      return sleep(ms, signal);
    };
    const error = await dns.waitForChange("c0ffee", { signal: controller.signal }).catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(stub.requests).toHaveLength(2);
  });

  it("does not start when the signal is already aborted", async () => {
    const stub = stubDns(pending);
    const { dns } = client(stub);
    await expect(dns.waitForChange("c0ffee", { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      AbortError,
    );
    expect(stub.requests).toHaveLength(0);
  });

  it("passes on a typed error from GetChange", async () => {
    const stub = stubDns({ status: 404, body: errorXml("NoSuchChange", "no such change") });
    const { dns } = client(stub);
    await expect(dns.waitForChange("c0ffee")).rejects.toBeInstanceOf(NoSuchChangeError);
  });

  it.each([
    [{ timeout: -1 }, "timeout"],
    [{ interval: 0 }, "interval"],
    [{ interval: Number.NaN }, "interval"],
  ])("rejects bad options %j before polling", async (options, field) => {
    const stub = stubDns(pending);
    const { dns } = client(stub);
    const error = await dns.waitForChange("c0ffee", options).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(stub.requests).toHaveLength(0);
  });
});
