/**
 * `--negative`: requests that break the spec on purpose, one constraint at a time, to find
 * where the server is looser than the spec (or the spec stricter than the server). A server
 * that answers such a request with a success is a finding at the constraint's place
 * (`/request/query/limit`, `/request/body/group/name`); a refusal is what the spec promises.
 *
 * - Read operations (safe, so also in a read-only run): each query parameter with a
 *   constraint (minimum, maximum, minLength, maxLength, enum, pattern, integer, boolean) gets
 *   a value that breaks it, the other parameters as planned.
 * - With `--write`, request bodies: the body the run would send with one required member
 *   dropped, or one string member empty where the spec wants at least one character, or of
 *   another type. Only where whatever the server accepts can be undone: the probes of a create
 *   and of an update run in the write scenario (write-scenarios.ts), each create named
 *   `svc-verify-...` and deleted again with the scenario's resource, each update sent to the
 *   resource the run created; here, those of an operation that needs no credentials (a login),
 *   which creates nothing of the account's. Any other write is probed only with
 *   `--allow-leftovers`.
 * - With `--write`, on each path a method the spec does not document there (PATCH, else PUT,
 *   else POST with `--allow-leftovers`; never DELETE), sent with `{}`: here on the paths that
 *   name no resource (`/v3/groups`, or the project's own collection), in the write scenario on
 *   the paths of the resource the run created. Never on someone's real resource.
 *
 * Generic from the spec: the constraints are read from the schemas, never listed per API.
 */

import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import type { SpecOperation } from "../lib/openapi/operations.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { Exchange } from "./recorder.ts";
import type { PlannedCall, TrafficPlan } from "./traffic-plan.ts";

const escapePointer = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

/** Values that break one constraint of a query parameter's schema, each with the rule in words. */
function breakingValues(schema: JsonObject): { value: string; rule: string }[] {
  const cases: { value: string; rule: string }[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const numeric = types.includes("integer") || types.includes("number");
  if (numeric && typeof schema.minimum === "number")
    cases.push({ value: String(schema.minimum - 1), rule: `at least ${schema.minimum}` });
  if (numeric && typeof schema.maximum === "number")
    cases.push({ value: String(schema.maximum + 1), rule: `at most ${schema.maximum}` });
  if (numeric)
    cases.push({ value: "svc-verify", rule: types.includes("integer") ? "an integer" : "a number" });
  if (types.includes("boolean")) cases.push({ value: "svc-verify", rule: "a boolean" });
  if (typeof schema.minLength === "number" && schema.minLength > 0)
    cases.push({
      value: "",
      rule: `at least ${schema.minLength} character${schema.minLength === 1 ? "" : "s"} long`,
    });
  if (typeof schema.maxLength === "number")
    cases.push({
      value: "x".repeat(schema.maxLength + 1),
      rule: `at most ${schema.maxLength} characters long`,
    });
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === "string"))
    cases.push({ value: "svc-verify-not-listed", rule: `one of ${schema.enum.join(", ")}` });
  if (typeof schema.pattern === "string") {
    const value = "svc verify!";
    if (!new RegExp(schema.pattern, "u").test(value))
      cases.push({ value, rule: `matching ${schema.pattern}` });
  }
  return cases;
}

/** The query cases of a read operation. */
export function queryCases(operation: SpecOperation): NegativeCase[] {
  return operation.parameters
    .filter((p) => p.in === "query")
    .flatMap((p) =>
      breakingValues(p.schema).map(({ value, rule }) => ({
        kind: "data" as const,
        where: `/request/query/${escapePointer(p.name)}`,
        rule: `${p.name} must be ${rule}`,
        sent: JSON.stringify(value),
        query: { name: p.name, value },
      })),
    );
}

/** `root` with the value at `path` replaced (or, with `undefined`, removed): a copy. */
function withValue(root: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  if (!isJsonObject(root)) return root;
  const [head = "", ...rest] = path;
  const copy: JsonObject = { ...root };
  if (rest.length === 0 && value === undefined) delete copy[head];
  else copy[head] = withValue(root[head], rest, value);
  return copy;
}

/**
 * The body cases of a write operation, from `base` (the body the run would send; default the
 * spec's example): for the body's object and, where the body wraps one object
 * (`{"group": {...}}`), that object too: each required member dropped, each string member with
 * minLength made empty, each string member given a number. A mistyped string is written
 * `must be a string`, not `name: a string`: a member named like a secret (`password`) followed
 * by `: ` reads as a secret to redaction.
 */
export function bodyCases(
  operation: SpecOperation,
  resolve: (node: unknown) => unknown,
  base: unknown = operation.body?.example,
): NegativeCase[] {
  const example = base;
  const schema = resolve(operation.body?.schema);
  if (!isJsonObject(example) || !isJsonObject(schema)) return [];
  const cases: NegativeCase[] = [];
  const visit = (node: JsonObject, value: JsonObject, path: string[], depth: number) => {
    const properties = isJsonObject(node.properties) ? node.properties : {};
    const required = Array.isArray(node.required) ? node.required.filter((r) => typeof r === "string") : [];
    for (const name of Object.keys(value)) {
      const where = `/request/body/${[...path, name].map(escapePointer).join("/")}`;
      const member = resolve(properties[name]);
      if (!isJsonObject(member)) continue;
      if (required.includes(name))
        cases.push({
          kind: "data",
          where,
          rule: `${name} is required`,
          sent: "(left out)",
          body: withValue(example, [...path, name], undefined),
        });
      if (member.type === "string" && typeof member.minLength === "number" && member.minLength > 0)
        cases.push({
          kind: "data",
          where,
          rule: `${name} must have at least ${member.minLength} character${member.minLength === 1 ? "" : "s"}`,
          sent: '""',
          body: withValue(example, [...path, name], ""),
        });
      if (member.type === "string")
        cases.push({
          kind: "data",
          where,
          rule: `${name} must be a string`,
          sent: "12345",
          body: withValue(example, [...path, name], 12345),
        });
      const inner = value[name];
      if (depth === 0 && isJsonObject(inner) && Object.keys(value).length === 1)
        visit(member, inner, [...path, name], 1);
    }
  };
  visit(schema, example, [], 0);
  return cases;
}

export type NegativeSender = (
  call: PlannedCall,
  negative: NegativeCase,
  body?: unknown,
) => Promise<Exchange[]>;

export interface NegativeContext {
  operations: readonly SpecOperation[];
  plan: TrafficPlan;
  write: boolean;
  /** `--allow-leftovers`: also probe writes whose effect the run cannot undo, and POST undocumented methods. */
  allowLeftovers: boolean;
  /** Operations whose body probes the write scenarios send (creates and updates). */
  probedInScenarios: ReadonlySet<string>;
  /** Sends a negative case (its answer judged as one). */
  sendNegative: NegativeSender;
  resolve: (node: unknown) => unknown;
  log: (line: string) => void;
}

/** The methods a probe may try on a path that does not document them, least harmful first (never DELETE). */
export const undocumentedMethods = (allowLeftovers: boolean): readonly string[] =>
  allowLeftovers ? ["PATCH", "PUT", "POST"] : ["PATCH", "PUT"];

/**
 * The method probe of one path, if it has a method to try: that method, the planned call of the
 * path's first operation made with it, and its case.
 */
export function methodProbe(
  documented: readonly SpecOperation[],
  call: PlannedCall,
  allowLeftovers: boolean,
): { call: PlannedCall; negative: NegativeCase } | undefined {
  const base = documented[0];
  const method = undocumentedMethods(allowLeftovers).find((m) => !documented.some((op) => op.method === m));
  if (method === undefined || base === undefined) return undefined;
  return {
    call: { ...call, operation: { ...base, method: method as SpecOperation["method"], accepts: [] } },
    negative: {
      kind: "method",
      where: "/request/method",
      rule: `the spec documents no ${method} for ${base.path}`,
      sent: method,
    },
  };
}

/**
 * The method probes of the paths that name no resource of anyone's: no path parameter, or only
 * the project's own (from the settings).
 */
async function sharedPathProbes(context: NegativeContext): Promise<void> {
  const { operations, plan, sendNegative, log } = context;
  for (const path of new Set(operations.map((op) => op.path))) {
    const documented = operations.filter((op) => op.path === path);
    const base = documented[0];
    if (base === undefined) continue;
    const planned = plan.resolve(base);
    if (planned.missing.length > 0) continue;
    if (planned.parameters.some((p) => p.in === "path" && p.source !== "environment")) continue;
    const probe = methodProbe(documented, planned, context.allowLeftovers);
    if (probe === undefined) continue;
    log(`--negative: ${probe.negative.sent} ${path}, which the spec does not document`);
    await sendNegative(probe.call, probe.negative, {});
  }
}

/** Sends the negative cases of this module: query cases of reads; body cases of logins; method probes. */
export async function runNegative(context: NegativeContext): Promise<void> {
  const { operations, plan, sendNegative, log } = context;
  for (const operation of operations) {
    const read = operation.method === "GET" || operation.method === "HEAD";
    if (!read && (!context.write || context.probedInScenarios.has(operation.operationId))) continue;
    if (!read && operation.secured && !context.allowLeftovers) {
      if (operation.body !== undefined)
        log(
          `--negative: not probing ${operation.operationId}: a write the run cannot undo (--allow-leftovers probes it)`,
        );
      continue;
    }
    const planned = plan.resolve(operation);
    if (planned.missing.length > 0) continue;
    const cases = read ? queryCases(operation) : bodyCases(operation, context.resolve);
    for (const negative of cases) {
      log(`--negative: ${operation.operationId} ${negative.rule}`);
      const call: PlannedCall = negative.query
        ? { ...planned, query: { ...planned.query, [negative.query.name]: negative.query.value } }
        : planned;
      await sendNegative(call, negative, negative.body);
    }
  }
  if (context.write) await sharedPathProbes(context);
}
