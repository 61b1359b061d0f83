/**
 * What `--write` may create, read from the spec, and said before anything is sent. A create is
 * a POST with a body on a collection whose items have operations of their own (`POST /v3/groups`,
 * items `/v3/groups/{group_id}`; the data store's `POST /classes/{className}`, items
 * `/classes/{className}/{objectId}`). A run creates only what it can delete again through the
 * spec: a create whose item has no DELETE is not sent, unless `--allow-leftovers` says the
 * tester accepts what it leaves (each leftover is then listed with its ID at the end).
 */
import type { SpecOperation } from "../lib/openapi/operations.ts";
import { itemPattern } from "../lib/openapi/paths.ts";

export interface CreatePlan {
  create: SpecOperation;
  /** The item's path parameter (`group_id`). */
  param: string;
  /** The item's path template (`/v3/groups/{group_id}`). */
  item: string;
  /** The operations on the item itself. */
  itemOps: SpecOperation[];
  /** The spec's delete of an item, if it documents one. */
  remove?: SpecOperation;
  /** The spec's read of an item. */
  read?: SpecOperation;
  /** The spec's list of the collection (a GET on the create's path), where `--cleanup` looks. */
  list?: SpecOperation;
}

/** Every create of the spec, in the spec's order. */
export function createPlans(operations: readonly SpecOperation[]): CreatePlan[] {
  const plans: CreatePlan[] = [];
  for (const create of operations.filter((op) => op.method === "POST" && op.body !== undefined)) {
    const pattern = itemPattern(create.path);
    const itemOps = operations.filter((op) => pattern.test(op.path));
    const first = itemOps[0];
    if (first === undefined) continue;
    const param = first.path.slice(create.path.length + 2, -1);
    const remove = itemOps.find((op) => op.method === "DELETE");
    const read = itemOps.find((op) => op.method === "GET");
    const list = operations.find((op) => op.method === "GET" && op.path === create.path);
    plans.push({
      create,
      param,
      item: `${create.path}/{${param}}`,
      itemOps,
      ...(remove !== undefined && { remove }),
      ...(read !== undefined && { read }),
      ...(list !== undefined && { list }),
    });
  }
  return plans;
}

/** Why a create is not sent without `--allow-leftovers`. */
export const NO_DELETE =
  "not sent: the spec documents no delete for what it creates, so the run could not remove it (--allow-leftovers sends it and lists what it leaves)";

/** The lines that say, before anything is sent, what `--write` will create and what it will leave. */
export function announce(plans: readonly CreatePlan[], allowLeftovers: boolean): string[] {
  const undoable = plans.filter((plan) => plan.remove !== undefined);
  const lasting = plans.filter((plan) => plan.remove === undefined);
  const lines: string[] = [];
  lines.push(
    undoable.length === 0
      ? "--write: no create of the spec has a documented delete"
      : `--write: creates svc-verify- resources and deletes them again, newest first: ${undoable.map((plan) => `${plan.create.operationId} (${plan.remove?.operationId})`).join(", ")}`,
  );
  if (lasting.length > 0)
    lines.push(
      allowLeftovers
        ? `--write --allow-leftovers: WILL LEAVE BEHIND what these create, which the spec cannot delete (listed with their IDs at the end): ${lasting.map((plan) => plan.create.operationId).join(", ")}`
        : `--write: not sending ${lasting.map((plan) => plan.create.operationId).join(", ")}: the spec documents no delete for what they create (--allow-leftovers sends them and lists what they leave)`,
    );
  return lines;
}
