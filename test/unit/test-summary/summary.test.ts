/**
 * The closing lines of a test run: a file that failed outside its tests (a hook that timed out:
 * its tests are only "skipped" in vitest's counts) is named and counted, not left to read as a
 * nearly green run; the slowest files come longest first; only this run's start costs are listed.
 */
import { describe, expect, it } from "vitest";
import { parseStartCosts, summaryLines, type VitestReport } from "../../../scripts/test-summary/summary.ts";

const ROOT = "/repo";

const file = (name: string, seconds: number, status: string, tests: [string, string][]) => ({
  name: `${ROOT}/${name}`,
  status,
  message: "",
  startTime: 1_000,
  endTime: 1_000 + seconds * 1000,
  assertionResults: tests.map(([fullName, testStatus]) => ({ fullName, status: testStatus })),
});

const report = (files: VitestReport["testResults"], counts: Partial<VitestReport> = {}): VitestReport => ({
  startTime: 1_000,
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: files,
  ...counts,
});

describe("test summary", () => {
  it("names a file whose hook failed, and counts it, though its tests are only skipped", () => {
    const lines = summaryLines(
      [
        report([file("test/a.test.ts", 1, "passed", [["a works", "passed"]])], { numPassedTests: 1 }),
        report([file("test/pipeline/package.test.ts", 120, "failed", [["imports", "skipped"]])], {
          numPendingTests: 1,
        }),
      ],
      [],
      ROOT,
    );
    expect(lines).toContain(
      "failed file: test/pipeline/package.test.ts: a hook or the file itself failed, so its tests did not run",
    );
    expect(lines.at(-1)).toBe("tests: 1 passed, 0 failed, 1 skipped; 1 file failed outside their tests");
  });

  it("names each failed test, and a file with a failed test is not named again", () => {
    const lines = summaryLines(
      [report([file("test/b.test.ts", 2, "failed", [["b breaks", "failed"]])], { numFailedTests: 1 })],
      [],
      ROOT,
    );
    expect(lines.filter((line) => line.startsWith("failed"))).toEqual(["failed: b breaks"]);
    expect(lines.at(-1)).toBe("tests: 0 passed, 1 failed, 0 skipped");
  });

  it("lists the slowest files, longest first, at most ten", () => {
    const files = Array.from({ length: 12 }, (_, i) => file(`test/f${i}.test.ts`, i + 1, "passed", []));
    const lines = summaryLines([report(files)], [], ROOT);
    const listed = lines.slice(lines.indexOf("slowest files:") + 1, lines.indexOf("slowest files:") + 11);
    expect(listed[0]).toBe("    12.0 s  test/f11.test.ts");
    expect(listed[9]).toBe("     3.0 s  test/f2.test.ts");
    expect(lines.some((line) => line.includes("test/f1.test.ts"))).toBe(false);
  });

  it("lists only this run's start costs: the file outlives runs", () => {
    const starts = parseStartCosts(
      [
        JSON.stringify({ project: "interop-aodh", what: "Aodh", ms: 6500, at: 500 }),
        "not json",
        JSON.stringify({ project: "interop-keystone", what: "Keystone", ms: 33_200, at: 2_000 }),
        "",
      ].join("\n"),
    );
    expect(starts).toHaveLength(2);
    const lines = summaryLines([report([])], starts, ROOT);
    expect(lines).toContain("started once for the run: Keystone 33.2 s (interop-keystone)");
  });
});
