/**
 * The report of a run, built from what it saw: each judged exchange under its operation, each
 * finding made a violation (redacted, with the expected and the actual value and the request
 * ID) or, where a baseline entry covers it, a baselined one with the entry's reason.
 */
import { redact } from "../../src/core/redact.ts";
import { isRead, type SpecOperation } from "../lib/openapi/operations.ts";
import { type Baseline, coveringEntry } from "./baseline.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { CheckedFinding } from "./judge.ts";
import { type AnswerKind, operationResult } from "./outcome.ts";
import type { Exchange } from "./recorder.ts";
import type { ExchangeRecord, OperationReport, Refusal, Report, Violation } from "./report.ts";
import type { PlannedCall } from "./traffic-plan.ts";

/** What the run learned about one operation. */
export interface Seen {
  exchanges: { exchange: Exchange; findings: CheckedFinding[]; kind: AnswerKind; negative?: NegativeCase }[];
  call?: PlannedCall;
  reason?: string;
  /** The first write of the operation the target refused, explained. */
  refusal?: Refusal;
}

export interface ReportOptions {
  api: string;
  target: string;
  write: boolean;
  negative: boolean;
  baseline?: Baseline;
  /** Where each setting came from (settings.ts), for the report. */
  settings: string[];
  /** The credential in use and its origin. */
  credential: string;
}

/** An exchange as the report records it: redacted, with its real status or why none came. */
function exchangeRecord(
  exchange: Exchange,
  kind: AnswerKind,
  negative: NegativeCase | undefined,
): ExchangeRecord {
  const url = new URL(exchange.request.url);
  const error = exchange.error ?? exchange.response?.incomplete;
  return {
    method: exchange.request.method,
    path: redact(`${url.pathname}${url.search}`),
    ...(exchange.response !== undefined && { status: exchange.response.status }),
    ...(error !== undefined && { error: redact(error) }),
    kind,
    durationMs: Math.round(exchange.durationMs),
    ...(negative !== undefined && {
      negative: { where: negative.where, rule: redact(negative.rule), sent: redact(negative.sent) },
    }),
  };
}

/** The documented status (`404`, else its class `4XX`, else `default`) an answered status falls under. */
function documentedKey(documented: readonly string[], status: number): string | undefined {
  const exact = String(status);
  if (documented.includes(exact)) return exact;
  const range = documented.find((key) => key.toUpperCase() === `${exact[0]}XX`);
  return range ?? (documented.includes("default") ? "default" : undefined);
}

/** The coverage of an operation: its documented statuses, seen and not seen in this run. */
function coverageOf(operation: SpecOperation, exchanges: readonly { exchange: Exchange }[]) {
  const seen = new Set<string>();
  for (const { exchange } of exchanges) {
    const key =
      exchange.response === undefined
        ? undefined
        : documentedKey(operation.statuses, exchange.response.status);
    if (key !== undefined) seen.add(key);
  }
  return {
    seen: operation.statuses.filter((s) => seen.has(s)),
    notSeen: operation.statuses.filter((s) => !seen.has(s)),
  };
}

/** The same violation (where, message, actual) seen again adds to its count instead of a line. */
function collapse(violations: Violation[]): Violation[] {
  const byKey = new Map<string, Violation>();
  for (const v of violations) {
    const key = `${v.where}\n${v.message}\n${v.actual ?? ""}`;
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, v);
    else known.occurrences = (known.occurrences ?? 1) + 1;
  }
  return [...byKey.values()];
}

const REQUEST_ID = /request-id$/i;
function requestIdOf(exchange: Exchange): string | undefined {
  for (const [name, value] of exchange.response?.headers ?? []) if (REQUEST_ID.test(name)) return value;
  return undefined;
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}...` : text);

/** What the server sent at a finding's `where`: the status, a header, or a JSON body's value. */
function actualAt(exchange: Exchange, where: string): string | undefined {
  const response = exchange.response;
  if (response === undefined) return undefined;
  if (where === "/response/status") return String(response.status);
  const header = /^\/response\/headers\/(.+)$/.exec(where)?.[1];
  if (header !== undefined) return response.headers.get(header) ?? "(absent)";
  if (!where.startsWith("/response/body")) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(response.body);
  } catch {
    return where === "/response/body" ? clip(response.body) : undefined;
  }
  for (const part of where.slice("/response/body".length).split("/").slice(1)) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value === undefined ? undefined : clip(JSON.stringify(value));
}

/** A finding as the report shows it: redacted, with its check, what was expected, what came, and the request ID. */
export function violationOf(exchange: Exchange, finding: CheckedFinding): Violation {
  const actual = actualAt(exchange, finding.where);
  const { expected } = finding;
  const requestId = requestIdOf(exchange);
  return {
    check: finding.check,
    where: redact(finding.where),
    message: redact(finding.message),
    ...(expected !== undefined && { expected: redact(expected) }),
    ...(actual !== undefined && { actual: redact(actual) }),
    ...(requestId !== undefined && { requestId: redact(requestId) }),
  };
}

/** The report of a run from what it saw of each operation. */
export function buildReport(
  options: ReportOptions,
  operations: readonly SpecOperation[],
  seen: ReadonlyMap<string, Seen>,
  unmatched: Violation[],
  run: Pick<
    Report,
    "engine" | "startedAt" | "durationMs" | "checks" | "created" | "leftovers" | "interrupted"
  >,
): Report {
  const used = new Set<object>();
  const reports = operations.map((operation): OperationReport => {
    const s = seen.get(operation.operationId);
    const exchanges = s?.exchanges ?? [];
    const violations: Violation[] = [];
    const baselined: Violation[] = [];
    for (const { exchange, findings } of exchanges) {
      for (const finding of findings) {
        const violation = violationOf(exchange, finding);
        const entry = coveringEntry(options.baseline, operation.operationId, violation);
        if (entry === undefined) violations.push(violation);
        else {
          used.add(entry);
          baselined.push({ ...violation, baseline: entry.reason });
        }
      }
    }
    const result = operationResult(
      exchanges.map((e) => ({
        kind: e.kind,
        negative: e.negative !== undefined,
        write: !["GET", "HEAD"].includes(e.exchange.request.method),
      })),
      violations.length,
    );
    const probes = exchanges.filter((e) => e.negative !== undefined).length;
    const reason =
      result !== "not-exercised"
        ? undefined
        : (s?.reason ??
          (probes > 0
            ? `only probes were sent (${probes}), each answered as the spec requires; the operation itself was not`
            : isRead(operation)
              ? "not sent"
              : options.write
                ? "no write scenario covers it"
                : "a write: only --write (sandboxes only) sends it"));
    const refusal = result === "setup-problem" ? s?.refusal : undefined;
    return {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      result,
      successChecked: exchanges.some((e) => e.kind === "success" && e.negative === undefined),
      violations: collapse(violations),
      baselined: collapse(baselined),
      ...(reason !== undefined && { reason }),
      ...(refusal !== undefined && { refusal }),
      parameters: (s?.call?.parameters ?? []).map((p) => ({ ...p, value: redact(p.value) })),
      statuses: exchanges.flatMap(({ exchange }) => (exchange.response ? [exchange.response.status] : [])),
      exchanges: exchanges.map((e) => exchangeRecord(e.exchange, e.kind, e.negative)),
      coverage: coverageOf(operation, exchanges),
    };
  });
  const count = (result: OperationReport["result"]) => reports.filter((r) => r.result === result).length;
  return {
    api: options.api,
    target: redact(options.target),
    ...run,
    mode: options.write ? "write" : "read-only",
    negative: options.negative,
    summary: {
      operations: reports.length,
      successChecked: reports.filter((r) => r.successChecked).length,
      conforming: count("conforming"),
      violation: count("violation"),
      errorAnswers: count("error-answers"),
      unauthorized: count("unauthorized"),
      unreachable: count("unreachable"),
      setupProblems: count("setup-problem"),
      notExercised: count("not-exercised"),
      baselinedViolations: reports.reduce((sum, r) => sum + r.baselined.length, 0),
    },
    settings: options.settings,
    credential: redact(options.credential),
    operations: reports,
    unmatched,
    unusedBaseline: (options.baseline?.entries ?? [])
      .filter((entry) => !used.has(entry))
      .map((entry) => ({
        check: entry.check,
        operationId: entry.operationId,
        ...(entry.where !== undefined && { where: entry.where }),
        reason: entry.reason,
      })),
  };
}
