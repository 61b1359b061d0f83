/**
 * `--auth-check`: each read operation that needs credentials (its spec's `security`) and was
 * answered, sent once more exactly as it went but without its credentials (the X-Auth-Token,
 * an Authorization, the data store's signature headers). It must be refused with 401 or 403:
 * anything else is a finding at `/request/headers/<the credential's header>`, so a platform
 * that ignores auth is caught.
 */
import type { Fetch } from "../../src/core/fetch-policy.ts";
import type { RequestSigner } from "../../src/datastore/signing/sign.ts";
import { isRead, type SpecOperation } from "../lib/openapi/operations.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { Exchange } from "./recorder.ts";
import type { Seen } from "./report-build.ts";
import { concretePath } from "./sending.ts";
import { depthOrder, type PlannedCall } from "./traffic-plan.ts";

export interface AuthCheckContext {
  operations: readonly SpecOperation[];
  /** What the run has seen of each operation: the call and its first answer are replayed. */
  seen: ReadonlyMap<string, Seen>;
  /** The recording transport: the replay is recorded and bounded like any exchange. */
  fetch: Fetch;
  signer: RequestSigner | undefined;
  timeoutMs: number;
  /** Judges what was recorded since the last call, as the answer to a case that expects 401/403. */
  judge: (call: PlannedCall, expected: NegativeCase) => Promise<Exchange[]>;
  log: (line: string) => void;
  /** Throws when the run was stopped (a signal): no new request goes out. */
  checkStopped?: () => void;
}

export async function runAuthCheck(context: AuthCheckContext): Promise<void> {
  const credentialHeaders = new Set(["x-auth-token", "authorization", "cookie"]);
  for (const name of Object.values(context.signer?.headerNames ?? {}))
    credentialHeaders.add(name.toLowerCase());
  for (const operation of depthOrder(context.operations.filter((op) => isRead(op) && op.secured))) {
    const seen = context.seen.get(operation.operationId);
    const sent = seen?.exchanges.find((e) => e.negative === undefined && e.exchange.response !== undefined);
    if (seen?.call === undefined || sent === undefined) continue;
    context.checkStopped?.();
    const headers = new Headers(sent.exchange.request.headers);
    const removed = [...headers.keys()].filter((name) => credentialHeaders.has(name));
    for (const name of removed) headers.delete(name);
    context.log(`--auth-check: ${operation.method} ${concretePath(seen.call)} without credentials`);
    const request = new Request(sent.exchange.request.url, {
      method: sent.exchange.request.method,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    // A failure is in the recorded exchange, judged like any answer.
    await context.fetch(request).catch(() => {});
    await context.judge(seen.call, {
      kind: "auth",
      where: `/request/headers/${removed[0] ?? "x-auth-token"}`,
      rule: "the operation requires credentials",
      sent: "no credentials",
      expect: [401, 403],
    });
  }
}
