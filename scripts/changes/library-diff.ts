/**
 * The adapter to the OpenAPI diff library, api-smart-diff: it compares two specs with every local
 * `$ref` followed and classifies each difference (breaking, non-breaking, annotation, deprecated,
 * unclassified). This file runs it and locates each difference: which operation, request or
 * response. The library reports a change to a shared component once where it is declared and once
 * per place it is used; the uses are located (they name the operations, and the library judges
 * them by direction, which it cannot do in `components`), and the component differences are
 * returned apart, for component-diffs.ts to keep those no use covers. Security is located by name,
 * not by `$ref`, and classified by security.ts.
 */

import { apiCompare } from "api-smart-diff";
import { parse } from "yaml";
import { isHttpMethod } from "../lib/openapi/methods.ts";
import { ChangesError } from "./errors.ts";
import type { ChangeAction } from "./model.ts";
import {
  direction,
  type JsonPath,
  nodeAt,
  type OperationRef,
  operationIn,
  operationsOf,
} from "./spec-location.ts";

/** The library's own classes. */
export type LibraryClass = "breaking" | "non-breaking" | "annotation" | "unclassified" | "deprecated";

export interface LocatedDiff {
  /** The library's path, in the specs with `$ref`s followed. */
  path: JsonPath;
  action: ChangeAction;
  libraryClass: LibraryClass;
  /** The library's words for it (`[Removed] property \`id\` in Response 200 content ...`), or ours. */
  description: string;
  before: unknown;
  after: unknown;
  operation?: OperationRef;
  direction: "request" | "response" | "other";
}

/** Parses a spec's text; an external `$ref` is refused, as the library cannot follow it. */
export function parseSpec(text: string, where: string): unknown {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new ChangesError(`${where} is not valid YAML (${(error as Error).message.split("\n")[0]})`);
  }
  const external = /^\s*\$ref:\s*["']?(?!#)([^"'\s]+)/m.exec(text);
  if (external !== null) {
    throw new ChangesError(
      `${where} has an external $ref (${external[1]}), which the change report cannot follow: keep each spec in one file`,
    );
  }
  return document;
}

const LIBRARY_CLASSES = new Set<string>([
  "breaking",
  "non-breaking",
  "annotation",
  "unclassified",
  "deprecated",
]);
const ACTIONS = new Set<string>(["add", "remove", "replace", "rename"]);

/**
 * Runs the library. Where one of its own rules throws (it does on some `allOf` shapes), it logs
 * "Classification Rule error for node: ..." to the console and leaves the difference
 * unclassified; those lines are collected here instead of reaching the report's reader raw.
 */
function compare(
  before: unknown,
  after: unknown,
): { diffs: ReturnType<typeof apiCompare>["diffs"]; failures: string[] } {
  const failures: string[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(" ");
    const node = /^Classification Rule error for node: (.*?)\.+ /.exec(text);
    if (node === null) log(...args);
    else if (!failures.includes(node[1] ?? "")) failures.push(node[1] ?? "");
  };
  try {
    return { diffs: apiCompare(before, after).diffs, failures };
  } finally {
    console.error = log;
  }
}

export interface LibraryResult {
  diffs: LocatedDiff[];
  /**
   * The differences the library found in `components/` (security schemes aside), unlocated:
   * most are also found where they are used, but one reached only where the library does not
   * look (a `contentSchema`) is found only here (component-diffs.ts keeps those).
   */
  componentDiffs: LocatedDiff[];
  /** Nodes (`components.schemas.X.allOf.0.required`) where a library rule failed: left unclassified. */
  failures: string[];
}

/** Every difference the library finds between two parsed specs, located. */
export function libraryDiffs(before: unknown, after: unknown): LibraryResult {
  const { diffs, failures } = compare(before, after);
  // Paths the library saw renamed (a path parameter renamed): later diffs use the old key.
  const renamedPaths = new Map<string, string>();
  for (const diff of diffs) {
    if (diff.action === "rename" && diff.path.length === 1 && diff.path[0] === "paths") {
      renamedPaths.set(String(diff.before), String(diff.after));
    }
  }
  const located: LocatedDiff[] = [];
  const componentDiffs: LocatedDiff[] = [];
  for (const diff of diffs) {
    const path = diff.path as JsonPath;
    if (!LIBRARY_CLASSES.has(diff.type) || !ACTIONS.has(diff.action)) {
      throw new Error(`api-smart-diff gave an unknown class or action: ${diff.type} ${diff.action}`);
    }
    const base = {
      path,
      action: diff.action as ChangeAction,
      libraryClass: diff.type as LibraryClass,
      description: describe(diff.action, path, diff.description, diff.before, diff.after),
      before: diff.before as unknown,
      after: diff.after as unknown,
      direction: direction(path),
    };
    if (path[0] === "components" && path[1] !== "securitySchemes") {
      componentDiffs.push(base);
      continue;
    }
    for (const operation of operationsTouched(before, after, path, diff.before, diff.after, renamedPaths)) {
      located.push(operation === undefined ? base : { ...base, operation });
    }
  }
  return { diffs: located, componentDiffs, failures };
}

const VERBS: Record<string, string> = {
  add: "Added",
  remove: "Removed",
  replace: "Replaced",
  rename: "Renamed",
};

/** A short scalar (or list of scalars) as the report quotes it; undefined for anything else. */
function quote(value: unknown): string | undefined {
  const scalar = (item: unknown) => typeof item !== "object" || item === null;
  if (value === undefined || !(scalar(value) || (Array.isArray(value) && value.every(scalar))))
    return undefined;
  const text = JSON.stringify(value);
  return text.length <= 60 ? `\`${text.replace(/^"(.*)"$/, "$1")}\`` : undefined;
}

/** The library's description, or where it gives none, the path below the operation. */
function describe(
  action: string,
  path: JsonPath,
  library: string | undefined,
  before: unknown,
  after: unknown,
) {
  if (action === "rename" && path.length === 1 && path[0] === "paths") {
    return `[Renamed] path \`${String(before)}\` to \`${String(after)}\``;
  }
  const start = path[0] === "paths" ? Math.min(3, path.length - 1) : 0;
  return library || `[${VERBS[action] ?? action}] ${path.slice(start).join(" › ")}`;
}

/**
 * The values a change is about, when they are short scalars and the description does not already
 * name them: which enum value, which pattern (`: \`a\` → \`b\``). Examples are never quoted: they may
 * look like credentials.
 */
export function valueNote(diff: LocatedDiff): string {
  if (diff.path.some((key) => key === "examples" || key === "example")) return "";
  const was = quote(diff.before);
  const now = quote(diff.after);
  const note =
    diff.action === "replace" && was !== undefined && now !== undefined
      ? `${was} → ${now}`
      : diff.action === "add"
        ? now
        : diff.action === "remove"
          ? was
          : undefined;
  return note === undefined || diff.description.includes(note) ? "" : `: ${note}`;
}

/** The operations a library path touches: one, every operation of a path item, or none. */
function operationsTouched(
  before: unknown,
  after: unknown,
  path: JsonPath,
  beforeValue: unknown,
  afterValue: unknown,
  renamedPaths: ReadonlyMap<string, string>,
): (OperationRef | undefined)[] {
  if (path[0] === "servers") {
    const ops = operationsServedByRoot(after);
    return ops.length > 0 ? ops : [undefined];
  }
  if (path[0] !== "paths") return [undefined];
  if (path.length === 1) {
    // A renamed path template: every operation under its new name.
    const ops = operationsOf(after, String(afterValue));
    return ops.length > 0 ? ops : [undefined];
  }
  const key = String(path[1]);
  const afterKey = renamedPaths.get(key) ?? key;
  const method = path[2];
  if (typeof method === "string" && isHttpMethod(method)) {
    return [operationIn(before, key, method) ?? operationIn(after, afterKey, method)];
  }
  // A whole path item, or something every operation of it shares (parameters, servers).
  const ops = operationsOf(before, key);
  const all = ops.length > 0 ? ops : operationsOf(after, afterKey);
  if (path.length === 2 && beforeValue === undefined) return operationsOf(after, afterKey);
  return all.length > 0 ? all : [undefined];
}

/** The operations the spec's own `servers` serve: those whose path item and operation name none. */
function operationsServedByRoot(document: unknown): OperationRef[] {
  const paths = nodeAt(document, ["paths"]);
  if (typeof paths !== "object" || paths === null) return [];
  return Object.keys(paths)
    .filter((key) => nodeAt(document, ["paths", key, "servers"]) === undefined)
    .flatMap((key) => operationsOf(document, key))
    .filter((op) => nodeAt(document, ["paths", op.path, op.method, "servers"]) === undefined);
}
