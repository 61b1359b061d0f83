/**
 * The image sharing client on the shared fake fetch (a small Glance): the whole workflow
 * between an owner and a member project, what goes on the wire, the checks made before
 * anything is sent, Glance's error document mapped to typed errors (its `<br />` dropped),
 * and which calls are retried.
 */
import { describe, expect, it } from "vitest";
import {
  InvalidInputError,
  MalformedResponseError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import {
  createImageClient,
  ImageAuthenticationError,
  ImageBadRequestError,
  ImageError,
  ImageForbiddenError,
  ImageNotFoundError,
  ImageServerError,
  MemberExistsError,
  MemberLimitError,
  MemberNotFoundError,
} from "../../../src/image/index.ts";
import { type FakeFetch, fakeFetch, json } from "../../support/fake-fetch.ts";
import { CONSUMER, fakeGlance, glanceError, IMAGE, OWNER, PRIVATE_IMAGE } from "./fake-glance.ts";

const clientOf = (fetch: FakeFetch, project: string, extra: object = {}) =>
  createImageClient({ baseUrl: "https://image.test", auth: `token-${project}`, fetch, ...extra });

describe("the sharing workflow", () => {
  it("owner shares, member accepts then rejects, owner lists and unshares", async () => {
    const glance = fakeGlance();
    const owner = clientOf(glance, OWNER);
    const consumer = clientOf(glance, CONSUMER);

    const shared = await owner.shareImage(IMAGE, CONSUMER);
    expect(shared).toMatchObject({ image_id: IMAGE, member_id: CONSUMER, status: "pending" });
    expect((await consumer.acceptImage(IMAGE, CONSUMER)).status).toBe("accepted");
    expect((await consumer.getImageMember(IMAGE, CONSUMER)).status).toBe("accepted");
    expect((await consumer.rejectImage(IMAGE, CONSUMER)).status).toBe("rejected");
    const members = await owner.listImageMembers(IMAGE).toArray();
    expect(members.map((m) => [m.member_id, m.status])).toEqual([[CONSUMER, "rejected"]]);
    await owner.unshareImage(IMAGE, CONSUMER);
    expect(await owner.listImageMembers(IMAGE).toArray()).toEqual([]);
    // The consumer no longer sees the image at all.
    expect(await consumer.getImageMember(IMAGE, CONSUMER).catch((e: unknown) => e)).toBeInstanceOf(
      ImageNotFoundError,
    );
  });

  it("sharing again returns the membership as it stands, status unchanged", async () => {
    const glance = fakeGlance();
    const owner = clientOf(glance, OWNER);
    await owner.shareImage(IMAGE, CONSUMER);
    await clientOf(glance, CONSUMER).acceptImage(IMAGE, CONSUMER);
    expect((await owner.shareImage(IMAGE, CONSUMER)).status).toBe("accepted");
    expect(glance.sent.slice(-2).map((s) => s.method)).toEqual(["POST", "GET"]);
    // createImageMember itself reports the conflict.
    expect(await owner.createImageMember(IMAGE, CONSUMER).catch((e: unknown) => e)).toBeInstanceOf(
      MemberExistsError,
    );
  });

  it("each side is refused the other's steps", async () => {
    const glance = fakeGlance();
    const owner = clientOf(glance, OWNER);
    const consumer = clientOf(glance, CONSUMER);
    await owner.shareImage(IMAGE, CONSUMER);
    for (const refused of [
      owner.acceptImage(IMAGE, CONSUMER),
      consumer.shareImage(IMAGE, "someone-else"),
      consumer.unshareImage(IMAGE, CONSUMER),
      owner.shareImage(PRIVATE_IMAGE, CONSUMER),
    ])
      expect(await refused.catch((e: unknown) => e)).toBeInstanceOf(ImageForbiddenError);
  });

  it("a member list past the quota is MemberLimitError", async () => {
    const glance = fakeGlance({ memberQuota: 1 });
    const owner = clientOf(glance, OWNER);
    await owner.shareImage(IMAGE, CONSUMER);
    const error = await owner.shareImage(IMAGE, "another-project").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MemberLimitError);
    expect(error).toMatchObject({ status: 413, code: "Request Entity Too Large" });
  });
});

describe("image client: the wire", () => {
  it("sends Accept: application/json and X-Auth-Token on every request, bodies as Glance wants them", async () => {
    const glance = fakeGlance();
    const owner = clientOf(glance, OWNER);
    await owner.createImageMember(IMAGE, CONSUMER);
    await clientOf(glance, CONSUMER).updateImageMember(IMAGE, CONSUMER, "pending");
    await owner.deleteImageMember(IMAGE, CONSUMER);
    expect(glance.sent.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      ["POST", `/v2/images/${IMAGE}/members`, JSON.stringify({ member: CONSUMER })],
      ["PUT", `/v2/images/${IMAGE}/members/${CONSUMER}`, JSON.stringify({ status: "pending" })],
      ["DELETE", `/v2/images/${IMAGE}/members/${CONSUMER}`, ""],
    ]);
    for (const sent of glance.sent) {
      expect(sent.headers.get("accept")).toBe("application/json");
      expect(sent.headers.get("x-auth-token")).toMatch(/^token-/);
    }
    expect(glance.sent[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("encodes a member ID into its own path segment", async () => {
    const fetch = fakeFetch(json(200, { ...memberOf("a/b?c") }));
    await clientOf(fetch, OWNER).getImageMember(IMAGE, "a/b?c");
    expect(fetch.sent[0]?.url.pathname).toBe(`/v2/images/${IMAGE}/members/a%2Fb%3Fc`);
  });

  it("listImageMembersPage returns the list as sent, schema link included", async () => {
    const glance = fakeGlance();
    await clientOf(glance, OWNER).shareImage(IMAGE, CONSUMER);
    const page = await clientOf(glance, OWNER).listImageMembersPage(IMAGE);
    expect(page.schema).toBe("/v2/schemas/members");
    expect(page.members).toHaveLength(1);
  });

  it("documents 200 for create and 204 for delete, nothing else", async () => {
    const member = memberOf(CONSUMER);
    const created201 = await clientOf(fakeFetch(json(201, member)), OWNER)
      .createImageMember(IMAGE, CONSUMER)
      .catch((e: unknown) => e);
    expect(created201).toBeInstanceOf(UnexpectedResponseError);
    const deleted200 = await clientOf(fakeFetch(json(200, {})), OWNER)
      .deleteImageMember(IMAGE, CONSUMER)
      .catch((e: unknown) => e);
    expect(deleted200).toBeInstanceOf(UnexpectedResponseError);
  });

  it("refuses a member without a known status, and a list without members", async () => {
    for (const body of [
      { ...memberOf(CONSUMER), status: "maybe" },
      { ...memberOf(CONSUMER), member_id: 5 },
    ]) {
      const error = await clientOf(fakeFetch(json(200, body)), OWNER)
        .getImageMember(IMAGE, CONSUMER)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MalformedResponseError);
    }
    const list = await clientOf(fakeFetch(json(200, { schema: "/v2/schemas/members" })), OWNER)
      .listImageMembers(IMAGE)
      .toArray()
      .catch((e: unknown) => e);
    expect(list).toBeInstanceOf(MalformedResponseError);
  });

  it("retries a GET on 503 but never a create (a retry after a lost answer would be a 409)", async () => {
    const down = () => glanceError(503, "Service Unavailable");
    const retrying = { retry: { baseDelayMs: 1, maxDelayMs: 1 } };
    const get = fakeFetch(down(), json(200, memberOf(CONSUMER)));
    expect((await clientOf(get, OWNER, retrying).getImageMember(IMAGE, CONSUMER)).status).toBe("pending");
    expect(get.sent).toHaveLength(2);
    const post = fakeFetch(down(), json(200, memberOf(CONSUMER)));
    const error = await clientOf(post, OWNER, retrying)
      .createImageMember(IMAGE, CONSUMER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageServerError);
    expect(post.sent).toHaveLength(1);
  });
});

function memberOf(memberId: string) {
  return {
    created_at: "2026-11-20T19:22:19Z",
    image_id: IMAGE,
    member_id: memberId,
    schema: "/v2/schemas/member",
    status: "pending",
    updated_at: "2026-11-20T19:22:19Z",
  };
}

describe("image client: checks before anything is sent", () => {
  const fetch = fakeFetch(json(200, {}));
  const client = clientOf(fetch, OWNER);

  it.each<[string, () => Promise<unknown>, string]>([
    ["an image ID that is not a UUID", () => client.getImageMember("my-image", CONSUMER), "imageId"],
    ["an empty image ID", () => client.listImageMembersPage(""), "imageId"],
    ["an image ID of ..", () => client.listImageMembers("..").toArray(), "imageId"],
    ["an empty member", () => client.shareImage(IMAGE, ""), "memberId"],
    ["a member of ..", () => client.unshareImage(IMAGE, ".."), "memberId"],
    ["a member read with its newline", () => client.createImageMember(IMAGE, `${CONSUMER}\n`), "memberId"],
    ["a member that is not a string", () => client.createImageMember(IMAGE, 5 as never), "memberId"],
    ["an unknown status", () => client.updateImageMember(IMAGE, CONSUMER, "maybe" as never), "status"],
  ])("%s", async (_what, call, field) => {
    const error = await Promise.resolve()
      .then(call)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(fetch.sent).toHaveLength(0);
  });

  it.each([
    ["no options", () => createImageClient(undefined as never), "options"],
    ["no auth", () => createImageClient({ baseUrl: "https://image.test" } as never), "auth"],
    [
      "an auth that is neither",
      () => createImageClient({ baseUrl: "https://image.test", auth: 5 as never }),
      "auth",
    ],
    [
      "a baseUrl with credentials",
      () => createImageClient({ baseUrl: "https://u:p@image.test", auth: "t-1234" }),
      "baseUrl",
    ],
  ])("refuses to build a client with %s", (_what, build, field) => {
    expect(build).toThrow(InvalidInputError);
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({ field });
    }
  });
});

describe("image client: Glance's errors", () => {
  it.each([
    [400, "Member to be added not specified", ImageBadRequestError, "Bad Request"],
    [401, "This server could not verify that you are authorized", ImageAuthenticationError, "Unauthorized"],
    [403, `Not allowed to create members for image ${IMAGE}.`, ImageForbiddenError, "Forbidden"],
    [404, `Image ${IMAGE} not found.`, ImageNotFoundError, "Not Found"],
    [
      404,
      `${CONSUMER} not found in the member list of the image ${IMAGE}.`,
      MemberNotFoundError,
      "Not Found",
    ],
    [409, `Member ${CONSUMER} is duplicated for image ${IMAGE}`, MemberExistsError, "Conflict"],
    [413, "Image member limit exceeded", MemberLimitError, "Request Entity Too Large"],
  ])("HTTP %i: %s", async (status, message, ErrorClass, code) => {
    const fetch = fakeFetch(() => {
      const response = glanceError(status, message);
      response.headers.set("x-openstack-request-id", "req-glance-1");
      return response;
    });
    const error = await clientOf(fetch, OWNER)
      .createImageMember(IMAGE, CONSUMER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    if (ErrorClass === ImageNotFoundError) expect(error).not.toBeInstanceOf(MemberNotFoundError);
    expect(error).toMatchObject({ status, code, serverMessage: message, requestId: "req-glance-1" });
    expect(String(error)).toContain(
      `Image createImageMember failed with HTTP ${status} (${code}): ${message}`,
    );
  });

  it("reads the identity middleware's document, an HTML page, and an unknown status", async () => {
    const middleware = fakeFetch(
      json(401, { error: { code: 401, title: "Unauthorized", message: "auth required" } }),
    );
    expect(
      await clientOf(middleware, OWNER)
        .listImageMembersPage(IMAGE)
        .catch((e: unknown) => e),
    ).toMatchObject({
      status: 401,
      code: "Unauthorized",
      serverMessage: "auth required",
    });
    const html = fakeFetch(
      new Response(
        "<html>\n <body>\n  <h1>404 Not Found</h1>\n  Image x not found.<br /><br />\n </body>\n</html>",
        {
          status: 404,
        },
      ),
    );
    const page = await clientOf(html, OWNER)
      .listImageMembersPage(IMAGE)
      .catch((e: unknown) => e);
    expect(page).toBeInstanceOf(ImageNotFoundError);
    expect(page).toMatchObject({ serverMessage: "404 Not Found Image x not found." });
    const teapot = await clientOf(fakeFetch(glanceError(418, "short and stout")), OWNER)
      .getImageMember(IMAGE, CONSUMER)
      .catch((e: unknown) => e);
    expect(teapot).toBeInstanceOf(ImageError);
    expect(teapot).toMatchObject({ status: 418 });
  });
});
