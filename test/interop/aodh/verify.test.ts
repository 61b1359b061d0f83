/**
 * `npm run verify` against the real Aodh of this run (no Keystone: the identity comes from the
 * X-User-Id, X-Project-Id and X-Roles headers, given with --header). A read-only run, then a
 * --write run (the peer is a sandbox), conform outside the committed baseline
 * (verify-baseline.json: Ceilometer's meters, which Aodh does not have).
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
  it.each([[[]], [["--write"]]])("conforms outside the baseline %j", async (extra) => {
    const env = { SVC_TOKEN: "no-auth-mode-token" };
    const { code, out, report } = await runVerify(
      [...ARGS, "--target", aodhUrl, "--compare-engines", ...extra],
      env,
    );
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(report.unusedBaseline).toEqual([]);
    expect(code).toBe(0);
    expect(report.operations.find((op) => op.operationId === "listAlarms")?.result).toBe("conforming");
  });
});
