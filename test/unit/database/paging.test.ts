/**
 * Paging: every event lazily across pages with the answer's marker, ended by a page without a
 * marker or without events (an empty page); a marker the server sends twice is a
 * MalformedResponseError, after a bounded number of requests, never a loop. Instances and
 * subscriptions page by the last ID of a full page; log files by the answer's marker; the
 * other lists come in one answer.
 */
import { describe, expect, it } from "vitest";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { clientOn, INSTANCE } from "./client-on.ts";

const event = (n: number) => ({
  date: `2026-11-20T09:0${n}:00`,
  message: `event ${n}`,
  eventCategories: ["backup"],
  sourceIdentifier: "dbinst1",
  sourceType: "db-instance",
});
const instances = (from: number, count: number) => ({
  instances: Array.from({ length: count }, (_, i) => ({
    id: `dbinst${from + i}`,
    name: `i${from + i}`,
    status: "ACTIVE",
  })),
});

describe("listEvents", () => {
  it("walks every page lazily, sending back each page's marker with the same filter", async () => {
    const fetch = fakeFetch(
      json(200, { events: [event(1), event(2)], marker: "m1" }),
      json(200, { events: [event(3)], marker: "m2" }),
      json(200, { events: [event(4)] }),
    );
    const list = clientOn(fetch).listEvents({
      sourceType: "db-instance",
      eventCategories: ["backup"],
      limit: 20,
    });
    expect(fetch.sent).toHaveLength(0); // lazy: nothing until iterated
    const messages: string[] = [];
    for await (const e of list) messages.push(e.message ?? "");
    expect(messages).toEqual(["event 1", "event 2", "event 3", "event 4"]);
    expect(fetch.sent.map((s) => s.url.searchParams.get("marker"))).toEqual([null, "m1", "m2"]);
    for (const s of fetch.sent) {
      expect(s.url.searchParams.get("sourceType")).toBe("db-instance");
      expect(s.url.searchParams.getAll("eventCategories")).toEqual(["backup"]);
      expect(s.url.searchParams.get("limit")).toBe("20");
    }
  });

  it("stops at an empty page even if it carries a marker", async () => {
    const fetch = fakeFetch(
      json(200, { events: [event(1)], marker: "m1" }),
      json(200, { events: [], marker: "m2" }),
    );
    expect(await clientOn(fetch).listEvents().toArray()).toHaveLength(1);
    expect(fetch.sent).toHaveLength(2);
  });

  it("treats a null or empty marker as the last page", async () => {
    for (const marker of [null, ""]) {
      const fetch = fakeFetch(json(200, { events: [event(1)], marker }));
      expect(await clientOn(fetch).listEvents().toArray()).toHaveLength(1);
      expect(fetch.sent).toHaveLength(1);
    }
  });

  it("stops with a MalformedResponseError, not a loop, when the server repeats a marker", async () => {
    const fetch = fakeFetch(
      json(200, { events: [event(1)], marker: "m1" }),
      json(200, { events: [event(2)], marker: "m2" }),
      json(200, { events: [event(3)], marker: "m1" }),
    );
    const error = await clientOn(fetch)
      .listEvents()
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(String(error)).toContain("points back to a page already read");
    expect(fetch.sent).toHaveLength(3);
  });

  it("stops a server that answers every page with the same marker after two requests", async () => {
    const fetch = fakeFetch(json(200, { events: [event(1)], marker: "stuck" }));
    await expect(clientOn(fetch).listEvents().toArray()).rejects.toBeInstanceOf(MalformedResponseError);
    expect(fetch.sent).toHaveLength(2);
  });

  it("reads page by page, and stops after maxPages", async () => {
    const fetch = fakeFetch(
      json(200, { events: [event(1)], marker: "m1" }),
      json(200, { events: [event(2)], marker: "m2" }),
      json(200, { events: [event(3)], marker: "m3" }),
    );
    const pages = [];
    for await (const page of clientOn(fetch).listEvents({}, { maxPages: 2 }).pages()) pages.push(page.marker);
    expect(pages).toEqual(["m1", "m2"]);
    expect(fetch.sent).toHaveLength(2);
  });

  it("refuses a page that is not an event list", async () => {
    const fetch = fakeFetch(json(200, { events: "none", marker: 7 }));
    await expect(clientOn(fetch).listEvents().toArray()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("lists one page from a marker", async () => {
    const fetch = fakeFetch(json(200, { events: [event(5)] }));
    await clientOn(fetch).listEventsPage({ marker: "event1192", duration: 120 });
    expect(fetch.sent[0]?.url.search).toBe("?duration=120&marker=event1192");
  });
});

describe("listInstances and listEventSubscriptions", () => {
  it("asks for the next page after the last ID of a full page, and stops after a short one", async () => {
    const fetch = fakeFetch(
      json(200, instances(1, 20)),
      json(200, instances(21, 20)),
      json(200, instances(41, 3)),
    );
    const all = await clientOn(fetch).listInstances().toArray();
    expect(all).toHaveLength(43);
    expect(fetch.sent.map((s) => s.url.searchParams.get("marker"))).toEqual([null, "dbinst20", "dbinst40"]);
  });

  it("uses the limit given as the page size", async () => {
    const fetch = fakeFetch(json(200, instances(1, 50)), json(200, instances(51, 0)));
    expect(await clientOn(fetch).listInstances({ limit: 50 }).toArray()).toHaveLength(50);
    expect(fetch.sent.map((s) => s.url.search)).toEqual(["?limit=50", "?limit=50&marker=dbinst50"]);
  });

  it("ends at an empty first page", async () => {
    const fetch = fakeFetch(json(200, { instances: [] }));
    expect(await clientOn(fetch).listInstances().toArray()).toEqual([]);
    expect(fetch.sent).toHaveLength(1);
  });

  it("stops with a MalformedResponseError when the server ignores the marker", async () => {
    const fetch = fakeFetch(json(200, instances(1, 20)));
    await expect(clientOn(fetch).listInstances().toArray()).rejects.toBeInstanceOf(MalformedResponseError);
    expect(fetch.sent).toHaveLength(2);
  });

  it("pages subscriptions the same way", async () => {
    const subscriptions = (from: number, count: number) => ({
      eventSubscriptions: Array.from({ length: count }, (_, i) => ({ id: `sub${from + i}` })),
    });
    const fetch = fakeFetch(json(200, subscriptions(1, 20)), json(200, subscriptions(21, 1)));
    expect(await clientOn(fetch).listEventSubscriptions().toArray()).toHaveLength(21);
    expect(fetch.sent[1]?.url.searchParams.get("marker")).toBe("sub20");
  });
});

describe("listLogFiles and the single-answer lists", () => {
  it("follows the log file list's marker", async () => {
    const page = (names: string[], marker?: string) => ({
      describeDBLogFilesResult: {
        describeDBLogFileDetails: names.map((logFileName) => ({ logFileName })),
        marker,
      },
    });
    const fetch = fakeFetch(json(200, page(["a", "b"], "b")), json(200, page(["c"])));
    const files = await clientOn(fetch)
      .listLogFiles(INSTANCE, { nameContains: "postgres", lastWrittenSince: 1414330786 })
      .toArray();
    expect(files.map((f) => f.logFileName)).toEqual(["a", "b", "c"]);
    expect(fetch.sent[1]?.url.search).toBe("?filelastwritten=1414330786&filenamecontains=postgres&marker=b");
  });

  it("reads the other lists in one request", async () => {
    const fetch = fakeFetch(
      json(200, { snapshots: [{ id: "s1" }] }),
      json(200, { subnetGroups: [{ id: "g1" }] }),
      json(200, { parameterGroups: [{ id: "p1" }] }),
      json(200, { flavors: [{ id: "11", name: "economy" }] }),
      json(200, { dBEngineVersions: [{ engine: "symfoware", engineVersion: "12.1.1" }] }),
    );
    const client = clientOn(fetch);
    expect(await client.listSnapshots().toArray()).toHaveLength(1);
    expect(await client.listSubnetGroups().toArray()).toHaveLength(1);
    expect(await client.listParameterGroups().toArray()).toHaveLength(1);
    expect(await client.listFlavors().toArray()).toHaveLength(1);
    expect(await client.listEngineVersions().toArray()).toHaveLength(1);
    expect(fetch.sent).toHaveLength(5);
  });
});
