/**
 * `npm run verify` against the real Barbican of this run (no Keystone; the peer maps the
 * platform's /v1/{tenant_id}/... onto Barbican's paths). The peer is a sandbox, so the run
 * also writes: secrets and containers are created from the spec's examples, read, and deleted.
 * Barbican needs no baseline: every exchange conforms.
 */
import { describe, expect, inject, it } from "vitest";
import { runVerify, violationsOf } from "../../support/verify-run.ts";

const barbicanUrl = inject("barbicanUrl");

describe.runIf(barbicanUrl !== "")("npm run verify keymanager against a real Barbican", () => {
  it("conforms, writes included, and cleans up", async () => {
    const env = { SVC_TOKEN: "no-auth-mode-token", SVC_PROJECT_ID: "0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a" };
    const { code, out, report } = await runVerify(
      ["keymanager", "--target", barbicanUrl, "--write", "--compare-engines"],
      env,
    );
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(code).toBe(0);
    const byId = new Map(report.operations.map((op) => [op.operationId, op]));
    for (const id of ["createSecret", "getSecret", "deleteSecret", "listSecrets", "listContainers"])
      expect(byId.get(id)?.result, id).toBe("conforming");
    expect(byId.get("getSecret")?.statuses).toContain(200);
    // Gone means gone: after each delete, a read of the secret answers 404.
    expect(
      byId
        .get("getSecret")
        ?.exchanges.filter((e) => e.negative?.sent === "GET after DELETE")
        .map((e) => e.status),
    ).toEqual([404]);
    // Cleaned up: the project's secret list is empty again.
    const left = await fetch(`${barbicanUrl}/v1/0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a/secrets`);
    expect(((await left.json()) as { total: number }).total).toBe(0);
  });
});
