/**
 * The judging step of a run: every exchange the recorder kept is judged once, as it comes (by
 * the run's judge, and with `--compare-engines` by the other engine's too), and filed under
 * the operation it matches, or with the exchanges no operation matches. An exchange answering
 * an expected-answer case (`--negative`, `--auth-check`, a read after a delete) is judged with
 * its case: the case's own check finds an answer that is not the one expected.
 */
import { redact } from "../../src/core/redact.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { Engine } from "./in-process-engine.ts";
import { compareJudgements, type Judge } from "./judge.ts";
import type { Exchange, Recorder } from "./recorder.ts";
import type { EngineDifference, Violation } from "./report.ts";
import { type Seen, violationOf } from "./report-build.ts";
import type { PlannedCall } from "./traffic-plan.ts";

export interface JudgingSession {
  /** What the run saw of each operation, by operationId. */
  seen: Map<string, Seen>;
  seenOf(operationId: string): Seen;
  /** Findings of exchanges no operation of the spec matches. */
  unmatched: Violation[];
  /** With a second judge: each exchange the two engines judged differently. */
  engineDifferences: EngineDifference[];
  /** Judges the exchanges recorded since the last call and resolves to them. */
  judgeNew(call?: PlannedCall, negative?: NegativeCase): Promise<Exchange[]>;
}

export function createJudgingSession(
  recorder: Recorder,
  judge: Judge,
  other: Judge | undefined,
  engine: Engine["name"],
): JudgingSession {
  const seen = new Map<string, Seen>();
  const engineDifferences: EngineDifference[] = [];
  const seenOf = (operationId: string) => {
    const known = seen.get(operationId);
    if (known !== undefined) return known;
    const fresh: Seen = { exchanges: [] };
    seen.set(operationId, fresh);
    return fresh;
  };
  const unmatched: Violation[] = [];
  let judged = 0;
  /** Judges the exchanges recorded since the last call, each under the operation it matches. */
  const judgeNew = async (call?: PlannedCall, negative?: NegativeCase): Promise<Exchange[]> => {
    const fresh = recorder.exchanges.slice(judged);
    judged = recorder.exchanges.length;
    for (const exchange of fresh) {
      const judgement = await judge(exchange, negative);
      if (other !== undefined) {
        const difference = compareJudgements(exchange, judgement, await other(exchange, negative), engine);
        if (difference !== undefined) engineDifferences.push(difference);
      }
      const { operationId, kind, findings } = judgement;
      const id = operationId ?? call?.operation.operationId;
      if (id === undefined) {
        const path = redact(new URL(exchange.request.url).pathname);
        for (const finding of findings)
          unmatched.push({
            ...violationOf(exchange, finding),
            message: redact(`${exchange.request.method} ${path}: ${finding.message}`),
          });
        continue;
      }
      seenOf(id).exchanges.push({ exchange, findings, kind, ...(negative !== undefined && { negative }) });
    }
    return fresh;
  };

  return { seen, seenOf, unmatched, engineDifferences, judgeNew };
}
