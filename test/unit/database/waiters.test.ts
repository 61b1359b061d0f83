/**
 * The workflows on the fake clock and the scripted transport: create a DB instance and wait
 * until it is available; snapshot it, wait for the snapshot and restore it; fail fast on
 * ERROR/FAILED; time out with the last state; abort.
 */
import { describe, expect, it } from "vitest";
import { AbortError, MalformedResponseError } from "../../../src/core/errors.ts";
import { WaitTimeoutError } from "../../../src/core/wait-until.ts";
import { DatabaseNotFoundError, ResourceFailedError } from "../../../src/database/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { clientOn, INSTANCE, instance, TENANT } from "./client-on.ts";

const settings = { name: "orders", flavorRef: "1", volume: { size: 20 } };

describe("waitForInstance", () => {
  it("creates a DB instance and polls it until ACTIVE, every interval", async () => {
    const fetch = fakeFetch(
      json(200, instance("BUILD")),
      json(200, instance("BUILD")),
      json(200, instance("BUILD")),
      json(200, instance("ACTIVE")),
    );
    const client = clientOn(fetch);
    const clock = fakeClock();
    const created = await client.createInstance(settings);
    const ready = await client.waitForInstance(created.id, { clock, intervalMs: 20_000, timeoutMs: 600_000 });
    expect(ready.status).toBe("ACTIVE");
    expect(fetch.sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      `POST /v1.0/${TENANT}/instances`,
      `GET /v1.0/${TENANT}/instances/${INSTANCE}`,
      `GET /v1.0/${TENANT}/instances/${INSTANCE}`,
      `GET /v1.0/${TENANT}/instances/${INSTANCE}`,
    ]);
    expect(clock.sleeps).toEqual([20_000, 20_000]);
  });

  it("reads the state without regard to case or surrounding spaces", async () => {
    const client = clientOn(fakeFetch(json(200, instance(" Active "))));
    await expect(client.waitForInstance(INSTANCE, { clock: fakeClock() })).resolves.toMatchObject({
      status: " Active ",
    });
  });

  it.each(["ERROR", "Failed"])(
    "ends at once with a ResourceFailedError when the instance is %s",
    async (state) => {
      const fetch = fakeFetch(json(200, instance("BUILD")), json(200, instance(state)));
      const clock = fakeClock();
      const error = await clientOn(fetch)
        .waitForInstance(INSTANCE, { clock })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResourceFailedError);
      expect(error).toMatchObject({ state });
      expect(String(error)).toContain(
        `DB instance ${INSTANCE} reached ${state}, from which it does not recover by itself. Check it, and delete it or contact support.`,
      );
      expect(fetch.sent).toHaveLength(2);
    },
  );

  it("times out after the default 30 minutes, polling every 15 seconds, naming the last state", async () => {
    const fetch = fakeFetch(json(200, instance("BUILD")));
    const clock = fakeClock();
    const error = await clientOn(fetch)
      .waitForInstance(INSTANCE, { clock })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect(String(error)).toContain("its status is still BUILD");
    expect(fetch.sent).toHaveLength(121); // at 0, 15 s, ..., 30 min
  });

  it("ends with the server's error when the instance is gone", async () => {
    const fetch = fakeFetch(json(404, { itemNotFound: { code: 404, message: "not found" } }));
    await expect(clientOn(fetch).waitForInstance(INSTANCE, { clock: fakeClock() })).rejects.toBeInstanceOf(
      DatabaseNotFoundError,
    );
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(() => {
      controller.abort();
      return json(200, instance("BUILD"));
    });
    const waiting = clientOn(fetch).waitForInstance(INSTANCE, {
      clock: fakeClock(),
      signal: controller.signal,
    });
    await expect(waiting).rejects.toBeInstanceOf(AbortError);
  });

  it("gives each poll its own timeout (pollTimeoutMs)", async () => {
    const fetch = fakeFetch(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        ),
    );
    const error = await clientOn(fetch)
      .waitForInstance(INSTANCE, { clock: fakeClock(), pollTimeoutMs: 20 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "TimeoutError" });
  });
});

describe("snapshot and restore", () => {
  it("snapshots a DB instance, waits for the snapshot, restores it and waits for the new instance", async () => {
    const snapshot = (status: string) => ({
      snapshot: { id: "snap-1", name: "before", instanceId: INSTANCE, status },
    });
    const fetch = fakeFetch(
      json(200, snapshot("creating")),
      json(200, snapshot("creating")),
      json(200, snapshot(" Available")),
      json(200, instance("BUILD", "restored-1")),
      json(200, instance("ACTIVE", "restored-1")),
    );
    const client = clientOn(fetch);
    const clock = fakeClock();
    const taken = await client.createSnapshot({ instanceId: INSTANCE, name: "before" });
    await client.waitForSnapshot(taken.id, { clock, intervalMs: 5_000 });
    const restored = await client.restoreFromSnapshot(taken.id, { name: "restored" });
    const ready = await client.waitForInstance(restored.id, { clock });
    expect(ready).toMatchObject({ id: "restored-1", status: "ACTIVE" });
    expect(JSON.parse(fetch.sent[3]?.body ?? "")).toEqual({
      action: { restoresnapshot: "" },
      instance: { name: "restored" },
      snapshot: { id: "snap-1" },
    });
    expect(clock.sleeps).toEqual([5_000]);
  });

  it.each([42, null, { state: "available" }, ["Available"]])(
    "waitForSnapshot on a status that is not text (%j) ends in a MalformedResponseError, not a TypeError",
    async (status) => {
      const fetch = fakeFetch(json(200, { snapshot: { id: "snap-1", status } }));
      const error = await clientOn(fetch)
        .waitForSnapshot("snap-1", { clock: fakeClock() })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MalformedResponseError);
    },
  );

  it("fails fast on a snapshot in error", async () => {
    const fetch = fakeFetch(json(200, { snapshot: { id: "snap-1", status: "error" } }));
    await expect(clientOn(fetch).waitForSnapshot("snap-1", { clock: fakeClock() })).rejects.toBeInstanceOf(
      ResourceFailedError,
    );
  });
});
