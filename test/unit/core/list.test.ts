/** Core's list walk (`listWalk`): every item of a list, page by page, from one definition. */
import { describe, expect, it } from "vitest";
import { shapedPage } from "../../../src/core/answer-shape.ts";
import type { Answer, ApiClient } from "../../../src/core/api-client.ts";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import { listWalk, offset } from "../../../src/core/list.ts";

type Query = { skip: number; limit: number };
type Page = { items: string[] };

/** A fake core client whose pages are slices of `all`, recording each send's operation name. */
function fakeApi(all: string[]) {
  const sent: string[] = [];
  const api: Pick<ApiClient<object>, "send" | "pageLimit"> = {
    pageLimit: 100,
    async send(operation, expected, _call, run) {
      sent.push(operation);
      const result = await run({ parseAs: "text", fetch: async () => new Response() });
      const text = String(result.data);
      return { response: new Response(), status: expected[0] ?? 200, text, requestId: undefined } as Answer;
    },
  };
  const definition = {
    operation: "listThings",
    request: async (query: Query) => ({
      data: JSON.stringify({ items: all.slice(query.skip, query.skip + query.limit) }),
      response: new Response(),
    }),
    read: shapedPage<Page>((v) => (Array.isArray((v as Page).items) ? undefined : "")),
    items: (page: Page) => page.items,
    cursor: offset<Query, Page>("skip", "limit"),
    itemKey: (item: string) => item,
  };
  return { api, sent, definition };
}

describe("listWalk", () => {
  it("walks every page as the operation itself", async () => {
    const { api, sent, definition } = fakeApi(["a", "b", "c", "d", "e"]);
    expect(await listWalk(api, definition)({ skip: 0, limit: 2 }).toArray()).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
    ]);
    expect(sent).toEqual(["listThings", "listThings", "listThings"]);
  });

  it("reads a malformed page as a MalformedResponseError naming the operation", async () => {
    const { api, definition } = fakeApi([]);
    const walk = listWalk(api, {
      ...definition,
      request: async () => ({ data: "{}", response: new Response() }),
    })({ skip: 0, limit: 1 });
    await expect(walk.toArray()).rejects.toThrow(MalformedResponseError);
    await expect(walk.toArray()).rejects.toThrow(/the listThings answer/);
  });
});
