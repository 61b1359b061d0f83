/**
 * One run of `npm run verify`, its steps each in a module of its own: planning (traffic-plan.ts,
 * write-plan.ts, write-scenarios.ts, negative.ts), sending (sending.ts, through the API's client
 * on the recording transport, straight to the target), judging (judge.ts: the engine and the
 * checks of checks.ts) and reporting (report-build.ts). This module only runs them in order:
 * say what `--write` will create and leave, authenticate, send every read operation of the spec
 * with discovered parameters (and, with `--write`, the write scenarios; with `--negative`, the
 * negative cases), judge every exchange as it comes, delete what the run created (ledger.ts),
 * and return the report. A signal (`options.signal`) stops new traffic; the deletes still run.
 * `cleanup` is `--cleanup`: it removes the svc-verify- resources a crashed run left.
 */
import { globalFetch } from "../../src/core/fetch-policy.ts";
import { loadApis } from "../lib/api-registry.ts";
import { isRead } from "../lib/openapi/operations.ts";
import { resolveRef } from "../lib/openapi/refs.ts";
import { runAuthCheck } from "./auth-check.ts";
import type { Baseline } from "./baseline.ts";
import { CHECKS, type Check } from "./checks.ts";
import { createVerifyClient } from "./clients.ts";
import { readItems } from "./discovery.ts";
import { RunStopped, VerifyUsageError } from "./errors.ts";
import type { NegativeCase } from "./expected-answers.ts";
import { createInProcessEngine, type Engine } from "./in-process-engine.ts";
import { createJudge } from "./judge.ts";
import { createJudgingSession } from "./judging-session.ts";
import { createLedger } from "./ledger.ts";
import { runNegative } from "./negative.ts";
import { createPrismEngine } from "./prism-engine.ts";
import { createRecorder, type Exchange } from "./recorder.ts";
import type { Leftover, Report } from "./report.ts";
import { buildReport } from "./report-build.ts";
import { authenticate, checkReachable, concretePath, send } from "./sending.ts";
import type { Credentials } from "./settings.ts";
import { specContext } from "./spec-context.ts";
import { depthOrder, type PlannedCall, type Sender, TrafficPlan } from "./traffic-plan.ts";
import { announce, createPlans } from "./write-plan.ts";
import { runWriteScenarios } from "./write-scenarios.ts";

export interface VerifyOptions {
  api: string;
  /** The target's base URL (as an app's `baseUrl`). */
  target: string;
  /** The engine that does the schema validation (the other checks are the same for both). */
  engine: "prism" | "in-process";
  /** Also run the create/read/update/delete scenarios (sandboxes only). */
  write: boolean;
  /** Also send creates the spec documents no delete for, listing what they leave. */
  allowLeftovers?: boolean;
  /** Also send requests that break the spec, one constraint each (bodies only with `write`). */
  negative?: boolean;
  /** `--param name=value`: values of parameters (and of body members), by name. */
  params: ReadonlyMap<string, string>;
  /** `--header name=value`: headers sent on every request. */
  headers: Record<string, string>;
  credentials: Credentials;
  /** Longest time one call may take; default 30 s. */
  timeoutMs?: number;
  baseline?: Baseline;
  /** The checks that judge (`--checks`); default every check of checks.ts. */
  checks?: readonly Check[];
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
  /** Aborted by a signal: no new request goes out, what the run created is deleted, the report says so. */
  signal?: AbortSignal;
  /** Progress lines (already redacted). */
  log?: (line: string) => void;
  /** What the run says before it sends anything (what `--write` creates and leaves), even when quiet. */
  announce?: (line: string) => void;
}

/** The command that removes the svc-verify- resources runs against `target` left. */
export const cleanupCommand = (api: string, target: string) =>
  `npm run verify -- ${api} --target ${target} --cleanup`;

/** What a run and a cleanup share: the client on the recorder, the judging, the plan, the senders. */
async function prepare(options: VerifyOptions) {
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
  await createVerifyClient({ ...clientSettings, baseUrl: options.target, fetch: globalFetch });
  const context = specContext(options.api);
  const { spec, operations, validator } = context;
  const plans = options.write ? createPlans(operations) : [];
  if (options.write)
    for (const line of announce(plans, options.allowLeftovers === true)) options.announce?.(line);
  await checkReachable(options.target, Math.min(timeoutMs, 10_000));

  // Straight to the target: what it sends is what is judged (recorder.ts).
  const recorder = createRecorder(globalFetch, { maxBytes: options.maxBodyBytes });
  const client = await createVerifyClient({
    ...clientSettings,
    baseUrl: options.target,
    fetch: recorder.fetch,
  });
  const engineOf = async (name: Engine["name"]): Promise<Engine> =>
    name === "prism" ? createPrismEngine(await context.prism()) : createInProcessEngine(validator);
  const engine = await engineOf(options.engine);
  const statuses = new Map(operations.map((op) => [op.operationId, op.statuses]));
  const settings = {
    ...(context.xsd !== undefined && { xsd: context.xsd }),
    roots: context.roots,
    xmlAnswers: context.xmlAnswers,
    validator,
    ...(client.signer !== undefined && { signer: client.signer }),
    ...(options.maxTimeMs !== undefined && { maxTimeMs: options.maxTimeMs }),
    statuses: (operationId: string) => statuses.get(operationId) ?? [],
  };
  const checks = options.checks ?? CHECKS;
  const judge = createJudge(validator, engine, settings, checks);
  const other = options.compareEngines
    ? createJudge(
        validator,
        await engineOf(options.engine === "prism" ? "in-process" : "prism"),
        settings,
        checks,
      )
    : undefined;
  const session = createJudgingSession(recorder, judge, other, engine.name);

  log(
    client.logsIn
      ? `logging in for ${options.api} with ${client.credential}`
      : `sending with ${client.credential}`,
  );
  const token = await authenticate(client, options.api);
  await session.judgeNew();

  const environment = new Map<string, string>();
  // The project ID is the tenant of the APIs whose paths take one, and nothing else's.
  if (options.credentials.projectId !== undefined && client.takesTenant)
    for (const name of ["tenant_id", "tenantId", "project_id"])
      environment.set(name, options.credentials.projectId);
  if (token !== undefined) environment.set("X-Subject-Token", token);
  const plan = new TrafficPlan(options.api, operations, options.params, environment);

  const userAccept = Object.keys(options.headers).some((name) => name.toLowerCase() === "accept");
  const checkStopped = () => {
    if (options.signal?.aborted === true) throw new RunStopped("stopped by a signal");
  };
  /** Sends a call and judges what it made; `stoppable`: refused once a signal came (deletes are not). */
  const sendWith =
    (stoppable: boolean) =>
    async (call: PlannedCall, negative?: NegativeCase, body?: unknown): Promise<Exchange[]> => {
      if (stoppable) checkStopped();
      session.seenOf(call.operation.operationId).call ??= call;
      await send(client.raw, call, { timeoutMs, userAccept }, body);
      return session.judgeNew(call, negative);
    };
  const stoppable = sendWith(true);
  const unstoppable = sendWith(false);
  return {
    log,
    timeoutMs,
    spec,
    operations,
    plans,
    recorder,
    client,
    engine,
    checks,
    session,
    plan,
    checkStopped,
    origins,
    /** An ordinary call (stopped by a signal). */
    sender: ((call, body) => stoppable(call, undefined, body)) as Sender,
    /** A probe: its answer judged as its case's (stopped by a signal). */
    sendCase: (call: PlannedCall, negative: NegativeCase, body?: unknown) => stoppable(call, negative, body),
    /** A delete, and the read after it: never stopped. */
    cleanupSender: ((call, body) => unstoppable(call, undefined, body)) as Sender,
    cleanupCase: (call: PlannedCall, negative: NegativeCase) => unstoppable(call, negative),
  };
}

/**
 * Runs the verification and returns its report.
 * @throws {VerifyUsageError} for an unknown API or missing settings
 * @throws {VerifyTargetError} when the target cannot be reached or refuses the login
 */
export async function verify(options: VerifyOptions): Promise<Report> {
  const started = Date.now();
  const run = await prepare(options);
  const { log, operations, plan, session, sender, sendCase } = run;
  const { seen, seenOf, unmatched, engineDifferences } = session;
  const cleanupCmd = cleanupCommand(options.api, options.target);
  const ledger = createLedger({
    send: run.cleanupSender,
    sendExpecting: run.cleanupCase,
    target: options.target,
    cleanupCommand: cleanupCmd,
    log,
  });
  let interrupted = false;
  try {
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
        fetch: run.recorder.fetch,
        signer: run.client.signer,
        timeoutMs: run.timeoutMs,
        judge: session.judgeNew,
        log,
        checkStopped: run.checkStopped,
      });
    const resolve = (node: unknown) => resolveRef(run.spec, node);
    if (options.write)
      await runWriteScenarios({
        api: options.api,
        operations,
        plans: run.plans,
        plan,
        send: sender,
        sendCase,
        ledger,
        allowLeftovers: options.allowLeftovers === true,
        negative: options.negative === true,
        resolve,
        notSent: (operationId, reason) => {
          seenOf(operationId).reason = reason;
        },
        refused: (operationId, refusal) => {
          seenOf(operationId).refusal ??= refusal;
        },
        credential: run.client.credential,
        cleanupCommand: cleanupCmd,
        log,
        checkStopped: run.checkStopped,
      });
    if (options.negative === true)
      await runNegative({
        operations,
        plan,
        write: options.write,
        allowLeftovers: options.allowLeftovers === true,
        probedInScenarios: new Set(
          run.plans.flatMap((target) => [
            target.create.operationId,
            ...target.itemOps
              .filter((op) => op.method === "PUT" || op.method === "PATCH")
              .map((op) => op.operationId),
          ]),
        ),
        sendNegative: sendCase,
        resolve,
        log,
      });
  } catch (error) {
    if (!(error instanceof RunStopped)) throw error;
    interrupted = true;
    log("stopped by a signal: deleting what the run created");
  } finally {
    await ledger.unwind();
  }

  const report = buildReport(
    {
      api: options.api,
      target: options.target,
      write: options.write,
      negative: options.negative === true,
      baseline: options.baseline,
      settings: [...run.origins.values()],
      credential: run.client.credential,
    },
    operations,
    seen,
    unmatched,
    {
      engine: run.engine.name,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      checks: run.checks.map((check) => check.id),
      created: ledger.created,
      leftovers: ledger.leftovers,
      ...(interrupted && { interrupted }),
    },
  );
  return options.compareEngines ? { ...report, engineDifferences } : report;
}

export interface CleanupResult {
  /** The svc-verify- resources found, each removed or left. */
  removed: { operationId: string; name: string; id: string }[];
  leftovers: Leftover[];
  /** Creates whose resources the cleanup could not look for, and why. */
  unsearchable: string[];
}

/**
 * `--cleanup`: lists the collection of every create of the spec and deletes, through the spec's
 * delete, every item whose name starts with `svc-verify-` (what a crashed or killed run left).
 * An item the spec has no delete for is listed as a leftover, with how to remove it.
 */
export async function cleanup(options: VerifyOptions): Promise<CleanupResult> {
  const run = await prepare({ ...options, write: false });
  const { plan, log } = run;
  const result: CleanupResult = { removed: [], leftovers: [], unsearchable: [] };
  for (const target of createPlans(run.operations)) {
    const { create, list, remove, param } = target;
    if (list === undefined) {
      result.unsearchable.push(`${create.operationId}: the spec documents no list of ${create.path}`);
      continue;
    }
    const call = plan.resolve(list);
    if (call.missing.length > 0) {
      result.unsearchable.push(
        `${create.operationId}: no value for ${call.missing.join(", ")} (give it with --param ${call.missing[0]}=...)`,
      );
      continue;
    }
    log(`--cleanup: ${list.method} ${concretePath(call)}`);
    const answer = (await run.cleanupSender(call)).at(-1)?.response;
    if (answer === undefined || answer.status < 200 || answer.status >= 300) {
      result.unsearchable.push(
        `${create.operationId}: ${list.operationId} answered ${answer === undefined ? "nothing" : `HTTP ${answer.status}`}`,
      );
      continue;
    }
    for (const item of readItems(options.api, param, answer.body)) {
      if (item.name?.startsWith("svc-verify-") !== true) continue;
      const path = `${concretePath(call)}/${encodeURIComponent(item.id)}`;
      if (remove === undefined) {
        result.leftovers.push({
          operationId: create.operationId,
          name: item.name,
          id: item.id,
          path,
          why: "the spec documents no delete for it",
          remove: `with the platform's own tools (the spec documents no delete for ${target.item})`,
        });
        continue;
      }
      const removal = plan.resolve(remove);
      removal.path[param] = item.id;
      log(`--cleanup: deleting ${item.name} (${remove.operationId} ${item.id})`);
      const status = (await run.cleanupSender(removal)).at(-1)?.response?.status;
      if (status !== undefined && status >= 200 && status < 300)
        result.removed.push({ operationId: create.operationId, name: item.name, id: item.id });
      else
        result.leftovers.push({
          operationId: create.operationId,
          name: item.name,
          id: item.id,
          path,
          why: `its delete (${remove.operationId}) answered ${status === undefined ? "nothing" : `HTTP ${status}`}`,
          remove: `${remove.method} ${options.target}${path} (${remove.operationId})`,
        });
    }
  }
  return result;
}
