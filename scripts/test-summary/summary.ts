/**
 * The closing lines of a test run, from vitest's JSON reports and the start costs the global
 * setups recorded: every failed test, every file that failed outside its tests (a hook, an import:
 * its tests are only "skipped" in the counts, so a run with one would otherwise read as nearly
 * green), the slowest files, what the shared processes cost to start, and the counts.
 */

/** What the summary reads of a vitest JSON report. */
export interface VitestReport {
  startTime: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

/** One start of a shared process, as the global setups record it (test/support/start-costs.ts). */
export interface StartCost {
  /** The vitest project whose global setup started it, e.g. `interop-glance`. */
  project: string;
  /** What was started, e.g. `Keystone`. */
  what: string;
  /** Milliseconds from asking for it to its being ready. */
  ms: number;
  /** When it was ready (epoch milliseconds). */
  at: number;
}

/** Where the global setups append their start costs, one JSON object a line, from the repository's root. */
export const START_COSTS_PATH = "build/start-costs.jsonl";

/** How many of the slowest files the summary names. */
export const SLOWEST = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The summary's lines; `root` is stripped from file paths. */
export function summaryLines(
  reports: readonly VitestReport[],
  starts: readonly StartCost[],
  root: string,
): string[] {
  const lines: string[] = [];
  const files = reports.flatMap((report) => report.testResults);
  const path = (name: string) => (name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name);
  for (const file of files)
    for (const test of file.assertionResults)
      if (test.status === "failed") lines.push(`failed: ${test.fullName}`);
  const brokenFiles = files.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  for (const file of brokenFiles) {
    const why =
      file.message?.split("\n")[0]?.trim() || "a hook or the file itself failed, so its tests did not run";
    lines.push(`failed file: ${path(file.name)}: ${why}`);
  }
  const slowest = [...files]
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
    .slice(0, SLOWEST);
  if (slowest.length > 0) {
    lines.push(`slowest files:`);
    for (const file of slowest)
      lines.push(`  ${seconds(file.endTime - file.startTime).padStart(8)}  ${path(file.name)}`);
  }
  // Only this run's starts: the file outlives runs.
  const since = Math.min(...reports.map((report) => report.startTime));
  const ours = starts.filter((start) => start.at >= since);
  if (ours.length > 0)
    lines.push(
      `started once for the run: ${ours.map((s) => `${s.what} ${seconds(s.ms)} (${s.project})`).join(", ")}`,
    );
  const total = (count: (report: VitestReport) => number) =>
    reports.reduce((sum, report) => sum + count(report), 0);
  lines.push(
    `tests: ${total((r) => r.numPassedTests)} passed, ${total((r) => r.numFailedTests)} failed, ${total((r) => r.numPendingTests + r.numTodoTests)} skipped${brokenFiles.length > 0 ? `; ${brokenFiles.length} file${brokenFiles.length === 1 ? "" : "s"} failed outside their tests` : ""}`,
  );
  return lines;
}

/** The start costs of a build/start-costs.jsonl's text; a line that is not one is skipped. */
export function parseStartCosts(text: string): StartCost[] {
  return text.split("\n").flatMap((line) => {
    if (line.trim() === "") return [];
    try {
      const cost = JSON.parse(line) as StartCost;
      return typeof cost.ms === "number" && typeof cost.at === "number" ? [cost] : [];
    } catch {
      return [];
    }
  });
}
