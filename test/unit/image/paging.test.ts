/**
 * Member lists by the naming rule every client follows: `listImageMembers()` is core's lazy
 * Paginated and `listImageMembersPage()` the answer as sent. Glance does not page members, so
 * the walk is one request, whatever the body says: an empty list ends it, and a body that
 * carries link-like fields (as a paged OpenStack list would) is not followed, so it cannot loop.
 */
import { describe, expect, it } from "vitest";
import { AbortError, InvalidInputError } from "../../../src/core/errors.ts";
import { createImageClient } from "../../../src/image/index.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { CONSUMER, IMAGE, OWNER } from "./fake-glance.ts";

const member = (id: string) => ({
  created_at: "2026-11-20T19:22:19Z",
  image_id: IMAGE,
  member_id: id,
  schema: "/v2/schemas/member",
  status: "pending",
  updated_at: "2026-11-20T19:22:19Z",
});
const clientOf = (fetch: ReturnType<typeof fakeFetch>) =>
  createImageClient({ baseUrl: "https://image.test", auth: `token-${OWNER}`, fetch });

describe("listImageMembers", () => {
  it("loads nothing until iterated, then reads the one answer", async () => {
    const fetch = fakeFetch(
      json(200, { members: [member(CONSUMER), member("p2")], schema: "/v2/schemas/members" }),
    );
    const list = clientOf(fetch).listImageMembers(IMAGE);
    expect(fetch.sent).toHaveLength(0);
    expect((await list.toArray()).map((m) => m.member_id)).toEqual([CONSUMER, "p2"]);
    const pages = [];
    for await (const page of list.pages()) pages.push(page);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.schema).toBe("/v2/schemas/members");
    expect(fetch.sent).toHaveLength(2);
  });

  it("reads an empty member list", async () => {
    const fetch = fakeFetch(json(200, { members: [], schema: "/v2/schemas/members" }));
    expect(await clientOf(fetch).listImageMembers(IMAGE).toArray()).toEqual([]);
    expect(fetch.sent).toHaveLength(1);
  });

  it("follows no link-like field a body carries, so a server that keeps offering one cannot loop", async () => {
    const fetch = fakeFetch(
      json(200, {
        members: [member(CONSUMER)],
        schema: "/v2/schemas/members",
        next: `/v2/images/${IMAGE}/members?marker=${CONSUMER}`,
        links: { next: `/v2/images/${IMAGE}/members?marker=${CONSUMER}` },
      }),
    );
    expect(await clientOf(fetch).listImageMembers(IMAGE).toArray()).toHaveLength(1);
    expect(fetch.sent).toHaveLength(1);
  });

  it("takes maxPages and a signal like every list", async () => {
    const fetch = fakeFetch(json(200, { members: [], schema: "/v2/schemas/members" }));
    expect(() => clientOf(fetch).listImageMembers(IMAGE, { maxPages: 0 })).toThrow(InvalidInputError);
    const controller = new AbortController();
    controller.abort();
    const error = await clientOf(fetch)
      .listImageMembers(IMAGE, { signal: controller.signal })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(fetch.sent).toHaveLength(0);
  });
});
