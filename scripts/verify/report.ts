/**
 * The report of a run (what `report.json` holds): every operation of the spec with its result,
 * its violations (where, what, expected against actual, the request ID), the value and source
 * of each parameter, and why an operation was not exercised. Every string in it has been
 * through core's redaction.
 */
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
}

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  result: "conforming" | "violation" | "not-exercised";
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
}

export interface Report {
  api: string;
  target: string;
  engine: "prism" | "in-process";
  /** Why the engine is not the one asked for (XML, signatures), if so. */
  engineNote?: string;
  mode: "read-only" | "write";
  /** Whether the run also sent requests that break the spec (`--negative`). */
  negative: boolean;
  startedAt: string;
  durationMs: number;
  summary: { conforming: number; violation: number; notExercised: number; baselined: number };
  operations: OperationReport[];
  /** Exchanges that matched no operation of the spec. */
  unmatched: Violation[];
  /** Baseline entries that matched nothing this run (stale: review and remove them). */
  unusedBaseline: { operationId: string; where?: string; reason: string }[];
}

/** Exit status of a run: 0 when every exercised operation conforms outside the baseline. */
export const passed = (report: Report) =>
  report.operations.every((op) => op.violations.length === 0) && report.unmatched.length === 0;
