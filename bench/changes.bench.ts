/**
 * `npm run changes` over this repository, against the budget: 30 s on 2 cores.
 * 1. The command as a user runs it (a new Node process with tsx, the default base, every API,
 *    XSD and API report read from git and compared), wall-clock.
 * 2. The worst case of a change that touches every spec: each of the specs compared in full with
 *    a copy of itself whose description differs (no two texts equal, so nothing is skipped).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { specChanges } from "../scripts/changes/spec-changes.ts";
import { loadApis, repoRoot } from "../scripts/lib/api-registry.ts";

const BUDGET_S = 30;

function verdict(name: string, seconds: number): boolean {
  const meets = seconds <= BUDGET_S;
  console.log(`${name}: ${seconds.toFixed(1)} s (${meets ? "meets" : "MISSES"} goal <= ${BUDGET_S} s)`);
  return meets;
}

function commandRun(): boolean {
  const scratch = mkdtempSync(join(tmpdir(), "svc-changes-bench-"));
  try {
    const started = performance.now();
    const out = join(scratch, "report.md");
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/changes/cli.ts", "--out", out], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`npm run changes failed: ${run.stderr}`);
    const seconds = (performance.now() - started) / 1000;
    const summary = /changes: (.*); report in/.exec(run.stderr)?.[1] ?? run.stderr.trim();
    return verdict(`npm run changes (default base: ${summary})`, seconds);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function everySpecInFull(): boolean {
  const apis = loadApis();
  const started = performance.now();
  let changes = 0;
  for (const api of apis) {
    const text = readFileSync(api.root, "utf8");
    const touched = text.replace(/^( {2}description: \|\n)/m, "$1    Touched by the benchmark.\n");
    const where = resolve(api.root);
    changes += specChanges(api.name, { text, where }, { text: touched, where }).changes.length;
  }
  const seconds = (performance.now() - started) / 1000;
  return verdict(`every spec (${apis.length}) compared in full, ${changes} changes`, seconds);
}

const ok = [commandRun(), everySpecInFull()].every(Boolean);
process.exit(ok ? 0 : 1);
