/**
 * `--negative`: requests that break the spec on purpose, one constraint at a time, to find
 * where the server is looser than the spec (or the spec stricter than the server). A server
 * that answers such a request with a success is a finding at the constraint's place
 * (`/request/query/limit`, `/request/body/group/name`); a refusal is what the spec promises.
 *
 * - Read operations (safe, so also in a read-only run): each query parameter with a
 *   constraint (minimum, maximum, minLength, maxLength, enum, pattern, integer, boolean) gets
 *   a value that breaks it, the other parameters as planned.
 * - With `--write`, request bodies: the example with one required member dropped, or one
 *   string member empty where the spec wants at least one character, or of another type. A
 *   create the server accepts anyway is deleted again at once.
 *
 * Generic from the spec: the constraints are read from the schemas, never listed per API.
 */

import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import type { SpecOperation } from "../lib/openapi/operations.ts";
import { itemPattern } from "../lib/openapi/paths.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { Exchange } from "./recorder.ts";
import type { PlannedCall, TrafficPlan } from "./traffic-plan.ts";
import { createdId } from "./write-scenarios.ts";

const escapePointer = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

/** Values that break one constraint of a query parameter's schema, each with the rule in words. */
function breakingValues(schema: JsonObject): { value: string; rule: string }[] {
  const cases: { value: string; rule: string }[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const numeric = types.includes("integer") || types.includes("number");
  if (numeric && typeof schema.minimum === "number")
    cases.push({ value: String(schema.minimum - 1), rule: `minimum ${schema.minimum}` });
  if (numeric && typeof schema.maximum === "number")
    cases.push({ value: String(schema.maximum + 1), rule: `maximum ${schema.maximum}` });
  if (numeric)
    cases.push({ value: "svc-verify", rule: types.includes("integer") ? "an integer" : "a number" });
  if (types.includes("boolean")) cases.push({ value: "svc-verify", rule: "a boolean" });
  if (typeof schema.minLength === "number" && schema.minLength > 0)
    cases.push({ value: "", rule: `minLength ${schema.minLength}` });
  if (typeof schema.maxLength === "number")
    cases.push({ value: "x".repeat(schema.maxLength + 1), rule: `maxLength ${schema.maxLength}` });
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === "string"))
    cases.push({ value: "svc-verify-not-listed", rule: `one of ${schema.enum.join(", ")}` });
  if (typeof schema.pattern === "string") {
    const value = "svc verify!";
    if (!new RegExp(schema.pattern, "u").test(value))
      cases.push({ value, rule: `pattern ${schema.pattern}` });
  }
  return cases;
}

/** The query cases of a read operation. */
export function queryCases(operation: SpecOperation): NegativeCase[] {
  return operation.parameters
    .filter((p) => p.in === "query")
    .flatMap((p) =>
      breakingValues(p.schema).map(({ value, rule }) => ({
        where: `/request/query/${escapePointer(p.name)}`,
        rule: `${p.name}: ${rule}`,
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
 * The body cases of a write operation: for the body's object and, where the body wraps one
 * object (`{"group": {...}}`), that object too: each required member dropped, each string
 * member with minLength made empty, each string member given a number.
 */
export function bodyCases(operation: SpecOperation, resolve: (node: unknown) => unknown): NegativeCase[] {
  const example = operation.body?.example;
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
          where,
          rule: `${name} is required`,
          sent: "(left out)",
          body: withValue(example, [...path, name], undefined),
        });
      if (member.type === "string" && typeof member.minLength === "number" && member.minLength > 0)
        cases.push({
          where,
          rule: `${name}: minLength ${member.minLength}`,
          sent: '""',
          body: withValue(example, [...path, name], ""),
        });
      if (member.type === "string")
        cases.push({
          where,
          rule: `${name}: a string`,
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
  api: string;
  operations: readonly SpecOperation[];
  plan: TrafficPlan;
  write: boolean;
  /** Sends a negative case (its answer judged as one). */
  sendNegative: NegativeSender;
  /** Sends an ordinary call (the clean-up). */
  send: (call: PlannedCall) => Promise<Exchange[]>;
  resolve: (node: unknown) => unknown;
  log: (line: string) => void;
}

/** The methods tried on a path that does not document them, least harmful first. */
const UNDOCUMENTED = ["PATCH", "PUT", "POST", "DELETE"] as const;

/**
 * With `--write` (sandboxes only): on each path of the spec, one method the spec does not
 * document there, sent with an empty JSON body; a success is a finding at `/request/method`.
 */
async function undocumentedMethods(context: NegativeContext): Promise<void> {
  const { operations, plan, sendNegative, log } = context;
  for (const path of new Set(operations.map((op) => op.path))) {
    const documented = operations.filter((op) => op.path === path);
    const method = UNDOCUMENTED.find((m) => !documented.some((op) => op.method === m));
    const base = documented[0];
    if (method === undefined || base === undefined) continue;
    const planned = plan.resolve(base);
    if (planned.missing.length > 0) continue;
    log(`--negative: ${method} ${path}, which the spec does not document`);
    const negative: NegativeCase = {
      where: "/request/method",
      rule: `the spec documents no ${method} for ${path}`,
      sent: method,
    };
    await sendNegative({ ...planned, operation: { ...base, method, accepts: [] } }, negative, {});
  }
}

/** Sends every negative case the run may send, cleaning up what a write created. */
export async function runNegative(context: NegativeContext): Promise<void> {
  const { api, operations, plan, send, sendNegative, log } = context;
  for (const operation of operations) {
    const read = operation.method === "GET" || operation.method === "HEAD";
    if (!read && !context.write) continue;
    const planned = plan.resolve(operation);
    if (planned.missing.length > 0) continue;
    const cases = read ? queryCases(operation) : bodyCases(operation, context.resolve);
    for (const negative of cases) {
      log(`--negative: ${operation.operationId} ${negative.rule}`);
      const call: PlannedCall = negative.query
        ? { ...planned, query: { ...planned.query, [negative.query.name]: negative.query.value } }
        : planned;
      const exchanges = await sendNegative(call, negative, negative.body);
      if (operation.method !== "POST") continue;
      // A create the server accepted anyway: delete what it made.
      const item = itemPattern(operation.path);
      const remove = operations.find((op) => op.method === "DELETE" && item.test(op.path));
      const param = remove === undefined ? undefined : item.exec(remove.path)?.[1];
      const id = param === undefined ? undefined : createdId(api, param, exchanges.at(-1));
      if (remove === undefined || param === undefined || id === undefined) continue;
      const cleanup = plan.resolve(remove);
      cleanup.path[param] = id;
      await send(cleanup);
    }
  }
  if (context.write) await undocumentedMethods(context);
}
