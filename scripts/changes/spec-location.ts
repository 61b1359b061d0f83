/**
 * Where a change sits in a spec. The diff library reports paths into the specs with every local
 * `$ref` followed (`paths./x.get.responses.200.content.application/json.schema.properties.id`);
 * these helpers tell which operation such a path belongs to, whether it is in a request or a
 * response, and find the raw node it names in either spec.
 */
import { isJsonObject } from "../lib/openapi/json.ts";
import { methodsOf } from "../lib/openapi/methods.ts";
import { pointerTarget, resolveRef } from "../lib/openapi/refs.ts";

export type JsonPath = readonly (string | number)[];

export interface OperationRef {
  method: string;
  path: string;
  operationId: string | null;
}

/** A JSON pointer (`#/paths/~1token/post`) for a path. */
export const pointer = (path: JsonPath) =>
  `#/${path.map((key) => String(key).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;

/** Whether a path lies in what a client sends, what it receives, or neither (info, servers). */
export function direction(path: JsonPath): "request" | "response" | "other" {
  if (path.includes("responses")) return "response";
  if (path.includes("requestBody") || path.includes("parameters")) return "request";
  if (path[0] === "paths" && path[3] === "security") return "request";
  return "other";
}

/**
 * The raw node a library path names in `document`, following `$ref`s on the way but not the
 * node's own (so a variant written as a `$ref` keeps it). Undefined when the path is not there,
 * e.g. after the library merged an `allOf`.
 */
export function nodeAt(document: unknown, path: JsonPath): unknown {
  let node: unknown = document;
  for (const key of path) {
    node = child(document, resolveRef(document, node), key);
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * A node's member `key`; where the node lacks it but has an `allOf`, the member of the first
 * `allOf` schema that has it (the library merges `allOf`s, so its paths skip them).
 */
export function child(document: unknown, node: unknown, key: string | number): unknown {
  if (Array.isArray(node)) return typeof key === "number" ? node[key] : undefined;
  if (!isJsonObject(node)) return undefined;
  if (String(key) in node) return node[String(key)];
  if (!Array.isArray(node.allOf)) return undefined;
  for (const member of node.allOf) {
    const found = child(document, resolveRef(document, member), key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Where a library path's last `$ref` leads: the component and the path below it. */
export interface Origin {
  /** `#/components/schemas/Item` */
  ref: string;
  /** The path below the component: `properties`, `size`. */
  tail: JsonPath;
}

/**
 * The component a library path ends in, following its `$ref`s (and the `allOf`s the library
 * merged): a change to a shared schema has the same origin in every operation that uses it.
 * Undefined when the path crosses no `$ref`.
 */
export function originOf(document: unknown, path: JsonPath): Origin | undefined {
  let node: unknown = document;
  let ref: string | undefined;
  let tail: (string | number)[] = [];
  const follow = () => {
    // resolveRef's rules, one hop at a time, to remember the last $ref on the way.
    for (let hops = 0; hops < 20 && isJsonObject(node) && typeof node.$ref === "string"; hops++) {
      ref = node.$ref;
      tail = [];
      node = pointerTarget(document, node.$ref);
    }
  };
  for (const key of path) {
    follow();
    if (isJsonObject(node) && !(String(key) in node) && Array.isArray(node.allOf)) {
      // The library merged an allOf: step into the member that has the key, through its $ref.
      const members = node.allOf as unknown[];
      const at = members.findIndex(
        (member) => child(document, resolveRef(document, member), key) !== undefined,
      );
      if (at < 0) return undefined;
      node = members[at];
      tail.push("allOf", at);
      follow();
    }
    node = child(document, node, key);
    tail.push(key);
  }
  return ref === undefined ? undefined : { ref, tail };
}

/** The operation at `paths[path][method]` of a document, if there is one. */
export function operationIn(document: unknown, path: string, method: string): OperationRef | undefined {
  const operation = nodeAt(document, ["paths", path, method]);
  if (!isJsonObject(operation)) return undefined;
  const id = operation.operationId;
  return { method, path, operationId: typeof id === "string" ? id : null };
}

/** Every operation of a path item, in the document's order. */
export function operationsOf(document: unknown, path: string): OperationRef[] {
  const item = resolveRef(document, nodeAt(document, ["paths", path]));
  return methodsOf(item).flatMap((method) => operationIn(document, path, method) ?? []);
}

/** `POST /token`, as the report writes an operation. */
export const operationLabel = (operation: OperationRef) =>
  `${operation.method.toUpperCase()} ${operation.path}`;
