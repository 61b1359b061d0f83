/**
 * `npm run lint:specs`: lints every API in redocly.yaml with Redocly (its own rules), Spectral
 * (spectral:oas plus the house rules in .spectral.yaml) and the SDK vocabulary (sdk-extensions.ts).
 * Any error or warning fails the run.
 *
 * Redocly exits 0 when it finds only warnings (an example that no longer matches its schema is
 * one), and has no option to fail on them; so its findings are read as JSON and counted here,
 * and each is printed on one line with the place and the rule. Spectral fails on warnings itself
 * (`--fail-severity warn`).
 */
import { spawnSync } from "node:child_process";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type ApiEntry, loadApis, repoRoot } from "../lib/api-registry.ts";
import { EXIT, type ExitCode } from "../lib/exit-codes.ts";
import { sdkExtensionProblems } from "./sdk-extensions.ts";

const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

/** One finding of Redocly's, as its JSON output gives it. */
export interface RedoclyProblem {
  ruleId: string;
  severity: "error" | "warn" | string;
  message: string;
  location?: { source?: { ref?: string }; pointer?: string; start?: { line: number; col: number } }[];
}

/** Redocly's JSON report of one API. */
interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: RedoclyProblem[];
}

/**
 * The problems in Redocly's `--format=json` output, which is one JSON document per API linted,
 * written one after the other; undefined when the output is not that (Redocly failed to start).
 */
export function readRedoclyJson(output: string): RedoclyProblem[] | undefined {
  const text = output.trim();
  if (!text.startsWith("{")) return undefined;
  try {
    const reports = JSON.parse(`[${text.replace(/\}\s*\{(?=\s*"totals")/g, "},{")}]`) as RedoclyReport[];
    if (!reports.every((report) => Array.isArray(report.problems))) return undefined;
    return reports.flatMap((report) => report.problems);
  } catch {
    return undefined;
  }
}

/** A problem on one line: `specs/x/openapi.yaml:98:33 warning rule: message (#/pointer)`. */
export function problemLine(problem: RedoclyProblem): string {
  const at = problem.location?.[0];
  const file = at?.source?.ref ?? "?";
  const place = at?.start === undefined ? file : `${file}:${at.start.line}:${at.start.col}`;
  const severity = problem.severity === "warn" ? "warning" : problem.severity;
  const pointer = at?.pointer === undefined ? "" : ` (${at.pointer})`;
  return `${place} ${severity} ${problem.ruleId}: ${problem.message}${pointer}`;
}

const bin = (root: string, name: string) => resolve(root, "node_modules/.bin", name);

/**
 * Redocly over the given APIs (all of redocly.yaml's by default): its problems printed, and
 * EXIT.found when there is any, error or warning.
 */
export function lintWithRedocly(root: string, apis?: readonly string[], print = console.log): ExitCode {
  const result = spawnSync(
    bin(root, "redocly"),
    ["lint", "--format=json", "--max-problems", "1000", ...(apis ?? [])],
    { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const problems = readRedoclyJson(result.stdout ?? "");
  if (problems === undefined) {
    print(result.stderr ?? "");
    print(`lint: Redocly did not run (${result.error?.message ?? `exit ${result.status}`}): run npm ci`);
    return EXIT.environment;
  }
  for (const problem of problems) print(problemLine(problem));
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  if (problems.length === 0) {
    print("Redocly: no errors, no warnings.");
    return EXIT.ok;
  }
  print(
    `Redocly: ${errors} error(s), ${warnings} warning(s); any warning fails lint (an example that does not match its schema: fix the example).`,
  );
  return EXIT.found;
}

/** Spectral over the given spec files, failing on any warning. */
export function lintWithSpectral(root: string, specs: readonly string[]): ExitCode {
  const args = ["lint", "--ruleset", ".spectral.yaml", "--fail-severity", "warn"];
  const result = spawnSync(bin(root, "spectral"), [...args, ...specs], { cwd: root, env, stdio: "inherit" });
  if (result.status === 0) return EXIT.ok;
  if (result.status === 1) return EXIT.found;
  console.log(`lint: Spectral did not run (${result.error?.message ?? `exit ${result.status}`}): run npm ci`);
  return EXIT.environment;
}

/** The SDK extensions of every API (sdk-extensions.ts): each problem printed, and EXIT.found when there is any. */
export function lintSdkExtensions(root: string, apis: readonly ApiEntry[], print = console.log): ExitCode {
  const problems = apis.flatMap((api) => sdkExtensionProblems(root, api));
  for (const problem of problems) print(`${problem} (x-sdk, scripts/generate/sdk/extensions.ts)`);
  print(
    problems.length === 0 ? "SDK extensions: no problems." : `SDK extensions: ${problems.length} problem(s).`,
  );
  return problems.length === 0 ? EXIT.ok : EXIT.found;
}

/** The three linters over every API of `root`'s redocly.yaml; the worst exit code. */
export function lintSpecs(root = repoRoot, apis: readonly ApiEntry[] = loadApis()): ExitCode {
  const redocly = lintWithRedocly(root);
  const spectral = lintWithSpectral(
    root,
    apis.map((api) => relative(root, api.root)),
  );
  const sdk = lintSdkExtensions(root, apis);
  return Math.max(redocly, spectral, sdk) as ExitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const code = lintSpecs();
  if (code !== EXIT.ok) console.log("lint: FAILED (see the problems above)");
  process.exitCode = code;
}
