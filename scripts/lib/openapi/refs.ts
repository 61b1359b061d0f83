/**
 * `$ref` resolution, one behaviour for every tool that reads a spec (verify, changes, the docs'
 * samples, the spec validator):
 *
 * - Only local references are followed: `#/` and a JSON pointer (RFC 6901: each segment
 *   percent-decoded, then `~1` read as `/` and `~0` as `~`). The tools read bundled specs
 *   (`redocly bundle` pulls every other file in) or repository specs whose references are all
 *   local, so a reference into another file or a URL is not a case they meet; it resolves to
 *   nothing, like a pointer that names nothing.
 * - A pointer steps through objects by member name and through arrays by index
 *   (`#/components/schemas/X/allOf/0`).
 * - A node's own `$ref` is followed hop after hop, at most 20 hops (a reference cycle stops
 *   there, at a node that still has its `$ref`); its siblings are not merged in.
 * - Nothing found (or a malformed percent escape) is `undefined` from resolveRef and pointerTarget; where a tool cannot go on
 *   without the target, requireRef throws an UnresolvedRefError that names the reference.
 */
import { isJsonObject } from "./json.ts";

const MAX_HOPS = 20;

/** A reference that names nothing in the document (or is not a local one). */
export class UnresolvedRefError extends Error {
  override name = "UnresolvedRefError";
  constructor(readonly ref: string) {
    super(
      `$ref ${ref} points at nothing in the document: only local references (#/...) that name a node are followed`,
    );
  }
}

/** A pointer segment as a member name; undefined for a malformed percent escape (`%zz`), which names nothing. */
function unescapeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~");
  } catch {
    return undefined;
  }
}

/** The node a local reference (`#/components/schemas/Item`) names, undefined when there is none. */
export function pointerTarget(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const segment of ref.slice(2).split("/").map(unescapeSegment)) {
    if (segment === undefined) return undefined;
    if (Array.isArray(node)) node = /^\d+$/.test(segment) ? node[Number(segment)] : undefined;
    else if (isJsonObject(node)) node = Object.hasOwn(node, segment) ? node[segment] : undefined;
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follows a node's own `$ref`s; `strict` throws where one names nothing, else that is undefined. */
function follow(document: unknown, node: unknown, strict: boolean): unknown {
  let current = node;
  for (let hops = 0; hops < MAX_HOPS && isJsonObject(current) && typeof current.$ref === "string"; hops++) {
    const ref: string = current.$ref;
    current = pointerTarget(document, ref);
    if (current === undefined && strict) throw new UnresolvedRefError(ref);
  }
  return current;
}

/** The node with its own `$ref`s followed (see the module's rules); undefined where one names nothing. */
export const resolveRef = (document: unknown, node: unknown): unknown => follow(document, node, false);

/** resolveRef, for a tool that cannot go on without the target: an UnresolvedRefError where there is none. */
export const requireRef = (document: unknown, node: unknown): unknown => follow(document, node, true);
