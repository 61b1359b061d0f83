import { describe, expect, it } from "vitest";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import { nextLinkQuery } from "../../../src/core/next-link.ts";
import { collect, paginate } from "../../../src/core/paginate.ts";

// Pages in the three shapes the platform uses: identity `links.next`, compute
// `servers_links[rel=next]`, key manager `next`.
type IdentityPage = { items: number[]; links: { next: string | null } };
type ComputePage = { servers: number[]; servers_links?: { rel: string; href: string }[] };
type KeyManagerPage = { secrets: number[]; next?: string };

describe("paginate", () => {
  it("follows identity-style links.next to the end", async () => {
    const pages: Record<string, IdentityPage> = {
      a: { items: [1, 2], links: { next: "b" } },
      b: { items: [3], links: { next: "c" } },
      c: { items: [], links: { next: null } },
    };
    const followed: string[] = [];
    const items = paginate(
      async () => pages.a as IdentityPage,
      async (link) => {
        followed.push(link);
        return pages[link] as IdentityPage;
      },
      { items: (p) => p.items, next: (p) => p.links.next },
    );
    expect(await collect(items)).toEqual([1, 2, 3]);
    expect(followed).toEqual(["b", "c"]);
  });

  it("reads compute's servers_links and key manager's next with the same walk", async () => {
    const compute = paginate<ComputePage, number>(
      async () => ({ servers: [1], servers_links: [{ rel: "next", href: "p2" }] }),
      async () => ({ servers: [2] }),
      { items: (p) => p.servers, next: (p) => p.servers_links?.find((l) => l.rel === "next")?.href },
    );
    expect(await collect(compute)).toEqual([1, 2]);
    const keys = paginate<KeyManagerPage, number>(
      async () => ({ secrets: [1], next: "p2" }),
      async () => ({ secrets: [2] }),
      { items: (p) => p.secrets, next: (p) => p.next },
    );
    expect(await collect(keys)).toEqual([1, 2]);
  });

  it("offers the pages themselves and a whole-list read, loading nothing until asked", async () => {
    let loads = 0;
    type Page = { items: number[]; next?: string };
    const list = paginate<Page, number>(
      async () => {
        loads++;
        return { items: [1, 2], next: "p2" };
      },
      async () => {
        loads++;
        return { items: [3] };
      },
      { items: (p) => p.items, next: (p) => p.next },
    );
    expect(loads).toBe(0);
    expect(await list.toArray()).toEqual([1, 2, 3]);
    expect((await collect(list.pages())).map((p) => p.items)).toEqual([[1, 2], [3]]);
    expect(await collect(list)).toEqual([1, 2, 3]);
    expect(loads).toBe(6);
  });

  it("throws instead of looping when a next link repeats", async () => {
    const items = paginate(
      async () => ({ items: [1], next: "same" }),
      async () => ({ items: [2], next: "same" }),
      { items: (p) => p.items, next: (p) => p.next },
    );
    await expect(collect(items)).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("stops at maxPages and when the signal aborts", async () => {
    const endless = (options: { maxPages?: number; signal?: AbortSignal }) => {
      let loads = 0;
      return paginate(
        async () => ({ items: [0], next: "p1" }),
        async (link) => {
          loads++;
          return { items: [loads], next: `${link}+` };
        },
        { items: (p) => p.items, next: (p) => p.next },
        options,
      );
    };
    expect(await collect(endless({ maxPages: 3 }))).toEqual([0, 1, 2]);
    const controller = new AbortController();
    const seen: number[] = [];
    const run = (async () => {
      for await (const item of endless({ signal: controller.signal })) {
        seen.push(item);
        if (seen.length === 2) controller.abort(new Error("stop"));
      }
    })();
    await expect(run).rejects.toThrow("stop");
    expect(seen).toEqual([0, 1]);
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
