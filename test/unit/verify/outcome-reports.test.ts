/**
 * The outcome model and the reporters that show it: an operation's result from its answers (a
 * refused write is a setup problem; probes alone exercise nothing); JUnit where only a
 * conforming operation passes and every other result but a violation is skipped with its
 * reason; report.html whose zero counts are not coloured and whose violations have an expected
 * value; and the agreement of JUnit, report.json, report.html and the console, which a planted
 * disagreement breaks (the old JUnit, which passed error answers, among them).
 */
import { describe, expect, it } from "vitest";
import { summaryLines } from "../../../scripts/verify/cli.ts";
import { junitXml } from "../../../scripts/verify/junit.ts";
import { type CountedAnswer, operationResult } from "../../../scripts/verify/outcome.ts";
import type { OperationReport, Report } from "../../../scripts/verify/report.ts";
import { reportHtml } from "../../../scripts/verify/report-files.ts";
import { countDisagreements } from "../../support/report-counts.ts";

const answer = (kind: CountedAnswer["kind"], over: Partial<CountedAnswer> = {}): CountedAnswer => ({
  kind,
  negative: false,
  write: false,
  ...over,
});

describe("the outcome model", () => {
  it("passes only a success answer checked; a refused write is a setup problem; probes alone exercise nothing", () => {
    expect(operationResult([answer("success")], 0)).toBe("conforming");
    expect(operationResult([answer("success")], 1)).toBe("violation");
    expect(operationResult([answer("error")], 0)).toBe("error-answers");
    expect(operationResult([answer("unauthorized")], 0)).toBe("unauthorized");
    expect(operationResult([answer("no-response")], 1)).toBe("unreachable");
    expect(operationResult([answer("error", { write: true })], 0)).toBe("setup-problem");
    expect(operationResult([answer("unauthorized", { write: true })], 0)).toBe("setup-problem");
    expect(operationResult([answer("error", { negative: true, write: true })], 0)).toBe("not-exercised");
    // A probe's finding (a 5xx to an undocumented method) is a violation of its operation.
    expect(operationResult([answer("error", { negative: true })], 1)).toBe("violation");
    expect(operationResult([], 0)).toBe("not-exercised");
  });
});

const op = (
  operationId: string,
  result: OperationReport["result"],
  over: Partial<OperationReport> = {},
): OperationReport => ({
  operationId,
  method: "GET",
  path: `/v3/${operationId}`,
  result,
  successChecked: result === "conforming",
  violations: [],
  baselined: [],
  parameters: [],
  statuses: [],
  exchanges: [],
  coverage: { seen: [], notSeen: [] },
  ...over,
});

/** A report with one operation of each result. */
function report(): Report {
  const operations = [
    op("listRegions", "conforming", {
      exchanges: [{ method: "GET", path: "/v3/regions", status: 200, kind: "success", durationMs: 1 }],
    }),
    op("listRoles", "violation", {
      violations: [
        {
          check: "response_schema_conformance",
          where: "/response/body/roles/0",
          message: "body/roles/0 must have required property 'name'",
          expected: "must have required property 'name'",
        },
      ],
    }),
    op("getUserAuthType", "error-answers", {
      exchanges: [{ method: "GET", path: "/x", status: 404, kind: "error", durationMs: 1 }],
    }),
    op("listUsers", "unauthorized", {
      exchanges: [{ method: "GET", path: "/x", status: 403, kind: "unauthorized", durationMs: 1 }],
    }),
    op("listGroups", "unreachable", {
      exchanges: [{ method: "GET", path: "/x", error: "ECONNRESET", kind: "no-response", durationMs: 1 }],
    }),
    op("createTrust", "setup-problem", {
      method: "POST",
      refusal: {
        request: "POST /v3/OS-TRUST/trusts",
        status: 403,
        message: "You are not authorized",
        fix: "ask for the role",
      },
    }),
    op("createDomain", "not-exercised", { reason: "not sent: the spec documents no delete" }),
  ];
  return {
    api: "identity",
    target: "http://127.0.0.1:5000",
    engine: "prism",
    mode: "write",
    negative: false,
    startedAt: "2026-11-28T00:00:00.000Z",
    durationMs: 1,
    summary: {
      operations: 7,
      successChecked: 1,
      conforming: 1,
      violation: 1,
      errorAnswers: 1,
      unauthorized: 1,
      unreachable: 1,
      setupProblems: 1,
      notExercised: 1,
      baselinedViolations: 0,
    },
    checks: ["response_schema_conformance"],
    created: 2,
    leftovers: [],
    settings: [],
    credential: "the token of SVC_TOKEN (environment)",
    operations,
    unmatched: [],
    unusedBaseline: [],
  };
}

const outputs = (r: Report) => ({
  report: r,
  out: summaryLines(r).join("\n"),
  html: reportHtml(r),
  junit: junitXml(r),
});

describe("the reporters", () => {
  it("JUnit: only the conforming operation passes; the violation fails with its check; the rest are skipped with why", () => {
    const xml = junitXml(report());
    expect(xml).toContain('tests="7" failures="1" skipped="5"');
    const cases = xml.split("<testcase ").slice(1);
    const passed = cases.filter((c) => !c.includes("<failure") && !c.includes("<skipped"));
    expect(passed.map((c) => / name="(\w+)/.exec(c)?.[1])).toEqual(["listRegions"]);
    expect(xml).toMatch(/<failure message="\[response_schema_conformance\] \/response\/body\/roles\/0 -- /);
    expect(xml).toContain("expected: must have required property &apos;name&apos;");
    for (const reason of [
      "error-answers: only error answers came (HTTP 404)",
      "unauthorized: only 401/403 came (HTTP 403)",
      "unreachable: no answer came (ECONNRESET)",
      "setup-problem: POST /v3/OS-TRUST/trusts answered HTTP 403 (You are not authorized). Fix: ask for the role",
      "not-exercised: not sent: the spec documents no delete",
    ])
      expect(xml).toContain(`<skipped message="${reason}`);
  });

  it("HTML: a count of 0 is not coloured as its result; a violation shows its check and what was expected", () => {
    const clean = { ...report(), summary: { ...report().summary, violation: 0 } };
    expect(reportHtml(clean)).toContain('<span class="none" data-count="violation">0 with violations</span>');
    expect(reportHtml(report())).toContain(
      '<span class="violation" data-count="violation">1 with violations</span>',
    );
    expect(reportHtml(report())).toContain(
      "<td><code>response_schema_conformance</code></td><td><code>/response/body/roles/0</code></td><td>body/roles/0 must have required property &#39;name&#39;</td><td>must have required property &#39;name&#39;</td>",
    );
    expect(reportHtml(report())).toContain("Nothing: 2 created, 2 deleted.");
  });

  it("console: the refused write with its reason and fix, what was left, the counts in the same words", () => {
    const lines = summaryLines(report());
    expect(lines).toContain(
      "SETUP createTrust POST /v3/OS-TRUST/trusts -> HTTP 403 -- You are not authorized. Fix: ask for the role",
    );
    expect(lines).toContain("left behind: nothing (2 created, 2 deleted)");
    expect(lines.at(-1)).toMatch(
      /1 of 7 operations had a success answer checked; 1 conforming, 1 with violations, 1 answered only with errors, 1 unauthorized, 1 unreachable, 1 setup problems, 1 not exercised; 0 baselined violations/,
    );
  });

  it("agree on every count, and a disagreement planted in any of them is found", () => {
    expect(countDisagreements(outputs(report()))).toEqual([]);
    const good = outputs(report());
    // The old JUnit: error answers (and the other results) passed, only not-exercised skipped.
    const oldJunit = good.junit.replace(/<skipped message="(?!not-exercised)[^"]*"\/>/g, "");
    expect(countDisagreements({ ...good, junit: oldJunit })).toEqual(
      expect.arrayContaining(["JUnit: passed test cases is 5, the report says 1"]),
    );
    expect(
      countDisagreements({ ...good, html: good.html.replace(">1 unauthorized<", ">0 unauthorized<") }),
    ).toEqual(["report.html: unauthorized is 0, the report says 1"]);
    expect(
      countDisagreements({ ...good, out: good.out.replace("1 setup problems", "0 setup problems") }),
    ).toEqual(["console: setup problems is 0, the report says 1"]);
    const miscounted = report();
    miscounted.summary.conforming = 2;
    expect(countDisagreements({ ...outputs(miscounted), report: miscounted })).toContain(
      "report.json operations: conforming is 1, the report says 2",
    );
  });
});
