/**
 * `--write`: create, read, update and delete scenarios, for sandboxes only, derived from the
 * spec (write-plan.ts says which creates a run may send). For each: create with the request
 * body's example (write-bodies.ts: named `svc-verify-<random>`, its references to other
 * resources given the values the run knows), take the new ID from `Location` or the body and
 * record it in the ledger at once, read it (and what is under it), update it (PUT or PATCH with
 * its example, renamed the same way), and, with `--negative`, probe its create and updates with
 * bodies that break the spec (each create probe named too, each update probe sent to this
 * resource) and its paths with methods the spec does not document. Then the ledger deletes
 * everything the scenario created, newest first, in a `finally`: a failed step, or a signal,
 * still cleans up. A write the target refuses is a setup problem, explained (refusal.ts).
 */
import { randomBytes } from "node:crypto";
import type { SpecOperation } from "../lib/openapi/operations.ts";
import { idFields } from "./api-knowledge.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { Ledger } from "./ledger.ts";
import { bodyCases, methodProbe } from "./negative.ts";
import type { Exchange } from "./recorder.ts";
import { type BodyMember, explainRefusal } from "./refusal.ts";
import type { Refusal } from "./report.ts";
import { concretePath } from "./sending.ts";
import type { PlannedCall, Sender, TrafficPlan } from "./traffic-plan.ts";
import { buildBody } from "./write-bodies.ts";
import { type CreatePlan, NO_DELETE } from "./write-plan.ts";

export interface WriteContext {
  api: string;
  operations: readonly SpecOperation[];
  plans: readonly CreatePlan[];
  plan: TrafficPlan;
  send: Sender;
  /** Sends a call whose answer is judged as a case's (a probe). */
  sendCase: (call: PlannedCall, expected: NegativeCase, body?: unknown) => Promise<Exchange[]>;
  ledger: Ledger;
  /** `--allow-leftovers`: also send creates the spec cannot delete (and POST method probes). */
  allowLeftovers: boolean;
  /** `--negative`: also the body and method probes of the run's own resources. */
  negative: boolean;
  resolve: (node: unknown) => unknown;
  /** Records why an operation was not sent. */
  notSent(operationId: string, reason: string): void;
  /** Records a write the target refused, explained. */
  refused(operationId: string, refusal: Refusal): void;
  /** The credential sent, as the report names it. */
  credential: string;
  cleanupCommand: string;
  log: (line: string) => void;
  /** Throws when a signal stopped the run, before a scenario starts (so none is announced). */
  checkStopped?: () => void;
}

const lastSegment = (url: string) => new URL(url, "http://host/").pathname.split("/").filter(Boolean).at(-1);

/** The ID of a created resource: the `Location` header's last segment, else an ID field of the body. */
export function createdId(api: string, param: string, exchange: Exchange | undefined): string | undefined {
  const response = exchange?.response;
  if (response === undefined || response.status < 200 || response.status >= 300) return undefined;
  const location = response.headers.get("location");
  if (location) return lastSegment(location);
  const fields = [...new Set([...idFields(api, param), "id"])];
  if (response.body.trimStart().startsWith("<")) {
    // An XML answer (DNS's CreateHostedZoneResponse): the first element holding an ID field.
    for (const field of fields) {
      const found = new RegExp(`<(?:[\\w.-]+:)?${field}>([^<]+)</`).exec(response.body)?.[1]?.trim();
      if (found) return found.includes("/") ? lastSegment(found) : found;
    }
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return undefined;
  }
  const candidates = [body, ...(typeof body === "object" && body !== null ? Object.values(body) : [])];
  for (const candidate of candidates) {
    if (typeof candidate !== "object" || candidate === null) continue;
    for (const field of fields) {
      const value = (candidate as Record<string, unknown>)[field];
      if (typeof value === "string" && value !== "")
        return /^https?:/.test(value) ? lastSegment(value) : value;
    }
  }
  return undefined;
}

const isSuccess = (exchange: Exchange | undefined) =>
  exchange?.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;

/** Every member of a body value named `from` (a probe's name) renamed `to`. */
const withName = (body: unknown, from: string, to: string): unknown =>
  JSON.parse(JSON.stringify(body ?? null).replaceAll(JSON.stringify(from), JSON.stringify(to)));

export async function runWriteScenarios(context: WriteContext): Promise<void> {
  const { api, plan, send, ledger, log } = context;
  const known = (name: string) => plan.known(name);

  /** The call of `op` on the run's own resource `id`. */
  const ownCall = (op: SpecOperation, param: string, id: string): PlannedCall => {
    const call = plan.resolve(op);
    call.path[param] = id;
    const entry = call.parameters.find((p) => p.name === param && p.in === "path");
    if (entry !== undefined) Object.assign(entry, { value: id, source: "discovered" });
    else call.parameters.push({ name: param, in: "path", value: id, source: "discovered" });
    call.missing = call.missing.filter((name) => name !== param);
    return call;
  };

  /** Explains a write the target refused (a 4xx); a 5xx or no answer is a finding already. */
  const explain = (operationId: string, exchange: Exchange | undefined, members: readonly BodyMember[]) => {
    const response = exchange?.response;
    if (exchange === undefined || response === undefined || response.status < 400 || response.status >= 500)
      return;
    const refusal = explainRefusal({
      method: exchange.request.method,
      path: new URL(exchange.request.url).pathname,
      status: response.status,
      body: response.body,
      contentType: response.headers.get("content-type"),
      members,
      credential: context.credential,
      cleanupCommand: context.cleanupCommand,
    });
    context.refused(operationId, refusal);
    log(
      `--write: ${operationId} refused: HTTP ${refusal.status}${refusal.message ? ` (${refusal.message})` : ""}. ${refusal.fix}`,
    );
  };

  /** Records what a create (a scenario's or an accepted probe's) made; false when no ID came. */
  const recordCreated = (target: CreatePlan, exchange: Exchange | undefined, name: string | undefined) => {
    if (!isSuccess(exchange)) return undefined;
    const id = createdId(api, target.param, exchange);
    const createCall = plan.resolve(target.create);
    if (id === undefined) {
      ledger.unidentified(target.create.operationId, name, concretePath(createCall), target.item);
      return undefined;
    }
    ledger.record({
      operationId: target.create.operationId,
      ...(name !== undefined && { name }),
      id,
      path: `${concretePath(createCall)}/${encodeURIComponent(id)}`,
      template: target.item,
      ...(target.remove !== undefined && { remove: ownCall(target.remove, target.param, id) }),
      ...(target.read !== undefined && { read: ownCall(target.read, target.param, id) }),
    });
    return id;
  };

  /** Why the writes on a resource the run did not get to create were not sent. */
  const noResource = (target: CreatePlan, why: string) => {
    for (const op of target.itemOps.filter((o) => o.method !== "GET" && o.method !== "HEAD"))
      context.notSent(
        op.operationId,
        `not sent: it acts on a resource of ${target.create.operationId}, and the run has none of its own (${why})`,
      );
  };

  for (const target of context.plans) {
    context.checkStopped?.();
    const { create, param, item } = target;
    if (target.remove === undefined && !context.allowLeftovers) {
      context.notSent(create.operationId, NO_DELETE);
      noResource(target, `${create.operationId} is not sent: the spec documents no delete for it`);
      continue;
    }
    const createCall = plan.resolve(create);
    if (createCall.missing.length > 0) {
      const why = `no value for ${createCall.missing.join(", ")}: give it with --param ${createCall.missing[0]}=...`;
      context.notSent(create.operationId, why);
      noResource(target, `${create.operationId}: ${why}`);
      continue;
    }
    const name = `svc-verify-${randomBytes(4).toString("hex")}`;
    const body = buildBody(create.body?.example, name, known);
    log(`--write: ${create.operationId} ${name}`);
    const mark = ledger.mark();
    try {
      const answer = (await send(createCall, body.value)).at(-1);
      const id = recordCreated(target, answer, name);
      if (id === undefined) {
        explain(create.operationId, answer, body.members);
        noResource(
          target,
          isSuccess(answer)
            ? `${create.operationId}'s answer gave no ID the run could read`
            : `${create.operationId} answered ${answer?.response === undefined ? "nothing" : `HTTP ${answer.response.status}`}`,
        );
        continue;
      }
      // The item and what is under it (a secret's payload), read back while it exists.
      for (const op of context.operations.filter(
        (o) => o.method === "GET" && (o.path === item || o.path.startsWith(`${item}/`)),
      ))
        await send(ownCall(op, param, id));
      const updates = target.itemOps.filter((o) => (o.method === "PUT" || o.method === "PATCH") && o.body);
      for (const op of updates) {
        const update = buildBody(op.body?.example, `${name}-updated`, known);
        explain(op.operationId, (await send(ownCall(op, param, id), update.value)).at(-1), update.members);
      }
      if (!context.negative) continue;
      for (const op of updates) {
        const base = buildBody(op.body?.example, `${name}-p`, known).value;
        for (const [index, negative] of bodyCases(op, context.resolve, base).entries()) {
          log(`--negative: ${op.operationId} ${negative.rule}`);
          await context.sendCase(
            ownCall(op, param, id),
            negative,
            withName(negative.body, `${name}-p`, `${name}-p${index}`),
          );
        }
      }
      const paths = [...new Set(context.operations.map((o) => o.path))].filter(
        (path) => path === item || path.startsWith(`${item}/`),
      );
      for (const path of paths) {
        const documented = context.operations.filter((o) => o.path === path);
        const first = documented[0];
        if (first === undefined) continue;
        const call = ownCall(first, param, id);
        if (call.missing.length > 0) continue;
        const probe = methodProbe(documented, call, context.allowLeftovers);
        if (probe === undefined) continue;
        log(`--negative: ${probe.negative.sent} ${path} of ${name}, which the spec does not document`);
        await context.sendCase(probe.call, probe.negative, {});
      }
      const base = buildBody(create.body?.example, `${name}-p`, known).value;
      for (const [index, negative] of bodyCases(create, context.resolve, base).entries()) {
        const probeName = `${name}-p${index}`;
        const sent = withName(negative.body, `${name}-p`, probeName);
        log(`--negative: ${create.operationId} ${negative.rule}`);
        const accepted = (await context.sendCase(createCall, negative, sent)).at(-1);
        // A create the target accepted anyway: recorded, and deleted with the scenario.
        recordCreated(
          target,
          accepted,
          JSON.stringify(sent).includes(JSON.stringify(probeName)) ? probeName : undefined,
        );
      }
    } finally {
      await ledger.unwind(mark);
    }
  }
}
