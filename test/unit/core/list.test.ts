/** Core's list walk (`listWalk`): every item of a list, page by page, from one call. */
import { describe, expect, it } from "vitest";
import { shapedPage } from "../../../src/core/answer-shape.ts";
import type { Answer, AnyApiClient } from "../../../src/core/api-client.ts";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import { type Cursor, listWalk, nextLink, offset } from "../../../src/core/list.ts";

type Page = { items: string[]; next?: string };

/**
 * A fake core client whose pages are `page(query)`, recording each send's operation name and
 * each request's method, path template, path parameters and query.
 */
function fakeApi(page: (query: Record<string, unknown>) => Page | string) {
  const sent: string[] = [];
  const requests: unknown[] = [];
  const api: Pick<AnyApiClient, "send" | "pageLimit" | "raw"> = {
    pageLimit: 100,
    raw: {
      request: async (
        method: string,
        path: string,
        init: { params: { path?: unknown; query: Record<string, unknown> } },
      ) => {
        requests.push([method, path, init.params.path, init.params.query]);
        const body = page(init.params.query);
        return { data: typeof body === "string" ? body : JSON.stringify(body), response: new Response() };
      },
    } as unknown as AnyApiClient["raw"],
    async send(operation, expected, _call, run) {
      sent.push(operation);
      const result = await run({ parseAs: "text", fetch: async () => new Response() });
      return {
        response: new Response(),
        status: expected[0] ?? 200,
        text: String(result.data),
        requestId: undefined,
      } as Answer;
    },
  };
  return { held: { api }, sent, requests };
}

const read = shapedPage<Page>((v) => (Array.isArray((v as Page).items) ? undefined : ""));

/** The walk of `GET /v1/{tenant}/things` for tenant "t 1" under `cursor`. */
const listThings = (
  held: ReturnType<typeof fakeApi>["held"],
  cursor: Cursor<Record<string, unknown>, Page>,
  itemKey?: (item: string) => string,
) =>
  listWalk<Page, string>(
    held,
    "listThings",
    "get",
    "/v1/{tenant}/things",
    { path: { tenant: "t 1" } },
    read,
    (page) => page.items,
    cursor,
    itemKey,
  );

describe("listWalk", () => {
  it("walks every page as the operation itself, with the request its page operation sends", async () => {
    const all = ["a", "b", "c", "d", "e"];
    const { held, sent, requests } = fakeApi((q) => ({
      items: all.slice(Number(q.skip), Number(q.skip) + Number(q.limit)),
    }));
    const walk = listThings(held, offset("skip", "limit"), (item) => item);
    expect(await walk({ skip: 0, limit: 2 }).toArray()).toEqual(all);
    expect(sent).toEqual(["listThings", "listThings", "listThings"]);
    expect(requests[1]).toEqual(["get", "/v1/{tenant}/things", { tenant: "t 1" }, { skip: 2, limit: 2 }]);
  });

  it("follows a next link only to the list's own path, its parameters encoded as sent", async () => {
    const pages: Record<string, Page> = {
      first: { items: ["a"], next: "https://elsewhere.example/v1/t%201/things?marker=a" },
      a: { items: ["b"], next: "/v1/other/things?marker=b" },
    };
    const { held, requests } = fakeApi((q) => pages[String(q.marker ?? "first")] as Page);
    const walk = listThings(
      held,
      nextLink((page) => page.next),
    );
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const item of walk({})) seen.push(item);
      })(),
    ).rejects.toThrow(/a page's next link leads to \/v1\/other\/things, not to \/v1\/t%201\/things/);
    // The second page's link is read before its items are handed out: it is refused first.
    expect(seen).toEqual(["a"]);
    expect(requests.map((r) => (r as unknown[])[3])).toEqual([{}, { marker: "a" }]);
  });

  it("reads a malformed page as a MalformedResponseError naming the operation", async () => {
    const { held } = fakeApi(() => "{}");
    const walk = listThings(held, offset("skip", "limit"))({ skip: 0, limit: 1 });
    await expect(walk.toArray()).rejects.toThrow(MalformedResponseError);
    await expect(walk.toArray()).rejects.toThrow(/the listThings answer/);
  });
});
