/**
 * Core's list builder: `listPage` (one page) and `listWalk` (every item) from one definition,
 * and `defineList`, which is both. The page call is a builder of its own so that an app calling
 * only `listXPage` functions carries no page walker (tree-shaking.test.ts holds that).
 */
import { describe, expect, it } from "vitest";
import type { Answer, ApiClient } from "../../../src/core/api-client.ts";
import { MalformedResponseError } from "../../../src/core/errors.ts";
import { defineList, jsonPage, listPage, listWalk } from "../../../src/core/list.ts";
import { offset } from "../../../src/core/list-cursors.ts";

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
    read: jsonPage<Page>((v): v is Page => Array.isArray((v as Page).items), "the things"),
    items: (page: Page) => page.items,
    cursor: offset<Query, Page>("skip", "limit"),
    itemKey: (item: string) => item,
  };
  return { api, sent, definition };
}

describe("listPage", () => {
  it("loads one page as the operation <operation>Page", async () => {
    const { api, sent, definition } = fakeApi(["a", "b", "c"]);
    const page = await listPage(api, definition)({ skip: 1, limit: 1 });
    expect(page).toEqual({ items: ["b"] });
    expect(sent).toEqual(["listThingsPage"]);
  });

  it("is defineList's page", async () => {
    const { api, sent, definition } = fakeApi(["a", "b", "c"]);
    expect(await defineList(api, definition).page({ skip: 0, limit: 2 })).toEqual({ items: ["a", "b"] });
    expect(sent).toEqual(["listThingsPage"]);
  });

  it("reads a malformed page as a MalformedResponseError naming what it expected", async () => {
    const { api, definition } = fakeApi([]);
    const page = listPage(api, {
      ...definition,
      request: async () => ({ data: "{}", response: new Response() }),
    });
    await expect(page({ skip: 0, limit: 1 })).rejects.toThrow(MalformedResponseError);
    await expect(page({ skip: 0, limit: 1 })).rejects.toThrow(/the things/);
  });
});

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
});
