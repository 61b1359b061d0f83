/**
 * Issue 29: every operation of the software support client is also a function of its own
 * taking a bare client first (`listSoftwareSupport(client, options)`), so a browser app
 * carries only what it imports (bench/size/software-operations.js). Both forms are the same
 * operations of the same group: the names match one to one, in both entry points, and a call
 * sends the same requests and answers the same.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import * as browser from "../../../src/software/browser.ts";
import * as software from "../../../src/software/index.ts";
import { fakeClock } from "../../support/fake-clock.ts";
import { type FakeFetch, fakeFetch, xml } from "../../support/fake-fetch.ts";
import { expectOneFunctionPerMethod, expectSameRequests } from "../../support/operation-functions.ts";
import { entriesXml } from "./xml-bodies.ts";

const options = (fetch: FakeFetch) => ({
  baseUrl: "https://software.test",
  auth: "software-unit-token-0123456789",
  fetch,
  clock: fakeClock(Date.UTC(2015, 8, 11, 2, 44, 35)),
  retry: { maxAttempts: 1 },
});
const ENTRY = { InstanceID: "instance1", SoftwareID: "sq2012", SupportID: "spt_24h" } as const;
const answer = () =>
  xml(200, entriesXml({ RegionID: "jp-east-1", SoftwareID: "sq2012", SupportID: "spt_24h" }));

describe("software support operations as functions of their own", () => {
  it("each entry point exports a function for every method of the client, and no other", () => {
    const client = software.createSoftwareClient(options(fakeFetch(answer())));
    const others = ["createSoftwareBareClient", "createSoftwareClient"];
    const methods = expectOneFunctionPerMethod(software, client, others);
    expect(methods).toEqual(["listSoftwareSupport", "listSoftwareSupportPage", "registerSoftwareSupport"]);
    expectOneFunctionPerMethod(browser, client, others);
  });

  it("a bare client has raw alone; an operation on it sends what the method sends", async () => {
    const viaMethod = fakeFetch(answer());
    const viaFunction = fakeFetch(answer());
    const bare = software.createSoftwareBareClient(options(viaFunction));
    expect(Object.keys(bare)).toEqual(["raw"]);
    const a = await software.createSoftwareClient(options(viaMethod)).registerSoftwareSupport([ENTRY]);
    const b = await software.registerSoftwareSupport(bare, [ENTRY]);
    expect(b).toEqual(a);
    expect(b).toHaveLength(1);
    expectSameRequests(viaMethod, viaFunction);
  });

  it("lists and errors behave the same through the functions", async () => {
    const bare = software.createSoftwareBareClient(options(fakeFetch(answer())));
    expect(await software.listSoftwareSupport(bare, { InstanceID: "instance1" }).toArray()).toHaveLength(1);
    await expect(software.registerSoftwareSupport(bare, [])).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("a client made by createSoftwareClient is a bare client too", async () => {
    const client = software.createSoftwareClient(options(fakeFetch(answer())));
    expect(await software.listSoftwareSupport(client).toArray()).toHaveLength(1);
  });

  it("refuses a client it did not make, before anything is sent", async () => {
    const fake = { raw: {} } as unknown as software.SoftwareBareClient;
    expect(() => software.listSoftwareSupport(fake)).toThrow(/createSoftwareBareClient/);
    // An operation that returns a promise refuses it with a rejection; a walk throws at once.
    await expect(software.registerSoftwareSupport(fake, [ENTRY])).rejects.toThrow(InvalidInputError);
  });

  it("a bare client checks its options as the client does", () => {
    expect(() => software.createSoftwareBareClient({ ...options(fakeFetch()), baseUrl: "ftp://x" })).toThrow(
      InvalidInputError,
    );
  });
});
