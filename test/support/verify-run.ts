/**
 * Runs `npm run verify`'s CLI in process (its `main`), with a report directory of its own,
 * and hands back the exit code, every printed line and the report files.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../scripts/verify/cli.ts";
import type { Report } from "../../scripts/verify/report.ts";
import { WAIT_BUDGET_MS } from "./budgets.ts";

export interface VerifyRun {
  code: number;
  /** Everything printed, stdout and stderr, one line each. */
  out: string;
  report: Report;
  /** The report files' text. */
  files: { json: string; html: string };
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
    const code = await main([...args, ...timeout, "--report", dir, "--quiet"], env, {
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
    };
    return { code, out: lines.join("\n"), report: JSON.parse(files.json) as Report, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every violation outside the baseline, as operationId and where. */
export const violationsOf = (report: Report) =>
  report.operations.flatMap((op) =>
    op.violations.map((v) => ({ operationId: op.operationId, where: v.where })),
  );
