/**
 * Walking the key manager's lists with core's page walker: `listSecrets` and `listContainers`
 * follow `next` by its query only, send the caller's filter again with every page (Barbican's
 * links drop it), stop at the last page, at an empty page, and at `maxPages`, and end with a
 * MalformedResponseError (never a loop) when a server repeats a next link or ignores `offset`.
 */
import { describe, expect, it } from "vitest";
import { AbortError, MalformedResponseError } from "../../../src/core/errors.ts";
import { createKeyManagerClient } from "../../../src/keymanager/index.ts";
import { type FakeFetch, fakeFetch, json } from "../../support/fake-fetch.ts";
import { BASE, containerRef, fakeBarbican, secretRef, secretView, TENANT, TOKEN } from "./fake-barbican.ts";

const clientOf = (fetch: FakeFetch) =>
  createKeyManagerClient({ baseUrl: BASE, auth: TOKEN, tenantId: TENANT, fetch });
const queries = (fetch: FakeFetch) => fetch.sent.map((s) => s.url.search);
const secret = (n: number) =>
  secretView({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name: `s${n}`,
    secret_type: "opaque",
  });
const link = (query: string, path = `/v1/${TENANT}/secrets`) =>
  `https://internal.example:9311${path}?${query}`;

describe("listSecrets and listContainers: every item, page by page", () => {
  it("loads nothing until iterated, then walks every page; each walk starts afresh", async () => {
    const fetch = fakeBarbican({ secrets: 7 });
    const list = clientOf(fetch).listSecrets({ limit: 3 });
    expect(fetch.sent).toHaveLength(0);
    const all = await list.toArray();
    expect(all.map((s) => s.secret_ref)).toEqual(fetch.secrets.map((s) => secretRef(s.id)));
    expect(queries(fetch)).toEqual(["?limit=3", "?limit=3&offset=3", "?limit=3&offset=6"]);
    const pages: number[] = [];
    for await (const page of list.pages()) pages.push(page.secrets.length);
    expect(pages).toEqual([3, 3, 1]);
    let count = 0;
    for await (const _ of list) count++;
    expect(count).toBe(7);
  });

  it("sends the filter again with each next link's limit and offset (Barbican's links drop it)", async () => {
    const fetch = fakeBarbican({ secrets: 9 });
    const evens = await clientOf(fetch).listSecrets({ name: "even", limit: 2 }).toArray();
    expect(evens.map((s) => s.name)).toEqual(["even", "even", "even", "even", "even"]);
    expect(queries(fetch)).toEqual([
      "?name=even&limit=2",
      "?name=even&limit=2&offset=2",
      "?name=even&limit=2&offset=4",
    ]);
  });

  it("goes to its own base URL and path whatever host a next link names", async () => {
    const fetch = fakeFetch(
      json(200, { secrets: [secret(1)], total: 2, next: link("limit=1&offset=1") }),
      json(200, { secrets: [secret(2)], total: 2, previous: link("limit=1&offset=0") }),
    );
    expect(await clientOf(fetch).listSecrets().toArray()).toHaveLength(2);
    expect(fetch.sent.map((s) => `${s.url.origin}${s.url.pathname}`)).toEqual([
      `${BASE}/v1/${TENANT}/secrets`,
      `${BASE}/v1/${TENANT}/secrets`,
    ]);
    // Barbican itself writes links without the tenant segment: only the query is used anyway.
    const tenantless = fakeFetch(
      json(200, {
        secrets: [secret(1)],
        total: 2,
        next: "http://127.0.0.1:9311/v1/secrets?limit=1&offset=1",
      }),
      json(200, { secrets: [secret(2)], total: 2 }),
    );
    expect(await clientOf(tenantless).listSecrets().toArray()).toHaveLength(2);
  });

  it("refuses a next link to another collection", async () => {
    const fetch = fakeFetch(
      json(200, {
        secrets: [secret(1)],
        total: 2,
        next: link("limit=1&offset=1", `/v1/${TENANT}/containers`),
      }),
    );
    await expect(clientOf(fetch).listSecrets().toArray()).rejects.toThrow(MalformedResponseError);
    expect(fetch.sent).toHaveLength(1);
  });

  it("ends at an empty page (past the end), and at an empty first page", async () => {
    const empty = fakeFetch(json(200, { secrets: [], total: 0 }));
    expect(await clientOf(empty).listSecrets().toArray()).toEqual([]);
    // An empty page that still offers a next link ends the walk instead of walking forever.
    const offering = fakeFetch(
      json(200, { secrets: [secret(1)], total: 5, next: link("limit=1&offset=1") }),
      json(200, { secrets: [], total: 5, next: link("limit=1&offset=2") }),
    );
    expect(await clientOf(offering).listSecrets().toArray()).toHaveLength(1);
    expect(offering.sent).toHaveLength(2);
  });

  it("ends with MalformedResponseError, not a loop, when the server repeats a next link", async () => {
    const fetch = fakeFetch(
      json(200, { secrets: [secret(1)], total: 9, next: link("limit=1&offset=1") }),
      json(200, { secrets: [secret(2)], total: 9, next: link("limit=1&offset=1") }),
    );
    const error = await clientOf(fetch)
      .listSecrets()
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(String(error)).toContain("points back to a page already read");
    expect(fetch.sent).toHaveLength(2);
  });

  it("ends with MalformedResponseError when the server ignores offset (the same items again)", async () => {
    const fetch = fakeFetch((request) => {
      const offset = Number(new URL(request.url).searchParams.get("offset") ?? 0);
      return json(200, { secrets: [secret(1)], total: 9, next: link(`limit=1&offset=${offset + 1}`) });
    });
    await expect(clientOf(fetch).listSecrets().toArray()).rejects.toThrow(/ignores the paging parameter/);
    expect(fetch.sent).toHaveLength(2);
  });

  it("stops after maxPages, and when its signal is aborted", async () => {
    const fetch = fakeBarbican({ secrets: 10 });
    expect(await clientOf(fetch).listSecrets({ limit: 2 }, { maxPages: 2 }).toArray()).toHaveLength(4);
    const controller = new AbortController();
    const walk = clientOf(fetch).listSecrets({ limit: 2 }, { signal: controller.signal });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const s of walk) {
          seen.push(s.secret_ref);
          controller.abort();
        }
      })(),
    ).rejects.toBeInstanceOf(AbortError);
    expect(seen).toHaveLength(2);
  });

  it("walks containers the same way, with name and type filters", async () => {
    const containers = Array.from({ length: 3 }, (_, i) => ({
      status: "ACTIVE",
      name: "web",
      type: "certificate",
      created: "2026-11-20T09:15:02.418237",
      updated: "2026-11-20T09:15:02.418237",
      secret_refs: [],
      container_ref: containerRef(`c${i}`),
    }));
    const fetch = fakeFetch(
      json(200, {
        containers: containers.slice(0, 2),
        total: 3,
        next: link("limit=2&offset=2", `/v1/${TENANT}/containers`),
      }),
      json(200, { containers: containers.slice(2), total: 3 }),
    );
    const all = await clientOf(fetch)
      .listContainers({ name: "web", type: "certificate", limit: 2 })
      .toArray();
    expect(all.map((c) => c.container_ref)).toEqual(containers.map((c) => c.container_ref));
    expect(queries(fetch)).toEqual([
      "?name=web&type=certificate&limit=2",
      "?name=web&type=certificate&limit=2&offset=2",
    ]);
  });
});

describe("listSecretsPage and listContainersPage: one page as the server sent it", () => {
  it("returns the page with total and links, offset and limit as given", async () => {
    const fetch = fakeBarbican({ secrets: 5 });
    const page = await clientOf(fetch).listSecretsPage({ limit: 2, offset: 2 });
    expect(page.secrets).toHaveLength(2);
    expect(page.total).toBe(5);
    expect(page.next).toBe(`${BASE}/v1/${TENANT}/secrets?limit=2&offset=4`);
    expect(page.previous).toBe(`${BASE}/v1/${TENANT}/secrets?limit=2&offset=0`);
    expect(queries(fetch)).toEqual(["?limit=2&offset=2"]);
    const past = await clientOf(fetch).listSecretsPage({ offset: 50 });
    expect(past).toEqual({ secrets: [], total: 5 });
    expect((await clientOf(fakeBarbican()).listContainersPage()).containers).toEqual([]);
  });
});
