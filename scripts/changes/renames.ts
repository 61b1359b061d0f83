/**
 * Renames. The diff library reports a renamed property or parameter as one removed and one added
 * (a parameter moved from the query to a header too), and an operation moved to another path as
 * one removed operation and one added. Where the two halves match (same place, same operation,
 * same value but for the name or the place; or the same operationId), this pass reports them as
 * one rename or move, classified as the worse of the two (a removal: breaking).
 */

import { isDeepStrictEqual } from "node:util";
import { isHttpMethod } from "../lib/openapi/methods.ts";
import { resolveRef } from "../lib/openapi/refs.ts";
import type { LocatedDiff } from "./library-diff.ts";
import type { Change, Impact } from "./model.ts";

export interface Classified {
  diff: LocatedDiff;
  change: Change;
}

const ORDER: readonly Impact[] = ["none", "docs-only", "non-breaking", "breaking"];
export const worse = (a: Impact, b: Impact): Impact => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

type Kind = "property" | "parameter" | "operation";

/** What kind of named thing a diff adds or removes, if it is one a rename can apply to. */
function kind(diff: LocatedDiff): Kind | undefined {
  const parent = diff.path.at(-2);
  const named = typeof diff.path.at(-1) === "string";
  if (parent === "properties" && named) return "property";
  if (parent === "parameters" && typeof diff.path.at(-1) === "number") return "parameter";
  const method = diff.path[2];
  if (
    diff.path.length === 3 &&
    diff.path[0] === "paths" &&
    typeof method === "string" &&
    isHttpMethod(method)
  ) {
    return "operation";
  }
  return undefined;
}

const withoutName = (value: unknown) => {
  if (typeof value !== "object" || value === null) return value;
  const { name: _name, ...rest } = value as Record<string, unknown>;
  return rest;
};

/** Whether `removed` and `added` are the two halves of one rename. */
function pairs(removed: Classified, added: Classified): boolean {
  const a = removed.diff;
  const b = added.diff;
  const what = kind(a);
  if (what === undefined || what !== kind(b) || a.direction !== b.direction) return false;
  if (what === "operation") {
    const id = a.operation?.operationId;
    return id != null && id === b.operation?.operationId && a.path[2] === b.path[2];
  }
  if (removed.change.operationId !== added.change.operationId) return false;
  if (!isDeepStrictEqual(a.path.slice(0, -1), b.path.slice(0, -1))) return false;
  if (what !== "parameter") return isDeepStrictEqual(a.before, b.after);
  if (isDeepStrictEqual(withoutName(a.before), withoutName(b.after))) return true;
  return isMove(a.before, b.after);
}

/** The same parameter (its name and schema) moved elsewhere (`in: query` to `in: header`). */
function isMove(before: unknown, after: unknown): boolean {
  const place = (value: unknown) => {
    if (typeof value !== "object" || value === null) return undefined;
    const { in: where, ...rest } = value as Record<string, unknown>;
    return { where, rest };
  };
  const was = place(before);
  const now = place(after);
  return (
    was !== undefined && now !== undefined && was.where !== now.where && isDeepStrictEqual(was.rest, now.rest)
  );
}

/**
 * The name a half carries: the property, the parameter's `name` (read through its `$ref`, in the
 * document of its side, where the parameter is a shared one), or the operation's path.
 */
function nameOf(diff: LocatedDiff, value: unknown, document: unknown): string {
  const what = kind(diff);
  if (what === "parameter")
    return String((resolveRef(document, value) as { name?: unknown } | undefined)?.name);
  if (what === "operation") return `${String(diff.path[2]).toUpperCase()} ${String(diff.path[1])}`;
  return String(diff.path.at(-1));
}

function merge(removed: Classified, added: Classified, specs: Specs): Classified {
  const what = kind(removed.diff) ?? "property";
  const from = nameOf(removed.diff, removed.diff.before, specs.before);
  const to = nameOf(added.diff, added.diff.after, specs.after);
  const where = / in (.*)$/.exec(removed.change.message)?.[1];
  const moved = what === "parameter" && isMove(removed.diff.before, added.diff.after);
  const where_ = (value: unknown) => String((value as { in?: unknown }).in);
  const message = moved
    ? `[Moved] parameter \`${from}\` from ${where_(removed.diff.before)} to ${where_(added.diff.after)}`
    : what === "operation"
      ? `[Renamed] operation \`${removed.change.operationId}\` moved from ${from} to ${to}`
      : `[Renamed] ${what} \`${from}\` to \`${to}\`${where === undefined ? "" : ` in ${where}`}`;
  // A parameter renamed breaks what names it, whatever the library says of its two halves.
  const renamedParameter = what === "parameter" && !moved;
  return {
    diff: removed.diff,
    change: {
      ...removed.change,
      action: "rename",
      message,
      client: renamedParameter ? "breaking" : worse(removed.change.client, added.change.client),
      mock: worse(removed.change.mock, added.change.mock),
      ...(renamedParameter && {
        rule: "parameter-renamed",
        reason: "code written against the generated types names each parameter (`params.<in>.<name>`)",
      }),
    },
  };
}

interface Specs {
  before: unknown;
  after: unknown;
}

/** The changes with every matching removal and addition merged into one rename. */
export function pairRenames(items: readonly Classified[], specs: Specs): Classified[] {
  const used = new Set<Classified>();
  const result: Classified[] = [];
  for (const item of items) {
    if (used.has(item)) continue;
    if (item.diff.action === "remove" && kind(item.diff) !== undefined) {
      const partner = items.find(
        (other) => !used.has(other) && other.diff.action === "add" && pairs(item, other),
      );
      if (partner !== undefined) {
        used.add(partner);
        result.push(merge(item, partner, specs));
        continue;
      }
    }
    result.push(item);
  }
  return result;
}
