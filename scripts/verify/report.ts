/**
 * The report of a run (what `report.json` holds): every operation of the spec with its result,
 * its violations (where, what, expected against actual, the request ID), the value and source
 * of each parameter, and why an operation was not exercised. Every string in it has been
 * through core's redaction.
 */
import type { AnswerKind, OperationResult } from "./outcome.ts";
import type { ParameterSource } from "./traffic-plan.ts";

export interface Violation {
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
    notExercised: number;
    baselinedViolations: number;
  };
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
  unusedBaseline: { operationId: string; where?: string; reason: string }[];
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
