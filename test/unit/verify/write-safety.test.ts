/**
 * What keeps `--write` from leaving anything behind, and what explains a refused write: the plan
 * of which creates a run sends (only those the spec can delete, unless --allow-leftovers) and
 * says so before it starts; the ledger that deletes what was created, newest first, checks that
 * a deleted resource is gone and lists what it could not delete with how to remove it; and the
 * explanation of a refusal in the words of the target's error body, whatever its shape, with
 * what to fix. The named checks: one registry, unique ids, `--checks` refusing a name it lacks.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import type { SpecOperation } from "../../../scripts/lib/openapi/operations.ts";
import { CHECK_IDS, CHECKS, pickChecks } from "../../../scripts/verify/checks.ts";
import type { NegativeCase } from "../../../scripts/verify/expected-answers.ts";
import { createLedger } from "../../../scripts/verify/ledger.ts";
import type { Exchange } from "../../../scripts/verify/recorder.ts";
import { errorMessage, explainRefusal } from "../../../scripts/verify/refusal.ts";
import { specContext } from "../../../scripts/verify/spec-context.ts";
import type { PlannedCall } from "../../../scripts/verify/traffic-plan.ts";
import { announce, createPlans } from "../../../scripts/verify/write-plan.ts";

describe("the write plan", () => {
  it("sends only the creates the spec can delete, and says so before it starts", () => {
    const plans = createPlans(specContext("identity").operations);
    const undoable = plans.filter((p) => p.remove !== undefined).map((p) => p.create.operationId);
    const lasting = plans.filter((p) => p.remove === undefined).map((p) => p.create.operationId);
    expect(undoable).toEqual(["createGroup", "createTrust"]);
    expect(lasting).toEqual(["createRegion", "createDomain", "createProject", "createUser", "createRole"]);
    expect(announce(plans, false)).toEqual([
      "--write: creates svc-verify- resources and deletes them again, newest first: createGroup (deleteGroup), createTrust (deleteTrust)",
      "--write: not sending createRegion, createDomain, createProject, createUser, createRole: the spec documents no delete for what they create (--allow-leftovers sends them and lists what they leave)",
    ]);
    expect(announce(plans, true)[1]).toMatch(
      /^--write --allow-leftovers: WILL LEAVE BEHIND .*createRegion, createDomain/,
    );
  });
});

const call = (method: SpecOperation["method"], operationId: string, path: string): PlannedCall => ({
  operation: { operationId, method, path } as SpecOperation,
  path: {},
  query: {},
  headers: {},
  parameters: [],
  missing: [],
});

const answered = (status: number | undefined): Exchange[] => [
  {
    request: { method: "DELETE", url: "http://h/x", headers: new Headers() },
    ...(status !== undefined && {
      response: { status, headers: new Headers(), body: "", bytes: new Uint8Array() },
    }),
    durationMs: 1,
  },
];

describe("the ledger", () => {
  it("deletes newest first, reads each deleted resource back for a 404, and lists what it could not delete", async () => {
    const sent: string[] = [];
    const reads: NegativeCase[] = [];
    const statuses: Record<string, number | undefined> = { g1: 204, g2: 204, g3: 409, t1: undefined };
    const ledger = createLedger({
      send: async (c) => {
        sent.push(c.operation.path);
        return answered(statuses[c.operation.path]);
      },
      sendExpecting: async (_c, expected) => {
        reads.push(expected);
        return [];
      },
      target: "http://h",
      cleanupCommand: "npm run verify -- identity --target http://h --cleanup",
      log: () => {},
    });
    const entry = (id: string, remove = true) => ({
      operationId: "createGroup",
      name: `svc-verify-${id}`,
      id,
      path: `/v3/groups/${id}`,
      template: "/v3/groups/{group_id}",
      ...(remove && { remove: call("DELETE", "deleteGroup", id), read: call("GET", "getGroup", id) }),
    });
    ledger.record(entry("g1"));
    const mark = ledger.mark();
    ledger.record(entry("g2"));
    ledger.record(entry("g3"));
    await ledger.unwind(mark);
    expect(sent).toEqual(["g3", "g2"]);
    ledger.record(entry("d1", false));
    ledger.record(entry("t1"));
    await ledger.unwind();
    expect(sent).toEqual(["g3", "g2", "t1", "g1"]);
    // Each delete that succeeded is followed by a read that must answer 404.
    expect(reads.map((r) => [r.kind, r.expect])).toEqual([
      ["gone", [404]],
      ["gone", [404]],
    ]);
    expect(ledger.created).toBe(5);
    expect(ledger.leftovers.map((l) => [l.id, l.why])).toEqual([
      ["g3", "its delete (deleteGroup) answered HTTP 409"],
      ["t1", "its delete (deleteGroup) got no answer"],
      ["d1", "the spec documents no delete for it (created with --allow-leftovers)"],
    ]);
    expect(ledger.leftovers[0]?.remove).toBe(
      "DELETE http://h/v3/groups/g3 (deleteGroup), or `npm run verify -- identity --target http://h --cleanup`",
    );
    expect(ledger.leftovers[2]?.remove).toBe(
      "with the platform's own tools (the spec documents no delete for /v3/groups/{group_id})",
    );
  });
});

describe("a refused write", () => {
  it("is told in the target's own words, whatever its error shape", () => {
    const json = "application/json";
    expect(
      errorMessage(
        '{"error":{"code":404,"title":"Not Found","message":"Could not find domain: 9a1c."}}',
        json,
      ),
    ).toBe("Could not find domain: 9a1c");
    expect(
      errorMessage('{"code":400,"title":"Bad Request","description":"Provided object does not match"}', json),
    ).toBe("Provided object does not match");
    expect(errorMessage('{"badRequest":{"message":"Invalid flavorRef","code":400}}', json)).toBe(
      "Invalid flavorRef",
    );
    expect(
      errorMessage(
        "<ErrorResponse><Error><Type>Sender</Type><Code>NoSuchHostedZone</Code><Message>No zone z.</Message></Error></ErrorResponse>",
        "application/xml",
      ),
    ).toBe("No zone z");
    expect(errorMessage("<html><title>403 Forbidden</title></html>", "text/html")).toBe("403 Forbidden");
    expect(errorMessage("", json)).toBeUndefined();
  });

  const write = {
    method: "POST",
    path: "/v3/users",
    body: '{"error":{"code":404,"message":"Could not find domain: 9a1c5e2f."}}',
    contentType: "application/json",
    members: [
      { name: "name", value: "svc-verify-1", source: "run" as const },
      { name: "domain_id", value: "9a1c5e2f", source: "example" as const },
      { name: "default_project_id", value: "4e6a", source: "example" as const },
      { name: "description", value: "d", source: "example" as const },
    ],
    credential: "the token of SVC_TOKEN (environment)",
    cleanupCommand: "npm run verify -- identity --target http://h --cleanup",
  };

  it("names the value from the spec's example the target did not find, and how to give a real one", () => {
    expect(explainRefusal({ ...write, status: 404 })).toEqual({
      request: "POST /v3/users",
      status: 404,
      message: "Could not find domain: 9a1c5e2f",
      fix: "the body names domain_id 9a1c5e2f from the spec's example, which the target does not have: give an existing one with --param domain_id=<id>",
    });
  });

  it("says a 403 is the credential's (a role it lacks), a 409 an earlier run's leftover", () => {
    expect(explainRefusal({ ...write, status: 403, body: "" }).fix).toMatch(
      /^the credential \(the token of SVC_TOKEN \(environment\)\) may not do this: it lacks a role/,
    );
    expect(explainRefusal({ ...write, status: 409 }).fix).toContain(
      "--cleanup` removes the svc-verify- resources",
    );
  });
});

describe("the checks", () => {
  it("are one registry of unique snake_case ids, each saying what it finds", () => {
    expect(new Set(CHECK_IDS).size).toBe(CHECKS.length);
    for (const check of CHECKS) {
      expect(check.id).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(check.finds.length).toBeGreaterThan(20);
    }
    expect(pickChecks([]).checks).toHaveLength(CHECKS.length);
    expect(pickChecks(["all"]).checks).toHaveLength(CHECKS.length);
    expect(pickChecks(["not_a_server_error,use_after_free"]).checks.map((c) => c.id)).toEqual([
      "not_a_server_error",
      "use_after_free",
    ]);
    expect(pickChecks(["not_a_server_error", "no_such"]).unknown).toEqual(["no_such"]);
  });

  it("are each named in the verify guide's table and the README", () => {
    const guide = readFileSync(resolve(repoRoot, "docs/guides/verify.md"), "utf8");
    const readme = readFileSync(resolve(repoRoot, "README.md"), "utf8");
    for (const id of CHECK_IDS) {
      expect(guide).toMatch(new RegExp(`^\\| \`${id}\` \\|`, "m"));
      expect(readme).toContain(`\`${id}\``);
    }
  });
});
