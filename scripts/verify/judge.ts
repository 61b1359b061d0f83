/**
 * Judging one recorded exchange: its operation (the spec validator's path matching), the
 * engine's schema findings, the answer checks every engine shares (answer-checks.ts), and the
 * outcome model's rules (outcome.ts): no answer is a finding at `/response`, a 5xx is a finding
 * at `/response/status` even where the spec documents it. One fault is one finding: an
 * engine's findings about a body the answer checks judged are left out, and duplicates are
 * collapsed.
 */
import { redact } from "../../src/core/redact.ts";
import type { AnswerChecks } from "./answer-checks.ts";
import type { Engine } from "./in-process-engine.ts";
import { type AnswerKind, answerKind } from "./outcome.ts";
import type { Exchange } from "./recorder.ts";
import type { EngineDifference } from "./report.ts";
import type { Finding, SpecValidator } from "./spec-validator.ts";

export interface Judgement {
  /** The operation the exchange belongs to, undefined when no operation of the spec matches. */
  operationId: string | undefined;
  findings: Finding[];
  kind: AnswerKind;
}

export type Judge = (exchange: Exchange) => Promise<Judgement>;

/**
 * The judge of a run. `maxTimeMs` (`--max-time`): an answer slower than that, from the request
 * to the body's end, is a finding at `/response`.
 */
export function createJudge(
  validator: SpecValidator,
  engine: Engine,
  checks: AnswerChecks,
  maxTimeMs?: number,
): Judge {
  return async (exchange) => {
    const { request, response } = exchange;
    // The operation, and whether its status is documented, from the path and status alone.
    const match = validator.check({
      method: request.method,
      path: request.url,
      status: response?.status ?? 0,
    });
    const { operationId } = match;
    const documented = !match.findings.some((f) => f.where === "/response/status");
    const kind = answerKind(response?.status, documented);
    if (operationId === undefined) return { operationId, findings: match.findings, kind };
    if (response === undefined)
      return {
        operationId,
        findings: [{ where: "/response", message: `no answer: ${exchange.error ?? "the exchange failed"}` }],
        kind,
      };
    const answered = { ...exchange, response };
    const shared = await checks.check(answered, operationId);
    const own = (await engine.findings(answered, operationId)).filter(
      (f) => !(shared.bodyOwned && f.where.startsWith("/response/body")),
    );
    // A header the engine already faulted (a malformed signature breaks the spec's pattern) is
    // not faulted again by the shared checks: one fault, one finding.
    const faultedHeaders = new Set(own.map((f) => f.where).filter((w) => w.startsWith("/response/headers/")));
    const findings = [...own, ...shared.findings.filter((f) => !faultedHeaders.has(f.where))];
    if (response.status >= 500 && !findings.some((f) => f.where === "/response/status"))
      findings.unshift({
        where: "/response/status",
        message: `the server failed: HTTP ${response.status} (a 5xx is a violation unless a baseline covers it)`,
      });
    if (maxTimeMs !== undefined && exchange.durationMs > maxTimeMs)
      findings.push({
        where: "/response",
        message: `the answer took ${Math.round(exchange.durationMs)} ms, longer than --max-time ${maxTimeMs} ms`,
      });
    const seen = new Set<string>();
    return {
      operationId,
      kind,
      findings: findings.filter((f) => {
        const key = `${f.where}\n${f.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    };
  };
}

const wheres = (judgement: Judgement) => [...new Set(judgement.findings.map((f) => f.where))].sort();

/** The difference between two engines' judgements of one exchange, undefined when they agree on where. */
export function compareJudgements(
  exchange: Exchange,
  judgement: Judgement,
  other: Judgement,
  engine: Engine["name"],
): EngineDifference | undefined {
  const mine = wheres(judgement);
  const theirs = wheres(other);
  if (mine.join("\n") === theirs.join("\n")) return undefined;
  const url = new URL(exchange.request.url);
  return {
    operationId: judgement.operationId,
    method: exchange.request.method,
    path: redact(url.pathname),
    ...(exchange.response !== undefined && { status: exchange.response.status }),
    prism: engine === "prism" ? mine : theirs,
    inProcess: engine === "prism" ? theirs : mine,
  };
}
