/**
 * One run of `npm run verify`, its steps each in a module of its own: planning (traffic-plan.ts,
 * write-scenarios.ts, negative.ts), sending (sending.ts, through the API's client on the
 * recording transport, straight to the target), judging (judge.ts: the engine and the answer
 * checks) and reporting (report-build.ts). This module only runs them in order: authenticate,
 * send every read operation of the spec with discovered parameters (and, with `--write`, the
 * write scenarios; with `--negative`, the negative cases), judge every exchange as it comes,
 * and return the report.
 */
import { globalFetch } from "../../src/core/fetch-policy.ts";
import { loadApis } from "../lib/api-registry.ts";
import { isRead } from "../lib/openapi/operations.ts";
import { resolveRef } from "../lib/openapi/refs.ts";
import { createAnswerChecks } from "./answer-checks.ts";
import { runAuthCheck } from "./auth-check.ts";
import type { Baseline } from "./baseline.ts";
import { createVerifyClient } from "./clients.ts";
import { VerifyUsageError } from "./errors.ts";
import type { NegativeCase } from "./expected-answers.ts";
import { createInProcessEngine, type Engine } from "./in-process-engine.ts";
import { createJudge } from "./judge.ts";
import { createJudgingSession } from "./judging-session.ts";
import { runNegative } from "./negative.ts";
import { createPrismEngine } from "./prism-engine.ts";
import { createRecorder } from "./recorder.ts";
import type { Report } from "./report.ts";
import { buildReport } from "./report-build.ts";
import { authenticate, checkReachable, concretePath, send } from "./sending.ts";
import type { Credentials } from "./settings.ts";
import { specContext } from "./spec-context.ts";
import { depthOrder, type PlannedCall, type Sender, TrafficPlan } from "./traffic-plan.ts";
import { runWriteScenarios } from "./write-scenarios.ts";

export interface VerifyOptions {
  api: string;
  /** The target's base URL (as an app's `baseUrl`). */
  target: string;
  /** The engine that does the schema validation (the answer checks are the same for both). */
  engine: "prism" | "in-process";
  /** Also run the create/read/update/delete scenarios (sandboxes only). */
  write: boolean;
  /** Also send requests that break the spec, one constraint each (bodies only with `write`). */
  negative?: boolean;
  /** `--param name=value`: values of parameters, by name. */
  params: ReadonlyMap<string, string>;
  /** `--header name=value`: headers sent on every request. */
  headers: Record<string, string>;
  credentials: Credentials;
  /** Longest time one call may take; default 30 s. */
  timeoutMs?: number;
  baseline?: Baseline;
  /** Where each credential came from (settings.ts's settingOrigins), for messages and the report. */
  origins?: ReadonlyMap<keyof Credentials, string>;
  /**
   * Also judge every exchange with the other engine and report each exchange on which the two
   * disagree (where their findings are) in `engineDifferences`.
   */
  compareEngines?: boolean;
  /** `--max-time`: an answer slower than this is a finding. */
  maxTimeMs?: number;
  /** `--auth-check`: each read operation sent once more without credentials must be refused. */
  authCheck?: boolean;
  /** The largest body read; default 8 MiB (recorder.ts). */
  maxBodyBytes?: number;
  /** Progress lines (already redacted). */
  log?: (line: string) => void;
}

/**
 * Runs the verification and returns its report.
 * @throws {VerifyUsageError} for an unknown API or missing settings
 * @throws {VerifyTargetError} when the target cannot be reached or refuses the login
 */
export async function verify(options: VerifyOptions): Promise<Report> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const timeoutMs = options.timeoutMs ?? 30_000;
  const entry = loadApis().find((a) => a.name === options.api);
  if (entry === undefined) {
    const names = loadApis().map((a) => a.name);
    throw new VerifyUsageError(`unknown API '${options.api}': it must be one of ${names.join(", ")}`);
  }
  // The settings first (a missing credential is the user's to fix before any traffic), then the target.
  const origins = options.origins ?? new Map<keyof Credentials, string>();
  const clientSettings = {
    api: options.api,
    credentials: options.credentials,
    headers: options.headers,
    timeoutMs,
    origin: (key: keyof Credentials) => origins.get(key) ?? key,
  };
  createVerifyClient({ ...clientSettings, baseUrl: options.target, fetch: globalFetch });
  await checkReachable(options.target, Math.min(timeoutMs, 10_000));
  const context = specContext(options.api);
  const { spec, operations, validator } = context;

  // Straight to the target: what it sends is what is judged (recorder.ts).
  const recorder = createRecorder(globalFetch, { maxBytes: options.maxBodyBytes });
  const client = createVerifyClient({ ...clientSettings, baseUrl: options.target, fetch: recorder.fetch });
  const engineOf = async (name: Engine["name"]): Promise<Engine> =>
    name === "prism" ? createPrismEngine(await context.prism()) : createInProcessEngine(validator);
  const engine = await engineOf(options.engine);
  const checks = createAnswerChecks({
    ...(context.xsd !== undefined && { xsd: context.xsd }),
    roots: context.roots,
    ...(client.signer !== undefined && { signer: client.signer }),
  });
  const judge = createJudge(validator, engine, checks, options.maxTimeMs);
  const other = options.compareEngines
    ? createJudge(
        validator,
        await engineOf(options.engine === "prism" ? "in-process" : "prism"),
        checks,
        options.maxTimeMs,
      )
    : undefined;
  const session = createJudgingSession(recorder, judge, other, engine.name);
  const { seen, seenOf, unmatched, engineDifferences } = session;
  const judgeNew = session.judgeNew;

  log(
    client.logsIn
      ? `logging in for ${options.api} with ${client.credential}`
      : `sending with ${client.credential}`,
  );
  const token = await authenticate(client, options.api);
  await judgeNew();

  const environment = new Map<string, string>();
  // The project ID is the tenant of the APIs whose paths take one, and nothing else's.
  if (options.credentials.projectId !== undefined && client.takesTenant)
    for (const name of ["tenant_id", "tenantId", "project_id"])
      environment.set(name, options.credentials.projectId);
  if (token !== undefined) environment.set("X-Subject-Token", token);
  const plan = new TrafficPlan(options.api, operations, options.params, environment);

  const userAccept = Object.keys(options.headers).some((name) => name.toLowerCase() === "accept");
  const sender: Sender = async (call, body) => {
    seenOf(call.operation.operationId).call ??= call;
    await send(client.raw, call, { timeoutMs, userAccept }, body);
    return judgeNew(call);
  };

  for (const operation of depthOrder(operations.filter(isRead))) {
    const call = plan.resolve(operation);
    const s = seenOf(operation.operationId);
    if (call.missing.length > 0) {
      s.reason = `no value for ${call.missing.join(", ")}: give it with --param ${call.missing[0]}=...`;
      continue;
    }
    log(`${operation.method} ${concretePath(call)}`);
    const exchanges = await sender(call);
    const last = exchanges.at(-1)?.response;
    if (operation.method === "GET" && last !== undefined && last.status >= 200 && last.status < 300)
      plan.learn(call, concretePath(call), last.body);
  }
  if (options.authCheck === true)
    await runAuthCheck({
      operations,
      seen,
      fetch: recorder.fetch,
      signer: client.signer,
      timeoutMs,
      judge: judgeNew,
      log,
    });
  const sendCase = async (call: PlannedCall, negative: NegativeCase, body?: unknown) => {
    seenOf(call.operation.operationId).call ??= call;
    await send(client.raw, call, { timeoutMs, userAccept }, body);
    return judgeNew(call, negative);
  };
  if (options.write)
    await runWriteScenarios({
      api: options.api,
      operations,
      plan,
      send: sender,
      sendExpecting: sendCase,
      log,
    });
  if (options.negative === true)
    await runNegative({
      api: options.api,
      operations,
      plan,
      write: options.write,
      send: (call) => sender(call),
      sendNegative: sendCase,
      resolve: (node) => resolveRef(spec, node),
      log,
    });

  const report = buildReport(
    {
      api: options.api,
      target: options.target,
      write: options.write,
      negative: options.negative === true,
      baseline: options.baseline,
      settings: [...origins.values()],
      credential: client.credential,
    },
    operations,
    seen,
    unmatched,
    {
      engine: engine.name,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
    },
  );
  return options.compareEngines ? { ...report, engineDifferences } : report;
}
