/**
 * The one OpenAPI module every tool in scripts/ reads specs with (scripts/lib/openapi/): its
 * `$ref` rules, its method list and walk order, its example order, its path patterns (the `.`
 * of `/v1.0` is a dot), and the operations it makes of a spec.
 */
import { describe, expect, it } from "vitest";
import { isWrittenExample, pickExample } from "../../../scripts/lib/openapi/examples.ts";
import { HTTP_METHODS, isHttpMethod, methodsOf } from "../../../scripts/lib/openapi/methods.ts";
import { operationEntries, specOperations } from "../../../scripts/lib/openapi/operations.ts";
import { itemPattern, pathParameterNames, templatePattern } from "../../../scripts/lib/openapi/paths.ts";
import {
  pointerTarget,
  requireRef,
  resolveRef,
  UnresolvedRefError,
} from "../../../scripts/lib/openapi/refs.ts";
import { METHODS as SPECTRAL_METHODS } from "../../../scripts/lint-specs/spectral/schemaWalk.js";

describe("$ref resolution", () => {
  const doc = {
    components: {
      schemas: {
        "a/b": { type: "string" },
        "c~d": { type: "integer" },
        List: { allOf: [{ title: "first" }] },
      },
      parameters: { Hop: { $ref: "#/components/parameters/Real" }, Real: { name: "id", in: "path" } },
      loop: { $ref: "#/components/loop" },
    },
  };

  it("follows local pointers with ~1, ~0 and percent escapes, through arrays by index, hop after hop", () => {
    expect(resolveRef(doc, { $ref: "#/components/schemas/a~1b" })).toEqual({ type: "string" });
    expect(resolveRef(doc, { $ref: "#/components/schemas/c~0d" })).toEqual({ type: "integer" });
    expect(resolveRef(doc, { $ref: "#/components/schemas/a%7E1b" })).toEqual({ type: "string" });
    expect(resolveRef(doc, { $ref: "#/components/schemas/List/allOf/0" })).toEqual({ title: "first" });
    expect(resolveRef(doc, { $ref: "#/components/parameters/Hop" })).toEqual({ name: "id", in: "path" });
    expect(resolveRef(doc, { type: "string" })).toEqual({ type: "string" });
  });

  it("resolves a reference that is not local, or names nothing, to undefined; requireRef names it", () => {
    expect(resolveRef(doc, { $ref: "other.yaml#/components/schemas/X" })).toBeUndefined();
    expect(resolveRef(doc, { $ref: "#/components/schemas/Missing" })).toBeUndefined();
    expect(pointerTarget(doc, "#/components/schemas/List/allOf/x")).toBeUndefined();
    expect(pointerTarget(doc, "#/components/schemas/100%zz")).toBeUndefined();
    expect(() => requireRef(doc, { $ref: "#/components/schemas/Missing" })).toThrow(UnresolvedRefError);
    expect(() => requireRef(doc, { $ref: "other.yaml" })).toThrow(/other\.yaml/);
  });

  it("stops a reference cycle after 20 hops, at a node that still has its $ref", () => {
    expect(resolveRef(doc, doc.components.loop)).toEqual({ $ref: "#/components/loop" });
  });
});

describe("HTTP methods", () => {
  it("are the eight of the Path Item Object, walked in the order the document writes them", () => {
    expect(HTTP_METHODS).toEqual(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
    expect(isHttpMethod("parameters")).toBe(false);
    expect(methodsOf({ parameters: [], post: {}, servers: [], get: {}, trace: {} })).toEqual([
      "post",
      "get",
      "trace",
    ]);
  });

  it("are the same eight in the lint rules' JavaScript copy (Spectral bundles plain JavaScript)", () => {
    expect([...SPECTRAL_METHODS].sort()).toEqual([...HTTP_METHODS].sort());
  });
});

describe("path templates", () => {
  it("match a dot as a dot and a parameter as one segment", () => {
    const pattern = templatePattern("/v1.0/{tenantId}/instances");
    expect(pattern.test("/v1.0/t1/instances")).toBe(true);
    expect(pattern.test("/v1x0/t1/instances")).toBe(false);
    expect(pattern.test("/v1.0/t1/t2/instances")).toBe(false);
    expect(templatePattern("/x/{id}", { trailingSlash: true }).test("/x/1/")).toBe(true);
    expect(pathParameterNames("/v1.0/{tenantId}/instances/{instanceId}")).toEqual(["tenantId", "instanceId"]);
  });

  it("find the item paths of a collection, escaped", () => {
    const item = itemPattern("/v1.0/{tenantId}/instances");
    expect(item.exec("/v1.0/{tenantId}/instances/{instanceId}")?.[1]).toBe("instanceId");
    expect(item.test("/v1x0/{tenantId}/instances/{instanceId}")).toBe(false);
    expect(item.test("/v1.0/{tenantId}/instances/{instanceId}/backups")).toBe(false);
  });
});

describe("example picking", () => {
  const doc = { components: { examples: { One: { value: "named" } } } };
  it("takes the holder's example, its first named one, then the schema's example, examples, default, enum", () => {
    const cases: [object, unknown, string][] = [
      [{ example: "own", examples: { a: { value: "x" } } }, "own", "example"],
      [{ examples: { a: { $ref: "#/components/examples/One" } } }, "named", "examples"],
      [{ schema: { example: "s", default: "d" } }, "s", "schema example"],
      [{ schema: { examples: ["e1", "e2"] } }, "e1", "schema examples"],
      [{ schema: { default: "d", enum: ["a"] } }, "d", "default"],
      [{ schema: { enum: ["a", "b"] } }, "a", "enum"],
    ];
    for (const [holder, value, source] of cases)
      expect(pickExample(doc, holder as never)).toEqual({ value, source });
    expect(pickExample(doc, { schema: { type: "string" } })).toBeUndefined();
    expect(isWrittenExample(pickExample(doc, { schema: { default: "d" } }))).toBe(false);
    expect(isWrittenExample(pickExample(doc, { schema: { example: "s" } }))).toBe(true);
  });
});

describe("the operations of a spec", () => {
  const spec = {
    servers: [{ url: "https://{host}/API", variables: { host: { default: "example.com" } } }],
    security: [{ xAuthToken: [] }],
    paths: {
      "/v1.0/things/{id}": {
        parameters: [{ name: "id", in: "path", schema: { type: "string" }, example: "shared" }],
        delete: { operationId: "deleteThing", responses: { "204": {} } },
        get: {
          operationId: "getThing",
          parameters: [{ name: "id", in: "path", example: "own" }, { $ref: "#/components/parameters/Limit" }],
          responses: { "200": { content: { "application/json": {} } }, "404": {} },
        },
      },
      "/token": {
        servers: [{ url: "https://{host}/API/oauth2" }],
        post: {
          security: [{}],
          requestBody: {
            "x-platform-content-type": "application/x-www-form-urlencoded;charset=UTF-8",
            content: { "application/x-www-form-urlencoded": { examples: { a: { value: { grant: "x" } } } } },
          },
          responses: { "200": {} },
        },
      },
    },
    components: {
      parameters: { Limit: { name: "limit", in: "query", schema: { type: "integer", default: 10 } } },
    },
  };

  it("walks path items and methods in document order, naming an operation without an id by method and path", () => {
    expect(operationEntries(spec).map((entry) => entry.operationId)).toEqual([
      "deleteThing",
      "getThing",
      "post /token",
    ]);
  });

  it("merges path and operation parameters (the operation's wins), with examples and what they are", () => {
    const [, get, token] = specOperations(spec);
    expect(get?.parameters.map((p) => [p.in, p.name, p.required, p.example, p.hasExample])).toEqual([
      ["path", "id", true, "own", true],
      ["query", "limit", false, 10, false],
    ]);
    expect(get).toMatchObject({ method: "GET", statuses: ["200", "404"], accepts: ["application/json"] });
    expect(get).toMatchObject({ secured: true, schemes: ["xAuthToken"], pathPrefix: "", named: true });
    expect(token).toMatchObject({ named: false, pathPrefix: "/oauth2", secured: false, schemes: [] });
    expect(token?.body).toMatchObject({
      mediaType: "application/x-www-form-urlencoded",
      platformMediaType: "application/x-www-form-urlencoded;charset=UTF-8",
      example: { grant: "x" },
      examples: { a: { grant: "x" } },
    });
  });
});
