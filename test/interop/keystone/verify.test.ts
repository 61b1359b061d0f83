/**
 * `npm run verify` against the real Keystone of this run, logged in as its admin (the identity
 * login of SVC_USER_NAME ... SVC_PROJECT_NAME): a read-only run conforms outside the committed
 * baseline (verify-baseline.json: the K5 extensions Keystone does not have), and says how many
 * operations had their success answer checked.
 */
import { describe, expect, inject, it } from "vitest";
import { runVerify, violationsOf } from "../../support/verify-run.ts";

const keystone = inject("keystone");
const BASELINE = "test/interop/keystone/verify-baseline.json";

describe.runIf(keystone !== null)("npm run verify identity against a real Keystone", () => {
  it("conforms outside the baseline, the login included", async () => {
    if (keystone === null) return;
    const { admin, url } = keystone;
    const env = {
      SVC_USER_NAME: admin.userName,
      SVC_PASSWORD: admin.password,
      SVC_DOMAIN_NAME: "Default",
      SVC_PROJECT_NAME: admin.projectName,
    };
    const { code, out, report, files } = await runVerify(
      ["identity", "--target", url, "--baseline", BASELINE, "--compare-engines"],
      env,
    );
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(report.unusedBaseline).toEqual([]);
    expect(code).toBe(0);
    const byId = new Map(report.operations.map((op) => [op.operationId, op]));
    expect(byId.get("createToken")?.result).toBe("conforming");
    expect(byId.get("getUser")?.parameters).toEqual([
      expect.objectContaining({ name: "user_id", source: "discovered" }),
    ]);
    // The outcome model: only success answers count. Keystone's documented 404s (no such
    // auth_type route, the spec's example IDs it does not know) are error answers, not passes.
    expect(report.summary.successChecked, out).toBeGreaterThanOrEqual(20);
    expect(report.summary.conforming).toBe(report.summary.successChecked);
    expect(out).toMatch(/identity against .*: \d+ of \d+ operations had a success answer checked/);
    for (const text of [out, files.json, files.html]) expect(text).not.toContain(admin.password);
  });
});
