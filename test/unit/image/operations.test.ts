/**
 * Issue 29: every operation of the image client is also a function of its own taking a bare
 * client first (`shareImage(client, imageId, projectId)`), so a browser app carries only what
 * it imports (bench/size/image-operations.js). Both forms are the same operations of the same
 * groups: the names match one to one, and a call sends the same requests and answers the same.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import * as image from "../../../src/image/index.ts";
import type { FakeFetch } from "../../support/fake-fetch.ts";
import { expectOneFunctionPerMethod, expectSameRequests } from "../../support/operation-functions.ts";
import { CONSUMER, fakeGlance, IMAGE, OWNER } from "./fake-glance.ts";

const options = (fetch: FakeFetch, project = OWNER) => ({
  baseUrl: "https://image.test",
  auth: `token-${project}`,
  fetch,
  retry: { maxAttempts: 1 },
});

describe("image operations as functions of their own", () => {
  it("the entry point exports a function for every method of the client, and no other", () => {
    const client = image.createImageClient(options(fakeGlance()));
    const methods = expectOneFunctionPerMethod(image, client, ["createImageBareClient", "createImageClient"]);
    expect(methods).toHaveLength(10);
  });

  it("a bare client has raw alone; an operation on it sends what the method sends", async () => {
    const viaMethod = fakeGlance();
    const viaFunction = fakeGlance();
    const bare = image.createImageBareClient(options(viaFunction));
    expect(Object.keys(bare)).toEqual(["raw"]);
    const a = await image.createImageClient(options(viaMethod)).shareImage(IMAGE, CONSUMER);
    const b = await image.shareImage(bare, IMAGE, CONSUMER);
    expect(b).toEqual(a);
    expect(b.status).toBe("pending");
    expectSameRequests(viaMethod, viaFunction);
  });

  it("the workflow, lists and errors behave the same through the functions", async () => {
    const glance = fakeGlance();
    const owner = image.createImageBareClient(options(glance));
    const consumer = image.createImageBareClient(options(glance, CONSUMER));
    await image.shareImage(owner, IMAGE, CONSUMER);
    expect((await image.acceptImage(consumer, IMAGE, CONSUMER)).status).toBe("accepted");
    expect(await image.listImageMembers(owner, IMAGE).toArray()).toHaveLength(1);
    await image.unshareImage(owner, IMAGE, CONSUMER);
    await expect(image.deleteImageMember(owner, IMAGE, CONSUMER)).rejects.toBeInstanceOf(
      image.MemberNotFoundError,
    );
    await expect(image.getImageMember(owner, "..", CONSUMER)).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("a client made by createImageClient is a bare client too", async () => {
    const client = image.createImageClient(options(fakeGlance()));
    expect((await image.shareImage(client, IMAGE, CONSUMER)).member_id).toBe(CONSUMER);
  });

  it("refuses a client it did not make, before anything is sent", async () => {
    const fake = { raw: {} } as unknown as image.ImageBareClient;
    expect(() => image.listImageMembers(fake, IMAGE)).toThrow(/createImageBareClient/);
    await expect(image.shareImage(fake, IMAGE, CONSUMER)).rejects.toThrow(InvalidInputError);
  });

  it("a bare client checks its options as the client does", () => {
    expect(() => image.createImageBareClient({ ...options(fakeGlance()), baseUrl: "ftp://x" })).toThrow(
      InvalidInputError,
    );
  });
});
