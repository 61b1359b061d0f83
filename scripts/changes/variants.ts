/**
 * `oneOf`/`anyOf` variants, which the diff library pairs by position: replacing one variant by
 * another comes out of it as a list of member changes inside "the same" variant (a required member
 * removed here, one added there), some of them non-breaking, none saying that a variant is gone.
 * This pass names every variant (its `title`, else the component its `$ref` names, else its
 * position), turns a variant replaced by another (its `$ref` or title changed along with its
 * members; a new title alone is a docs change) into "variant A removed" and "variant B added",
 * and says which variant an added or removed one is.
 *
 * A removed variant breaks clients that send it (request) but not those that read (response);
 * an added variant breaks clients that handle every variant of a response (client-rules.ts).
 */
import { resolveRef } from "../lib/openapi/refs.ts";
import type { LocatedDiff } from "./library-diff.ts";
import { type JsonPath, nodeAt } from "./spec-location.ts";

const COMBINATORS = new Set(["oneOf", "anyOf"]);

/** The index just past the innermost `oneOf/<n>` or `anyOf/<n>` of a path, or -1. */
function variantEnd(path: JsonPath): number {
  for (let index = path.length - 2; index >= 0; index--) {
    const key = path[index];
    if (typeof key === "string" && COMBINATORS.has(key) && typeof path[index + 1] === "number")
      return index + 2;
  }
  return -1;
}

/** Whether a diff adds or removes a whole variant. */
export const isVariantDiff = (diff: LocatedDiff) =>
  variantEnd(diff.path) === diff.path.length && (diff.action === "add" || diff.action === "remove");

/** A variant's identity: the component its `$ref` names, else its title; undefined if neither. */
function identity(document: unknown, path: JsonPath): string | undefined {
  const raw = nodeAt(document, path) as { $ref?: unknown } | undefined;
  if (typeof raw?.$ref === "string") return raw.$ref;
  const title = (resolveRef(document, raw) as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? `title:${title}` : undefined;
}

/** A variant's name: its title, the component its `$ref` names, or its position. */
function variantName(document: unknown, path: JsonPath, value?: unknown): string {
  const raw = nodeAt(document, path) ?? value;
  const schema = resolveRef(document, raw) as { title?: unknown; type?: unknown } | undefined;
  if (typeof schema?.title === "string") return schema.title;
  if (schema?.type === "null") return "null";
  const ref = (raw as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref === "string") return ref.slice(ref.lastIndexOf("/") + 1);
  const title = (value as { title?: unknown } | undefined)?.title;
  if (typeof title === "string") return title;
  return `variant ${Number(path.at(-1)) + 1}`;
}

/** Where a variant is, in the library's words, from a member change's description. */
const context = (description: string) => / in (.*)$/.exec(description)?.[1] ?? "";

function variantDiff(base: LocatedDiff, path: JsonPath, action: "add" | "remove", name: string): LocatedDiff {
  const combinator = String(path.at(-2));
  const where = context(base.description);
  const verb = action === "add" ? "[Added]" : "[Removed]";
  return {
    ...base,
    path,
    action,
    description: `${verb} ${combinator} variant \`${name}\`${where === "" ? "" : ` in ${where}`}`,
    before: action === "remove" ? base.before : undefined,
    after: action === "add" ? base.after : undefined,
  };
}

const groupKey = (diff: LocatedDiff, prefix: JsonPath) =>
  `${diff.operation?.method ?? ""} ${diff.operation?.path ?? ""} ${JSON.stringify(prefix)}`;

/**
 * The diffs with added and removed variants named, and a variant that another one replaced (its
 * `$ref` or title changed along with its members) reported as one removed and one added.
 */
export function nameVariants(diffs: readonly LocatedDiff[], before: unknown, after: unknown): LocatedDiff[] {
  // Places whose variant changed shape (not only its title or description).
  const reshaped = new Set<string>();
  for (const diff of diffs) {
    const end = variantEnd(diff.path);
    if (end > 0 && end < diff.path.length && diff.libraryClass !== "annotation") {
      reshaped.add(groupKey(diff, diff.path.slice(0, end)));
    }
  }
  const result: LocatedDiff[] = [];
  const swapped = new Set<string>();
  for (const diff of diffs) {
    const end = variantEnd(diff.path);
    if (end < 0) {
      result.push(diff);
      continue;
    }
    const prefix = diff.path.slice(0, end);
    if (end === diff.path.length && (diff.action === "add" || diff.action === "remove")) {
      const document = diff.action === "add" ? after : before;
      const value = diff.action === "add" ? diff.after : diff.before;
      result.push(variantDiff(diff, prefix, diff.action, variantName(document, prefix, value)));
      continue;
    }
    const was = identity(before, prefix);
    const now = identity(after, prefix);
    const key = groupKey(diff, prefix);
    if (was === undefined || now === undefined || was === now || !reshaped.has(key)) {
      result.push(diff);
      continue;
    }
    if (swapped.has(key)) continue;
    swapped.add(key);
    const swap = { ...diff, before: undefined, after: undefined };
    const removed = variantDiff(swap, prefix, "remove", variantName(before, prefix));
    const added = variantDiff(swap, prefix, "add", variantName(after, prefix));
    result.push(removed, added);
  }
  return result;
}
