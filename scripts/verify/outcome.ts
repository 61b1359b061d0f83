/**
 * The outcome model: what an answer is, and what an operation's answers make of it. A run is
 * green only on what it checked: an operation is `conforming` only when a success answer (a
 * 2xx, or a 3xx the spec documents) came and matched everything the spec says about it. A
 * documented error answer is checked against its schema but is never a pass (`error-answers`);
 * an operation that got only 401/403 is `unauthorized`; one that got no answer at all is
 * `unreachable`; one with a finding outside the baseline is `violation`. A 5xx is a violation
 * unless a baseline covers it (judge.ts).
 */

export type AnswerKind = "success" | "error" | "unauthorized" | "no-response";

export type OperationResult =
  | "conforming"
  | "violation"
  | "error-answers"
  | "unauthorized"
  | "unreachable"
  | "not-exercised";

/** What one answer is; `documented`: the spec documents its status for the operation. */
export function answerKind(status: number | undefined, documented: boolean): AnswerKind {
  if (status === undefined) return "no-response";
  if (status >= 200 && status < 300) return "success";
  if (status >= 300 && status < 400 && documented) return "success";
  if (status === 401 || status === 403) return "unauthorized";
  return "error";
}

/**
 * An operation's result from its answers (the ones of `--negative` cases are refusals by
 * design and do not count here unless nothing else was sent) and its violations outside the
 * baseline.
 */
export function operationResult(
  answers: readonly { kind: AnswerKind; negative: boolean }[],
  violations: number,
): OperationResult {
  if (answers.length === 0) return "not-exercised";
  const ordinary = answers.filter((a) => !a.negative);
  const counted = ordinary.length > 0 ? ordinary : answers;
  const has = (kind: AnswerKind) => counted.some((a) => a.kind === kind);
  if (counted.every((a) => a.kind === "no-response")) return "unreachable";
  if (violations > 0) return "violation";
  if (has("success")) return "conforming";
  if (has("error")) return "error-answers";
  return has("unauthorized") ? "unauthorized" : "unreachable";
}
