/**
 * Every image sharing operation through our client against the Prism mock of specs/image, with
 * request validation on: the successes (every named example), the sharing workflow, and every
 * documented error example (read from the spec, so a newly documented error cannot go
 * untested) mapped to its typed error; no sl-violations.
 */
import { describe, expect, it } from "vitest";
import {
  createImageClient,
  ImageAuthenticationError,
  ImageBadRequestError,
  type ImageClient,
  ImageForbiddenError,
  ImageNotFoundError,
  ImageServerError,
  MemberExistsError,
  MemberLimitError,
  MemberNotFoundError,
} from "../../src/image/index.ts";
import { mockUrl, type RecordingFetch, strictPrismFetch } from "../support/prism.ts";
import { readDocumentedErrors } from "../support/spec-errors.ts";

const IMAGE = "b300db32-e4a7-4a77-97af-e770a7a41278";
const PROJECT = "39262c2281644b13819e289a1413b6fe";
const TOKEN = "contract-image-token";

// --- the spec: every operation and the error examples it documents ---------------------------

const { operationIds, errors: specErrors } = readDocumentedErrors("specs/image/openapi.yaml");

function clientWith(prefer?: Parameters<typeof strictPrismFetch>[0]) {
  const fetch: RecordingFetch = strictPrismFetch(prefer);
  const client = createImageClient({
    baseUrl: mockUrl("image"),
    auth: TOKEN,
    fetch,
    retry: { maxAttempts: 1 },
  });
  return { client, fetch };
}

/** The client calls that drive each operation of the spec. */
const drivers: Record<string, [string, (client: ImageClient) => Promise<unknown>][]> = {
  listImageMembers: [
    ["listImageMembersPage", (c) => c.listImageMembersPage(IMAGE)],
    ["listImageMembers", (c) => c.listImageMembers(IMAGE).toArray()],
  ],
  createImageMember: [
    ["createImageMember", (c) => c.createImageMember(IMAGE, PROJECT)],
    ["shareImage", (c) => c.shareImage(IMAGE, PROJECT)],
  ],
  getImageMember: [["getImageMember", (c) => c.getImageMember(IMAGE, PROJECT)]],
  updateImageMember: [
    ["updateImageMember", (c) => c.updateImageMember(IMAGE, PROJECT, "pending")],
    ["acceptImage", (c) => c.acceptImage(IMAGE, PROJECT)],
    ["rejectImage", (c) => c.rejectImage(IMAGE, PROJECT)],
  ],
  deleteImageMember: [
    ["deleteImageMember", (c) => c.deleteImageMember(IMAGE, PROJECT)],
    ["unshareImage", (c) => c.unshareImage(IMAGE, PROJECT)],
  ],
};

const ERROR_CLASSES: Record<number, new (...args: never[]) => Error> = {
  400: ImageBadRequestError,
  401: ImageAuthenticationError,
  403: ImageForbiddenError,
  404: ImageNotFoundError,
  409: MemberExistsError,
  413: MemberLimitError,
  500: ImageServerError,
};

describe("image API contract: coverage", () => {
  it("drives every operation of the spec, and no other", () => {
    expect(Object.keys(drivers).sort()).toEqual([...operationIds].sort());
    expect(operationIds).toHaveLength(5);
  });

  it("documents a named example for every error", () => {
    for (const error of specErrors)
      expect(error.example, `${error.operationId} ${error.status}`).not.toBe("");
    const statuses = new Set(specErrors.map((e) => e.status));
    expect([...statuses].sort()).toEqual([400, 401, 403, 404, 409, 413, 500]);
  });
});

describe("image API contract: successes", () => {
  it("lists the members with the schema link, asking for JSON", async () => {
    const { client, fetch } = clientWith();
    const list = await client.listImageMembersPage(IMAGE);
    expect(list.schema).toBe("/v2/schemas/members");
    expect(list.members.map((m) => m.status)).toEqual(["pending", "accepted"]);
    const sent = fetch.requests[0];
    expect(sent?.headers.get("accept")).toBe("application/json");
    expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(new URL(sent?.url ?? "").pathname).toBe(`/v2/images/${IMAGE}/members`);
    expect(await clientWith("code=200, example=empty").client.listImageMembers(IMAGE).toArray()).toEqual([]);
  });

  it("creates a member (200, pending) with the body {member}", async () => {
    const { client, fetch } = clientWith();
    expect(await client.createImageMember(IMAGE, PROJECT)).toMatchObject({
      member_id: PROJECT,
      status: "pending",
    });
    expect(await fetch.requests[0]?.json()).toEqual({ member: PROJECT });
  });

  it.each(["pending", "accepted"])("shows a member (%s example)", async (example) => {
    const member = await clientWith(`code=200, example=${example}`).client.getImageMember(IMAGE, PROJECT);
    expect(member.status).toBe(example);
  });

  it.each([
    ["acceptImage", "accepted"],
    ["rejectImage", "rejected"],
  ] as const)("%s sends {status: %s}", async (method, status) => {
    const { client, fetch } = clientWith(`code=200, example=${status}`);
    expect((await client[method](IMAGE, PROJECT)).status).toBe(status);
    expect(fetch.requests[0]?.method).toBe("PUT");
    expect(await fetch.requests[0]?.json()).toEqual({ status });
  });

  it("deletes a member (204)", async () => {
    const { client, fetch } = clientWith();
    await expect(client.unshareImage(IMAGE, PROJECT)).resolves.toBeUndefined();
    expect(fetch.requests[0]?.method).toBe("DELETE");
    expect(new URL(fetch.requests[0]?.url ?? "").pathname).toBe(`/v2/images/${IMAGE}/members/${PROJECT}`);
  });

  it("shares again without failing: a 409 on create returns the membership as it stands", async () => {
    const { client, fetch } = clientWith((r) =>
      r.method === "POST" ? "code=409" : "code=200, example=accepted",
    );
    expect((await client.shareImage(IMAGE, PROJECT)).status).toBe("accepted");
    expect(fetch.requests.map((r) => r.method)).toEqual(["POST", "GET"]);
  });

  it("is refused by the mock without an X-Auth-Token, which the client always sends", async () => {
    const response = await fetch(`${mockUrl("image")}/v2/images/${IMAGE}/members`);
    expect(response.status).toBe(401);
    expect(response.headers.get("sl-violations")).toContain("security");
  });
});

const errorCases = specErrors.flatMap((error) =>
  (drivers[error.operationId] ?? []).map(([driver, drive]) => ({ ...error, driver, drive })),
);

describe("image API contract: every documented error becomes its typed error", () => {
  it.each(errorCases)(
    "$driver: HTTP $status $example",
    async ({ method, status, example, driver, drive }) => {
      // Only the request of the operation under test gets the error (shareImage follows a 409 with a GET).
      const { client } = clientWith((r) =>
        r.method === method ? `code=${status}, example=${example}` : undefined,
      );
      const outcome = await drive(client).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      if (driver === "shareImage" && status === 409) {
        expect(outcome).toMatchObject({ value: { status: "pending" } });
        return;
      }
      const error = "error" in outcome ? outcome.error : undefined;
      expect(error).toBeInstanceOf(ERROR_CLASSES[status]);
      if (status === 404) expect(error instanceof MemberNotFoundError).toBe(example === "memberNotFound");
      expect(error).toMatchObject({ status, code: expect.any(String), serverMessage: expect.any(String) });
      expect((error as { serverMessage: string }).serverMessage).not.toMatch(/<br|\n/);
      expect(String(error)).toContain(`HTTP ${status}`);
      expect(String(error)).not.toContain(TOKEN);
    },
  );
});
