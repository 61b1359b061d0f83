/**
 * The counts of a run's results, said one way by every reporter: the console's summary line and
 * report.html's summary use these words in this order, report.json holds the same numbers, and
 * JUnit's test cases follow the same results (junit.ts: only `conforming` passes). A test reads
 * all four back for every run in the test suite and checks they agree.
 */
import type { Report } from "./report.ts";

type Summary = Report["summary"];

/** Each result's count in the summary, and its words, in the reports' order. */
export const RESULT_COUNTS: readonly { key: keyof Summary; words: string; result: string }[] = [
  { key: "conforming", words: "conforming", result: "conforming" },
  { key: "violation", words: "with violations", result: "violation" },
  { key: "errorAnswers", words: "answered only with errors", result: "error-answers" },
  { key: "unauthorized", words: "unauthorized", result: "unauthorized" },
  { key: "unreachable", words: "unreachable", result: "unreachable" },
  { key: "setupProblems", words: "setup problems", result: "setup-problem" },
  { key: "notExercised", words: "not exercised", result: "not-exercised" },
];

/** The summary in words: `20 of 55 operations had a success answer checked; 20 conforming, ...`. */
export function summaryCounts(s: Summary): string {
  return `${s.successChecked} of ${s.operations} operations had a success answer checked; ${RESULT_COUNTS.map(({ key, words }) => `${s[key]} ${words}`).join(", ")}; ${s.baselinedViolations} baselined violations`;
}
