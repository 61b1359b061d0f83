/**
 * What --write and --negative send: the resource's own name replaced (not the spec's
 * vocabulary deeper down; an XML body's first Name; a domain kept), the members that name
 * other resources given the values the run knows (each with where it came from), the new ID
 * from Location or the body (JSON or XML), and one broken constraint per negative case, read
 * from the schemas, from the body the run would send, in words redaction leaves alone.
 */
import { describe, expect, it } from "vitest";
import type { SpecOperation } from "../../../scripts/lib/openapi/operations.ts";
import { bodyCases, queryCases } from "../../../scripts/verify/negative.ts";
import type { Exchange } from "../../../scripts/verify/recorder.ts";
import { buildBody, renamed } from "../../../scripts/verify/write-bodies.ts";
import { createdId } from "../../../scripts/verify/write-scenarios.ts";
import { redact } from "../../../src/core/redact.ts";

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

  it("names a DNS zone under the example's domain, in an XML body, and only its first Name", () => {
    const xml =
      "<CreateHostedZoneRequest><Name>example.com</Name><Config><Name>x</Name></Config></CreateHostedZoneRequest>";
    expect(renamed(xml, "svc-verify-1")).toBe(
      "<CreateHostedZoneRequest><Name>svc-verify-1.example.com</Name><Config><Name>x</Name></Config></CreateHostedZoneRequest>",
    );
    expect(renamed({ name: "web.example.com." }, "svc-verify-2")).toEqual({
      name: "svc-verify-2.web.example.com.",
    });
  });

  it("gives members that name other resources the values the run knows, and says where each came from", () => {
    const known = (name: string) =>
      name === "domain_id"
        ? (["default", "discovered"] as const)
        : name === "port"
          ? (["5432", "param"] as const)
          : undefined;
    const built = buildBody(
      { group: { name: "devs", domain_id: "9a1c", description: "Developers", port: 1234 } },
      "svc-verify-3",
      (name) => {
        const found = known(name);
        return found === undefined ? undefined : [found[0], found[1]];
      },
    );
    expect(built.value).toEqual({
      group: { name: "svc-verify-3", domain_id: "default", description: "Developers", port: 5432 },
    });
    expect(built.members).toEqual([
      { name: "name", value: "svc-verify-3", source: "run" },
      { name: "domain_id", value: "default", source: "discovered" },
      { name: "description", value: "Developers", source: "example" },
      { name: "port", value: "5432", source: "param" },
    ]);
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
    expect(
      createdId(
        "dns",
        "zoneId",
        exchange(
          201,
          "<CreateHostedZoneResponse><HostedZone><Id>z.example.com</Id></HostedZone><ChangeInfo><Id>c1</Id></ChangeInfo></CreateHostedZoneResponse>",
        ),
      ),
    ).toBe("z.example.com");
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
    // From the body the run sends: every probe a server might accept carries the run's name.
    const base = renamed(create.body?.example, "svc-verify-p");
    for (const negative of bodyCases(create, (node) => node, base).filter((c) =>
      c.where.endsWith("/description"),
    ))
      expect(negative.body).toMatchObject({ group: { name: "svc-verify-p" } });
  });

  it("says each broken constraint in words redaction leaves whole (no `password: a string`)", () => {
    const user: SpecOperation = {
      ...operation,
      method: "POST",
      path: "/v3/users",
      parameters: [],
      body: {
        mediaType: "application/json",
        platformMediaType: "application/json",
        example: { user: { name: "alice", password: "p" } },
        examples: {},
        schema: {
          type: "object",
          properties: {
            user: { type: "object", properties: { name: { type: "string" }, password: { type: "string" } } },
          },
        },
      },
    };
    const rules = bodyCases(user, (node) => node).map((c) => redact(c.rule));
    expect(rules).toContain("password must be a string");
    expect(queryCases(operation).map((c) => c.rule)).toEqual([
      "limit must be at least 1",
      "limit must be at most 100",
      "limit must be an integer",
      "state must be one of ok, alarm",
      "id must be matching ^[a-z]+$",
    ]);
  });
});
