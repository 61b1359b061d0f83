/**
 * `x-sdk.bareClient.signing`: a JSON API's generated bare client on a hand-written signing hook
 * (the data store's HMAC), and `retryStatuses`. The vocabulary's checks, each fault planted in
 * turn, and what the generator reads of the hook's module.
 */
import { describe, expect, it } from "vitest";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import {
  headerNamesSource,
  signatureHeadersProblems,
} from "../../../scripts/generate/sdk/header-names-source.ts";
import type { SpecModel } from "../../../scripts/generate/sdk/model.ts";
import { signingHookOf } from "../../../scripts/generate/sdk/signed-bare-client-source.ts";
import { sdkRoot } from "./sdk-root.ts";

const ENTRIES = {
  node: { for: "Node", with: "hmac/node.ts#nodeHmac" },
  browser: { for: "browsers", with: "hmac/web.ts#webHmac" },
};
const SIGNED = {
  client: undefined,
  bareClient: {
    signing: "signing.ts#signingPipeline",
    retryMethods: ["GET"],
    retryStatuses: [502, 503],
    flags: { verify: { option: "verifyWith", value: "verify.ts#verify", description: "Verify." } },
  },
  runtimes: {
    entries: ENTRIES,
    // The generated factories: their doc only.
    factories: {
      createShelfClient: { doc: "It signs." },
      createShelfBareClient: { doc: "It signs every request." },
    },
  },
};
const problemsOf = (root: object) =>
  sdkProblems(
    {
      "x-sdk": { ...sdkRoot("Shelf"), ...root },
      paths: {
        "/books": { get: { operationId: "listBooks", responses: { "200": { description: "Books." } } } },
      },
    },
    new Set(["listBooks"]),
  );

describe("x-sdk.bareClient.signing", () => {
  it("takes a signing hook on the runtimes' pieces, and a hand-written client beside it", () => {
    expect(problemsOf(SIGNED)).toEqual([]);
    const handWritten = {
      handWrittenClient: "its HMAC",
      factories: { createShelfClient: { with: "client.ts#createShelfClientWith" } },
    };
    expect(
      problemsOf({
        ...SIGNED,
        handWrittenClient: handWritten.handWrittenClient,
        runtimes: { entries: ENTRIES, factories: handWritten.factories },
      }),
    ).toEqual([]);
  });

  it.each([
    ["a signing that is no hook", { signing: "signing.ts" }, "x-sdk.bareClient.signing must be a hook"],
    [
      "a member its hook says",
      { signing: "signing.ts#signingPipeline", headers: { Accept: "application/json" } },
      "x-sdk.bareClient.headers is not for a signed bare client",
    ],
    [
      "a zipped query",
      { signing: "signing.ts#signingPipeline", querySerializer: "zipped" },
      "querySerializer of a signed bare client must be a hook",
    ],
    [
      "a status that is none",
      { signing: "signing.ts#signingPipeline", retryStatuses: [503, "504"] },
      "x-sdk.bareClient.retryStatuses must list HTTP statuses",
    ],
    [
      "a flag that names no hook",
      {
        signing: "signing.ts#signingPipeline",
        flags: { verify: { option: "verifyWith", value: "verify", description: "V." } },
      },
      "x-sdk.bareClient.flags.verify must name the bare client's option (option), the hook it sets (value)",
    ],
    [
      "a flag without signing",
      { flags: { verify: { option: "verifyWith", value: "verify.ts#verify", description: "V." } } },
      "x-sdk.bareClient.flags must map flags to {option, value, description}, beside signing",
    ],
  ])("refuses %s", (_fault, bareClient, problem) => {
    expect(problemsOf({ ...SIGNED, bareClient }).join("\n")).toContain(problem);
  });

  it("refuses a hand-written client's factory without its hook", () => {
    expect(problemsOf({ ...SIGNED, handWrittenClient: "its HMAC" }).join("\n")).toContain(
      "x-sdk.runtimes.factories.createShelfClient.with must be a hook",
    );
  });

  it("refuses a signing hook without the runtimes that give its piece", () => {
    expect(problemsOf({ ...SIGNED, runtimes: undefined }).join("\n")).toContain(
      "x-sdk.bareClient.signing signs with what each entry point gives",
    );
  });

  it("refuses a generated bare client's factory without its hook where the bare client is hand-written", () => {
    expect(problemsOf({ ...SIGNED, client: "bare-client.ts", bareClient: undefined }).join("\n")).toContain(
      "x-sdk.runtimes.factories.createShelfBareClient.with must be a hook",
    );
  });
});

describe("the signing hook as the generator reads it", () => {
  const model = { root: { bareClient: { signing: "signing.ts#signingPipeline" } } } as unknown as SpecModel;
  const HOOK = `import type { Signer } from "./sign/signer.ts";
export interface Signing extends PipelineParts {
  /** The signer. */
  signer: Signer;
}
/**
 * Signs.
 * @throws {InvalidInputError} on a bad key
 */
export function signingPipeline(hmac: Hmac, options: ShelfBareClientOptions): Signing {`;

  it("reads its options, what it shows (with the type's module) and what it refuses", () => {
    expect(signingHookOf(model, () => HOOK)).toMatchObject({
      options: "ShelfBareClientOptions",
      shown: [{ name: "signer", type: "Signer", doc: "/** The signer. */" }],
      typeImports: [{ type: "Signer", module: "sign/signer.ts" }],
      refused: "key",
    });
  });

  it.each([
    [
      "a result that extends no PipelineParts",
      HOOK.replace(" extends PipelineParts", ""),
      "an interface it exports that extends PipelineParts",
    ],
    [
      "a shown type it does not import",
      HOOK.replace(/^import[^\n]*\n/, ""),
      "must import the type Signer it shows",
    ],
    [
      "no refusals",
      HOOK.replace(/ \* @throws[^\n]*\n/, ""),
      '"@throws {InvalidInputError} on a bad <the options it checks>"',
    ],
  ])("refuses %s", (_fault, source, message) => {
    expect(() => signingHookOf(model, () => source)).toThrow(message);
  });
});

describe("x-sdk.signatureHeaders", () => {
  const document = (sessionHeader = "X-SHELF-Session") => ({
    components: {
      securitySchemes: {
        sig: {
          "x-svc-signature": { headers: { applicationKey: "X-SHELF-Key", signature: "X-SHELF-Signature" } },
        },
      },
      parameters: {
        Session: {
          name: sessionHeader,
          in: "header",
          "x-sdk-from-client": "session",
          description: "A session.",
        },
      },
    },
  });

  it("writes each name of the scheme and of the headers the client fills under the client's prefix", () => {
    expect(signatureHeadersProblems(document(), { scheme: "sig", prefix: "X-SHELF" })).toEqual([]);
    const source = headerNamesSource(document(), { scheme: "sig", prefix: "X-SHELF" }, "../src", "Shelf");
    expect(source).toContain("applicationKey: `$" + "{prefix}-Key`,");
    expect(source).toContain("session: `$" + "{prefix}-Session`,");
    expect(source).toContain('"must be a header-name prefix such as X-SHELF"');
  });

  it.each([
    [
      "a misspelt member",
      { scheme: "sig", prefix: "X-SHELF", prefixes: [] },
      "x-sdk.signatureHeaders.prefixes is not part",
    ],
    [
      "no prefix",
      { scheme: "sig" },
      "must name a security scheme (scheme) and a header-name prefix (prefix)",
    ],
    [
      "a scheme without headers",
      { scheme: "none", prefix: "X-SHELF" },
      "components.securitySchemes.none has no x-svc-signature.headers",
    ],
  ])("refuses %s", (_fault, spec, problem) => {
    expect(signatureHeadersProblems(document(), spec).join("\n")).toContain(problem);
  });

  it("refuses a header the spec names under another prefix", () => {
    expect(
      signatureHeadersProblems(document("X-Other-Session"), { scheme: "sig", prefix: "X-SHELF" }),
    ).toEqual(["components.parameters.Session: X-Other-Session does not start with the prefix X-SHELF-"]);
  });
});
