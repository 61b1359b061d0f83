/**
 * `npm run verify` against the real Aodh of this run (no Keystone: the identity comes from the
 * X-User-Id, X-Project-Id and X-Roles headers, given with --header). A read-only run conforms
 * outside the committed baseline (verify-baseline.json: Ceilometer's meters, which Aodh does not
 * have); a --write run (the peer is a sandbox) finds Aodh refusing the platform's threshold alarm
 * (a setup problem, in Aodh's words), creates nothing and leaves nothing, and is not green.
 */
import { describe, expect, inject, it } from "vitest";
import { runVerify, violationsOf } from "../../support/verify-run.ts";

const aodhUrl = inject("aodhUrl");
const ARGS = [
  "telemetry",
  "--baseline",
  "test/interop/aodh/verify-baseline.json",
  "--header",
  "X-User-Id=3e5d11fda79448ac99ccefb20be187ca",
  "--header",
  "X-Project-Id=0c2b7e0f5d1a4f3e9b8c7a6d5e4f3a2b",
  "--header",
  "X-Roles=member",
];

describe.runIf(aodhUrl !== "")("npm run verify telemetry against a real Aodh", () => {
  const env = { SVC_TOKEN: "no-auth-mode-token" };

  it("conforms outside the baseline", async () => {
    const { code, out, report } = await runVerify([...ARGS, "--target", aodhUrl, "--compare-engines"], env);
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(report.unusedBaseline).toEqual([]);
    expect(code, out).toBe(0);
    expect(report.operations.find((op) => op.operationId === "listAlarms")?.result).toBe("conforming");
  });

  it("--write: Aodh refuses the platform's threshold alarm, a setup problem told in Aodh's words; nothing created, so exit 3", async () => {
    const { code, out, report } = await runVerify(
      [...ARGS, "--target", aodhUrl, "--compare-engines", "--write"],
      env,
    );
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(report.unusedBaseline).toEqual([]);
    const create = report.operations.find((op) => op.operationId === "createAlarm");
    expect(create?.result).toBe("setup-problem");
    // Modern Aodh has no threshold alarms: it refuses the spec's example's threshold_rule.
    expect(create?.refusal).toMatchObject({
      request: "POST /v2/alarms",
      status: 400,
      message: expect.stringContaining("threshold_rule"),
    });
    expect(report.leftovers).toEqual([]);
    expect(report.created).toBe(0);
    expect(out).toContain("verify: --write created nothing: every write was refused");
    expect(code, out).toBe(3);
  });
});
