/**
 * No silent change: the diff library reports a change to a shared schema once in `components/`
 * and once per place an operation uses it, and only the uses are reported (they name the
 * operations and the direction). But the library does not walk every keyword: a schema reached
 * through `contentSchema` (a JSON document carried in a string) changes in `components/` only,
 * and was reported as nothing. Every component difference no use covers is kept here, located at
 * each operation that reaches the component through any `$ref` (in its parameters and request
 * body: a request; in its responses: a response), for the rules to classify like any other.
 */
import { isJsonObject } from "../lib/openapi/json.ts";
import { operationEntries } from "../lib/openapi/operations.ts";
import { pointerTarget } from "../lib/openapi/refs.ts";
import type { LocatedDiff } from "./library-diff.ts";
import { type JsonPath, type OperationRef, operationIn, originOf } from "./spec-location.ts";

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** The component a component path lies in, and the path below it (following `$ref`s on the way). */
function originKey(document: unknown, path: JsonPath): { ref: string; key: string } {
  const origin = originOf(document, path) ?? {
    ref: `#/${path.slice(0, 3).map(String).join("/")}`,
    tail: path.slice(3),
  };
  return { ref: origin.ref, key: `${[origin.ref, ...origin.tail].join("/")}/` };
}

/** Every `$ref` reachable from a node, following the refs through the document. */
function refsFrom(document: unknown, start: unknown): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isNode(node)) continue;
    if (typeof node.$ref === "string" && !seen.has(node.$ref)) {
      seen.add(node.$ref);
      stack.push(pointerTarget(document, node.$ref));
    }
    for (const value of Object.values(node)) if (isNode(value)) stack.push(value);
  }
  return seen;
}

interface Use {
  operation: OperationRef;
  direction: "request" | "response";
}

/** For each component (`#/components/schemas/X`), the operations that reach it, and how. */
function usesOf(document: unknown): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  for (const { path, method, item, operation } of operationEntries(isJsonObject(document) ? document : {})) {
    const ref = operationIn(document, path, method);
    if (ref === undefined) continue;
    const parts: [Use["direction"], unknown][] = [
      ["request", [item.parameters, operation.parameters, operation.requestBody]],
      ["response", operation.responses],
    ];
    for (const [direction, part] of parts) {
      for (const target of refsFrom(document, part)) {
        const list = uses.get(target) ?? [];
        if (!list.some((use) => use.operation === ref && use.direction === direction))
          list.push({ operation: ref, direction });
        uses.set(target, list);
      }
    }
  }
  return uses;
}

/**
 * The component differences that no located difference covers, each located at every operation
 * that reaches its component (once, unlocated, where none does).
 */
export function uncoveredComponentDiffs(
  componentDiffs: readonly LocatedDiff[],
  located: readonly LocatedDiff[],
  specs: { before: unknown; after: unknown },
): LocatedDiff[] {
  const docOf = (diff: LocatedDiff) => (diff.action === "remove" ? specs.before : specs.after);
  // A use covers its component: where the library saw the use itself change (a shared parameter
  // renamed is its use removed and added, by name), the component its `$ref` names is covered too.
  const refOf = (value: unknown) =>
    isNode(value) && typeof value.$ref === "string" ? [`${value.$ref}/`] : [];
  const covered = located
    .filter((diff) => diff.path[0] === "paths")
    .flatMap((diff) => [originKey(docOf(diff), diff.path).key, ...refOf(diff.before), ...refOf(diff.after)]);
  const result: LocatedDiff[] = [];
  const usesAfter = usesOf(specs.after);
  const usesBefore = usesOf(specs.before);
  for (const diff of componentDiffs) {
    const { ref: component, key } = originKey(docOf(diff), diff.path);
    if (covered.some((use) => use.startsWith(key) || key.startsWith(use))) continue;
    // A whole component added or removed shows where an operation starts or stops using it;
    // one no operation uses is kept (openapi-typescript still writes its type).
    const whole = diff.path.length === 3 && diff.action !== "replace";
    if (whole && (diff.action === "add" ? usesAfter : usesBefore).has(component)) continue;
    const uses = [...(usesAfter.get(component) ?? []), ...(usesBefore.get(component) ?? [])].filter(
      (use, index, all) =>
        all.findIndex(
          (other) =>
            other.direction === use.direction &&
            other.operation.method === use.operation.method &&
            other.operation.path === use.operation.path,
        ) === index,
    );
    if (uses.length === 0) result.push({ ...diff, direction: "other" });
    for (const use of uses) result.push({ ...diff, operation: use.operation, direction: use.direction });
  }
  return result;
}
