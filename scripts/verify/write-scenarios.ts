/**
 * `--write`: create, read, update and delete scenarios, for sandboxes only, derived from the
 * spec. For every POST on a collection (`POST /v3/groups`, the data store's
 * `POST /classes/{className}`) whose item path has operations (`/v3/groups/{group_id}`): create with the request body's example (its `name` replaced by a
 * recognisable `svc-verify-<random>`), take the new ID from `Location` or the body, read it (and what is under it),
 * update it (PUT or PATCH with its example, renamed the same way), and delete it. The delete is
 * sent in a `finally`, so a failed step still cleans up; after a delete that succeeded, a read of
 * the resource must answer 404.
 */
import { randomBytes } from "node:crypto";
import { isJsonObject } from "../lib/openapi/json.ts";
import type { SpecOperation } from "../lib/openapi/operations.ts";
import { itemPattern } from "../lib/openapi/paths.ts";
import { idFields } from "./api-knowledge.ts";
import type { NegativeCase } from "./expected-answers.ts";
import type { Exchange } from "./recorder.ts";
import type { PlannedCall, Sender, TrafficPlan } from "./traffic-plan.ts";

export interface WriteContext {
  api: string;
  operations: readonly SpecOperation[];
  plan: TrafficPlan;
  send: Sender;
  /** Sends a call whose answer must have one of the case's statuses (the read after a delete: 404). */
  sendExpecting: (call: PlannedCall, expected: NegativeCase) => Promise<Exchange[]>;
  log: (line: string) => void;
}

/**
 * `example` with its resource's `name` set to `name`: a string member `name` of the body, or of
 * the one object that wraps the resource (`{"group": {"name": ...}}`). Names deeper down (the
 * `secret_refs[].name` of a container) are the spec's vocabulary, not the resource's name, and
 * stay as they are.
 */
export function renamed(example: unknown, name: string): unknown {
  const rename = (value: unknown, depth: number): unknown => {
    if (!isJsonObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, member]) => [
        key,
        key === "name" && typeof member === "string" ? name : depth === 0 ? rename(member, 1) : member,
      ]),
    );
  };
  return rename(example, 0);
}

const lastSegment = (url: string) => new URL(url, "http://host/").pathname.split("/").filter(Boolean).at(-1);

/** The ID of a created resource: the `Location` header's last segment, else an ID field of the body. */
export function createdId(api: string, param: string, exchange: Exchange | undefined): string | undefined {
  const response = exchange?.response;
  if (response === undefined || response.status < 200 || response.status >= 300) return undefined;
  const location = response.headers.get("location");
  if (location) return lastSegment(location);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return undefined;
  }
  const fields = [...new Set([...idFields(api, param), "id"])];
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

export async function runWriteScenarios(context: WriteContext): Promise<void> {
  const { api, operations, plan, send, log } = context;
  // A create is a POST with a body on a collection whose items have operations of their own:
  // `POST /v3/groups` (items `/v3/groups/{group_id}`), and the data store's
  // `POST /classes/{className}` (items `/classes/{className}/{objectId}`).
  const creates = operations.filter((op) => op.method === "POST" && op.body !== undefined);
  for (const create of creates) {
    const itemOps = operations.filter((op) => itemPattern(create.path).test(op.path));
    const param = itemOps[0]?.path.slice(create.path.length + 2, -1);
    if (param === undefined) continue;
    const name = `svc-verify-${randomBytes(4).toString("hex")}`;
    const createCall = plan.resolve(create);
    if (createCall.missing.length > 0) continue;
    log(`--write: ${create.operationId} ${name}`);
    const id = createdId(api, param, (await send(createCall, renamed(create.body?.example, name))).at(-1));
    if (id === undefined) continue;
    const callOf = (op: SpecOperation) => {
      const call = plan.resolve(op);
      call.path[param] = id;
      const known = call.parameters.find((p) => p.name === param && p.in === "path");
      if (known !== undefined) Object.assign(known, { value: id, source: "discovered" });
      return call;
    };
    const remove = itemOps.find((op) => op.method === "DELETE");
    try {
      // The item and what is under it (a secret's payload), read back while it exists.
      const item = `${create.path}/{${param}}`;
      for (const op of operations.filter(
        (o) => o.method === "GET" && (o.path === item || o.path.startsWith(`${item}/`)),
      ))
        await send(callOf(op));
      for (const op of itemOps.filter((o) => (o.method === "PUT" || o.method === "PATCH") && o.body))
        await send(callOf(op), renamed(op.body?.example, `${name}-updated`));
    } finally {
      if (remove !== undefined) {
        const removed = (await send(callOf(remove))).at(-1)?.response?.status;
        // Gone means gone: a read of the deleted resource must answer 404.
        const read = itemOps.find((op) => op.method === "GET");
        if (read !== undefined && removed !== undefined && removed >= 200 && removed < 300)
          await context.sendExpecting(callOf(read), {
            where: "/response/status",
            rule: `a read of the resource ${remove.operationId} deleted`,
            sent: `${read.method} after ${remove.method}`,
            expect: [404],
          });
      }
    }
  }
}
