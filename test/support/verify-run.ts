/**
 * Runs `npm run verify`'s CLI in process (its `main`), with a report directory and a JUnit file
 * of its own, and hands back the exit code, every printed line and the report files. Every run
 * is also held to the outcome model: the JUnit, report.json, report.html and console counts must
 * agree (report-counts.ts), or the run throws, whatever the test asks of it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../scripts/verify/cli.ts";
import type { Report } from "../../scripts/verify/report.ts";
import { WAIT_BUDGET_MS } from "./budgets.ts";
import { countDisagreements } from "./report-counts.ts";

export interface VerifyRun {
  code: number;
  /** Everything printed, stdout and stderr, one line each. */
  out: string;
  report: Report;
  /** The report files' text. */
  files: { json: string; html: string; junit: string };
}

/**
 * `npm run verify -- <args> --report <tmp> --quiet` with `env` as the environment, and each call
 * bounded by the wait budget (budgets.ts) unless `args` give a `--timeout`: verify's own 30 s
 * is for a platform, and a peer that serves one request at a time (Keystone) or the one mock
 * host of every contract file can take longer than that on a loaded machine, which would be an
 * "unreachable" finding that is not the target's.
 */
export async function runVerify(args: readonly string[], env: Record<string, string>): Promise<VerifyRun> {
  const dir = mkdtempSync(join(tmpdir(), "svc-verify-test-"));
  const timeout = args.includes("--timeout") ? [] : ["--timeout", String(WAIT_BUDGET_MS)];
  try {
    const lines: string[] = [];
    const given = args.indexOf("--junit");
    const junitFile = given >= 0 ? (args[given + 1] ?? "") : join(dir, "junit.xml");
    const junitArgs = given >= 0 ? [] : ["--junit", junitFile];
    const code = await main([...args, ...timeout, ...junitArgs, "--report", dir, "--quiet"], env, {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    // No report: the run stopped before it checked anything (bad arguments, target unreachable,
    // login refused); what it printed says why.
    if (!existsSync(join(dir, "report.json")))
      throw new Error(`verify ${args.join(" ")} exited ${code} without a report:\n${lines.join("\n")}`);
    const files = {
      json: readFileSync(join(dir, "report.json"), "utf8"),
      html: readFileSync(join(dir, "report.html"), "utf8"),
      junit: readFileSync(junitFile, "utf8"),
    };
    const out = lines.join("\n");
    const report = JSON.parse(files.json) as Report;
    const disagreements = countDisagreements({ report, out, html: files.html, junit: files.junit });
    if (disagreements.length > 0)
      throw new Error(
        `verify ${args.join(" ")}: the reporters' counts disagree:\n${disagreements.join("\n")}\n${out}`,
      );
    return { code, out, report, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every violation outside the baseline, as operationId and where. */
export const violationsOf = (report: Report) =>
  report.operations.flatMap((op) =>
    op.violations.map((v) => ({ operationId: op.operationId, where: v.where })),
  );
