/**
 * The x-sdk vocabulary the XML APIs added (scripts/generate/sdk/extensions.ts): `x-sdk.xsd`, the
 * XML hooks (`body`, `write`, `headers`, `failure`), a marker cursor by a `next` hook, and one
 * of several markers (`more`), and a generated bare client (`bareClient`). A spec
 * that uses them as documented has no problem; each misuse is one, named where it is.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import type { OperationModel } from "../../../scripts/generate/sdk/model.ts";
import { refuseXmlHooks } from "../../../scripts/generate/sdk/xml-operation-source.ts";

const errors = {
  reader: "error-body.ts#readError",
  classes: { TestError: { extends: "XmlApiError", doc: "An error." } },
  server: ["TestError", "Retry later."],
  other: ["TestError", "Check the request."],
};

/** A spec with one list operation whose x-sdk is `sdk`, and root members `root`. */
const spec = (sdk: unknown, root: Record<string, unknown> = {}) => ({
  "x-sdk": { name: "Test", title: "Test", client: "bare-client.ts", xsd: "test.xsd", errors, ...root },
  paths: { "/things": { get: { operationId: "listThings", "x-sdk": sdk } } },
});
const problemsOf = (sdk: unknown, root?: Record<string, unknown>) =>
  sdkProblems(spec(sdk, root), new Set(["listThings"]));

const paging = (cursor: unknown) => ({ paging: { items: "Things", cursor } });

describe("x-sdk for XML APIs", () => {
  it("takes an XSD, the XML hooks and a marker cursor by hook", () => {
    expect(
      problemsOf({
        ...paging({ kind: "marker", next: "input.ts#nextThing", params: ["marker"] }),
        hooks: {
          options: "input.ts#thingsQuery",
          body: "input.ts#checkThing",
          write: "thing-xml.ts#thingXml",
          headers: "input.ts#thingHeaders",
          failure: "things.ts#challenge",
        },
      }),
    ).toEqual([]);
    expect(
      problemsOf(paging({ kind: "marker", from: "NextMarker", param: "marker", when: "IsTruncated" })),
    ).toEqual([]);
    const more = { type: "NextThingType", identifier: "NextThingIdentifier" };
    expect(
      problemsOf(paging({ kind: "marker", from: "NextThing", param: "name", more, when: "IsTruncated" })),
    ).toEqual([]);
  });

  it.each([
    ["an XSD that is not one", {}, { xsd: "test.json" }, /x-sdk.xsd must name an XML Schema/],
    [
      "a marker with neither from nor next",
      paging({ kind: "marker", param: "marker" }),
      {},
      /needs from and param, or a next hook/,
    ],
    [
      "a marker with both",
      paging({
        kind: "marker",
        from: "NextMarker",
        param: "marker",
        next: "input.ts#next",
        params: ["marker"],
      }),
      {},
      /needs from and param, or a next hook/,
    ],
    [
      "a next that is no hook",
      paging({ kind: "marker", next: "nextThing", params: ["marker"] }),
      {},
      /needs from and param, or a next hook/,
    ],
    [
      "more markers beside a next hook",
      paging({ kind: "marker", next: "input.ts#next", params: ["marker"], more: { type: "NextType" } }),
      {},
      /cursor.more must map query parameters to member paths, beside from and param/,
    ],
    [
      "more markers that are no member paths",
      paging({ kind: "marker", from: "NextThing", param: "name", more: { type: 3 } }),
      {},
      /cursor.more must map query parameters to member paths/,
    ],
    [
      "an unknown hook",
      { hooks: { reader: "input.ts#read" } },
      {},
      /hooks.reader is not part of the x-sdk vocabulary/,
    ],
    ["a failure that is no hook", { hooks: { failure: "challenge" } }, {}, /hooks.failure must be a hook/],
  ])("refuses %s", (_case, sdk, root, message) => {
    expect(problemsOf(sdk, root).join("\n")).toMatch(message);
  });

  it("takes a generated bare client with a message title and request ID headers, and nothing a JSON API's takes", () => {
    const generated = (bareClient: unknown) => problemsOf({}, { client: undefined, bareClient });
    expect(generated({})).toEqual([]);
    expect(generated({ messageTitle: "Things", requestIdHeaders: ["x-thing-request-id"] })).toEqual([]);
    expect(generated({ headers: { Accept: "application/xml" } }).join("\n")).toMatch(
      /x-sdk.bareClient.headers is for a JSON API's bare client: an XML API's takes messageTitle, requestIdHeaders, pipeline, retry/,
    );
  });

  it("takes a pipeline hook and its retry's TSDoc on an XML API's bare client only", () => {
    const generated = (bareClient: unknown, root: object = {}) =>
      problemsOf({}, { client: undefined, bareClient, ...root });
    expect(generated({ pipeline: "retry.ts#pipeline", retry: "Retries more." })).toEqual([]);
    expect(generated({ pipeline: "retry" }).join("\n")).toMatch(
      /x-sdk.bareClient.pipeline must be a hook \(module.ts#export\)/,
    );
    expect(generated({ retry: "Retries more." }).join("\n")).toMatch(
      /x-sdk.bareClient.retry documents what a pipeline hook retries: name the hook \(pipeline\)/,
    );
    expect(generated({ pipeline: "retry.ts#pipeline", retry: 4 }).join("\n")).toMatch(
      /x-sdk.bareClient.retry must be the TSDoc of the retry option, a string/,
    );
    expect(generated({ pipeline: "retry.ts#pipeline" }, { xsd: undefined }).join("\n")).toMatch(
      /x-sdk.bareClient.pipeline is for an XML API's bare client \(x-sdk.xsd\)/,
    );
  });

  it("refuses an XML hook on a JSON operation, which would not run it", () => {
    const op = (hooks: object) => ({ operationId: "getThing", sdk: { hooks } }) as unknown as OperationModel;
    // hooks.body runs for a JSON body too (it maps the argument to the body before the spec's check).
    expect(() => refuseXmlHooks(op({ answer: "things.ts#made", body: "input.ts#thing" }))).not.toThrow();
    expect(() =>
      refuseXmlHooks(op({ write: "input.ts#writeThing", failure: "things.ts#challenge" })),
    ).toThrow(/getThing: hooks.write, hooks.failure are run by XML operations only/);
  });
});
