import { describe, expect, it } from "vitest";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import { nextLinkQuery } from "../../../src/core/list.ts";
import { type PageWalk, paginate } from "../../../src/core/paginate.ts";
import { collect } from "../../support/collect.ts";

// Pages in the shapes the platform uses: identity `links.next`, compute `servers_links[rel=next]`,
// key manager `next`, DNS `NextMarker`, data store skip/limit.
type LinkPage = { items: number[]; next?: string | null };

/** A walk over fixed link pages, recording what it loaded. */
function linkWalk(
  pages: Record<string, LinkPage>,
  loaded: (string | undefined)[] = [],
): PageWalk<LinkPage, number, string> {
  return {
    load: async (cursor) => {
      loaded.push(cursor);
      const page = pages[cursor ?? "first"];
      if (page === undefined) throw new Error(`no page ${cursor}`);
      return page;
    },
    items: (page) => page.items,
    next: (page) => page.next ?? undefined,
  };
}

describe("paginate", () => {
  it("follows next links to the end, loading each page once", async () => {
    const loaded: (string | undefined)[] = [];
    const list = paginate(
      linkWalk(
        { first: { items: [1, 2], next: "b" }, b: { items: [3], next: "c" }, c: { items: [], next: null } },
        loaded,
      ),
    );
    expect(await collect(list)).toEqual([1, 2, 3]);
    expect(loaded).toEqual([undefined, "b", "c"]);
  });

  it("walks compute's servers_links, key manager's next and DNS markers with the same walker", async () => {
    type ComputePage = { servers: number[]; servers_links?: { rel: string; href: string }[] };
    const compute = paginate<ComputePage, number, string>({
      load: async (cursor) =>
        cursor === undefined
          ? { servers: [1], servers_links: [{ rel: "next", href: "p2" }] }
          : { servers: [2] },
      items: (p) => p.servers,
      next: (p) => p.servers_links?.find((l) => l.rel === "next")?.href,
    });
    expect(await compute.toArray()).toEqual([1, 2]);
    type DnsPage = { zones: string[]; IsTruncated: boolean; NextMarker?: string };
    const dns = paginate<DnsPage, string, string>({
      load: async (marker) =>
        marker === undefined
          ? { zones: ["a"], IsTruncated: true, NextMarker: "b" }
          : { zones: ["b"], IsTruncated: false },
      items: (p) => p.zones,
      next: (p) => (p.IsTruncated ? p.NextMarker : undefined),
    });
    expect(await dns.toArray()).toEqual(["a", "b"]);
  });

  it("walks offsets, and stops with an error when the server ignores them", async () => {
    const rows = [1, 2, 3, 4, 5];
    const offsets = (ignore: boolean): PageWalk<{ results: number[] }, number, number> => ({
      load: async (skip = 0) => ({ results: rows.slice(ignore ? 0 : skip, (ignore ? 0 : skip) + 2) }),
      items: (p) => p.results,
      next: (p, skip = 0) => (p.results.length < 2 ? undefined : skip + p.results.length),
      itemKey: String,
    });
    expect(await paginate(offsets(false)).toArray()).toEqual([1, 2, 3, 4, 5]);
    // Regression (issue: searchAll and hostedZones looped forever on a server that ignores skip).
    await expect(paginate(offsets(true)).toArray()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("offers the pages themselves and a whole-list read, loading nothing until asked", async () => {
    const loaded: (string | undefined)[] = [];
    const list = paginate(linkWalk({ first: { items: [1, 2], next: "p2" }, p2: { items: [3] } }, loaded));
    expect(loaded).toEqual([]);
    expect(await list.toArray()).toEqual([1, 2, 3]);
    expect((await collect(list.pages())).map((p) => p.items)).toEqual([[1, 2], [3]]);
    expect(await collect(list)).toEqual([1, 2, 3]);
    expect(loaded).toHaveLength(6);
  });

  it("throws instead of looping when a next link repeats", async () => {
    const list = paginate(
      linkWalk({ first: { items: [1], next: "same" }, same: { items: [2], next: "same" } }),
    );
    await expect(collect(list)).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("stops at maxPages and when the signal aborts, passing the signal to each load", async () => {
    const endless = (
      options: { maxPages?: number; signal?: AbortSignal },
      signals: (AbortSignal | undefined)[] = [],
    ) =>
      paginate<LinkPage, number, number>(
        {
          load: async (n = 0, signal) => {
            signals.push(signal);
            return { items: [n] };
          },
          items: (p) => p.items,
          next: (_, n = 0) => n + 1,
        },
        options,
      );
    expect(await collect(endless({ maxPages: 3 }))).toEqual([0, 1, 2]);
    const controller = new AbortController();
    const signals: (AbortSignal | undefined)[] = [];
    const seen: number[] = [];
    const run = (async () => {
      for await (const item of endless({ signal: controller.signal }, signals)) {
        seen.push(item);
        if (seen.length === 2) controller.abort(new Error("stop"));
      }
    })();
    await expect(run).rejects.toThrow("aborted");
    expect(seen).toEqual([0, 1]);
    expect(signals.every((s) => s === controller.signal)).toBe(true);
  });

  it("reads a page of 200,000 items whole without overflowing the stack", async () => {
    // Regression: toArray used push(...items), which overflows the stack on a page this big.
    const big = Array.from({ length: 200_000 }, (_, i) => i);
    const list = paginate<LinkPage, number, string>({
      load: async () => ({ items: big }),
      items: (p) => p.items,
      next: () => undefined,
    });
    expect(await list.toArray()).toHaveLength(200_000);
  });
});

describe("nextLinkQuery", () => {
  it("takes only the query of a link to the expected path, with repeated names as arrays", () => {
    expect(nextLinkQuery("http://internal:5000/v3/users?name=a&marker=m&tag=x&tag=y", "/v3/users")).toEqual({
      name: "a",
      marker: "m",
      tag: ["x", "y"],
    });
    expect(nextLinkQuery("/v2/p1/servers/detail?limit=1&marker=s1", "/servers/detail")).toEqual({
      limit: "1",
      marker: "s1",
    });
  });

  it("refuses a link to another path, and one that is not a URL", () => {
    expect(() => nextLinkQuery("https://evil.test/steal?x=1", "/v3/users")).toThrow(MalformedResponseError);
    expect(() => nextLinkQuery("http://[bad", "/v3/users")).toThrow(MalformedResponseError);
  });
});
