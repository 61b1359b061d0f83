/**
 * Judging one recorded exchange: its operation (the spec validator's path matching), then every
 * check the run picked (checks.ts), each finding tagged with the id of the check that made it.
 * One fault is one finding: the checks share the engine's findings, each taking those at its
 * own place, and duplicates are collapsed.
 */
import { redact } from "../../src/core/redact.ts";
import type { Check, CheckSettings } from "./checks.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { Engine } from "./in-process-engine.ts";
import { type AnswerKind, answerKind } from "./outcome.ts";
import type { Exchange } from "./recorder.ts";
import type { EngineDifference } from "./report.ts";
import type { Finding, SpecValidator } from "./spec-validator.ts";

/** A finding and the check that made it. */
export type CheckedFinding = Finding & { check: string };

export interface Judgement {
  /** The operation the exchange belongs to, undefined when no operation of the spec matches. */
  operationId: string | undefined;
  findings: CheckedFinding[];
  kind: AnswerKind;
}

/** Judges one exchange; `expected`: the case it answers, for a request sent to be refused or answered one way. */
export type Judge = (exchange: Exchange, expected?: NegativeCase) => Promise<Judgement>;

/** The judge of a run: `checks` (the ones `--checks` picked) over `engine`'s schema findings. */
export function createJudge(
  validator: SpecValidator,
  engine: Engine,
  settings: CheckSettings,
  checks: readonly Check[],
): Judge {
  return async (exchange, expected) => {
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
    const status = response?.status ?? 0;
    let engineFindings: Promise<Finding[]> | undefined;
    const context = {
      exchange,
      operationId,
      unmatched: operationId === undefined ? match.findings : [],
      ...(expected !== undefined && { expected }),
      exempt: expected !== undefined && status >= 400 && status < 500 && !documented,
      engine: () => {
        if (response === undefined || operationId === undefined) return Promise.resolve([]);
        engineFindings ??= engine.findings({ ...exchange, response }, operationId);
        return engineFindings;
      },
      settings,
    };
    const findings: CheckedFinding[] = [];
    const seen = new Set<string>();
    for (const check of checks) {
      for (const finding of await check.run(context)) {
        const key = `${finding.where}\n${finding.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        findings.push({ ...finding, check: check.id });
      }
    }
    return { operationId, kind, findings };
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
