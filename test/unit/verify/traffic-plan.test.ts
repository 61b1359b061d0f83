/**
 * Traffic planning: lists run before what is under them, IDs come from lists (by the table's
 * field where it is not `id`, the last segment of a reference URL), then `--param`, the
 * environment and the spec's example, each with its source.
 */
import { describe, expect, it } from "vitest";
import type { SpecOperation } from "../../../scripts/lib/openapi/operations.ts";
import { readList } from "../../../scripts/verify/discovery.ts";
import { depthOrder, TrafficPlan } from "../../../scripts/verify/traffic-plan.ts";

const op = (operationId: string, path: string, examples: Record<string, string> = {}): SpecOperation => ({
  operationId,
  named: true,
  method: "GET",
  path,
  pathPrefix: "",
  parameters: [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = ""]) => ({
    name,
    in: "path",
    required: true,
    example: examples[name],
    hasExample: examples[name] !== undefined,
    schema: { type: "string" },
  })),
  statuses: ["200"],
  accepts: ["application/json"],
  secured: true,
  schemes: ["xAuthToken"],
});

const USERS = op("listUsers", "/v3/users");
const USER = op("getUser", "/v3/users/{user_id}", { user_id: "example-user" });
const GROUPS = op("listUserGroups", "/v3/users/{user_id}/groups", { user_id: "example-user" });
const ROLES = op("listDomainUserRoles", "/v3/domains/{domain_id}/users/{user_id}/roles", {
  domain_id: "example-domain",
  user_id: "example-user",
});

describe("traffic planning", () => {
  it("orders by depth: a list before its items and their sub-resources", () => {
    expect(depthOrder([ROLES, GROUPS, USER, USERS]).map((o) => o.operationId)).toEqual([
      "listUsers",
      "getUser",
      "listUserGroups",
      "listDomainUserRoles",
    ]);
  });

  it("takes IDs from the list, a named field for other parameters, else the example", () => {
    const plan = new TrafficPlan("identity", [USERS, USER, GROUPS, ROLES], new Map(), new Map());
    expect(plan.resolve(USER).parameters).toEqual([
      { name: "user_id", in: "path", value: "example-user", source: "example" },
    ]);
    plan.learn(
      plan.resolve(USERS),
      "/v3/users",
      JSON.stringify({ users: [{ id: "u1", domain_id: "d1" }, { id: "u2" }] }),
    );
    expect(plan.resolve(GROUPS).path).toEqual({ user_id: "u1" });
    expect(plan.resolve(ROLES).parameters).toEqual([
      { name: "domain_id", in: "path", value: "d1", source: "discovered" },
      { name: "user_id", in: "path", value: "u1", source: "discovered" },
    ]);
  });

  it("--param wins, then the environment", () => {
    const plan = new TrafficPlan(
      "identity",
      [USERS, USER],
      new Map([["user_id", "given"]]),
      new Map([["user_id", "env"]]),
    );
    expect(plan.resolve(USER).parameters[0]).toMatchObject({ value: "given", source: "param" });
    const envPlan = new TrafficPlan("identity", [USERS, USER], new Map(), new Map([["user_id", "env"]]));
    expect(envPlan.resolve(USER).parameters[0]).toMatchObject({ value: "env", source: "environment" });
  });

  it("a parameter without any value is missing, and the call is not made", () => {
    const plan = new TrafficPlan(
      "identity",
      [op("getRegion", "/v3/regions/{region_id}")],
      new Map(),
      new Map(),
    );
    expect(plan.resolve(op("getRegion", "/v3/regions/{region_id}")).missing).toEqual(["region_id"]);
  });

  it("reads IDs from the table's field, reference URLs and XML", () => {
    const secrets = { secrets: [{ secret_ref: "https://km.example/v1/t1/secrets/4a3b" }], total: 1 };
    expect(readList("keymanager", "resource_id", JSON.stringify(secrets), []).ids).toEqual(["4a3b"]);
    expect(readList("telemetry", "alarm_id", JSON.stringify([{ alarm_id: "a1" }]), []).ids).toEqual(["a1"]);
    const zones =
      "<ListHostedZonesResponse><HostedZones><HostedZone><Id>example.com.</Id></HostedZone></HostedZones></ListHostedZonesResponse>";
    expect(readList("dns", "zoneId", zones, []).ids).toEqual(["example.com."]);
    expect(readList("identity", "user_id", "<html>not a list</html>", []).ids).toEqual([]);
    expect(readList("identity", "user_id", "not json", []).ids).toEqual([]);
  });
});
