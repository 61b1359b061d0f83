/**
 * The report of a run (what `report.json` holds): every operation of the spec with its result,
 * its violations (where, what, expected against actual, the request ID), the value and source
 * of each parameter, and why an operation was not exercised. Every string in it has been
 * through core's redaction.
 */
import type { AnswerKind, OperationResult } from "./outcome.ts";
import type { ParameterSource } from "./traffic-plan.ts";

export interface Violation {
  /** The id of the check that made it (checks.ts): what `--checks` picks and a baseline entry names. */
  check: string;
  /** A JSON pointer into the exchange (`/response/body/regions/0/id`), or an XPath under `/response/body`. */
  where: string;
  message: string;
  /** What the spec documents, where one line can say it. */
  expected?: string;
  /** What the server sent at `where`. */
  actual?: string;
  requestId?: string;
  /** Set when a baseline entry covers the violation: the entry's reason. */
  baseline?: string;
  /** How many exchanges showed this same violation, when more than one. */
  occurrences?: number;
}

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  /** The outcome model's result (outcome.ts): `conforming` only on a success answer checked. */
  result: OperationResult;
  /** Whether a success answer (2xx, or a documented 3xx) came and was checked. */
  successChecked: boolean;
  /** Violations outside the baseline (the ones that fail the run). */
  violations: Violation[];
  /** Violations a baseline entry covers, each with the entry's reason. */
  baselined: Violation[];
  /** Why the operation was not exercised, or how it was. */
  reason?: string;
  /** For a `setup-problem`: what the target answered to the write, and what to fix. */
  refusal?: Refusal;
  /** Each parameter sent, with where its value came from. */
  parameters: { name: string; in: string; value: string; source: ParameterSource }[];
  /** The statuses the target answered, in order. */
  statuses: number[];
  /** Every exchange as it went: the real status (or why none came), what kind of answer, how long. */
  exchanges: ExchangeRecord[];
  /** The statuses the spec documents for the operation (`200`, `4XX`, `default`), seen and not seen. */
  coverage: { seen: string[]; notSeen: string[] };
}

export interface ExchangeRecord {
  method: string;
  /** The path and query sent (redacted). */
  path: string;
  status?: number;
  /** Why no answer came, or why the body could not be read whole. */
  error?: string;
  kind: AnswerKind;
  durationMs: number;
  /** Set on a `--negative` case: the constraint broken and the value sent. */
  negative?: { where: string; rule: string; sent: string };
}

export interface Report {
  api: string;
  target: string;
  engine: "prism" | "in-process";
  mode: "read-only" | "write";
  /** Whether the run also sent requests that break the spec (`--negative`). */
  negative: boolean;
  startedAt: string;
  durationMs: number;
  /**
   * Counts of operations by result (they add up to `operations`), led by how many had a success
   * answer checked; `baselinedViolations` counts violations, not operations.
   */
  summary: {
    operations: number;
    successChecked: number;
    conforming: number;
    violation: number;
    errorAnswers: number;
    unauthorized: number;
    unreachable: number;
    setupProblems: number;
    notExercised: number;
    baselinedViolations: number;
  };
  /** The checks that judged the run (checks.ts), by id. */
  checks: string[];
  /**
   * With `--write`: how many resources the run created, and every one it could not delete again
   * (none, unless `--allow-leftovers` let it create what the spec cannot delete, or a delete failed).
   */
  created: number;
  leftovers: Leftover[];
  /** Set when a signal (Ctrl-C) stopped the run: what it had created was deleted first. */
  interrupted?: boolean;
  /** Where each setting the run used came from (`SVC_TOKEN (environment)`, `--token`), no value. */
  settings: string[];
  /** The credential the run sent and where it came from ("the token of SVC_TOKEN (environment)"). */
  credential: string;
  operations: OperationReport[];
  /** Exchanges that matched no operation of the spec. */
  unmatched: Violation[];
  /** With `--compare-engines`: each exchange on which the two engines' findings differ. */
  engineDifferences?: EngineDifference[];
  /** Baseline entries that matched nothing this run (stale: review and remove them). */
  unusedBaseline: { check: string; operationId: string; where?: string; reason: string }[];
}

/** A write the target refused, explained (refusal.ts). */
export interface Refusal {
  /** The write as sent: `POST /v3/users`. */
  request: string;
  status: number;
  /** The error body's message, as the target wrote it (redacted, clipped). */
  message?: string;
  /** What to fix, where the run can tell: a value only the tester can give, a role the credential lacks. */
  fix: string;
}

/** A resource a `--write` run created and could not delete again. */
export interface Leftover {
  /** The operation that created it. */
  operationId: string;
  /** The name the run gave it (`svc-verify-...`), where it has one. */
  name?: string;
  id: string;
  /** Its path on the target (`/v3/domains/4f0e...`). */
  path: string;
  /** Why it is left: the spec documents no delete for it, the delete was refused or not answered. */
  why: string;
  /** How to remove it: the request that deletes it, or where (the spec documents no delete). */
  remove: string;
}

/** Whether the run found nothing outside the baseline. */
export const passed = (report: Report) =>
  report.operations.every((op) => op.violations.length === 0) && report.unmatched.length === 0;

/** An exchange the two engines judged differently: where each found something. */
export interface EngineDifference {
  operationId: string | undefined;
  method: string;
  path: string;
  status?: number;
  prism: string[];
  inProcess: string[];
}
