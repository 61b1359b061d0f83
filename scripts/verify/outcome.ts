/**
 * The outcome model: what an answer is, and what an operation's answers make of it. A run is
 * green only on what it checked: an operation is `conforming` only when a success answer (a
 * 2xx, or a 3xx the spec documents) came and matched everything the spec says about it. A
 * documented error answer is checked against its schema but is never a pass (`error-answers`);
 * an operation that got only 401/403 is `unauthorized`; one that got no answer at all is
 * `unreachable`; one with a finding outside the baseline is `violation` (a 5xx always is,
 * unless baselined: checks.ts, not_a_server_error). A write the run sent (`--write`) that the
 * target refused with a 4xx is a `setup-problem`: what the run needed is missing (a domain, a
 * role the credential lacks, a value only the tester can give), which the report explains
 * (refusal.ts); it is not a verdict on the spec, and not a pass either. Every reporter
 * (console, report.json, report.html, JUnit) shows these same results and counts.
 */

export type AnswerKind = "success" | "error" | "unauthorized" | "no-response";

export type OperationResult =
  | "conforming"
  | "violation"
  | "error-answers"
  | "unauthorized"
  | "unreachable"
  | "setup-problem"
  | "not-exercised";

/** Every result, in the order the reports list their counts. */
export const RESULTS: readonly OperationResult[] = [
  "conforming",
  "violation",
  "error-answers",
  "unauthorized",
  "unreachable",
  "setup-problem",
  "not-exercised",
];

/** What one answer is; `documented`: the spec documents its status for the operation. */
export function answerKind(status: number | undefined, documented: boolean): AnswerKind {
  if (status === undefined) return "no-response";
  if (status >= 200 && status < 300) return "success";
  if (status >= 300 && status < 400 && documented) return "success";
  if (status === 401 || status === 403) return "unauthorized";
  return "error";
}

/** One answer as the model counts it. */
export interface CountedAnswer {
  kind: AnswerKind;
  /** Sent to be refused or answered one way (`--negative`, `--auth-check`, a read after a delete). */
  negative: boolean;
  /** A write the run sent (a method other than GET and HEAD, not a probe). */
  write: boolean;
}

/**
 * An operation's result from its answers and its violations outside the baseline. The answers
 * to probes (`--negative`, `--auth-check`) are refusals by design: they count only through
 * their violations, and an operation that got nothing but probes was not exercised.
 */
export function operationResult(answers: readonly CountedAnswer[], violations: number): OperationResult {
  if (answers.length === 0) return "not-exercised";
  const counted = answers.filter((a) => !a.negative);
  if (counted.length > 0 && counted.every((a) => a.kind === "no-response")) return "unreachable";
  if (violations > 0) return "violation";
  if (counted.length === 0) return "not-exercised";
  const has = (kind: AnswerKind) => counted.some((a) => a.kind === kind);
  if (has("success")) return "conforming";
  if (counted.some((a) => a.write && (a.kind === "error" || a.kind === "unauthorized")))
    return "setup-problem";
  if (has("error")) return "error-answers";
  return has("unauthorized") ? "unauthorized" : "unreachable";
}
