/**
 * How the samples are written (scripts/docs/sdk-samples/): example values as TypeScript literals and
 * JSON text within the code panel's width, curl commands whose example values the shell never
 * expands, the code panel of an operation without an SDK method, the TypeScript program of a
 * call and of an operation with several, and the page header naming the subpath and factory.
 */
import { describe, expect, it } from "vitest";
import { curlSample } from "../../../../scripts/docs/sdk-samples/curl-sample.ts";
import { jsonText, LINE_WIDTH, literal } from "../../../../scripts/docs/sdk-samples/literal.ts";
import type { UntypedCall, UntypedSetup } from "../../../../scripts/docs/sdk-samples/mapping.ts";
import { operationExamples } from "../../../../scripts/docs/sdk-samples/operation-examples.ts";
import { codeSamplesOf, sdkHeader } from "../../../../scripts/docs/sdk-samples/render.ts";
import { SETUP_HEADING, typescriptSample } from "../../../../scripts/docs/sdk-samples/typescript-sample.ts";
import { loadApis } from "../../../../scripts/lib/api-registry.ts";
import type { SpecOperation, SpecParameter } from "../../../../scripts/lib/openapi/operations.ts";

const setup: UntypedSetup = {
  subpath: "svc-cloud/things",
  factory: "createThingsClient",
  variable: "things",
  auth: "identity-token",
  tenant: "tenant_id",
  curlVariables: { client_secret: "SVC_CLIENT_SECRET" },
};

/** A parameter as the spec walker makes it: with an example the spec writes, or none. */
function parameter(name: string, where: SpecParameter["in"], ...example: unknown[]): SpecParameter {
  const hasExample = example.length > 0;
  return { name, in: where, required: where === "path", example: example[0], hasExample, schema: {} };
}

/** A request body whose platform Content-Type is `platformMediaType`, with its examples by name. */
function body(platformMediaType: string, examples: Record<string, unknown>): SpecOperation["body"] {
  const mediaType = platformMediaType.split(";")[0] ?? platformMediaType;
  return { mediaType, platformMediaType, example: Object.values(examples)[0], examples, schema: {} };
}

function operation(overrides: Partial<SpecOperation> = {}): SpecOperation {
  return {
    operationId: "putThing",
    named: true,
    method: "PUT",
    path: "/v1/{tenant_id}/things/{thing_id}",
    pathPrefix: "",
    statuses: ["200"],
    accepts: ["application/json"],
    secured: true,
    parameters: [
      parameter("tenant_id", "path", "p1"),
      parameter("thing_id", "path", "a b/c"),
      parameter("tag", "query", ["x&y", "$HOME"]),
      parameter("limit", "query"),
      parameter("X-Subject-Token", "header", "tok"),
    ],
    body: body("application/json", { first: { name: "it's", size: 2 }, second: { size: 3 } }),
    schemes: ["xAuthToken"],
    ...overrides,
  };
}

const call = (fields: Partial<UntypedCall> = {}): UntypedCall => ({
  method: "putThing",
  result: "value",
  args: (op) => [op.path("thing_id"), op.body()],
  errors: ["ThingNotFoundError"],
  returns: "The thing",
  ...fields,
});

describe("literals", () => {
  it("writes keys bare where they are identifiers, and breaks what does not fit", () => {
    expect(literal({ a: 1, "b-c": "d", e: [true, null] })).toBe('{ a: 1, "b-c": "d", e: [true, null] }');
    const long = literal({ name: "x".repeat(40), other: "y".repeat(40) });
    expect(long).toBe(`{\n  name: "${"x".repeat(40)}",\n  other: "${"y".repeat(40)}",\n}`);
    for (const line of literal({ list: Array.from({ length: 30 }, (_, i) => i) }, 2).split("\n"))
      expect(line.length + 2).toBeLessThanOrEqual(LINE_WIDTH);
  });

  it("writes Code as it is, its lines indented to where it stands", () => {
    expect(literal({ q: { code: "query()\n  .eq(1)", imports: ["query"] } }, 4, true)).toBe(
      "{\n      q: query()\n        .eq(1),\n    }",
    );
  });

  it("writes JSON text without a comma after the last entry", () => {
    expect(JSON.parse(jsonText({ a: "x".repeat(50), b: ["y".repeat(40), 2] }))).toEqual({
      a: "x".repeat(50),
      b: ["y".repeat(40), 2],
    });
  });
});

describe("curl samples", () => {
  it("send the call's query and header parameters and the body example, the shell expanding only SVC_*", () => {
    const examples = operationExamples(operation());
    call({ args: (op) => [op.query("tag"), op.header("X-Subject-Token")] }).args(examples);
    expect(curlSample("things", setup, operation(), examples)).toBe(
      [
        "curl -sS -X PUT \\",
        '  "$SVC_THINGS_URL/v1/$SVC_PROJECT_ID/things/a%20b%2Fc?tag=x%26y&tag=%24HOME" \\',
        '  -H "X-Auth-Token: $SVC_TOKEN" \\',
        "  -H 'X-Subject-Token: tok' \\",
        "  -H 'Content-Type: application/json' \\",
        `  --data-binary '{ "name": "it'\\''s", "size": 2 }'`,
        "",
      ].join("\n"),
    );
  });

  it("ask HEAD with --head, send a form's fields from the SVC_* variables the setup names, and no token where none is taken", () => {
    const head = operation({ method: "HEAD", body: undefined, schemes: [], path: "/things" });
    expect(curlSample("things", setup, head, operationExamples(head))).toBe(
      'curl -sS --head \\\n  "$SVC_THINGS_URL/things"\n',
    );
    const form = operation({
      method: "POST",
      path: "/token",
      schemes: [],
      body: body("application/x-www-form-urlencoded", { x: { grant: "a b", client_secret: "s3cret" } }),
    });
    expect(curlSample("things", setup, form, operationExamples(form))).toBe(
      [
        "curl -sS -X POST \\",
        '  "$SVC_THINGS_URL/token" \\',
        "  --data-urlencode 'grant=a b' \\",
        '  --data-urlencode "client_secret=$SVC_CLIENT_SECRET"',
        "",
      ].join("\n"),
    );
  });

  it("label a form with the platform's header when it has parameters (the spec's x-platform-content-type)", () => {
    const form = operation({
      method: "POST",
      path: "/token",
      schemes: [],
      body: body("application/x-www-form-urlencoded;charset=UTF-8", { x: { grant: "a" } }),
    });
    expect(curlSample("things", setup, form, operationExamples(form))).toBe(
      [
        "curl -sS -X POST \\",
        '  "$SVC_THINGS_URL/token" \\',
        "  -H 'Content-Type: application/x-www-form-urlencoded;charset=UTF-8' \\",
        "  --data-urlencode 'grant=a'",
        "",
      ].join("\n"),
    );
  });

  it("refuse a parameter without an example, naming it", () => {
    expect(() => operationExamples(operation()).query("limit")).toThrow(
      "putThing: the query parameter 'limit' has no example in the spec",
    );
    expect(() => operationExamples(operation(), "third").body()).toThrow(
      "putThing has no request body example 'third' (it has: first, second)",
    );
  });
});

describe("TypeScript samples", () => {
  it("import the factory and the errors, make the client from the SVC_* variables, and catch the errors", () => {
    const source = typescriptSample("things", setup, [
      { call: call(), examples: operationExamples(operation()) },
    ]);
    expect(source).toContain(
      'import {\n  createThingsClient,\n  ThingNotFoundError,\n} from "svc-cloud/things";',
    );
    expect(source).toContain('import { createIdentityProvider } from "svc-cloud/identity";');
    expect(source).toContain('baseUrl: setting("SVC_THINGS_URL"),');
    expect(source).toContain("auth: process.env.SVC_TOKEN ?? login(),");
    expect(source).toContain('tenantId: setting("SVC_PROJECT_ID"),');
    expect(source).toContain(
      `  // The thing.\n  const result = await things.putThing("a b/c", {\n    name: "it's",\n    size: 2,\n  });`,
    );
    expect(source).toContain("  if (!(error instanceof ThingNotFoundError)) throw error;");
    for (const line of source.split("\n")) expect(line.length).toBeLessThanOrEqual(LINE_WIDTH);
  });

  it("show the call first, and the setup below it, the same for every call", () => {
    const source = typescriptSample("things", setup, [
      { call: call(), examples: operationExamples(operation()) },
    ]);
    const lines = source.split("\n");
    const at = lines.findIndex((line) => line.includes("await things.putThing("));
    // Only the imports, the client and the try come before the call.
    expect(lines.slice(0, at).filter((line) => /^(const|function|\/\/)/.test(line))).toEqual([
      "const things = client(); // made by the setup below",
    ]);
    const setupStart = source.indexOf(SETUP_HEADING);
    expect(setupStart).toBeGreaterThan(source.indexOf("await things.putThing("));
    const setupCode = source.slice(setupStart);
    expect(setupCode).toMatch(
      /^\/\/ The setup[\s\S]*\nfunction client\(\) \{\n {2}return createThingsClient\(\{/,
    );
    expect(setupCode).toContain("\nfunction setting(name: string): string {");
    expect(setupCode).toContain("\nfunction login() {");
    // Another operation of the API has the same setup, word for word.
    const other = typescriptSample("things", setup, [
      {
        call: call({ method: "listThingsPage", result: "value", args: () => [{}] }),
        examples: operationExamples(operation()),
      },
    ]);
    expect(other.slice(other.indexOf(SETUP_HEADING))).toBe(setupCode);
  });

  it("make each call of an operation that carries several requests in a block of its own", () => {
    const calls = ["first", "second"].map((example) => ({
      call: call({ method: example === "first" ? "putThing" : "replaceThing", example, result: "none" }),
      examples: operationExamples(operation(), example),
    }));
    const source = typescriptSample("things", setup, calls);
    expect(source).toContain("// putThing: one of the requests of this operation\ntry {");
    expect(source).toContain(
      '  await things.replaceThing("a b/c", { size: 3 });\n  console.log("replaceThing: done");',
    );
    expect(source.match(/^try \{$/gm)).toHaveLength(2);
  });
});

describe("the code panel and the page header", () => {
  it("shows the reason in the SDK tab of an operation without a method, and curl beside it", () => {
    const panel = codeSamplesOf({
      api: "things",
      operationId: "patchThing",
      methods: [],
      noMethod: "the platform refuses it since 2020; use putThing",
      curl: "curl -sS ...\n",
    });
    expect(panel).toEqual([
      {
        lang: "TypeScript",
        label: "SDK",
        source:
          "// The SDK has no method for patchThing: the platform\n// refuses it since 2020; use putThing\n",
      },
      { lang: "Shell", label: "curl", source: "curl -sS ...\n" },
    ]);
  });

  it("names the subpath and the client factory, with the code that makes the client", () => {
    const dns = loadApis().find((api) => api.name === "dns");
    if (dns === undefined) throw new Error("redocly.yaml has no dns API");
    const header = sdkHeader(dns);
    expect(header).toMatch(/^\*\*SDK:\*\* `svc-cloud\/dns`, client factory `createDnsClient`\./);
    expect(header).toContain(
      '```ts\nimport { createDnsClient } from "svc-cloud/dns";\n\nconst dns = createDnsClient({',
    );
  });
});
