/**
 * What --write and --negative send: the resource's own name replaced (not the spec's
 * vocabulary deeper down), the new ID from Location or the body, and one broken constraint
 * per negative case, read from the schemas.
 */
import { describe, expect, it } from "vitest";
import type { SpecOperation } from "../../../scripts/lib/openapi/operations.ts";
import { bodyCases, queryCases } from "../../../scripts/verify/negative.ts";
import type { Exchange } from "../../../scripts/verify/recorder.ts";
import { createdId, renamed } from "../../../scripts/verify/write-scenarios.ts";

const exchange = (status: number, body: string, headers: Record<string, string> = {}): Exchange => ({
  request: { method: "POST", url: "http://h/x", headers: new Headers() },
  response: { status, headers: new Headers(headers), body, bytes: new TextEncoder().encode(body) },
  durationMs: 1,
});

describe("--write", () => {
  it("renames the resource, not the names of the spec's vocabulary", () => {
    const container = { name: "web", type: "rsa", secret_refs: [{ name: "private_key", secret_ref: "r" }] };
    expect(renamed(container, "svc-verify-1")).toEqual({ ...container, name: "svc-verify-1" });
    expect(renamed({ group: { name: "devs", domain_id: "d" } }, "n")).toEqual({
      group: { name: "n", domain_id: "d" },
    });
  });

  it("takes the new ID from Location, else the body (a reference's last segment)", () => {
    expect(
      createdId("identity", "group_id", exchange(201, "{}", { location: "http://h/v3/groups/g9" })),
    ).toBe("g9");
    expect(createdId("identity", "group_id", exchange(201, '{"group":{"id":"g1"}}'))).toBe("g1");
    expect(
      createdId("keymanager", "resource_id", exchange(201, '{"secret_ref":"http://h/v1/t/secrets/s1"}')),
    ).toBe("s1");
    expect(createdId("identity", "group_id", exchange(400, '{"group":{"id":"g1"}}'))).toBeUndefined();
  });
});

describe("--negative", () => {
  const operation: SpecOperation = {
    operationId: "listAlarms",
    named: true,
    method: "GET",
    path: "/v2/alarms",
    pathPrefix: "",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
        example: 10,
        hasExample: true,
        schema: { type: "integer", minimum: 1, maximum: 100 },
      },
      {
        name: "state",
        in: "query",
        required: false,
        example: "ok",
        hasExample: true,
        schema: { type: "string", enum: ["ok", "alarm"] },
      },
      {
        name: "id",
        in: "query",
        required: false,
        example: "a",
        hasExample: true,
        schema: { type: "string", pattern: "^[a-z]+$" },
      },
    ],
    statuses: ["200"],
    accepts: ["application/json"],
    secured: true,
    schemes: ["xAuthToken"],
  };

  it("breaks each constraint of each query parameter once", () => {
    expect(queryCases(operation).map((c) => [c.where, c.query?.value])).toEqual([
      ["/request/query/limit", "0"],
      ["/request/query/limit", "101"],
      ["/request/query/limit", "svc-verify"],
      ["/request/query/state", "svc-verify-not-listed"],
      ["/request/query/id", "svc verify!"],
    ]);
  });

  it("drops a required member, empties a string with minLength, mistypes a string, in the wrapped object", () => {
    const create: SpecOperation = {
      ...operation,
      method: "POST",
      path: "/v3/groups",
      parameters: [],
      body: {
        mediaType: "application/json",
        platformMediaType: "application/json",
        example: { group: { name: "devs", description: "d" } },
        examples: {},
        schema: {
          type: "object",
          properties: {
            group: {
              type: "object",
              required: ["name"],
              properties: { name: { type: "string", minLength: 1 }, description: { type: "string" } },
            },
          },
        },
      },
    };
    expect(bodyCases(create, (node) => node).map((c) => [c.where, c.body])).toEqual([
      ["/request/body/group/name", { group: { description: "d" } }],
      ["/request/body/group/name", { group: { name: "", description: "d" } }],
      ["/request/body/group/name", { group: { name: 12345, description: "d" } }],
      ["/request/body/group/description", { group: { name: "devs", description: 12345 } }],
    ]);
  });
});
