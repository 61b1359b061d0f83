/**
 * The shared spec validator (scripts/verify/spec-validator.ts) can fail: it rejects what the
 * spec does not document (a field, a type, a status, a header, a media type, a body) on a
 * tiny inline spec, keeps objects closed through allOf/oneOf and recursion, and does the same
 * on a real spec bundled by Redocly (telemetry).
 */
import { describe, expect, it } from "vitest";
import {
  createSpecValidator,
  describeCheck,
  loadSpecValidator,
  SpecMismatchError,
} from "../../../scripts/verify/spec-validator.ts";

const json = (schema: object) => ({ content: { "application/json": { schema } } });

const spec = {
  openapi: "3.1.0",
  info: { title: "tiny", version: "1" },
  servers: [{ url: "https://{host}/api", variables: { host: { default: "example.test" } } }],
  paths: {
    "/pets": {
      get: {
        operationId: "listPets",
        responses: {
          "200": json({
            type: "object",
            required: ["pets"],
            properties: { pets: { type: "array", items: { $ref: "#/components/schemas/Pet" } } },
          }),
          "4XX": json({ $ref: "#/components/schemas/Error" }),
        },
      },
      post: {
        operationId: "createPet",
        responses: {
          "201": {
            description: "created",
            headers: {
              Location: { required: true, schema: { type: "string", minLength: 1 } },
              "X-Rate-Left": { schema: { type: "integer", minimum: 0 } },
            },
            ...json({ $ref: "#/components/schemas/Pet" }),
          },
        },
      },
    },
    "/pets/{id}": {
      get: {
        operationId: "getPet",
        responses: {
          "200": json({ $ref: "#/components/schemas/Pet" }),
          "404": { $ref: "#/components/responses/NotFound" },
        },
      },
      delete: { operationId: "deletePet", responses: { "204": { description: "gone" } } },
    },
    "/pets/mine": { get: { operationId: "myPets", responses: { "200": json({ type: "array" }) } } },
    "/pets/{id}/photo": {
      get: {
        operationId: "getPhoto",
        responses: {
          "200": { content: { "image/png": { schema: { type: "string", format: "binary" } } } },
          "404": { content: { "text/plain": { schema: { type: "string", pattern: "^Not found" } } } },
        },
      },
    },
    "/owners/{id}": {
      get: { operationId: "getOwner", responses: { "200": json({ $ref: "#/components/schemas/Owner" }) } },
    },
    "/trees/{id}": {
      get: { operationId: "getTree", responses: { "200": json({ $ref: "#/components/schemas/Node" }) } },
    },
    "/scopes": {
      get: { operationId: "getScope", responses: { "200": json({ $ref: "#/components/schemas/Scope" }) } },
    },
  },
  components: {
    responses: { NotFound: { description: "not found", ...json({ $ref: "#/components/schemas/Error" }) } },
    schemas: {
      Pet: {
        type: "object",
        required: ["id", "name"],
        properties: {
          id: { type: "string" },
          name: { type: "string", examples: [{ anything: "goes" }] },
          tags: { type: "object", additionalProperties: { type: "string" } },
          color: { type: ["string", "null"], enum: ["black", "white", null] },
        },
      },
      Person: {
        type: "object",
        required: ["id"],
        properties: { id: { type: "string" }, name: { type: "string" } },
      },
      Owner: {
        description: "A Person with pets: allOf members stay open, the Owner is closed.",
        allOf: [
          { $ref: "#/components/schemas/Person" },
          {
            type: "object",
            properties: { pets: { type: "array", items: { $ref: "#/components/schemas/Pet" } } },
          },
        ],
      },
      Node: {
        type: "object",
        properties: {
          value: { type: "integer" },
          children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
        },
      },
      Scope: {
        type: "object",
        properties: { kind: { type: "string" } },
        oneOf: [
          { properties: { project: { type: "string" } }, required: ["project"] },
          { properties: { domain: { type: "string" } }, required: ["domain"] },
        ],
      },
      Error: { type: "object", required: ["message"], properties: { message: { type: "string" } } },
    },
  },
};

const validator = () => createSpecValidator("tiny", structuredClone(spec), { absentUpstream: ["myPets"] });
const pet = { id: "p1", name: "Rex" };
const problems = (
  v: ReturnType<typeof validator>,
  sample: Parameters<ReturnType<typeof validator>["check"]>[0],
) => v.check(sample).problems;

describe("spec validator on a tiny inline spec", () => {
  it("accepts what the spec documents, by concrete path, template or URL", () => {
    const v = validator();
    expect(problems(v, { method: "GET", path: "/pets/p1", status: 200, json: pet })).toEqual([]);
    expect(
      problems(v, { method: "get", path: "/pets/{id}", status: 200, body: JSON.stringify(pet) }),
    ).toEqual([]);
    expect(
      problems(v, {
        method: "GET",
        path: "https://example.test/pets?limit=1",
        status: 200,
        headers: { "content-type": "application/json; charset=UTF-8" },
        body: JSON.stringify({ pets: [{ ...pet, tags: { a: "b" }, color: null }] }),
      }),
    ).toEqual([]);
    expect(v.checked.map((c) => c.operationId)).toEqual(["getPet", "getPet", "listPets"]);
  });

  it("rejects a field the spec does not document, also nested and in arrays", () => {
    const v = validator();
    const check = v.check({ method: "GET", path: "/pets/p1", status: 200, json: { ...pet, owner: "me" } });
    expect(check.operationId).toBe("getPet");
    expect(check.problems).toEqual(['body (root) has a property the spec does not document: "owner"']);
    expect(
      problems(v, { method: "GET", path: "/pets", status: 200, json: { pets: [pet, { ...pet, age: 3 }] } }),
    ).toEqual(['body /pets/1 has a property the spec does not document: "age"']);
    // Where the schema itself allows more (additionalProperties), it stays allowed, with its schema.
    expect(
      problems(v, { method: "GET", path: "/pets/p1", status: 200, json: { ...pet, tags: { a: 1 } } }),
    ).toEqual(["body /tags/a must be string"]);
  });

  it("rejects a wrong type, a missing required field and a value outside the enum", () => {
    const v = validator();
    expect(
      problems(v, { method: "GET", path: "/pets/p1", status: 200, json: { id: 7, name: "Rex" } }),
    ).toEqual(["body /id must be string"]);
    expect(problems(v, { method: "GET", path: "/pets/p1", status: 200, json: { id: "p1" } })).toEqual([
      "body (root) must have required property 'name'",
    ]);
    expect(
      problems(v, { method: "GET", path: "/pets/p1", status: 200, json: { ...pet, color: "red" } }),
    ).toEqual([
      `body /color must be equal to one of the allowed values {"allowedValues":["black","white",null]}`,
    ]);
  });

  it("rejects an undocumented status, method or path; accepts a documented status class", () => {
    const v = validator();
    expect(problems(v, { method: "GET", path: "/pets/p1", status: 500, json: { message: "boom" } })).toEqual([
      "getPet does not document HTTP 500 (documented: 200, 404)",
    ]);
    expect(problems(v, { method: "PUT", path: "/pets/p1", status: 200, json: pet })).toEqual([
      "the spec documents no PUT for /pets/{id}",
    ]);
    expect(problems(v, { method: "GET", path: "/cats", status: 200, json: {} })).toEqual([
      "no path of the spec matches this request",
    ]);
    expect(problems(v, { method: "GET", path: "/pets/", status: 200, json: { pets: [] } })).toEqual([
      "no path of the spec matches this request",
    ]);
    expect(
      problems(v, { method: "GET", path: "/pets", status: 429, json: { message: "slow down" } }),
    ).toEqual([]);
    expect(
      problems(v, { method: "GET", path: "/pets", status: 429, json: { error: "slow down" } }),
    ).toHaveLength(2);
    // A response given by $ref (#/components/responses/NotFound) is followed.
    expect(
      problems(v, { method: "GET", path: "/pets/x", status: 404, json: { message: "no", code: 1 } }),
    ).toEqual(['body (root) has a property the spec does not document: "code"']);
  });

  it("a trailing slash only with allowTrailingSlash; the servers' path prefix and basePath are stripped", () => {
    const lenient = createSpecValidator("tiny", structuredClone(spec), {
      allowTrailingSlash: true,
      basePath: "/k",
    });
    expect(problems(lenient, { method: "GET", path: "/pets/", status: 200, json: { pets: [] } })).toEqual([]);
    expect(problems(lenient, { method: "GET", path: "/api/pets", status: 200, json: { pets: [] } })).toEqual(
      [],
    );
    expect(problems(lenient, { method: "GET", path: "/k/pets", status: 200, json: { pets: [] } })).toEqual(
      [],
    );
  });

  it("a concrete path wins over a template; absentUpstream accepts that operation's 404 only", () => {
    const v = validator();
    const mine = v.check({ method: "GET", path: "/pets/mine", status: 404, body: "<html>Not Found</html>" });
    expect(mine).toMatchObject({ operationId: "myPets", problems: [] });
    expect(problems(v, { method: "GET", path: "/pets/mine", status: 500, body: "" })).toEqual([
      "myPets does not document HTTP 500 (documented: 200)",
    ]);
  });

  it("checks headers: a required one missing, a documented one of the wrong type", () => {
    const v = validator();
    const created = { method: "POST", path: "/pets", status: 201, body: JSON.stringify(pet) };
    const ct = { "content-type": "application/json" };
    expect(problems(v, { ...created, headers: { ...ct, location: "/pets/p1", "x-rate-left": "9" } })).toEqual(
      [],
    );
    expect(problems(v, { ...created, headers: { ...ct, "x-rate-left": "many" } })).toEqual([
      "the required header Location is missing",
      'header X-Rate-Left: "many": (root) must be integer',
    ]);
  });

  it("checks bodies against media types: none where none is documented, the documented Content-Type", () => {
    const v = validator();
    expect(problems(v, { method: "DELETE", path: "/pets/p1", status: 204, body: "" })).toEqual([]);
    expect(problems(v, { method: "DELETE", path: "/pets/p1", status: 204, body: "{}" })).toEqual([
      "a DELETE 204 response has no body, but one came",
    ]);
    expect(problems(v, { method: "GET", path: "/pets/p1", status: 200, body: "" })).toEqual([
      "the spec documents a body (application/json), but none came",
    ]);
    expect(problems(v, { method: "GET", path: "/pets/p1", status: 200, body: "<pet/>" })).toEqual([
      "the body is not JSON: <pet/>",
    ]);
    const json200 = { method: "GET", path: "/pets/p1", status: 200, body: JSON.stringify(pet) };
    expect(problems(v, { ...json200, headers: { "content-type": "text/html" } })).toEqual([
      "Content-Type text/html is not documented (documented: application/json)",
    ]);
    expect(problems(v, { ...json200, headers: {} })).toEqual([
      "the body has no Content-Type (documented: application/json)",
    ]);
    const photo = { method: "GET", path: "/pets/p1/photo" };
    expect(
      problems(v, { ...photo, status: 200, headers: { "content-type": "image/png" }, body: "\u0089PNG" }),
    ).toEqual([]);
    expect(
      problems(v, { ...photo, status: 404, headers: { "content-type": "text/plain" }, body: "Gone fishing" }),
    ).toEqual([`body (root) must match pattern "^Not found" {"pattern":"^Not found"}`]);
  });

  it("keeps allOf compositions closed as a whole, oneOf alternatives exclusive, recursion closed", () => {
    const v = validator();
    const owner = (body: object) =>
      problems(v, { method: "GET", path: "/owners/o1", status: 200, json: body });
    expect(owner({ id: "o1", name: "Ann", pets: [pet] })).toEqual([]);
    expect(owner({ id: "o1", pets: [], cars: [] })).toEqual([
      'body (root) has a property the spec does not document: "cars"',
    ]);
    expect(owner({ id: "o1", pets: [{ ...pet, age: 3 }] })).toEqual([
      'body /pets/0 has a property the spec does not document: "age"',
    ]);
    const tree = (body: object) => problems(v, { method: "GET", path: "/trees/t", status: 200, json: body });
    expect(tree({ value: 1, children: [{ value: 2, children: [{ value: 3 }] }] })).toEqual([]);
    expect(tree({ value: 1, children: [{ value: 2, children: [{ value: 3, leaf: true }] }] })).toContain(
      'body /children/0/children/0 has a property the spec does not document: "leaf"',
    );
    const scope = (body: object) => problems(v, { method: "GET", path: "/scopes", status: 200, json: body });
    expect(scope({ kind: "p", project: "x" })).toEqual([]);
    expect(scope({ kind: "d", domain: "y" })).toEqual([]);
    expect(scope({ project: "x", domain: "y" })).not.toEqual([]);
    expect(scope({ project: "x", system: "all" })).not.toEqual([]);
  });

  it("assert and wrap throw a SpecMismatchError naming the API, operation, status and problems", async () => {
    const v = validator();
    expect(() =>
      v.assert({ method: "GET", path: "/pets/p1", status: 200, json: { ...pet, age: 3 } }),
    ).toThrow(SpecMismatchError);
    const server = async () =>
      new Response(JSON.stringify({ ...pet, age: 3 }), { headers: { "content-type": "application/json" } });
    const fetchChecked = v.wrap(server);
    const error = await fetchChecked(new Request("https://example.test/pets/p1")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecMismatchError);
    expect(String(error)).toContain("tiny getPet: GET /pets/p1 -> HTTP 200 does not match the spec");
    expect(String(error)).toContain('body (root) has a property the spec does not document: "age"');
    expect(v.checked.at(-1)).toMatchObject({ url: "https://example.test/pets/p1", operationId: "getPet" });
    const ok = await v.wrap(async () => Response.json(pet))(new Request("https://example.test/pets/p1"));
    expect(await ok.json()).toEqual(pet);
    expect(describeCheck(v.checked.at(-1)!)).toBe(
      "tiny getPet: GET /pets/p1 -> HTTP 200: as the spec documents",
    );
  });

  it("checks values against component schemas, closed too", () => {
    const v = validator();
    expect(v.component("Pet", pet)).toEqual([]);
    expect(v.component("Pet", { ...pet, age: 3 })).toEqual([
      'body (root) has a property the spec does not document: "age"'.replace("body ", ""),
    ]);
    expect(v.component("Nope", {})).toEqual(["the spec has no component schema Nope"]);
  });
});

describe("spec validator on a real spec (telemetry, bundled by Redocly)", () => {
  const v = loadSpecValidator("telemetry");
  const alarm = {
    alarm_id: "0f4e4c0e-8b2b-4e4a-9d8e-2f4f2b6c7d10",
    name: "cpu-high",
    description: "Alarm when cpu is high",
    type: "event",
    enabled: true,
    state: "insufficient data",
    severity: "low",
    timestamp: "2026-11-20T04:45:23.123456",
    state_timestamp: "2026-11-20T04:45:23.123456",
    user_id: "u",
    project_id: "p",
    ok_actions: [],
    alarm_actions: [],
    insufficient_data_actions: [],
    repeat_actions: false,
    time_constraints: [],
    event_rule: { event_type: "compute.instance.delete.end", query: [] },
  };
  const get = (json: unknown, status = 200) =>
    v.check({ method: "GET", path: `/v2/alarms/${alarm.alarm_id}`, status, json }).problems;

  it("accepts an alarm as the spec documents it", () => {
    expect(get(alarm)).toEqual([]);
  });

  it("rejects an undocumented field, a wrong type and an undocumented status", () => {
    expect(get({ ...alarm, colour: "red" })).toEqual([
      'body (root) has a property the spec does not document: "colour"',
    ]);
    expect(get({ ...alarm, enabled: "yes" })).toEqual(["body /enabled must be boolean"]);
    expect(get(alarm, 418)).toEqual([
      expect.stringMatching(/^getAlarm does not document HTTP 418 \(documented: 200, /),
    ]);
  });

  it("validates component schemas (history details) closed", () => {
    expect(
      v.component("StateTransitionDetail", { state: "alarm", state_reason: "Manually set via API" }),
    ).toEqual([]);
    expect(v.component("StateTransitionDetail", { state: "alarm", why: "?" })).toEqual([
      '(root) has a property the spec does not document: "why"',
    ]);
  });

  it("names the API in redocly.yaml it could not find", () => {
    expect(() => loadSpecValidator("no-such-api")).toThrow(
      /No API 'no-such-api' in redocly.yaml \(it lists: .*telemetry/,
    );
  });
});
